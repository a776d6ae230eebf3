package io.mergelab.engine.format;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Vertical output: per row {@code Row N:}, a line of ─, then {@code name: value} with the values aligned;
 * NULL as ᴺᵁᴸᴸ, control characters as Control Pictures, numbers above one million followed by a readable tip
 * ({@code  -- 10.00 million}). Rows are separated by a blank line; after 10,000 rows the rest is skipped and
 * {@code Showed first 10000.} ends the output. A totals row follows two empty lines as {@code Totals:}, a rule
 * and its values.
 */
final class VerticalOutput implements OutputFormat {
    private final OutputSink sink;
    private byte[][] prefixes;
    private boolean[] numberColumns;
    private long rowNumber;

    VerticalOutput(OutputStream out) {
        this.sink = new OutputSink(out);
    }

    @Override
    public void writeHeader(List<String> names, List<DataType> types) {
        int n = names.size();
        String[] shown = new String[n];
        int maxWidth = 0;
        for (int i = 0; i < n; i++) {
            shown[i] = PrettyText.displayName(names.get(i), PrettyText.NAME_CUT_TO);
            maxWidth = Math.max(maxWidth, PrettyText.displayWidth(shown[i]));
        }
        prefixes = new byte[n][];
        numberColumns = new boolean[n];
        for (int i = 0; i < n; i++) {
            String prefix = shown[i] + ": " + " ".repeat(maxWidth - PrettyText.displayWidth(shown[i]));
            prefixes[i] = prefix.getBytes(StandardCharsets.UTF_8);
            numberColumns[i] = PrettyText.mayHaveNumberTip(types.get(i));
        }
    }

    @Override
    public void writeChunk(Chunk chunk) {
        FieldWriter[] writers = FieldWriters.forColumns(chunk, PrettyText::cellWriter);
        TextBuffer out = sink.buffer;
        for (int row = 0; row < chunk.rows(); row++) {
            rowNumber++;
            if (rowNumber > PrettyOutput.MAX_ROWS) {
                continue;
            }
            if (rowNumber > 1) {
                out.append('\n');
            }
            out.append("Row ").appendLong(rowNumber).append(":\n");
            // ClickHouse sizes the rule by digits of rowNumber + 1, one too long for 9, 99, ...
            writeRule(out, (int) Math.log10(rowNumber + 1) + 1 + "Row :".length());
            writeFields(chunk, writers, row, out);
            sink.maybeFlush();
        }
    }

    @Override
    public void writeTotals(Chunk totals) {
        TextBuffer out = sink.buffer;
        out.append("\n\nTotals:\n");
        writeRule(out, "Totals".length() + 1);
        writeFields(totals, FieldWriters.forColumns(totals, PrettyText::cellWriter), 0, out);
    }

    private static void writeRule(TextBuffer out, int width) {
        for (int k = 0; k < width; k++) {
            out.append("─");
        }
        out.append('\n');
    }

    private void writeFields(Chunk chunk, FieldWriter[] writers, int row, TextBuffer out) {
        for (int i = 0; i < writers.length; i++) {
            out.append(prefixes[i]);
            writers[i].write(row, out);
            if (numberColumns[i]) {
                out.append(PrettyText.numberTip(chunk.column(i), row));
            }
            out.append('\n');
        }
    }

    @Override
    public void finish(QuerySummary summary) {
        if (rowNumber > PrettyOutput.MAX_ROWS) {
            sink.buffer.append('\n').append("Showed first ").appendLong(PrettyOutput.MAX_ROWS).append(".\n");
        }
        sink.flush();
    }
}
