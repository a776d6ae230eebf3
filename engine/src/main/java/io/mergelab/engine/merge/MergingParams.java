package io.mergelab.engine.merge;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.catalog.TableEngineKind;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.table.KeyTuples;
import io.mergelab.engine.type.AggregateFunctionType;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a MergeTree engine's merges do with the rows of one sorting key, by column name (as ClickHouse's
 * MergingParams): ReplacingMergeTree's {@code ver} and {@code is_deleted}, SummingMergeTree's summed columns,
 * (Versioned)CollapsingMergeTree's {@code sign} (and {@code version}, which ends its sorting key),
 * AggregatingMergeTree's aggregate columns. Makes the merging algorithm for any list of columns holding them.
 */
public record MergingParams(TableEngineKind engine, Optional<String> version, Optional<String> isDeleted,
                            Optional<String> sign, List<String> summed, Map<String, String> simpleAggregates) {

    public MergingParams {
        summed = List.copyOf(summed);
        simpleAggregates = Map.copyOf(simpleAggregates);
    }

    private MergingParams(TableEngineKind engine, Optional<String> version, Optional<String> isDeleted,
                          Optional<String> sign, List<String> summed) {
        this(engine, version, isDeleted, sign, summed, Map.of());
    }

    public static MergingParams of(TableDefinition def) {
        return switch (def.engine()) {
            case REPLACING_MERGE_TREE -> new MergingParams(def.engine(), argument(def, 0), argument(def, 1),
                    Optional.empty(), List.of());
            case COLLAPSING_MERGE_TREE -> new MergingParams(def.engine(), Optional.empty(), Optional.empty(),
                    argument(def, 0), List.of());
            case VERSIONED_COLLAPSING_MERGE_TREE -> new MergingParams(def.engine(), argument(def, 1), Optional.empty(),
                    argument(def, 0), List.of());
            case SUMMING_MERGE_TREE -> new MergingParams(def.engine(), Optional.empty(), Optional.empty(),
                    Optional.empty(), summedColumns(def));
            case AGGREGATING_MERGE_TREE -> new MergingParams(def.engine(), Optional.empty(), Optional.empty(),
                    Optional.empty(), List.of(), SimpleAggregateColumns.of(def));
            default -> new MergingParams(def.engine(), Optional.empty(), Optional.empty(), Optional.empty(), List.of());
        };
    }

    /** The columns a FINAL read must read besides the query's and the sorting key's for the merge to be right. */
    public Set<String> requiredColumns() {
        Set<String> out = new LinkedHashSet<>();
        version.ifPresent(out::add);
        isDeleted.ifPresent(out::add);
        sign.ifPresent(out::add);
        out.addAll(summed);
        return out;
    }

    /**
     * Whether a merged part (level > 0) already reads as FINAL would show it, so FINAL may read it without merging:
     * true where a merge leaves one final row per key (Replacing, after dropping delete rows; Summing; Aggregating),
     * false for the collapsing engines, whose merges may keep a -1 row FINAL hides (or a pair FINAL shows as one).
     */
    public boolean mergedPartsReadAsFinal() {
        return engine != TableEngineKind.COLLAPSING_MERGE_TREE && engine != TableEngineKind.VERSIONED_COLLAPSING_MERGE_TREE;
    }

    /** The merging processor's name in a FINAL read's pipeline, as ClickHouse names its transforms. */
    public String transformName() {
        return switch (engine) {
            case SUMMING_MERGE_TREE -> "SummingSortedTransform";
            case COLLAPSING_MERGE_TREE -> "CollapsingSortedTransform";
            case VERSIONED_COLLAPSING_MERGE_TREE -> "VersionedCollapsingTransform";
            case AGGREGATING_MERGE_TREE -> "AggregatingSortedTransform";
            default -> "ReplacingSorted";
        };
    }

    /**
     * The algorithm merging {@code sources} streams of chunks with {@code columns} (of {@code types}), sorted by
     * {@code key}; {@code finalRead} is a SELECT ... FINAL (Replacing drops delete rows, Collapsing keeps no -1 row).
     */
    public MergingAlgorithm algorithm(List<String> columns, List<DataType> types, int sources, SortingKeyColumns key,
                                      boolean finalRead, int maxBlockRows) {
        return switch (engine) {
            case REPLACING_MERGE_TREE -> new ReplacingMergingAlgorithm(sources, key, position(columns, version),
                    position(columns, isDeleted), finalRead, maxBlockRows);
            case SUMMING_MERGE_TREE -> new SummingMergingAlgorithm(sources, key, sums(columns, types), maxBlockRows);
            case COLLAPSING_MERGE_TREE -> new CollapsingMergingAlgorithm(sources, key, position(columns, sign),
                    finalRead, maxBlockRows);
            case VERSIONED_COLLAPSING_MERGE_TREE -> new VersionedCollapsingMergingAlgorithm(sources, key,
                    position(columns, sign), maxBlockRows);
            case AGGREGATING_MERGE_TREE -> new AggregatingMergingAlgorithm(sources, key, aggregates(columns, types),
                    maxBlockRows);
            default -> new OrdinaryMergingAlgorithm(sources, key, maxBlockRows);
        };
    }

    /** The AggregateFunction and SimpleAggregateFunction columns among {@code columns}. */
    private List<ColumnAggregate> aggregates(List<String> columns, List<DataType> types) {
        List<ColumnAggregate> out = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
            if (types.get(i) instanceof AggregateFunctionType t) {
                out.add(ColumnAggregate.ofStates(i, t));
            } else if (simpleAggregates.containsKey(columns.get(i))) {
                out.add(ColumnAggregate.ofValues(i, types.get(i), simpleAggregates.get(columns.get(i))));
            }
        }
        return out;
    }

    private List<ColumnSum> sums(List<String> columns, List<DataType> types) {
        List<ColumnSum> out = new ArrayList<>();
        for (String name : summed) {
            int at = columns.indexOf(name);
            if (at >= 0) {
                out.add(new ColumnSum(at, types.get(at)));
            }
        }
        return out;
    }

    private static int position(List<String> columns, Optional<String> column) {
        if (column.isEmpty()) {
            return -1;
        }
        int at = columns.indexOf(column.get());
        if (at < 0) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Column " + column.get() + " the merge needs was not read");
        }
        return at;
    }

    private static Optional<String> argument(TableDefinition def, int i) {
        return def.engineArgs().size() > i && def.engineArgs().get(i) instanceof Identifier id
                ? Optional.of(id.name()) : Optional.empty();
    }

    /**
     * SummingMergeTree's summed columns: those its argument lists (a name or a tuple of names), else every column;
     * of them the stored numeric ones outside the sorting key (ClickHouse leaves the others to the first row).
     */
    private static List<String> summedColumns(TableDefinition def) {
        List<ColumnDefinition> stored = def.storedColumns();
        Set<String> listed = null;
        if (!def.engineArgs().isEmpty()) {
            listed = new HashSet<>();
            for (Expr e : KeyTuples.elements(def.engineArgs().get(0))) {
                if (e instanceof Identifier id) {
                    listed.add(id.name());
                }
            }
        }
        InputSchema schema = new InputSchema(stored.stream().map(ColumnDefinition::name).toList(),
                stored.stream().map(ColumnDefinition::type).toList());
        Set<String> key = new HashSet<>();
        for (Expr e : def.orderBy()) {
            key.addAll(ExpressionCompiler.compile(e, schema, EvaluationContext.system()).requiredColumns());
        }
        List<String> out = new ArrayList<>();
        for (ColumnDefinition c : stored) {
            if ((listed == null || listed.contains(c.name())) && !key.contains(c.name()) && ColumnSum.summable(c.type())) {
                out.add(c.name());
            }
        }
        return out;
    }
}
