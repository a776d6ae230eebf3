package io.mergelab.engine.index;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.error.ErrorCode;
import io.mergelab.engine.error.MergeLabException;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.index.key.KeyColumn;
import io.mergelab.engine.index.key.KeyCondition;
import io.mergelab.engine.index.key.KeyValues;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.index.cache.ConditionCacheStage;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MarkRange;
import io.mergelab.engine.storage.MinMaxIndex;
import io.mergelab.engine.storage.PartRanges;
import io.mergelab.engine.storage.PartitionValue;
import io.mergelab.engine.table.KeyTuples;
import io.mergelab.engine.table.MergeTreeTable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Selects what a MergeTree read reads: starting from every granule of the given parts, each stage of index
 * analysis narrows the mark ranges and records its row of the funnel, in ClickHouse's order (MinMax, Partition,
 * PrimaryKey, Skip). The pipeline, EXPLAIN and EXPLAIN ESTIMATE all ask here, so what they report agrees.
 * MinMax and Partition run for tables with a partition key, PrimaryKey for tables with a primary key (unless
 * {@code use_primary_key = 0}). The query condition cache, which records no funnel row, drops the marks it knows
 * cannot match after the primary key and before the Skip stages (ClickHouse asks it first; the marks kept are the
 * same either way, only the PrimaryKey row's counts differ).
 */
public final class IndexAnalysis {
    static final String BINARY_SEARCH = "binary search";
    static final String EXCLUSION_SEARCH = "generic exclusion search";

    private IndexAnalysis() {
    }

    /** Who asks: a read (skip indexes may be left to the streams) or EXPLAIN (which always shows the Skip stages). */
    public enum Purpose { READ, EXPLAIN }

    /** What a read of {@code table}'s active parts under {@code conditions} selects now. */
    public static Selection select(MergeTreeTable table, ReadConditions conditions) {
        return select(table, conditions, Purpose.READ);
    }

    /**
     * What a read of {@code table}'s active parts under {@code conditions} selects now. The Skip stages run here, after
     * the primary key, when {@code use_skip_indexes_on_data_read = 0} or for EXPLAIN; otherwise the usable indexes are
     * handed to the read streams ({@link Selection#skipIndexesForRead()}).
     */
    public static Selection select(MergeTreeTable table, ReadConditions conditions, Purpose purpose) {
        List<DataPart> parts = new ArrayList<>();
        for (DataPart p : table.activeParts()) {
            if (p.granules() > 0) {
                parts.add(p);
            }
        }
        long partsTotal = parts.size();
        long marksTotal = granules(parts);
        List<IndexStage> funnel = new ArrayList<>();
        TableDefinition def = table.definition();
        List<ColumnDefinition> stored = def.storedColumns();
        InputSchema schema = new InputSchema(stored.stream().map(ColumnDefinition::name).toList(),
                stored.stream().map(ColumnDefinition::type).toList());
        Optional<Expr> filter = conditions.filter();
        EvaluationContext ctx = conditions.evaluation();
        if (def.partitionBy().isPresent() && !KeyTuples.elements(def.partitionBy().get()).isEmpty()) {
            parts = minMax(parts, filter, schema, ctx, def, funnel);
            parts = partition(parts, filter, schema, ctx, def, funnel);
        }
        List<Expr> primaryKey = def.primaryKey().isEmpty() ? def.orderBy() : def.primaryKey();
        Settings settings = conditions.settings();
        List<PartRanges> selected = new ArrayList<>();
        long primaryKeyNanos = 0;
        if (primaryKey.isEmpty() || !settings.getBool("use_primary_key")) {
            requirePrimaryKey(settings, primaryKey, null);
            parts.forEach(p -> selected.add(PartRanges.whole(p)));
        } else {
            List<KeyColumn> keys = keyColumns(primaryKey, schema, ctx);
            KeyCondition condition = KeyCondition.of(filter, keys, schema, ctx);
            requirePrimaryKey(settings, primaryKey, condition);
            long start = System.nanoTime();
            selected.addAll(primaryKey(parts, condition, settings, def.settings(), funnel));
            primaryKeyNanos = System.nanoTime() - start;
        }
        ConditionCacheStage.Result cached = ConditionCacheStage.apply(table, conditions, selected);
        Selection.CacheLookups lookups = new Selection.CacheLookups(cached.hits(), cached.misses());
        List<UsableSkipIndex> usable = SkipIndexStage.usable(table, conditions);
        if (usable.isEmpty()) {
            return new Selection(cached.parts(), funnel, partsTotal, marksTotal, primaryKeyNanos, List.of(), 0, lookups);
        }
        if (purpose == Purpose.READ && settings.getBool("use_skip_indexes_on_data_read")) {
            return new Selection(cached.parts(), funnel, partsTotal, marksTotal, primaryKeyNanos, usable, 0, lookups);
        }
        long skipStart = System.nanoTime();
        List<PartRanges> skipped = SkipIndexStage.apply(cached.parts(), usable, funnel);
        return new Selection(skipped, funnel, partsTotal, marksTotal, primaryKeyNanos, List.of(),
                System.nanoTime() - skipStart, lookups);
    }

    /** force_primary_key: fails with INDEX_NOT_USED unless the primary key can rule granules out. */
    private static void requirePrimaryKey(Settings settings, List<Expr> primaryKey, KeyCondition condition) {
        if (settings.getBool("force_primary_key") && (condition == null || condition.alwaysUnknownOrTrue())) {
            List<String> names = primaryKey.stream().map(ColumnNames::of).toList();
            throw new MergeLabException(ErrorCode.INDEX_NOT_USED, "Primary key (" + String.join(", ", names)
                    + ") is not used and setting 'force_primary_key' is set");
        }
    }

    /** MinMax: each part's min/max of the partition key's columns against the condition on those columns. */
    private static List<DataPart> minMax(List<DataPart> parts, Optional<Expr> filter, InputSchema schema,
                                         EvaluationContext ctx, TableDefinition def, List<IndexStage> funnel) {
        List<String> columns = sourceColumns(def);
        List<KeyColumn> keys = new ArrayList<>();
        for (String c : columns) {
            keys.add(KeyColumn.of(Identifier.of(c), schema.types().get(schema.indexOf(c))));
        }
        KeyCondition condition = KeyCondition.of(filter, keys, schema, ctx);
        List<DataPart> kept = new ArrayList<>();
        int[] low = new int[keys.size()];
        int[] high = new int[keys.size()];
        for (DataPart p : parts) {
            List<Column> values = new ArrayList<>();
            for (int i = 0; i < keys.size(); i++) {
                MinMaxIndex m = p.minMax(columns.get(i)).orElseThrow();
                values.add(m.values());
                low[i] = m.hasValues() ? 0 : -1;
                high[i] = m.hasValues() ? 1 : -1;
            }
            if (condition.over(values).checkBox(low, high).canBeTrue()) {
                kept.add(p);
            }
        }
        funnel.add(stage("MinMax", condition, parts, kept, granules(parts), granules(kept), ""));
        return kept;
    }

    /** The table columns the partition key reads, in table order (the columns with min/max files). */
    private static List<String> sourceColumns(TableDefinition def) {
        Set<String> used = new HashSet<>();
        KeyTuples.elements(def.partitionBy().orElseThrow()).forEach(e -> collectColumns(e, used));
        return def.storedColumns().stream().map(ColumnDefinition::name).filter(used::contains).toList();
    }

    private static void collectColumns(Expr e, Set<String> out) {
        if (e instanceof Identifier id) {
            out.add(id.fullName());
        }
        ExprTrees.operands(e).forEach(x -> collectColumns(x, out));
    }

    /** Partition: each part's partition value against the condition on the partition key's expressions. */
    private static List<DataPart> partition(List<DataPart> parts, Optional<Expr> filter, InputSchema schema,
                                            EvaluationContext ctx, TableDefinition def, List<IndexStage> funnel) {
        List<KeyColumn> keys = keyColumns(KeyTuples.elements(def.partitionBy().orElseThrow()), schema, ctx);
        KeyCondition condition = KeyCondition.of(filter, keys, schema, ctx);
        List<DataPart> kept = new ArrayList<>();
        int[] low = new int[keys.size()];
        int[] high = new int[keys.size()];
        for (DataPart p : parts) {
            PartitionValue value = p.partition();
            List<Column> values = new ArrayList<>();
            for (int i = 0; i < keys.size(); i++) {
                ColumnBuilder b = ColumnBuilder.create(value.types().get(i));
                b.appendValue(value.values().get(i));
                values.add(b.build());
            }
            if (condition.over(values).checkBox(low, high).canBeTrue()) {
                kept.add(p);
            }
        }
        funnel.add(stage("Partition", condition, parts, kept, granules(parts), granules(kept), ""));
        return kept;
    }

    /** PrimaryKey: the granules of each part whose primary index range may satisfy the condition. */
    private static List<PartRanges> primaryKey(List<DataPart> parts, KeyCondition condition, Settings query,
                                               Settings table, List<IndexStage> funnel) {
        List<PartRanges> selected = new ArrayList<>();
        boolean searches = !condition.alwaysUnknownOrTrue();
        boolean binary = condition.isContinuousRange();
        int coarse = (int) Math.min(Integer.MAX_VALUE, query.getLong("merge_tree_coarse_index_granularity"));
        long minMarksForSeek = minMarksForSeek(query, table);
        long granulesAfter = 0;
        for (DataPart p : parts) {
            List<MarkRange> ranges;
            if (!searches) {
                ranges = PartRanges.whole(p).ranges();
            } else {
                KeyValues index = condition.over(p.primaryIndex().columns());
                ranges = binary ? PrimaryKeySearch.binarySearch(index, p.granules())
                        : PrimaryKeySearch.exclusionSearch(index, p.granules(), coarse, minMarksForSeek);
            }
            if (!ranges.isEmpty()) {
                PartRanges r = new PartRanges(p, ranges);
                selected.add(r);
                granulesAfter += r.marks();
            }
        }
        String algorithm = !searches ? "" : binary ? BINARY_SEARCH : EXCLUSION_SEARCH;
        funnel.add(new IndexStage("PrimaryKey", "", "", condition.usedKeys(), condition.toString(), parts.size(),
                selected.size(), granules(parts), granulesAfter, algorithm));
        return selected;
    }

    /** ClickHouse's roundRowsOrBytesToMarks of merge_tree_min_rows_for_seek / merge_tree_min_bytes_for_seek. */
    private static long minMarksForSeek(Settings query, Settings table) {
        long rows = query.getLong("merge_tree_min_rows_for_seek");
        long bytes = query.getLong("merge_tree_min_bytes_for_seek");
        long granularity = Math.max(1, table.getLong("index_granularity"));
        long granularityBytes = table.getLong("index_granularity_bytes");
        long byRows = (rows + granularity - 1) / granularity;
        long byBytes = granularityBytes == 0 ? 0 : (bytes + granularityBytes - 1) / granularityBytes;
        return Math.max(byRows, byBytes);
    }

    private static List<KeyColumn> keyColumns(List<Expr> exprs, InputSchema schema, EvaluationContext ctx) {
        List<KeyColumn> keys = new ArrayList<>();
        for (Expr e : exprs) {
            keys.add(KeyColumn.of(e, ExpressionCompiler.compile(e, schema, ctx).type()));
        }
        return keys;
    }

    private static IndexStage stage(String type, KeyCondition condition, List<DataPart> before, List<DataPart> after,
                                    long granulesBefore, long granulesAfter, String algorithm) {
        return new IndexStage(type, "", "", condition.usedKeys(), condition.toString(), before.size(), after.size(),
                granulesBefore, granulesAfter, algorithm);
    }

    private static long granules(List<DataPart> parts) {
        long n = 0;
        for (DataPart p : parts) {
            n += p.granules();
        }
        return n;
    }
}
