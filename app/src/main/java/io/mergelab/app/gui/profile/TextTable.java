package io.mergelab.app.gui.profile;

import java.util.List;

/** A table as text, for the screen to show as it is: column names and rows of cells. */
public record TextTable(List<String> columns, List<List<String>> rows) {
    public static final TextTable EMPTY = new TextTable(List.of(), List.of());

    public TextTable {
        columns = List.copyOf(columns);
        rows = rows.stream().map(List::copyOf).toList();
    }
}
