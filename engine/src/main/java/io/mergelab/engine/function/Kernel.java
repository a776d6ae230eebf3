package io.mergelab.engine.function;

import io.mergelab.engine.column.Column;

/** The column-at-a-time body of a bound function. */
@FunctionalInterface
public interface Kernel {
    Column apply(Operand[] args, int rows);
}
