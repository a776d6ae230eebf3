package io.mergelab.engine.format;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.NullableColumn;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A chunk's rows as text: each value as TabSeparated prints it, unescaped ({@code 42}, {@code 2024-01-31},
 * {@code ['a','b']}, strings as they are), and {@code null} for NULL — what a client that does not know the
 * engine's column types reads (the API's {@code QueryResult.textChunks()}).
 */
public final class TextRows {
    private TextRows() {
    }

    public static List<List<String>> of(Chunk chunk) {
        int columns = chunk.columnCount();
        FieldWriter[] writers = new FieldWriter[columns];
        byte[][] nulls = new byte[columns][];
        for (int c = 0; c < columns; c++) {
            Column column = chunk.column(c);
            if (column instanceof NullableColumn n) {
                nulls[c] = n.nulls();
                column = n.nested();
            }
            writers[c] = FieldWriters.plain(column);
        }
        TextBuffer buffer = new TextBuffer(32);
        List<List<String>> rows = new ArrayList<>(chunk.rows());
        for (int r = 0; r < chunk.rows(); r++) {
            String[] row = new String[columns];
            for (int c = 0; c < columns; c++) {
                if (nulls[c] == null || nulls[c][r] == 0) {
                    buffer.reset();
                    writers[c].write(r, buffer);
                    row[c] = buffer.toString();
                }
            }
            rows.add(Collections.unmodifiableList(Arrays.asList(row)));
        }
        return Collections.unmodifiableList(rows);
    }
}
