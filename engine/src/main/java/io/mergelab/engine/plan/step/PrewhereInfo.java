package io.mergelab.engine.plan.step;

import io.mergelab.engine.expr.ActionNode;
import io.mergelab.engine.expr.ActionsDag;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The PREWHERE of a MergeTree read, compiled: the condition over the columns the read takes first ({@code input}),
 * and the table columns the read outputs after filtering ({@code output}). Columns only the condition needs are
 * dropped after it, and so is the condition's own column, unless it is a column the query needs later. EXPLAIN
 * {@code actions = 1} prints it as ClickHouse's {@code Prewhere info} block.
 *
 * <p>The read evaluates it in {@code steps}: with {@code enable_multiple_prewhere_read_steps} (as ClickHouse) one
 * per conjunct of a top-level AND, each reading only the columns no earlier step read and only for the rows the
 * earlier steps passed; otherwise one step over all of {@code input}. A step that is a String equality, IN or
 * {@code empty} over a column it reads carries its {@link StringSizeFilter}: the sizes are read before the bytes; one
 * that compares an integer column with a constant carries its {@link StoredIntegerComparison}.
 */
public record PrewhereInfo(CompiledExpression condition, Header input, Header output, List<Step> steps) {
    /**
     * One read step: reads {@code columns} (none when the earlier steps read all it needs), then keeps the rows
     * where {@code condition} is true; the condition is compiled over the columns of all steps so far, in order.
     * With {@code sizes} (null when none) the step first reads the sizes of a String column it reads and keeps only
     * the rows of the lengths the condition can be true for, so that the bytes are read only for the granules
     * holding one of them. With {@code compared} (null when none) the step is a comparison of the one integer column it
     * reads with a constant, which the read evaluates on the values as stored.
     */
    public record Step(Header columns, CompiledExpression condition, StringSizeFilter sizes,
                       StoredIntegerComparison compared) {
        public Step {
            FilterStep.requireFilterType(condition);
        }
    }

    public PrewhereInfo {
        FilterStep.requireFilterType(condition);
        steps = List.copyOf(steps);
    }

    /**
     * Compiles {@code condition} over the columns of {@code table} it uses (the first column when it uses none, to
     * count rows by); the read then outputs the columns of {@code table} named in {@code keep}, in table order: none
     * when none is kept (a count(): as ClickHouse removes the prewhere column, the read outputs rows without
     * columns). {@code multipleSteps}: one read step per conjunct.
     */
    public static PrewhereInfo compile(Expr condition, Header table, Collection<String> keep, boolean multipleSteps,
                                       EvaluationContext evaluation) {
        Set<String> used = ExpressionCompiler.compile(condition, schema(table), evaluation).requiredColumns();
        Header input = table.only(used);
        if (input.size() == 0) {
            input = new Header(List.of(table.names().get(0)), List.of(table.types().get(0)));
        }
        Header output = table.only(keep);
        CompiledExpression compiled = ExpressionCompiler.compile(condition, schema(input), evaluation);
        List<Step> steps = multipleSteps ? conjunctSteps(condition, table, input, evaluation) : List.of();
        if (steps.isEmpty()) {
            steps = List.of(new Step(input, compiled, StringSizeFilter.of(condition, input).orElse(null),
                    StoredIntegerComparison.of(condition, input).orElse(null)));
        }
        return new PrewhereInfo(compiled, input, output, steps);
    }

    /**
     * One step per conjunct of a top-level AND, in order; the first step reads at least one column. Empty when the
     * condition is no AND or a conjunct is not a filter by itself.
     */
    private static List<Step> conjunctSteps(Expr condition, Header table, Header input, EvaluationContext evaluation) {
        if (!(condition instanceof FunctionCall f && f.name().equalsIgnoreCase("and") && f.args().size() >= 2)) {
            return List.of();
        }
        List<Step> steps = new ArrayList<>();
        List<String> readNames = new ArrayList<>();
        List<DataType> readTypes = new ArrayList<>();
        for (Expr conjunct : f.args()) {
            Set<String> needs = ExpressionCompiler.compile(conjunct, schema(table), evaluation).requiredColumns();
            List<String> names = new ArrayList<>();
            List<DataType> types = new ArrayList<>();
            for (int i = 0; i < input.size(); i++) {
                String c = input.names().get(i);
                if (needs.contains(c) && !readNames.contains(c)) {
                    names.add(c);
                    types.add(input.types().get(i));
                }
            }
            if (steps.isEmpty() && names.isEmpty()) {
                names.add(input.names().get(0));
                types.add(input.types().get(0));
            }
            readNames.addAll(names);
            readTypes.addAll(types);
            CompiledExpression compiled = ExpressionCompiler.compile(conjunct, new InputSchema(readNames, readTypes), evaluation);
            if (!FilterStep.isFilterType(compiled)) {
                return List.of();
            }
            Header columns = new Header(names, types);
            steps.add(new Step(columns, compiled, StringSizeFilter.of(conjunct, columns).orElse(null),
                    StoredIntegerComparison.of(conjunct, columns).orElse(null)));
        }
        return steps;
    }

    private static InputSchema schema(Header h) {
        return new InputSchema(h.names(), h.types());
    }

    /** The condition's column as the filter names it (ClickHouse's analyzer name). */
    public String filterColumn() {
        return condition.actions().name();
    }

    /** False when the condition is an input column the read outputs anyway. */
    public boolean removesFilterColumn() {
        return !(condition.actions() instanceof ActionNode.Input in && output.indexOf(in.name()) >= 0);
    }

    /** The condition first, then the input columns the read outputs after filtering. */
    public ActionsDag actions() {
        List<ActionNode> outputs = new ArrayList<>();
        if (removesFilterColumn()) {
            outputs.add(condition.actions());
        }
        for (int i = 0; i < input.size(); i++) {
            if (output.indexOf(input.names().get(i)) >= 0) {
                outputs.add(new ActionNode.Input(input.names().get(i), input.types().get(i)));
            }
        }
        return ActionsDag.of(input.names(), input.types(), outputs);
    }

    /** ClickHouse's text: {@code Prewhere info}, {@code Need filter: 1}, then the filter indented by two. */
    public List<String> describe() {
        List<String> lines = new ArrayList<>();
        lines.add("Prewhere info");
        lines.add("Need filter: 1");
        lines.add("  Prewhere filter");
        lines.add("  Prewhere filter column: " + filterColumn() + (removesFilterColumn() ? " (removed)" : ""));
        for (String line : actions().describe()) {
            lines.add("  " + line);
        }
        return lines;
    }

    /** The JSON form: {@code Need filter} and {@code Prewhere filter} with its column, removal and expression. */
    public Map<String, Object> toJson() {
        Map<String, Object> filter = new LinkedHashMap<>();
        filter.put("Prewhere filter column", filterColumn());
        filter.put("Prewhere filter remove filter column", removesFilterColumn());
        filter.put("Prewhere filter expression", actions().toJson());
        Map<String, Object> info = new LinkedHashMap<>();
        info.put("Need filter", true);
        info.put("Prewhere filter", filter);
        return info;
    }
}
