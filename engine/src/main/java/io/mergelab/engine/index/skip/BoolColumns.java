package io.mergelab.engine.index.skip;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.index.BoolMask;

/** Reads a condition's result column (UInt8, Bool, possibly Nullable) as what its rows can be; NULL rows are neither. */
public final class BoolColumns {
    private BoolColumns() {
    }

    /** Whether some row is true and whether some row is false. */
    public static BoolMask mask(Column c) {
        boolean anyTrue = false;
        boolean anyFalse = false;
        byte[] nulls = null;
        Column values = c;
        if (c instanceof NullableColumn n) {
            nulls = n.nulls();
            values = n.nested();
        }
        int rows = c.size();
        for (int r = 0; r < rows && !(anyTrue && anyFalse); r++) {
            if (nulls != null && nulls[r] != 0) {
                continue;
            }
            boolean v;
            if (values instanceof LongColumn l) {
                v = l.values()[r] != 0;
            } else if (values instanceof DoubleColumn d) {
                v = d.values()[r] != 0;
            } else {
                return BoolMask.UNKNOWN;
            }
            anyTrue |= v;
            anyFalse |= !v;
        }
        return BoolMask.of(anyTrue, anyFalse);
    }

    public static boolean anyTrue(Column c) {
        return mask(c).canBeTrue();
    }
}
