package io.mergelab.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Rows of a system table as text, as {@code SELECT *} returns them: the table's columns in order, and each value as
 * {@link QueryResult#textChunks()} gives it (TabSeparated text, unescaped; {@code null} for NULL).
 */
public record SystemRows(List<String> columnNames, List<List<String>> rows) {

    public SystemRows {
        columnNames = List.copyOf(columnNames);
        List<List<String>> copy = new ArrayList<>(rows.size());
        for (List<String> row : rows) {
            // values may be null (NULL), which List.copyOf refuses
            copy.add(Collections.unmodifiableList(new ArrayList<>(row)));
        }
        rows = Collections.unmodifiableList(copy);
    }
}
