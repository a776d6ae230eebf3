package io.mergelab.engine.testing;

import io.mergelab.engine.QueryResult;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.format.TextValues;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/** Result rows as TabSeparated lines, the form the SQL script files write expected results in. */
public final class TabSeparatedLines {
    private TabSeparatedLines() {
    }

    /** Every row of the result's chunks (not its totals), one line each. */
    public static List<String> of(QueryResult result) {
        List<String> lines = new ArrayList<>();
        Iterator<Chunk> chunks = result.chunks();
        while (chunks.hasNext()) {
            addAll(chunks.next(), lines);
        }
        return lines;
    }

    /** Adds a line per row of {@code chunk} to {@code lines}. */
    public static void addAll(Chunk chunk, List<String> lines) {
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < chunk.rows(); row++) {
            sb.setLength(0);
            for (int col = 0; col < chunk.columnCount(); col++) {
                if (col > 0) {
                    sb.append('\t');
                }
                TextValues.format(chunk.column(col), row, sb);
            }
            lines.add(sb.toString());
        }
    }
}
