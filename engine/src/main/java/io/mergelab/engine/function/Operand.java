package io.mergelab.engine.function;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;

/**
 * An evaluated function argument: either a full column of the chunk's rows or a constant held as a
 * one-row column, so kernels can specialise the column-versus-constant case without expanding it.
 */
public record Operand(Column column, boolean constant) {

    public static Operand full(Column column) {
        return new Operand(column, false);
    }

    public static Operand constant(Column oneRow) {
        return new Operand(oneRow, true);
    }

    public DataType type() {
        return column.type();
    }

    /** The row of {@link #column()} that holds the value of output row {@code row}. */
    public int row(int row) {
        return constant ? 0 : row;
    }

    /** A full column of {@code rows} rows (constants are replicated). */
    public Column expand(int rows) {
        return constant ? ColumnOps.replicate(column, rows) : column;
    }
}
