package io.mergelab.engine.function;

import io.mergelab.engine.column.Column;

/** A kernel that can fail on values and must skip rows that will be NULL ({@code nullRows} may be null). */
@FunctionalInterface
public interface MaskedKernel {
    Column apply(Operand[] args, int rows, byte[] nullRows);
}
