package io.mergelab.engine.analyzer;

import io.mergelab.engine.aggregate.AggregateDescription;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.step.AggregatingStep;
import io.mergelab.engine.plan.step.BlockTotals;
import io.mergelab.engine.plan.step.ExpressionStep;
import io.mergelab.engine.plan.step.ReadFromMergeTree;
import io.mergelab.engine.plan.step.ReadTotalsFromMergeTree;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * A keyless aggregation of a whole MergeTree table whose aggregates need only each block's totals: {@code count},
 * {@code sum}, {@code avg}, {@code min} and {@code max} of integer columns of 8 to 32 bits (not Nullable), and
 * {@code count()} beside them. The read outputs one row per block
 * ({@link ReadTotalsFromMergeTree}: its rows, its columns' sums, least and greatest values, totalled from the values
 * as stored instead of widened into arrays), and the aggregation adds those rows up: {@code sum} of the blocks' sums
 * and rows, {@code min} and {@code max} of their least and greatest values; {@code avg} is the summed sum divided by
 * the summed rows, as {@code avg} of integers divides its exact sum ({@code nan} for no rows). Only for a whole-table
 * read: no WHERE or PREWHERE, no GROUP BY, no FINAL, no JOIN or ARRAY JOIN, no WITH TOTALS. MergeLab's own
 * ({@code optimize_aggregation_from_block_totals}); ClickHouse sums the blocks' narrow values with SIMD instead.
 */
final class BlockTotalsAggregation {
    private static final String ROWS = "__block_rows";
    /** The aggregates served, as ClickHouse names them in any case. */
    private static final List<String> FUNCTIONS = List.of("count", "sum", "avg", "min", "max");

    private BlockTotalsAggregation() {
    }

    /**
     * The steps producing {@code aggregated} (the aggregation's header) from block totals of a read of {@code table},
     * when every aggregate allows it and the setting is on; the caller has checked the query's shape. {@code compile}
     * compiles an expression over a step's output.
     */
    static Optional<PlanStep> plan(ReadFromMergeTree table, List<AggregateDescription> aggregates,
                                   Map<String, Expr> arguments, Header aggregated, Settings settings,
                                   BiFunction<Expr, PlanStep, CompiledExpression> compile) {
        if (!settings.getBool("optimize_aggregation_from_block_totals") || table.isFinal() || table.rowIndex() != null
                || table.prewhere() != null || table.limitRows() > 0 || aggregates.isEmpty()) {
            return Optional.empty();
        }
        List<BlockTotals.ReadColumn> columns = new ArrayList<>();
        Map<String, BlockTotals.Total> totals = new LinkedHashMap<>();
        List<AggregateDescription> added = new ArrayList<>();
        Map<String, Expr> outputs = new LinkedHashMap<>();
        boolean averages = false;
        for (AggregateDescription a : aggregates) {
            String function = a.function().toLowerCase(Locale.ROOT);
            int arity = a.argumentColumns().size();
            if (!a.parameters().isEmpty() || a.distinct() || !FUNCTIONS.contains(function) || arity > 1
                    || arity == 0 && !function.equals("count")) {
                return Optional.empty();
            }
            int column = -1;
            if (!a.argumentColumns().isEmpty()) {
                column = column(table, arguments.get(a.argumentColumns().get(0)), columns);
                if (column < 0) {
                    return Optional.empty();
                }
            }
            String name = a.resultName();
            switch (function) {
                case "count" -> added.add(sum(total(totals, BlockTotals.Kind.ROWS, -1, columns), name));
                case "sum" -> added.add(sum(total(totals, BlockTotals.Kind.SUM, column, columns), name));
                case "min", "max" -> {
                    BlockTotals.Kind kind = function.equals("min") ? BlockTotals.Kind.MIN : BlockTotals.Kind.MAX;
                    String blockValues = total(totals, kind, column, columns);
                    added.add(new AggregateDescription(function, List.of(), List.of(blockValues), name, false));
                }
                default -> {
                    averages = true;
                    String blockSums = total(totals, BlockTotals.Kind.SUM, column, columns);
                    String blockRows = total(totals, BlockTotals.Kind.ROWS, -1, columns);
                    String sum = "sum(" + blockSums + ")";
                    String rows = "sum(" + blockRows + ")";
                    addOnce(added, sum(blockSums, sum));
                    addOnce(added, sum(blockRows, rows));
                    outputs.put(name, FunctionCall.of("divide", Identifier.of(sum), Identifier.of(rows)));
                    continue;
                }
            }
            outputs.put(name, Identifier.of(name));
        }
        if (columns.isEmpty()) {
            // count() alone: the trivial count's business, or a read of some column
            return Optional.empty();
        }
        BlockTotals spec = new BlockTotals(columns, List.copyOf(totals.values()));
        List<DataType> types = columns.stream().map(c -> (DataType) c.type()).toList();
        ReadFromMergeTree narrowed = new ReadFromMergeTree(table.database(), table.table(), table.storage(),
                new Header(spec.columnNames(), types), null, table.conditions());
        PlanStep read = new ReadTotalsFromMergeTree(narrowed, spec);
        // the totals pass through, so EXPLAIN shows the steps ClickHouse shows for the aggregation
        List<CompiledExpression> passed = new ArrayList<>();
        for (String total : read.header().names()) {
            passed.add(compile.apply(Identifier.of(total), read));
        }
        PlanStep step = new AggregatingStep(new ExpressionStep(read, "Before GROUP BY", passed), List.of(), added);
        if (averages) {
            List<CompiledExpression> computed = new ArrayList<>();
            for (Map.Entry<String, Expr> e : outputs.entrySet()) {
                computed.add(compile.apply(new Aliased(e.getValue(), e.getKey()), step));
            }
            step = new ExpressionStep(step, "Averages of the block totals", computed);
        }
        return step.header().equals(aggregated) ? Optional.of(step) : Optional.empty();
    }

    /** The index in {@code columns} of the integer column of at most 32 bits {@code argument} names (added if new), or -1. */
    private static int column(ReadFromMergeTree read, Expr argument, List<BlockTotals.ReadColumn> columns) {
        if (!(argument instanceof Identifier id)) {
            return -1;
        }
        int at = read.header().indexOf(id.fullName());
        // 64-bit columns are read at memory speed already (one bulk copy into the array): a total saves them nothing
        if (at < 0 || !(read.header().types().get(at) instanceof IntegerType type) || type.bits() == 64) {
            return -1;
        }
        for (int c = 0; c < columns.size(); c++) {
            if (columns.get(c).name().equals(id.fullName())) {
                return c;
            }
        }
        columns.add(new BlockTotals.ReadColumn(id.fullName(), type));
        return columns.size() - 1;
    }

    /** The name of the block total of this kind and column, added to {@code totals} if new. */
    private static String total(Map<String, BlockTotals.Total> totals, BlockTotals.Kind kind, int column,
                                List<BlockTotals.ReadColumn> columns) {
        String name = kind == BlockTotals.Kind.ROWS ? ROWS
                : "__block_" + kind.name().toLowerCase(Locale.ROOT) + "(" + columns.get(column).name() + ")";
        totals.putIfAbsent(name, new BlockTotals.Total(name, kind, column));
        return name;
    }

    private static AggregateDescription sum(String argument, String name) {
        return new AggregateDescription("sum", List.of(), List.of(argument), name, false);
    }

    private static void addOnce(List<AggregateDescription> aggregates, AggregateDescription a) {
        if (aggregates.stream().noneMatch(d -> d.resultName().equals(a.resultName()))) {
            aggregates.add(a);
        }
    }
}
