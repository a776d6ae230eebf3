package io.mergelab.engine.function;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;

/**
 * A function bound to its argument types: the result type is known and constant parameters are
 * resolved. Immutable and shared by all threads evaluating the expression.
 */
public interface BoundFunction {

    DataType returnType();

    /**
     * Computes {@code rows} result rows. Arguments are non-Nullable here unless the definition handles
     * NULLs itself; constant operands hold one row.
     */
    Column execute(Operand[] args, int rows);

    /**
     * As {@link #execute(Operand[], int)}, with the rows that the caller will mark NULL anyway
     * ({@code nullRows[i] != 0}); functions that can fail on a value (division by zero, range checks)
     * skip them so that a NULL never raises an error.
     */
    default Column execute(Operand[] args, int rows, byte[] nullRows) {
        return execute(args, rows);
    }

    /**
     * For a filter: the rows where the result would be non-zero, ascending, the array's last slot holding how many
     * there are; {@code null} when the function has no faster way than its result column (the caller then filters by
     * {@link #execute}'s mask). Comparisons of integers, dates and decimals answer here without a mask column.
     */
    default int[] selectRows(Operand[] args, int rows) {
        return null;
    }

    /** False for functions whose value changes per call (rand); those are never folded into constants. */
    default boolean isDeterministic() {
        return true;
    }

    /** True when evaluation can throw on some values; conditional functions then evaluate it lazily. */
    default boolean canThrow() {
        return false;
    }
}
