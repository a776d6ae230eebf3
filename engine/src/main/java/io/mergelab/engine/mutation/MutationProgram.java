package io.mergelab.engine.mutation;

import io.mergelab.engine.catalog.ColumnDefinition;
import io.mergelab.engine.catalog.TableDefinition;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.expr.Casts;
import io.mergelab.engine.expr.CompiledExpression;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.plan.step.FilterStep;
import io.mergelab.engine.sql.ast.AlterCommand;
import io.mergelab.engine.sql.ast.ColumnAssignment;
import io.mergelab.engine.type.DataType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A mutation's commands compiled against some columns of a part (all of them to rewrite it, or only those the
 * commands read to find out whether any row matches), applied to chunks of those columns: DELETE drops the rows its
 * condition is true for (NULL counts as false), UPDATE replaces the assigned columns in those rows by the values,
 * cast to the column type, all values computed from the row before the command, then recomputes the MATERIALIZED
 * columns that depend on assigned ones (as ClickHouse does).
 */
final class MutationProgram {
    private final List<Step> steps;
    private final InputSchema schema;

    private sealed interface Step {
        CompiledExpression where();
    }

    private record DeleteStep(CompiledExpression where) implements Step {
    }

    /** The assignments, then the MATERIALIZED columns that depend on assigned columns, recomputed from the new row. */
    private record UpdateStep(CompiledExpression where, List<Assignment> assigned, List<Assignment> derived) implements Step {
    }

    private record Assignment(int target, CompiledExpression value, DataType type) {
        /** The value for rows {@code rows}, cast to the column type. */
        Column evaluate(Chunk rows) {
            Column v = value.evaluate(rows);
            return value.type().equals(type) ? v : Casts.cast(v, type);
        }
    }

    /** A chunk after the commands: {@code rows} null when every row was deleted; whether any condition matched. */
    record Applied(Chunk rows, boolean matched) {
    }

    private MutationProgram(List<Step> steps, InputSchema schema) {
        this.steps = List.copyOf(steps);
        this.schema = schema;
    }

    /** The stored columns of a table, in table order: the schema of a whole part. */
    static InputSchema tableSchema(TableDefinition definition) {
        List<ColumnDefinition> stored = definition.storedColumns();
        return new InputSchema(stored.stream().map(ColumnDefinition::name).toList(),
                stored.stream().map(ColumnDefinition::type).toList());
    }

    /**
     * Compiles the commands of a table with {@code definition} against {@code schema}, which must hold every column
     * they read or assign, and the MATERIALIZED columns depending on assigned ones with their inputs.
     */
    static MutationProgram compile(List<AlterCommand> commands, InputSchema schema, TableDefinition definition,
                                   EvaluationContext ctx) {
        List<Step> steps = new ArrayList<>();
        for (AlterCommand c : commands) {
            if (c instanceof AlterCommand.Delete d) {
                steps.add(new DeleteStep(condition(d.where(), schema, ctx)));
            } else if (c instanceof AlterCommand.Update u) {
                CompiledExpression where = condition(u.where(), schema, ctx);
                List<Assignment> assigned = new ArrayList<>();
                Set<String> changed = new LinkedHashSet<>();
                for (ColumnAssignment a : u.assignments()) {
                    int target = schema.indexOf(a.column());
                    assigned.add(new Assignment(target, ExpressionCompiler.compile(a.value(), schema, ctx),
                            schema.types().get(target)));
                    changed.add(a.column());
                }
                steps.add(new UpdateStep(where, assigned, derived(changed, schema, definition, ctx)));
            }
        }
        return new MutationProgram(steps, schema);
    }

    /**
     * The MATERIALIZED columns whose expression reads a changed column (also through another such column), in table
     * order: ClickHouse recomputes them when an UPDATE changes their inputs.
     */
    private static List<Assignment> derived(Set<String> changed, InputSchema schema, TableDefinition definition,
                                            EvaluationContext ctx) {
        InputSchema table = tableSchema(definition);
        List<Assignment> out = new ArrayList<>();
        for (ColumnDefinition c : definition.storedColumns()) {
            if (c.defaultKind() != ColumnDefinition.DefaultKind.MATERIALIZED || c.defaultExpr().isEmpty()) {
                continue;
            }
            Set<String> inputs = ExpressionCompiler.compile(c.defaultExpr().get(), table, ctx).requiredColumns();
            if (inputs.stream().anyMatch(changed::contains)) {
                int target = schema.indexOf(c.name());
                out.add(new Assignment(target, ExpressionCompiler.compile(c.defaultExpr().get(), schema, ctx), c.type()));
                changed.add(c.name());
            }
        }
        return out;
    }

