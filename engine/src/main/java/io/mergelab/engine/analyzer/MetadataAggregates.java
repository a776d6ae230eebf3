package io.mergelab.engine.analyzer;

import io.mergelab.engine.aggregate.AggregateDescription;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.step.ReadFromMergeTree;
import io.mergelab.engine.plan.step.ReadFromStorage;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.MinMaxIndex;
import io.mergelab.engine.storage.ValueComparator;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Aggregations a MergeTree table's part metadata answers without reading a granule, as ClickHouse answers them:
 * {@code count()} alone from the parts' row counts ({@code optimize_trivial_count_query}, EXPLAIN's
 * {@code ReadFromPreparedSource (Optimized trivial count)}), and {@code count()}, {@code min(c)} and {@code max(c)}
 * of partition-key columns from the parts' row counts and minmax indexes ({@code optimize_use_implicit_projections},
 * ClickHouse's {@code _minmax_count_projection}). Only for a whole-table read: no WHERE or PREWHERE, no GROUP BY,
 * no FINAL, no JOIN or ARRAY JOIN, and neither {@code force_primary_key} nor {@code force_data_skipping_indices} set. min and max only of non-Nullable integer, date and time columns, whose minmax
 * index holds exactly what min and max would give (no NULLs, no NaNs).
 */
final class MetadataAggregates {
    private static final String TRIVIAL_COUNT = "Optimized trivial count";
    private static final String MINMAX_COUNT = "_minmax_count_projection";

    private MetadataAggregates() {
    }

    /**
     * The step producing {@code aggregated}'s one row from {@code read}'s parts, when every aggregate is one the
     * metadata answers and the settings allow it; the caller has checked the query's shape.
     */
    static Optional<PlanStep> plan(ReadFromMergeTree read, List<AggregateDescription> aggregates,
                                   Map<String, Expr> arguments, Header aggregated, Settings settings) {
        // the force_* settings ask that an index be used: the query reads, and fails as it would without this
        if (read.isFinal() || read.rowIndex() != null || aggregates.isEmpty() || settings.getBool("force_primary_key")
                || !settings.get("force_data_skipping_indices").isBlank()) {
            return Optional.empty();
        }
        Set<String> minMaxColumns = Set.copyOf(read.storage().keys().partitionSourceColumns());
        boolean onlyCounts = true;
        for (int i = 0; i < aggregates.size(); i++) {
            AggregateDescription a = aggregates.get(i);
            if (!a.parameters().isEmpty() || a.distinct()) {
                return Optional.empty();
            }
            if (a.function().equalsIgnoreCase("count") && a.argumentColumns().isEmpty()) {
                continue;
            }
            onlyCounts = false;
            boolean minOrMax = a.function().equalsIgnoreCase("min") || a.function().equalsIgnoreCase("max");
            if (!minOrMax || a.argumentColumns().size() != 1
                    || !(arguments.get(a.argumentColumns().get(0)) instanceof Identifier id)
                    || !minMaxColumns.contains(id.fullName()) || !answerable(aggregated.types().get(i))) {
                return Optional.empty();
            }
        }
        if (!settings.getBool(onlyCounts ? "optimize_trivial_count_query" : "optimize_use_implicit_projections")) {
            return Optional.empty();
        }
        List<String> columns = new ArrayList<>();
        for (AggregateDescription a : aggregates) {
            columns.add(a.argumentColumns().isEmpty() ? null
                    : ((Identifier) arguments.get(a.argumentColumns().get(0))).fullName());
        }
        return Optional.of(new ReadFromStorage("ReadFromPreparedSource", onlyCounts ? TRIVIAL_COUNT : MINMAX_COUNT,
                "SourceFromSingleChunk", aggregated,
                (maxBlockRows, counters) -> List.of(answer(read.storage().activeParts(), aggregates, columns, aggregated))
                        .iterator()));
    }

    /** Integers, Date and DateTime (long values; ValueComparator orders UInt64 unsigned), not Nullable. */
    private static boolean answerable(DataType type) {
        return !type.isNullable() && type.representation() == DataType.Representation.LONG
                && !(type instanceof io.mergelab.engine.type.DecimalType)
                && !(type instanceof io.mergelab.engine.type.EnumType);
    }

    private static Chunk answer(List<DataPart> parts, List<AggregateDescription> aggregates, List<String> columns,
                                Header aggregated) {
        List<Column> out = new ArrayList<>();
        for (int i = 0; i < aggregates.size(); i++) {
            DataType type = aggregated.types().get(i);
            if (columns.get(i) == null) {
                long rows = 0;
                for (DataPart p : parts) {
                    rows += p.rows();
                }
                out.add(LongColumn.of(type, rows));
                continue;
            }
            boolean min = aggregates.get(i).function().equalsIgnoreCase("min");
            Column best = null;
            for (DataPart p : parts) {
                Optional<MinMaxIndex> index = p.minMax(columns.get(i));
                if (index.isEmpty() || !index.get().hasValues()) {
                    continue;
                }
                int row = min ? 0 : 1;
                Column candidate = index.get().values().slice(row, 1);
                if (best == null || (min ? ValueComparator.compare(candidate, 0, best, 0) < 0
                        : ValueComparator.compare(candidate, 0, best, 0) > 0)) {
                    best = candidate;
                }
            }
            // min and max of no rows give the type's default, as ClickHouse's do
            out.add(best == null ? LongColumn.of(type, 0L) : new LongColumn(type, ((LongColumn) best).values(), 1));
        }
        return new Chunk(out, 1);
    }
}
