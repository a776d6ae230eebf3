package io.mergelab.engine.index;

import io.mergelab.engine.IndexStage;
import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.finalread.KeyOrder;
import io.mergelab.engine.finalread.SkipIndexExactMode;
import io.mergelab.engine.finalread.SortingKeyConditions;
import io.mergelab.engine.index.cache.ConditionCacheStage;
import io.mergelab.engine.index.key.KeyColumn;
import io.mergelab.engine.index.key.KeyCondition;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartRanges;
import io.mergelab.engine.table.KeyTuples;
import io.mergelab.engine.table.MergeTreeTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

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
        return select(table, conditions, purpose, false);
    }

    /**
     * The same for a {@code SELECT ... FINAL} read when {@code isFinal}: the query condition cache is not used (it
     * knows rows, FINAL decides by keys), and skip indexes only with {@code use_skip_indexes_if_final}, always applied
     * here, and with {@code use_skip_indexes_if_final_exact_mode} widened so every row of a kept key is read
     * ({@link SkipIndexExactMode}). MinMax prunes by the conditions over the sorting key only
     * ({@link SortingKeyConditions}); partition pruning (whole partitions, which merges never cross) and the primary key
     * (whole keys) stay as they are.
     */
    public static Selection select(MergeTreeTable table, ReadConditions conditions, Purpose purpose, boolean isFinal) {
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
            // under FINAL a min/max of a column outside the sorting key may exclude the part with a key's winning row
            Optional<Expr> minMaxFilter = isFinal ? SortingKeyConditions.keyOnly(filter, def.orderBy()) : filter;
            parts = PartitionStages.minMax(parts, minMaxFilter, schema, ctx, def, funnel);
            parts = PartitionStages.partition(parts, filter, schema, ctx, def, funnel);
        }
        List<Expr> primaryKey = def.primaryKey().isEmpty() ? def.orderBy() : def.primaryKey();
        Settings settings = conditions.settings();
        List<PartRanges> selected = new ArrayList<>();
        long primaryKeyNanos = 0;
        if (primaryKey.isEmpty() || !settings.getBool("use_primary_key")) {
            PrimaryKeyStage.require(settings, primaryKey, null);
            parts.forEach(p -> selected.add(PartRanges.whole(p)));
        } else {
            List<KeyColumn> keys = keyColumns(primaryKey, schema, ctx);
            KeyCondition condition = KeyCondition.of(filter, keys, schema, ctx);
            PrimaryKeyStage.require(settings, primaryKey, condition);
            long start = System.nanoTime();
            selected.addAll(PrimaryKeyStage.apply(parts, condition, settings, def.settings(), funnel));
            primaryKeyNanos = System.nanoTime() - start;
        }
        if (isFinal) {
            return finalSelection(table, conditions, selected, funnel, partsTotal, marksTotal, primaryKeyNanos);
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

    private static Selection finalSelection(MergeTreeTable table, ReadConditions conditions, List<PartRanges> selected,
                                            List<IndexStage> funnel, long partsTotal, long marksTotal, long primaryKeyNanos) {
        Settings settings = conditions.settings();
        List<UsableSkipIndex> usable = settings.getBool("use_skip_indexes_if_final")
                ? SkipIndexStage.usable(table, conditions) : List.of();
        if (usable.isEmpty()) {
            return new Selection(selected, funnel, partsTotal, marksTotal, primaryKeyNanos, List.of(), 0,
                    Selection.CacheLookups.NONE);
        }
        long skipStart = System.nanoTime();
        List<PartRanges> kept = SkipIndexStage.apply(selected, usable, funnel);
        if (settings.getBool("use_skip_indexes_if_final_exact_mode")) {
            kept = KeyOrder.splittable(table.keys().primaryKeyTypes()) ? SkipIndexExactMode.expand(selected, kept) : selected;
        }
        return new Selection(kept, funnel, partsTotal, marksTotal, primaryKeyNanos, List.of(),
                System.nanoTime() - skipStart, Selection.CacheLookups.NONE);
    }

    /**
     * The rows in the granules of every active part that the primary key keeps for {@code condition}, before partition
     * pruning and skip indexes: ClickHouse's approximate rows to read, against which {@code SAMPLE n} rows become a
     * fraction.
     */
    public static long approximateRows(MergeTreeTable table, Optional<Expr> condition, Settings settings,
                                       EvaluationContext ctx) {
        List<DataPart> parts = table.activeParts().stream().filter(p -> p.granules() > 0).toList();
        TableDefinition def = table.definition();
        List<Expr> primaryKey = def.primaryKey().isEmpty() ? def.orderBy() : def.primaryKey();
        if (condition.isEmpty() || primaryKey.isEmpty() || !settings.getBool("use_primary_key")) {
            return parts.stream().mapToLong(DataPart::rows).sum();
        }
        List<ColumnDefinition> stored = def.storedColumns();
        InputSchema schema = new InputSchema(stored.stream().map(ColumnDefinition::name).toList(),
                stored.stream().map(ColumnDefinition::type).toList());
        KeyCondition keyCondition = KeyCondition.of(condition, keyColumns(primaryKey, schema, ctx), schema, ctx);
        return PrimaryKeyStage.apply(parts, keyCondition, settings, def.settings(), new ArrayList<>()).stream()
                .mapToLong(PartRanges::rows).sum();
    }

    static List<KeyColumn> keyColumns(List<Expr> exprs, InputSchema schema, EvaluationContext ctx) {
        List<KeyColumn> keys = new ArrayList<>();
        for (Expr e : exprs) {
            keys.add(KeyColumn.of(e, ExpressionCompiler.compile(e, schema, ctx).type()));
        }
        return keys;
    }

    static long granules(List<DataPart> parts) {
        long n = 0;
        for (DataPart p : parts) {
            n += p.granules();
        }
        return n;
    }
}
