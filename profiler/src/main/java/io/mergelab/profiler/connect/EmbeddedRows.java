package io.mergelab.profiler.connect;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.format.TextValues;
import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * An engine chunk seen as target-neutral text rows. Values are formatted when read, not when the chunk arrives, so a
 * caller that only counts rows (or keeps the first few thousand for a grid) pays for no text it does not look at.
 */
final class EmbeddedRows extends AbstractList<List<String>> implements RandomAccess {
    private final Chunk chunk;

    EmbeddedRows(Chunk chunk) {
        this.chunk = chunk;
    }

    @Override
    public List<String> get(int row) {
        return new Row(chunk, row);
    }

    @Override
    public int size() {
        return chunk.rows();
    }

    /** The text of {@code column[row]} as TabSeparated prints it before escaping; null for NULL. */
    static String value(Column column, int row) {
        if (column instanceof NullableColumn nullable && nullable.isNull(row)) {
            return null;
        }
        return TextValues.format(column, row);
    }

    private static final class Row extends AbstractList<String> implements RandomAccess {
        private final Chunk chunk;
        private final int row;

        Row(Chunk chunk, int row) {
            this.chunk = chunk;
            this.row = row;
        }

        @Override
        public String get(int column) {
            return value(chunk.column(column), row);
        }

        @Override
        public int size() {
            return chunk.columnCount();
        }
    }
}
