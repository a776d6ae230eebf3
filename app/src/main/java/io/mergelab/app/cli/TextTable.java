package io.mergelab.app.cli;

import java.util.ArrayList;
import java.util.List;

/** Columns of text aligned under a header, numbers to the right, two spaces apart: what history and show print. */
final class TextTable {
    private final List<String> header;
    private final boolean[] rightAligned;
    private final List<List<String>> rows = new ArrayList<>();

    /** Column names; a name ending in {@code >} marks a right-aligned (numeric) column, the mark is not printed. */
    TextTable(String... columns) {
        header = new ArrayList<>();
        rightAligned = new boolean[columns.length];
        for (int i = 0; i < columns.length; i++) {
            rightAligned[i] = columns[i].endsWith(">");
            header.add(rightAligned[i] ? columns[i].substring(0, columns[i].length() - 1) : columns[i]);
        }
    }

    TextTable row(String... cells) {
        rows.add(List.of(cells));
        return this;
    }

    String render() {
        int[] widths = new int[header.size()];
        for (List<String> row : withHeader()) {
            for (int i = 0; i < row.size(); i++) {
                widths[i] = Math.max(widths[i], row.get(i).codePointCount(0, row.get(i).length()));
            }
        }
        StringBuilder out = new StringBuilder();
        for (List<String> row : withHeader()) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.size(); i++) {
                String cell = row.get(i);
                String padding = " ".repeat(widths[i] - cell.codePointCount(0, cell.length()));
                line.append(i == 0 ? "" : "  ").append(rightAligned[i] ? padding + cell : cell + padding);
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    private List<List<String>> withHeader() {
        List<List<String>> all = new ArrayList<>();
        all.add(header);
        all.addAll(rows);
        return all;
    }
}
