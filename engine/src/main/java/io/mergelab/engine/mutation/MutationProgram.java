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
 * cast to the column type, all values computed from the row before the command (as ClickHouse does).
 */
final class MutationProgram {
    private final List<Step> steps;
    private final InputSchema schema;

    private sealed interface Step {
        CompiledExpression where();
    }

    private record DeleteStep(CompiledExpression where) implements Step {
    }

    private record UpdateStep(CompiledExpression where, int[] targets, List<CompiledExpression> values, List<DataType> types)
            implements Step {
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

    /** Compiles the commands against {@code schema}, which must hold every column they read or assign. */
    static MutationProgram compile(List<AlterCommand> commands, InputSchema schema, EvaluationContext ctx) {
        List<Step> steps = new ArrayList<>();
        for (AlterCommand c : commands) {
            if (c instanceof AlterCommand.Delete d) {
                steps.add(new DeleteStep(condition(d.where(), schema, ctx)));
            } else if (c instanceof AlterCommand.Update u) {
                CompiledExpression where = condition(u.where(), schema, ctx);
                int[] targets = new int[u.assignments().size()];
                List<CompiledExpression> values = new ArrayList<>();
                List<DataType> types = new ArrayList<>();
                for (int i = 0; i < targets.length; i++) {
                    ColumnAssignment a = u.assignments().get(i);
                    targets[i] = schema.indexOf(a.column());
                    values.add(ExpressionCompiler.compile(a.value(), schema, ctx));
                    types.add(schema.types().get(targets[i]));
                }
                steps.add(new UpdateStep(where, targets, values, types));
            }
        }
        return new MutationProgram(steps, schema);
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
                for (int i = 0; i < u.targets().length; i++) {
                    used.add(schema.names().get(u.targets()[i]));
                    used.addAll(u.values().get(i).requiredColumns());
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
        Chunk matching = rows.take(hits, n);
        int total = rows.rows();
        int[] pick = new int[total];
        for (int r = 0; r < total; r++) {
            pick[r] = r;
        }
        for (int k = 0; k < n; k++) {
            pick[hits[k]] = total + k;
        }
        List<Column> columns = new ArrayList<>(rows.columns());
        for (int i = 0; i < u.targets().length; i++) {
            Column value = u.values().get(i).evaluate(matching);
            DataType type = u.types().get(i);
            if (!u.values().get(i).type().equals(type)) {
                value = Casts.cast(value, type);
            }
            Column merged = Columns.concat(List.of(rows.column(u.targets()[i]), value));
            columns.set(u.targets()[i], merged.take(pick, total));
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
