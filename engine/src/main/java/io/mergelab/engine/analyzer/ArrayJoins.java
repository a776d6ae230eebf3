package io.mergelab.engine.analyzer;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.expr.ColumnNames;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.step.ArrayJoinExpressionStep;
import io.mergelab.engine.plan.step.ArrayJoinStep;
import io.mergelab.engine.plan.step.ExpressionStep;
import io.mergelab.engine.processor.transform.ArrayJoinAction;
import io.mergelab.engine.sql.ast.Aliased;
import io.mergelab.engine.sql.ast.ArrayJoinClause;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.sql.ast.ExprTrees;
import io.mergelab.engine.sql.ast.FunctionCall;
import io.mergelab.engine.sql.ast.Identifier;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The ARRAY JOIN clauses and {@code arrayJoin()} calls of one SELECT, applied to its FROM relation (after the
 * JOINs, before WHERE). The relation {@link #apply} returns also offers the array-joined columns: clause aliases,
 * in-place joined array columns (with their element types) and one column per distinct {@code arrayJoin(...)} call,
 * named as the call. Reading it adds, per clause, {@code Expression (ARRAY JOIN actions)} → {@code ArrayJoin (ARRAY
 * JOIN)}, and per call an Expression step that runs the arrayJoin, in order: distinct calls multiply the rows
 * (a cartesian product), equal calls share one column. {@link #asColumns} then makes expressions read those columns.
 */
final class ArrayJoins {
    static final String FUNCTION = "arrayJoin";

    private ArrayJoins() {
    }

    /**
     * One ARRAY JOIN clause or arrayJoin call: its arrays, each aliased to its target column. They are compiled
     * against the step they run on, since a read of the relation holds only the columns it needs.
     */
    private record Stage(List<Expr> arrays, List<String> targets, boolean left, boolean function, Set<String> requires) {
    }

    /**
     * {@code from} with the array joins of {@code clauses} and of the arrayJoin calls in {@code exprs} (the query's
     * expressions, aliases expanded); {@code from} itself when there are none.
     */
    static Relation apply(Relation from, List<ArrayJoinClause> clauses, List<Expr> exprs, EvaluationContext evaluation) {
        List<FunctionCall> calls = new ArrayList<>();
        exprs.forEach(e -> collectCalls(e, calls));
        if (clauses.isEmpty() && calls.isEmpty()) {
            return from;
        }
        List<String> names = new ArrayList<>(from.names());
        List<DataType> types = new ArrayList<>(from.types());
        List<Stage> stages = new ArrayList<>();
        Set<String> required = new LinkedHashSet<>();
        for (ArrayJoinClause clause : clauses) {
            Stage stage = clauseStage(clause, names, types, evaluation);
            required.addAll(stage.requires());
            stages.add(stage);
        }
        for (FunctionCall call : calls) {
            CompiledExpression compiled = compileCall(call, new InputSchema(names, types), evaluation);
            required.addAll(compiled.requiredColumns());
            setColumn(names, types, compiled.columnName(), ArrayJoinAction.elementType(compiled.type()).orElseThrow());
            stages.add(functionStage(call, compiled.requiredColumns()));
        }
        List<String> base = from.names();
        return new Relation(names, types, from.asteriskColumns(), columns -> {
            List<String> read = base.stream().filter(c -> columns.contains(c) || required.contains(c)).toList();
            PlanStep step = from.read(read.isEmpty() && !base.isEmpty() ? List.of(base.get(0)) : read);
            for (int i = 0; i < stages.size(); i++) {
                // Columns nobody reads later are dropped before the join rather than repeated per element.
                Set<String> keep = new LinkedHashSet<>(columns);
                stages.subList(i + 1, stages.size()).forEach(later -> keep.addAll(later.requires()));
                Stage stage = stages.get(i);
                List<CompiledExpression> outputs = outputs(step, stage, keep, evaluation);
                step = stage.function()
                        ? new ArrayJoinExpressionStep(step, "arrayJoin", outputs, stage.targets().get(0))
                        : new ArrayJoinStep(new ExpressionStep(step, "ARRAY JOIN actions", outputs), stage.targets(),
                                stage.left());
            }
            return step;
        });
    }

    /**
     * An ARRAY JOIN clause over the columns {@code names}/{@code types}, which it updates: each array's target (its
     * alias, or the array column itself) gets the element type.
     */
    private static Stage clauseStage(ArrayJoinClause clause, List<String> names, List<DataType> types,
                                     EvaluationContext evaluation) {
        InputSchema schema = new InputSchema(List.copyOf(names), List.copyOf(types));
        Set<String> requires = new LinkedHashSet<>();
        List<Expr> arrays = new ArrayList<>();
        List<String> targets = new ArrayList<>();
        for (Expr item : clause.arrays()) {
            Expr array = item instanceof Aliased a ? a.expr() : item;
            String target = item instanceof Aliased a ? a.alias() : ColumnNames.of(item);
            if (item instanceof Identifier) {
                // ARRAY JOIN t.arr joins the column itself, whatever qualifier names it
                Set<String> column = ExpressionCompiler.compile(item, schema, evaluation).requiredColumns();
                target = column.size() == 1 ? column.iterator().next() : target;
            }
            Expr aliased = new Aliased(array, target);
            CompiledExpression compiled = ExpressionCompiler.compile(asColumns(aliased, schema), schema, evaluation);
            DataType element = ArrayJoinAction.elementType(compiled.type()).orElseThrow(() -> new MergeLabException(
                    ErrorCode.TYPE_MISMATCH, "ARRAY JOIN " + ColumnNames.of(array) + " requires expression "
                    + ColumnNames.of(item) + " with Array or Map type. Actual: " + compiled.type().name()));
            requires.addAll(compiled.requiredColumns());
            arrays.add(aliased);
            targets.add(target);
            setColumn(names, types, target, element);
        }
        return new Stage(arrays, targets, clause.left(), false, requires);
    }

    /**
     * After GROUP BY: an Expression step per arrayJoin call of {@code exprs} (over the Aggregating step's output,
     * e.g. {@code arrayJoin(groupArray(x))}) that {@code step} does not have as a column yet.
     */
    static PlanStep applyAfterAggregation(PlanStep step, List<Expr> exprs, EvaluationContext evaluation) {
        List<FunctionCall> calls = new ArrayList<>();
        exprs.forEach(e -> collectCalls(e, calls));
        for (FunctionCall call : calls) {
            Header h = step.header();
            if (h.indexOf(ColumnNames.of(call)) >= 0) {
                continue;
            }
            compileCall(call, new InputSchema(h.names(), h.types()), evaluation);
            Stage stage = functionStage(call, Set.of());
            step = new ArrayJoinExpressionStep(step, "arrayJoin", outputs(step, stage, Set.copyOf(h.names()), evaluation),
                    stage.targets().get(0));
        }
        return step;
    }

    /** The argument of {@code arrayJoin(arr)} named as the call; it must be one array. */
    private static CompiledExpression compileCall(FunctionCall call, InputSchema schema, EvaluationContext evaluation) {
        if (call.args().size() != 1) {
            throw new MergeLabException(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "Number of arguments for "
                    + "function arrayJoin doesn't match: passed " + call.args().size() + ", should be 1");
        }
        String target = ColumnNames.of(call);
        CompiledExpression compiled = ExpressionCompiler.compile(new Aliased(asColumns(call.args().get(0), schema),
                target), schema, evaluation);
        if (ArrayJoinAction.elementType(compiled.type()).isEmpty()) {
            throw new MergeLabException(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "Argument for function arrayJoin must "
                    + "be Array or Map, got " + compiled.type().name() + " in " + target);
        }
        return compiled;
    }

    private static Stage functionStage(FunctionCall call, Set<String> requires) {
        String target = ColumnNames.of(call);
        return new Stage(List.of(new Aliased(call.args().get(0), target)), List.of(target), false, true, requires);
    }

    /**
     * The step's columns in {@code keep} that the stage does not replace, then the stage's arrays under their
     * target names.
     */
    private static List<CompiledExpression> outputs(PlanStep input, Stage stage, Set<String> keep,
                                                    EvaluationContext evaluation) {
        Header h = input.header();
        List<CompiledExpression> out = new ArrayList<>();
        for (int i = 0; i < h.size(); i++) {
            if (keep.contains(h.names().get(i)) && !stage.targets().contains(h.names().get(i))) {
                out.add(new InputColumn(i, h.names().get(i), h.types().get(i), h.names().get(i)));
            }
        }
        InputSchema schema = new InputSchema(h.names(), h.types());
        for (Expr array : stage.arrays()) {
            out.add(ExpressionCompiler.compile(asColumns(array, schema), schema, evaluation));
        }
        return out;
    }

    private static void setColumn(List<String> names, List<DataType> types, String name, DataType type) {
        int at = names.indexOf(name);
        if (at >= 0) {
            types.set(at, type);
        } else {
            names.add(name);
            types.add(type);
        }
    }

    /** HAVING filters groups; ClickHouse rejects an arrayJoin there. */
    static void rejectInHaving(Expr having) {
        List<FunctionCall> calls = new ArrayList<>();
        collectCalls(having, calls);
        if (!calls.isEmpty()) {
            throw new MergeLabException(ErrorCode.ILLEGAL_COLUMN, "Having clause cannot contain arrayJoin: "
                    + ColumnNames.of(calls.get(0)));
        }
    }

    /** Adds the distinct arrayJoin calls of {@code e} not in {@code calls} yet, inner ones first. */
    private static void collectCalls(Expr e, List<FunctionCall> calls) {
        // a set beside the list: comparing a call with each one found walked nested calls cubically in their depth
        collectCalls(e, calls, new HashSet<>(calls));
    }

    private static void collectCalls(Expr e, List<FunctionCall> calls, Set<FunctionCall> seen) {
        for (Expr child : children(e)) {
            collectCalls(child, calls, seen);
        }
        if (e instanceof FunctionCall f && f.name().equals(FUNCTION) && seen.add(f)) {
            calls.add(f);
        }
    }

    /** {@code e} with every arrayJoin call that {@code schema} holds as a column replaced by that column. */
    static Expr asColumns(Expr e, InputSchema schema) {
        if (e instanceof FunctionCall f && f.name().equals(FUNCTION) && schema.indexOf(ColumnNames.of(f)) >= 0) {
            return Identifier.of(ColumnNames.of(f));
        }
        if (e instanceof Aliased a) {
            return new Aliased(asColumns(a.expr(), schema), a.alias());
        }
        return ExprTrees.mapOperands(e, x -> asColumns(x, schema));
    }

    /** The operands of {@code e}, and the expression under an alias. */
    private static List<Expr> children(Expr e) {
        return e instanceof Aliased a ? List.of(a.expr()) : ExprTrees.operands(e);
    }
}
