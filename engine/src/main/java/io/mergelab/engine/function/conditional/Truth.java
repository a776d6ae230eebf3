package io.mergelab.engine.function.conditional;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.function.Arguments;
import io.mergelab.engine.function.Operand;
import io.mergelab.engine.function.TypeRules;
import io.mergelab.engine.type.DataType;

/** Reads conditions: any number is a condition (non-zero is true); NULL is neither true nor false. */
final class Truth {
    private Truth() {
    }

    static void check(String function, DataType type, int position) {
        DataType t = TypeRules.removeNullable(type);
        if (!TypeRules.isNumber(t) && !TypeRules.isOnlyNull(type)) {
            throw Arguments.illegalType(function, type, position, "a number or Bool");
        }
    }

    /** 1 where true, 0 where false or NULL; {@code rows} entries. */
    static byte[] values(Operand op, int rows) {
        byte[] out = new byte[rows];
        Column c = op.column();
        byte[] nulls = null;
        if (c instanceof NullableColumn n) {
            nulls = n.nulls();
            c = n.nested();
        }
        if (c instanceof LongColumn l) {
            long[] v = l.values();
            for (int i = 0; i < rows; i++) {
                int r = op.row(i);
                out[i] = (byte) (v[r] != 0 && (nulls == null || nulls[r] == 0) ? 1 : 0);
            }
        } else if (c instanceof DoubleColumn d) {
            double[] v = d.values();
            for (int i = 0; i < rows; i++) {
                int r = op.row(i);
                out[i] = (byte) (v[r] != 0 && (nulls == null || nulls[r] == 0) ? 1 : 0);
            }
        }
        return out;
    }

    /** 1 where the value is NULL; null if the operand cannot hold NULLs. */
    static byte[] nulls(Operand op, int rows) {
        if (!(op.column() instanceof NullableColumn n)) {
            return null;
        }
        byte[] out = new byte[rows];
        for (int i = 0; i < rows; i++) {
            out[i] = n.nulls()[op.row(i)];
        }
        return out;
    }
}
