package io.mergelab.engine.format;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.io.OutputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Pretty and PrettyCompact output: a Unicode grid, numbers right-aligned, everything else left-aligned, NULL as
 * ᴺᵁᴸᴸ. As clickhouse-client with its default settings, except that colours and row numbers are off:
 * <ul>
 *   <li>consecutive chunks are shown as one table (ClickHouse squashes blocks that arrive within 50 ms);</li>
 *   <li>at most 10,000 rows: the first 5,000 and the last 5,000 around a dashed filler line, then
 *       {@code Showed N out of M rows.} (printed whenever the result has 10,000 rows or more);</li>
 *   <li>tables of 50 rows or more repeat the column names in the bottom border;</li>
 *   <li>a single numeric value above one million is followed by a tip such as {@code  -- 10.00 million};</li>
 *   <li>long column names that are not identifiers are shortened in the middle with ⋯;</li>
 *   <li>control characters show as Unicode Control Pictures; padding stops at 250 columns.</li>
 * </ul>
 * An empty result prints nothing. A totals row follows as {@code Totals:} and a table of its own, as in ClickHouse.
 */
final class PrettyOutput implements OutputFormat {
    static final int MAX_ROWS = 10_000;
    private static final int FOOTER_MIN_ROWS = 50;
    private static final int MAX_PAD_WIDTH = 250;

    private final OutputSink sink;
    private final boolean compact;
    private List<String> names;
    private boolean[] alignRight;
    private boolean numberTipColumn;
    private final Rows main = new Rows();
    private Rows totals;

    /** The rows of one table: the first and last ones kept for display, how many there were, a number tip. */
    private static final class Rows {
        final List<byte[][]> head = new ArrayList<>();
        final ArrayDeque<byte[][]> tail = new ArrayDeque<>();
        long totalRows;
        String firstRowTip = "";
    }

    PrettyOutput(OutputStream out, boolean compact) {
        this.sink = new OutputSink(out);
        this.compact = compact;
    }

    @Override
    public void writeHeader(List<String> names, List<DataType> types) {
        this.names = List.copyOf(names);
        alignRight = new boolean[names.size()];
        for (int i = 0; i < names.size(); i++) {
            alignRight[i] = PrettyText.alignsRight(types.get(i));
        }
        numberTipColumn = names.size() == 1 && PrettyText.mayHaveNumberTip(types.get(0));
    }

    @Override
    public void writeChunk(Chunk chunk) {
        add(main, chunk);
    }

    @Override
    public void writeTotals(Chunk chunk) {
        totals = new Rows();
        add(totals, chunk);
    }

    private void add(Rows rows, Chunk chunk) {
        int n = chunk.columnCount();
        if (chunk.rows() == 0) {
            return;
        }
        if (numberTipColumn && rows.totalRows == 0) {
            rows.firstRowTip = PrettyText.numberTip(chunk.column(0), 0);
        }
        FieldWriter[] writers = FieldWriters.forColumns(chunk, PrettyText::cellWriter);
        TextBuffer scratch = new TextBuffer(64);
        for (int row = 0; row < chunk.rows(); row++) {
            byte[][] cells = new byte[n][];
            for (int i = 0; i < n; i++) {
                scratch.reset();
                writers[i].write(row, scratch);
                cells[i] = java.util.Arrays.copyOf(scratch.array(), scratch.length());
            }
            if (rows.head.size() < (MAX_ROWS + 1) / 2) {
                rows.head.add(cells);
            } else {
                rows.tail.addLast(cells);
                if (rows.tail.size() > MAX_ROWS / 2) {
                    rows.tail.removeFirst();
                }
            }
        }
        rows.totalRows += chunk.rows();
    }

    @Override
    public void finish(QuerySummary summary) {
        if (main.totalRows > 0) {
            writeTable(main);
        }
        if (totals != null) {
            sink.buffer.append("\nTotals:\n");
            writeTable(totals);
        }
        sink.flush();
    }