    private static CompiledExpression condition(io.mergelab.engine.sql.ast.Expr where, InputSchema schema, EvaluationContext ctx) {
        CompiledExpression compiled = ExpressionCompiler.compile(where, schema, ctx);
        FilterStep.requireFilterType(compiled);
        return compiled;
    }

    /** The columns of {@code full} that this program (compiled against {@code full}) reads or assigns, in its order. */
    InputSchema usedColumns() {
        Set<String> used = new LinkedHashSet<>();
        for (Step s : steps) {
            used.addAll(s.where().requiredColumns());
            if (s instanceof UpdateStep u) {
                for (Assignment a : u.assigned()) {
                    used.add(schema.names().get(a.target()));
                    used.addAll(a.value().requiredColumns());
                }
                for (Assignment a : u.derived()) {
                    used.add(schema.names().get(a.target()));
                    used.addAll(a.value().requiredColumns());
                }
            }
        }
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        for (int i = 0; i < schema.names().size(); i++) {
            if (used.contains(schema.names().get(i))) {
                names.add(schema.names().get(i));
                types.add(schema.types().get(i));
            }
        }
        return new InputSchema(names, types);
    }

    Applied apply(Chunk chunk) {
        boolean matched = false;
        Chunk rows = chunk;
        for (Step step : steps) {
            int[] hits = trueRows(step.where().evaluate(rows), rows.rows());
            int n = hits[rows.rows()];
            if (n == 0) {
                continue;
            }
            matched = true;
            if (step instanceof DeleteStep) {
                rows = n == rows.rows() ? null : rows.take(keptRows(hits, n, rows.rows()), rows.rows() - n);
                if (rows == null) {
                    return new Applied(null, true);
                }
            } else {
                rows = update((UpdateStep) step, rows, hits, n);
            }
        }
        return new Applied(rows, matched);
    }

    private static Chunk update(UpdateStep u, Chunk rows, int[] hits, int n) {
        Chunk before = rows.take(hits, n);
        List<Column> after = new ArrayList<>(before.columns());
        // every assignment sees the row as it was
        List<Column> values = u.assigned().stream().map(a -> a.evaluate(before)).toList();
        for (int i = 0; i < values.size(); i++) {
            after.set(u.assigned().get(i).target(), values.get(i));
        }
        for (Assignment a : u.derived()) {
            after.set(a.target(), a.evaluate(new Chunk(after, n)));
        }
        int total = rows.rows();
        int[] pick = new int[total];
        for (int r = 0; r < total; r++) {
            pick[r] = r;
        }
        for (int k = 0; k < n; k++) {
            pick[hits[k]] = total + k;
        }
        List<Column> columns = new ArrayList<>(rows.columns());
        for (int c = 0; c < columns.size(); c++) {
            if (after.get(c) != before.column(c)) {
                columns.set(c, Columns.concat(List.of(rows.column(c), after.get(c))).take(pick, total));
            }
        }
        return new Chunk(columns, total);
    }

    /** Row numbers where the mask is true (not zero, not NULL); the last slot holds how many. */
    private static int[] trueRows(Column mask, int count) {
        int[] rows = new int[count + 1];
        Column values = mask instanceof NullableColumn nc ? nc.nested() : mask;
        byte[] nulls = mask instanceof NullableColumn nc ? nc.nulls() : null;
        if (!(values instanceof LongColumn longs)) {
            return rows; // NULL (Nullable(Nothing)) matches nothing
        }
        long[] v = longs.values();
        int n = 0;
        for (int r = 0; r < count; r++) {
            rows[n] = r;
            n += v[r] != 0 && (nulls == null || nulls[r] == 0) ? 1 : 0;
        }
        rows[count] = n;
        return rows;
    }

    private static int[] keptRows(int[] hits, int n, int count) {
        int[] kept = new int[count - n];
        int h = 0;
        int k = 0;
        for (int r = 0; r < count; r++) {
            if (h < n && hits[h] == r) {
                h++;
            } else {
                kept[k++] = r;
            }
        }
        return kept;
    }
}
