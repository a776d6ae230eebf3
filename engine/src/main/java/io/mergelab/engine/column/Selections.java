package io.mergelab.engine.column;

import java.util.Arrays;

/**
 * A filter's selection (ascending row numbers, the array's last slot holding how many) built in a per-thread scratch
 * array and returned as a copy just long enough: a block of 65,536 rows would otherwise cost a fresh 256 KB array per
 * filter, zeroed and written in memory that is not in the cache, however few rows pass.
 */
public final class Selections {
    private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[0]);

    private Selections() {
    }

    /** A scratch array of at least {@code rows + 1} slots for this thread; valid until the next call on it. */
    public static int[] scratch(int rows) {
        int[] s = SCRATCH.get();
        if (s.length < rows + 1) {
            s = new int[rows + 1];
            SCRATCH.set(s);
        }
        return s;
    }

    /** The first {@code count} rows of {@code scratch} as a selection of its own: a copy with the count last. */
    public static int[] finish(int[] scratch, int count) {
        int[] out = Arrays.copyOf(scratch, count + 1);
        out[count] = count;
        return out;
    }

    /** How many rows {@code selection} holds. */
    public static int count(int[] selection) {
        return selection[selection.length - 1];
    }
}