    private void writeTable(Rows rows) {
        long totalRows = rows.totalRows;
        List<byte[][]> head = rows.head;
        int n = names.size();
        int[] widths = new int[n];
        List<byte[][]> shown = new ArrayList<>(head);
        shown.addAll(rows.tail);
        int[][] cellWidths = new int[shown.size()][n];
        for (int r = 0; r < shown.size(); r++) {
            for (int i = 0; i < n; i++) {
                byte[] cell = shown.get(r)[i];
                cellWidths[r][i] = PrettyText.displayWidth(cell, 0, cell.length);
                widths[i] = Math.max(widths[i], Math.min(MAX_PAD_WIDTH, cellWidths[r][i]));
            }
        }
        String[] shownNames = new String[n];
        int[] nameWidths = new int[n];
        for (int i = 0; i < n; i++) {
            shownNames[i] = PrettyText.displayName(names.get(i), Math.max(widths[i], PrettyText.NAME_CUT_TO));
            nameWidths[i] = Math.min(MAX_PAD_WIDTH, PrettyText.displayWidth(shownNames[i]));
            widths[i] = Math.max(widths[i], nameWidths[i]);
        }
        TextBuffer out = sink.buffer;
        if (compact) {
            writeCompactNames(out, shownNames, nameWidths, widths, "┌", "┬", "┐");
        } else {
            writeRule(out, widths, "┏", "━", "┳", "┓");
            writeFullNames(out, shownNames, nameWidths, widths);
            writeRule(out, widths, "┡", "━", "╇", "┩");
        }
        boolean cut = totalRows > shown.size();
        for (int r = 0; r < shown.size(); r++) {
            if (r > 0 && !compact) {
                writeRule(out, widths, "├", "─", "┼", "┤");
            }
            if (cut && r == head.size()) {
                writeFiller(out, widths);
                if (!compact) {
                    writeRule(out, widths, "├", "─", "┼", "┤");
                }
            }
            writeRow(out, shown.get(r), cellWidths[r], widths);
            if (totalRows == 1) {
                out.append(rows.firstRowTip);
            }
            out.append('\n');
            sink.maybeFlush();
        }
        if (totalRows >= FOOTER_MIN_ROWS) {
            if (compact) {
                writeCompactNames(out, shownNames, nameWidths, widths, "└", "┴", "┘");
            } else {
                writeRule(out, widths, "┢", "━", "╈", "┪");
                writeFullNames(out, shownNames, nameWidths, widths);
                writeRule(out, widths, "┗", "━", "┻", "┛");
            }
        } else {
            writeRule(out, widths, "└", "─", "┴", "┘");
        }
        if (totalRows >= MAX_ROWS) {
            out.append("Showed ").appendLong(shown.size()).append(" out of ").appendLong(totalRows).append(" rows.\n");
        }
    }

    private static void writeRule(TextBuffer out, int[] widths, String left, String dash, String cross, String right) {
        out.append(left);
        for (int i = 0; i < widths.length; i++) {
            if (i > 0) {
                out.append(cross);
            }
            repeat(out, dash, widths[i] + 2);
        }
        out.append(right).append('\n');
    }

    private void writeCompactNames(TextBuffer out, String[] shownNames, int[] nameWidths, int[] widths,
                                   String left, String cross, String right) {
        out.append(left).append("─");
        for (int i = 0; i < widths.length; i++) {
            if (i > 0) {
                out.append("─").append(cross).append("─");
            }
            writeAligned(out, shownNames[i], widths[i] - nameWidths[i], alignRight[i], "─");
        }
        out.append("─").append(right).append('\n');
    }

    private void writeFullNames(TextBuffer out, String[] shownNames, int[] nameWidths, int[] widths) {
        out.append("┃ ");
        for (int i = 0; i < widths.length; i++) {
            if (i > 0) {
                out.append(" ┃ ");
            }
            writeAligned(out, shownNames[i], widths[i] - nameWidths[i], alignRight[i], " ");
        }
        out.append(" ┃\n");
    }

    private static void writeAligned(TextBuffer out, String text, int padding, boolean right, String pad) {
        if (right) {
            repeat(out, pad, padding);
        }
        out.append(text);
        if (!right) {
            repeat(out, pad, padding);
        }
    }

    private void writeRow(TextBuffer out, byte[][] cells, int[] cellWidths, int[] widths) {
        for (int i = 0; i < cells.length; i++) {
            out.append("│").append(' ');
            int padding = Math.max(0, widths[i] - cellWidths[i]);
            if (alignRight[i]) {
                repeat(out, " ", padding);
            }
            out.append(cells[i]);
            if (!alignRight[i]) {
                repeat(out, " ", padding);
            }
            out.append(' ');
        }
        out.append("│");
    }

    /** The dashed line that stands for the rows left out in the middle: "─ ─ ─ ...". */
    private static void writeFiller(TextBuffer out, int[] widths) {
        int size = 1;
        for (int w : widths) {
            size += w + 3;
        }
        for (int k = 0; k < size; k++) {
            out.append(k % 2 == 1 ? " " : "─");
        }
        out.append('\n');
    }

    private static void repeat(TextBuffer out, String s, int times) {
        for (int k = 0; k < times; k++) {
            out.append(s);
        }
    }
}
