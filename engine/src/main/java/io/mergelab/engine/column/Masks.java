package io.mergelab.engine.column;

/** Filter masks: integer columns (maybe Nullable) where non-zero, not NULL, means the row is kept. */
public final class Masks {
    private Masks() {
    }

    /** Row numbers of the kept rows of {@code mask}, ascending; the array's last slot holds how many there are. */
    public static int[] selectedRows(Column mask, int count) {
        long[] values = ((LongColumn) (mask instanceof NullableColumn nc ? nc.nested() : mask)).values();
        byte[] nulls = mask instanceof NullableColumn nc ? nc.nulls() : null;
        int[] rows = Selections.scratch(count);
        int n = 0;
        if (nulls == null) {
            for (int r = 0; r < count; r++) {
                rows[n] = r;
                n += values[r] != 0 ? 1 : 0;
            }
        } else {
            for (int r = 0; r < count; r++) {
                rows[n] = r;
                n += values[r] != 0 && nulls[r] == 0 ? 1 : 0;
            }
        }
        return Selections.finish(rows, n);
    }
}
