package io.mergelab.engine.index;

import io.mergelab.engine.IndexStage;
import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.index.key.KeyColumn;
import io.mergelab.engine.index.key.KeyCondition;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MinMaxIndex;
import io.mergelab.engine.storage.PartitionValue;
import io.mergelab.engine.table.KeyTuples;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The partition stages of index analysis, for tables with a partition key: MinMax (each part's min/max of the
 * partition key's columns) and Partition (each part's partition value seen through the partition key's expressions).
 * Both keep or drop whole parts.
 */
final class PartitionStages {
    private PartitionStages() {
    }

    /** MinMax: each part's min/max of the partition key's columns against the condition on those columns. */
    static List<DataPart> minMax(List<DataPart> parts, Optional<Expr> filter, InputSchema schema,
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
        funnel.add(stage("MinMax", condition, parts, kept, IndexAnalysis.granules(parts), IndexAnalysis.granules(kept), ""));
        return kept;
    }

    /** Partition: each part's partition value against the condition on the partition key's expressions. */
    static List<DataPart> partition(List<DataPart> parts, Optional<Expr> filter, InputSchema schema,
                                            EvaluationContext ctx, TableDefinition def, List<IndexStage> funnel) {
        List<KeyColumn> keys = IndexAnalysis.keyColumns(KeyTuples.elements(def.partitionBy().orElseThrow()), schema, ctx);
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
        funnel.add(stage("Partition", condition, parts, kept, IndexAnalysis.granules(parts), IndexAnalysis.granules(kept), ""));
        return kept;
    }

    /** The table columns the partition key reads, in table order (the columns with min/max files). */
    private static List<String> sourceColumns(TableDefinition def) {
        Set<String> used = new HashSet<>();
        KeyTuples.elements(def.partitionBy().orElseThrow()).forEach(e -> ExprTrees.identifierNames(e, used));
        return def.storedColumns().stream().map(ColumnDefinition::name).filter(used::contains).toList();
    }

    private static IndexStage stage(String type, KeyCondition condition, List<DataPart> before, List<DataPart> after,
                                    long granulesBefore, long granulesAfter, String algorithm) {
        return new IndexStage(type, "", "", condition.usedKeys(), condition.description(), before.size(), after.size(),
                granulesBefore, granulesAfter, algorithm);
    }
}
