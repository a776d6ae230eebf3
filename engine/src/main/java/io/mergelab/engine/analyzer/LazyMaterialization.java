package io.mergelab.engine.analyzer;

import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.step.ExpressionStep;
import io.mergelab.engine.plan.step.FilterStep;
import io.mergelab.engine.plan.step.JoinLazyColumnsStep;
import io.mergelab.engine.plan.step.LazilyReadFromMergeTree;
import io.mergelab.engine.plan.step.LimitStep;
import io.mergelab.engine.plan.step.PrewhereInfo;
import io.mergelab.engine.plan.step.ReadFromMergeTree;
import io.mergelab.engine.plan.step.SortingStep;
import io.mergelab.engine.processor.transform.LazyMaterializingRows;
import io.mergelab.engine.processor.transform.SortColumn;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.sql.ast.OrderItem;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Lazy materialization of {@code SELECT ... FROM merge_tree_table [PREWHERE] [WHERE] ORDER BY ... LIMIT n}, as
 * ClickHouse plans it ({@code query_plan_optimize_lazy_materialization}, for n up to
 * {@code query_plan_max_limit_for_lazy_materialization}): the main branch reads only the columns the filters and
 * the sort keys need, plus each row's {@code __global_row_index}, then filters, sorts and limits; the columns only
 * the SELECT list needs are read afterwards for the n rows kept ({@code LazilyReadFromMergeTree}) and joined back
 * by row number ({@code JoinLazyColumnsStep}):
 *
 * <pre>
 * Expression ((Project names + Projection))
 *   JoinLazyColumnsStep
 *     Limit → Sorting → Expression (Before ORDER BY) → [Filter (WHERE)] → ReadFromMergeTree [with PREWHERE]
 *     LazilyReadFromMergeTree
 * </pre>
 *
 * Sort keys are computed once, in the main branch; outputs equal to a key take its value, so non-deterministic
 * keys print what was sorted on. Outputs are evaluated on the n kept rows only.
 */
final class LazyMaterialization {
    /** What the analyzer has worked out for a SELECT without aggregation, DISTINCT or LIMIT BY. */
    record Query(PlanStep read, Optional<Expr> prewhere, Optional<Expr> where, List<Expr> outputs, List<String> names,
                 List<Expr> orderKeys, List<OrderItem> orderItems, long limit, long offset) {
    }

    private LazyMaterialization() {
    }

    /** The lazily materialized plan, or empty when the query does not qualify or nothing would be read later. */
    static Optional<PlanStep> plan(Query q, Settings settings, EvaluationContext evaluation) {
        long max = settings.getLong("query_plan_max_limit_for_lazy_materialization");
        if (!settings.getBool("query_plan_optimize_lazy_materialization") || q.limit() == 0
                || (max != 0 && q.limit() > max) || q.orderKeys().isEmpty()
                || !(q.read() instanceof ReadFromMergeTree read) || read.rowIndex() != null || read.isFinal()) {
            return Optional.empty();
        }
        Header table = read.header();
        if (table.indexOf(ReadFromMergeTree.ROW_INDEX) >= 0) {
            return Optional.empty();
        }
        InputSchema tableSchema = new InputSchema(table.names(), table.types());
        Set<String> needed = new HashSet<>();
        q.prewhere().ifPresent(e -> needed.addAll(compile(e, tableSchema, evaluation).requiredColumns()));
        q.where().ifPresent(e -> needed.addAll(compile(e, tableSchema, evaluation).requiredColumns()));
        for (Expr k : q.orderKeys()) {
            needed.addAll(compile(k, tableSchema, evaluation).requiredColumns());
        }
        List<String> mainColumns = new ArrayList<>();
        List<DataType> mainTypes = new ArrayList<>();
        List<String> lazyColumns = new ArrayList<>();
        List<DataType> lazyTypes = new ArrayList<>();
        for (int i = 0; i < table.size(); i++) {
            boolean main = needed.contains(table.names().get(i));
            (main ? mainColumns : lazyColumns).add(table.names().get(i));
            (main ? mainTypes : lazyTypes).add(table.types().get(i));
        }
        if (mainColumns.isEmpty() || lazyColumns.isEmpty()) {
            return Optional.empty();
        }
        LazyMaterializingRows rows = new LazyMaterializingRows();
        Header mainTable = new Header(mainColumns, mainTypes);
        mainColumns.add(ReadFromMergeTree.ROW_INDEX);
        mainTypes.add(IntegerType.UINT64);
        ReadFromMergeTree mainRead = new ReadFromMergeTree(read.database(), read.table(), read.storage(),
                new Header(mainColumns, mainTypes), rows, read.conditions());
        if (q.prewhere().isPresent()) {
            // the PREWHERE runs in the main read, which then keeps the columns WHERE, the sort keys and outputs use
            Set<String> keep = new HashSet<>();
            q.where().ifPresent(e -> keep.addAll(compile(e, tableSchema, evaluation).requiredColumns()));
            for (Expr e : q.orderKeys()) {
                keep.addAll(compile(e, tableSchema, evaluation).requiredColumns());
            }
            for (Expr e : q.outputs()) {
                keep.addAll(compile(e, tableSchema, evaluation).requiredColumns());
            }
            mainRead = mainRead.withPrewhere(PrewhereInfo.compile(q.prewhere().get(), mainTable, keep,
                    settings.getBool("enable_multiple_prewhere_read_steps"), evaluation));
        }
        PlanStep step = mainRead;
        if (q.where().isPresent()) {
            step = new FilterStep(step, "WHERE", compile(q.where().get(), step, evaluation));
        }
        Optional<Main> main = beforeOrderBy(q, step, tableSchema, evaluation);
        if (main.isEmpty()) {
            return Optional.empty();
        }
        step = main.get().step();
        List<SortColumn> keys = new ArrayList<>();
        for (int i = 0; i < q.orderItems().size(); i++) {
            OrderItem o = q.orderItems().get(i);
            keys.add(new SortColumn(main.get().keyColumns()[i], o.descending(), o.nullsFirst().orElse(false)));
        }
        long sorted = q.limit() + q.offset() < 0 ? Long.MAX_VALUE : q.limit() + q.offset();
        step = new SortingStep(step, keys, sorted);
        step = new LimitStep(step, q.offset() == 0 ? "preliminary LIMIT (without OFFSET)" : "preliminary LIMIT (with OFFSET)",
                q.limit(), q.offset());
        LazilyReadFromMergeTree lazy = new LazilyReadFromMergeTree(read.database(), read.table(),
                new Header(lazyColumns, lazyTypes), rows);
        Set<String> mainNames = new HashSet<>(step.header().names());
        if (lazyColumns.stream().anyMatch(mainNames::contains)) {
            return Optional.empty();
        }
        PlanStep joined = new JoinLazyColumnsStep(step, lazy);
        Header h = joined.header();
        InputSchema joinedSchema = new InputSchema(h.names(), h.types());
        List<CompiledExpression> projection = new ArrayList<>();
        for (int i = 0; i < q.outputs().size(); i++) {
            Expr e = q.outputs().get(i);
            int key = q.orderKeys().indexOf(e);
            if (key >= 0) {
                int at = h.indexOf(main.get().keyNames().get(key));
                projection.add(new InputColumn(at, q.names().get(i), h.types().get(at), h.names().get(at)));
            } else {
                projection.add(compile(new Aliased(e, q.names().get(i)), joinedSchema, evaluation));
            }
        }
        return Optional.of(new ExpressionStep(joined, "(Project names + Projection)", projection));
    }

