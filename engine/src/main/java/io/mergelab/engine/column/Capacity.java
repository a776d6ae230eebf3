package io.mergelab.engine.column;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.memory.QueryGuard;

/**
 * How the builders' arrays grow. A Java array holds at most {@link #MAX_LENGTH} elements, so a block of more bytes
 * or values is refused with a MergeLab error instead of an int overflow (ArrayIndexOutOfBounds,
 * NegativeArraySize); and a large growth is first checked against the query's memory limit, time limit and
 * cancellation ({@link QueryGuard#checkAllocation}), so a function building a huge column, folded into a constant or
 * run per block, stops at the query's limits rather than at the heap's.
 */
public enum Capacity {
    /** The bytes of a String or FixedString column. */
    STRING_BYTES(ErrorCode.TOO_LARGE_STRING_SIZE, "string", "bytes"),
    /** The values of a column: its rows, or the elements of all rows of an Array or Map column. */
    VALUES(ErrorCode.TOO_LARGE_ARRAY_SIZE, "column", "values");

    /** The longest array the JVM allocates. */
    public static final int MAX_LENGTH = Integer.MAX_VALUE - 8;
    /** Growths smaller than this are not checked: they cost less than the check. */
    private static final long CHECKED_FROM_BYTES = 1 << 16;

    private final ErrorCode code;
    private final String what;
    private final String unit;

    Capacity(ErrorCode code, String what, String unit) {
        this.code = code;
        this.what = what;
        this.unit = unit;
    }

    /**
     * The new length of an array of {@code length} elements of {@code elementBytes} bytes each that must hold
     * {@code needed} elements: doubled, at least {@code needed}, at most {@link #MAX_LENGTH}.
     */
    int grown(int length, long needed, int elementBytes) {
        check(needed);
        long capacity = Math.min(MAX_LENGTH, Math.max(needed, 2L * length));
        checkAllocation(capacity * elementBytes);
        return (int) capacity;
    }

    /**
     * The first length of an array of {@code elementBytes}-byte elements meant for {@code expected} elements (at
     * least {@code least}), checked as {@link #grown} checks a growth.
     */
    int initial(long expected, int least, int elementBytes) {
        long length = Math.max(least, expected);
        check(length);
        checkAllocation(length * elementBytes);
        return (int) length;
    }

    private static void checkAllocation(long bytes) {
        if (bytes >= CHECKED_FROM_BYTES) {
            QueryGuard.current().checkAllocation(bytes);
        }
    }

    /** Fails with TOO_LARGE_STRING_SIZE or TOO_LARGE_ARRAY_SIZE when {@code needed} does not fit one array. */
    public void check(long needed) {
        if (needed > MAX_LENGTH) {
            throw new MergeLabException(code, "Too large " + what + " size: one block would hold " + needed + " "
                    + unit + ", at most " + MAX_LENGTH);
        }
    }
}
