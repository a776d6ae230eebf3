package io.mergelab.engine.system;

import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.Selections;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.index.ReadConditions;
import io.mergelab.engine.index.cache.CacheableCondition;
import io.mergelab.engine.plan.step.FilterStep;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Which of the tables a system table describes can have rows the query keeps, decided before their rows are made, as
 * ClickHouse's system.parts filters its tables first: the conjuncts of the query's condition that read only the
 * columns naming a table (system.parts' {@code database}, {@code table}, {@code engine}) are evaluated by the engine's
 * own evaluator on one block of the candidate tables' values. A table they rule out has no row the query keeps, so its
 * rows need not be made (for a system log's parts, not opened from disk). Conjuncts that are not deterministic, or do
 * not compile over those columns alone, are left to the query's filter; if evaluation fails, every table is kept.
 */
final class TableFilter {
    private final List<SystemColumn> columns;
    private final List<CompiledExpression> conjuncts;

    private TableFilter(List<SystemColumn> columns, List<CompiledExpression> conjuncts) {
        this.columns = columns;
        this.conjuncts = conjuncts;
    }

    /** The filter of the context's conditions over {@code columns}, the values each candidate table has. */
    static TableFilter of(SystemContext context, List<SystemColumn> columns) {
        Optional<ReadConditions> conditions = context.conditions();
        Optional<Expr> condition = conditions.flatMap(ReadConditions::filter);
        if (condition.isEmpty()) {
            return new TableFilter(columns, List.of());
        }
        InputSchema schema = new InputSchema(columns.stream().map(SystemColumn::name).toList(),
                columns.stream().map(SystemColumn::type).toList());
        List<CompiledExpression> usable = new ArrayList<>();
        for (Expr e : ExprTrees.conjuncts(condition.get())) {
            if (!CacheableCondition.isDeterministic(e)) {
                continue;
            }
            try {
                CompiledExpression c = ExpressionCompiler.compile(e, schema, conditions.get().evaluation());
                if (!c.requiredColumns().isEmpty() && FilterStep.isFilterType(c)) {
                    usable.add(c);
                }
            } catch (MergeLabException notOverTheseColumns) {
                // reads other columns (or cannot be evaluated here): the query's filter applies it to the rows
            }
        }
        return new TableFilter(columns, List.copyOf(usable));
    }

    /** The candidates that can pass, in their order; {@code values} gives a candidate's value of each column. */
    <T> List<T> keep(List<T> candidates, Function<T, List<Object>> values) {
        if (conjuncts.isEmpty() || candidates.isEmpty()) {
            return candidates;
        }
        List<ColumnBuilder> builders = columns.stream().map(c -> ColumnBuilder.create(c.type())).toList();
        for (T candidate : candidates) {
            List<Object> row = values.apply(candidate);
            for (int i = 0; i < builders.size(); i++) {
                builders.get(i).appendValue(row.get(i));
            }
        }
        Chunk block = Chunk.of(builders.stream().map(ColumnBuilder::build).toList());
        boolean[] passes = new boolean[candidates.size()];
        Arrays.fill(passes, true);
        try {
            for (CompiledExpression c : conjuncts) {
                boolean[] selected = new boolean[candidates.size()];
                int[] rows = c.selectRows(block);
                for (int i = 0; i < Selections.count(rows); i++) {
                    selected[rows[i]] = true;
                }
                for (int i = 0; i < passes.length; i++) {
                    passes[i] &= selected[i];
                }
            }
        } catch (MergeLabException failed) {
            // e.g. a cast that fails on some table's name: the rows decide, as without this filter
            return candidates;
        }
        List<T> kept = new ArrayList<>();
        for (int i = 0; i < passes.length; i++) {
            if (passes[i]) {
                kept.add(candidates.get(i));
            }
        }
        return kept;
    }
}
