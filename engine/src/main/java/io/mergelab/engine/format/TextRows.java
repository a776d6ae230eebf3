package io.mergelab.engine.format;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.NullableColumn;
import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * A chunk's rows as text: each value as TabSeparated prints it, unescaped ({@code 42}, {@code 2024-01-31},
 * {@code ['a','b']}, strings as they are), and {@code null} for NULL — what a client that does not know the
 * engine's column types reads (the API's {@code QueryResult.textChunks()}). A read-only view: a value is formatted
 * when it is read, so a caller that counts rows or keeps the first few pays for no text it does not look at.
 */
public final class TextRows extends AbstractList<List<String>> implements RandomAccess {
    private final int rows;
    private final FieldWriter[] writers;
    /** Per column, its NULL flags, or null when it cannot hold NULL. */
    private final byte[][] nulls;

    private TextRows(Chunk chunk) {
        rows = chunk.rows();
        writers = new FieldWriter[chunk.columnCount()];
        nulls = new byte[writers.length][];
        for (int c = 0; c < writers.length; c++) {
            Column column = chunk.column(c);
            if (column instanceof NullableColumn n) {
                nulls[c] = n.nulls();
                column = n.nested();
            }
            writers[c] = FieldWriters.plain(column);
        }
    }

    public static List<List<String>> of(Chunk chunk) {
        return new TextRows(chunk);
    }

    @Override
    public List<String> get(int row) {
        return new Row(Objects.checkIndex(row, rows));
    }

    @Override
    public int size() {
        return rows;
    }

    private String value(int row, int column) {
        if (nulls[column] != null && nulls[column][row] != 0) {
            return null;
        }
        TextBuffer text = new TextBuffer(32);
        writers[column].write(row, text);
        return text.toString();
    }

    private final class Row extends AbstractList<String> implements RandomAccess {
        private final int row;

        Row(int row) {
            this.row = row;
        }

        @Override
        public String get(int column) {
            return value(row, Objects.checkIndex(column, writers.length));
        }

        @Override
        public int size() {
            return writers.length;
        }
    }
}