    /** The main branch's {@code Before ORDER BY}: the sort keys, the main columns outputs need, the row index. */
    private record Main(PlanStep step, int[] keyColumns, List<String> keyNames) {
    }

    private static Optional<Main> beforeOrderBy(Query q, PlanStep input, InputSchema table, EvaluationContext evaluation) {
        Header in = input.header();
        InputSchema schema = new InputSchema(in.names(), in.types());
        List<CompiledExpression> computed = new ArrayList<>();
        List<Expr> computedKeys = new ArrayList<>();
        List<String> keyNames = new ArrayList<>();
        int[] keyColumns = new int[q.orderKeys().size()];
        for (int i = 0; i < keyColumns.length; i++) {
            Expr k = q.orderKeys().get(i);
            int at = computedKeys.indexOf(k);
            if (at < 0) {
                at = computedKeys.size();
                int output = q.outputs().indexOf(k);
                String name = output >= 0 ? q.names().get(output) : ColumnNames.of(k);
                computedKeys.add(k);
                computed.add(compile(new Aliased(k, name), schema, evaluation));
            }
            keyColumns[i] = at;
            keyNames.add(computed.get(at).columnName());
        }
        Set<String> names = new HashSet<>();
        for (CompiledExpression c : computed) {
            if (!names.add(c.columnName())) {
                return Optional.empty();
            }
        }
        Set<String> passThrough = new LinkedHashSet<>();
        for (Expr e : q.outputs()) {
            if (!q.orderKeys().contains(e)) {
                passThrough.addAll(compile(e, table, evaluation).requiredColumns());
            }
        }
        passThrough.add(ReadFromMergeTree.ROW_INDEX);
        for (String c : passThrough) {
            int at = in.indexOf(c);
            if (at < 0) {
                continue;
            }
            if (names.contains(c)) {
                // a key already named like the column: fine only when it is that very column
                int key = keyNames.indexOf(c);
                if (!computedKeys.get(keyColumns[key]).equals(Identifier.of(c))) {
                    return Optional.empty();
                }
                continue;
            }
            names.add(c);
            computed.add(new InputColumn(at, c, in.types().get(at), c));
        }
        return Optional.of(new Main(new ExpressionStep(input, "Before ORDER BY", computed), keyColumns, keyNames));
    }

    private static CompiledExpression compile(Expr e, PlanStep input, EvaluationContext evaluation) {
        Header h = input.header();
        return compile(e, new InputSchema(h.names(), h.types()), evaluation);
    }

    private static CompiledExpression compile(Expr e, InputSchema schema, EvaluationContext evaluation) {
        return ExpressionCompiler.compile(e, schema, evaluation);
    }
}
