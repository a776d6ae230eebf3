package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;

/**
 * An immutable vector of values of one type. Hot paths work on the primitive arrays of the concrete
 * classes; {@link #get(int)} boxes one value (see {@link Values} for the Java classes used) and is for
 * slow paths such as tests, system tables and display.
 */
public sealed interface Column permits LongColumn, DoubleColumn, BytesColumn, NullableColumn, ArrayColumn, TupleColumn {

    DataType type();

    int size();

    /** The value at {@code row} as a Java object ({@code null} for SQL NULL). */
    Object get(int row);

    /** A new column holding the rows at the given positions, in that order. */
    Column take(int[] rows, int count);

    /** A new column holding rows {@code [from, from + length)}. */
    Column slice(int from, int length);

    /** Approximate bytes held in memory, for memory accounting and adaptive granularity. */
    long byteSize();
}
