package io.mergelab.engine.expr;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.function.BoundFunction;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.memory.QueryGuard;
import io.mergelab.engine.type.DataType;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * if / multiIf / and / or whose arguments can fail on some values (intDiv, casts ...): each such argument is
 * evaluated only on the rows that need it, as ClickHouse's short-circuit evaluation does, so
 * {@code if(b = 0, 0, intDiv(a, b))} never divides by zero. Skipped rows hold default values the
 * function never picks. {@code name} is the function's canonical name.
 */
record ShortCircuitNode(Kind kind, String name, BoundFunction function, List<Node> args) implements Node {

    enum Kind { IF, AND, OR }

    @Override
    public DataType type() {
        return function.returnType();
    }

    @Override
    public void collectColumns(Set<String> out) {
        args.forEach(a -> a.collectColumns(out));
    }

    @Override
    public Operand evaluate(Chunk chunk) {
        QueryGuard.current().tick();
        int rows = chunk.rows();
        Operand[] values = new Operand[args.size()];
        if (kind == Kind.IF) {
            int conditions = args.size() / 2;
            byte[] open = filled(rows);
            for (int c = 0; c < conditions; c++) {
                values[2 * c] = args.get(2 * c).evaluate(chunk);
                byte[] truth = truth(values[2 * c], rows);
                byte[] take = new byte[rows];
                for (int i = 0; i < rows; i++) {
                    take[i] = (byte) (open[i] & truth[i]);
                    open[i] &= (byte) (truth[i] ^ 1);
                }
                values[2 * c + 1] = onRows(args.get(2 * c + 1), chunk, take);
            }
            values[values.length - 1] = onRows(args.get(args.size() - 1), chunk, open);
        } else {
            byte[] open = filled(rows);
            for (int k = 0; k < values.length; k++) {
                values[k] = onRows(args.get(k), chunk, open);
                byte[] truth = truth(values[k], rows);
                byte[] nulls = values[k].column() instanceof NullableColumn n ? n.nulls() : null;
                for (int i = 0; i < rows; i++) {
                    boolean isNull = nulls != null && nulls[values[k].row(i)] != 0;
                    // and: a false row is decided; or: a true row is decided.
                    boolean decided = !isNull && (kind == Kind.AND ? truth[i] == 0 : truth[i] != 0);
                    if (decided) {
                        open[i] = 0;
                    }
                }
            }
        }
        return Operand.full(function.execute(values, rows));
    }

    /** Evaluates {@code node} on the selected rows only (all rows when every row is selected). */
    private static Operand onRows(Node node, Chunk chunk, byte[] selected) {
        int rows = chunk.rows();
        int count = 0;
        for (byte s : selected) {
            count += s;
        }
        if (count == rows || !canThrow(node)) {
            return node.evaluate(chunk);
        }
        int[] positions = new int[count];
        for (int i = 0, k = 0; i < rows; i++) {
            if (selected[i] != 0) {
                positions[k++] = i;
            }
        }
        Column subset = node.evaluate(chunk.take(positions, count)).expand(count);
        ColumnBuilder out = ColumnBuilder.create(node.type(), rows);
        for (int i = 0, k = 0; i < rows; i++) {
            if (selected[i] != 0) {
                out.appendFrom(subset, k++);
            } else {
                out.appendDefault();
            }
        }
        return Operand.full(out.build());
    }

    static boolean canThrow(Node node) {
        if (node instanceof CallNode c) {
            return c.function().canThrow() || c.args().stream().anyMatch(ShortCircuitNode::canThrow);
        }
        if (node instanceof ShortCircuitNode s) {
            return s.function().canThrow() || s.args().stream().anyMatch(ShortCircuitNode::canThrow);
        }
        return node instanceof SharedNode shared && canThrow(shared.call());
    }

    private static byte[] filled(int rows) {
        byte[] b = new byte[rows];
        Arrays.fill(b, (byte) 1);
        return b;
    }

    /** 1 where the value is a non-zero number and not NULL. */
    private static byte[] truth(Operand op, int rows) {
        Column c = op.column();
        byte[] nulls = null;
        if (c instanceof NullableColumn n) {
            nulls = n.nulls();
            c = n.nested();
        }
        byte[] out = new byte[rows];
        for (int i = 0; i < rows; i++) {
            int r = op.row(i);
            boolean nonZero = c instanceof LongColumn l ? l.values()[r] != 0
                    : c instanceof DoubleColumn d && d.values()[r] != 0;
            out[i] = (byte) (nonZero && (nulls == null || nulls[r] == 0) ? 1 : 0);
        }
        return out;
    }
}
