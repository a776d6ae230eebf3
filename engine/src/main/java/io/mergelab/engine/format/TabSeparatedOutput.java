package io.mergelab.engine.format;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.UuidType;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * TabSeparated output: values separated by tabs, rows ended by {@code \n}, NULL as {@code \N}; strings escape
 * {@code \b \f \r \n \t \0 \' \\} (the raw variant writes them as they are). Optional header lines of names and types.
 */
final class TabSeparatedOutput implements OutputFormat {
    private static final byte[] NULL = "\\N".getBytes(StandardCharsets.US_ASCII);

    private final OutputSink sink;
    private final boolean withNames;
    private final boolean withTypes;
    private final boolean raw;

    TabSeparatedOutput(OutputStream out, boolean withNames, boolean withTypes, boolean raw) {
        this.sink = new OutputSink(out);
        this.withNames = withNames;
        this.withTypes = withTypes;
        this.raw = raw;
    }

    @Override
    public void writeHeader(List<String> names, List<DataType> types) {
        if (withNames) {
            writeLine(names);
        }
        if (withTypes) {
            writeLine(types.stream().map(DataType::name).toList());
        }
    }

    private void writeLine(List<String> fields) {
        TextBuffer out = sink.buffer;
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                out.append('\t');
            }
            byte[] bytes = fields.get(i).getBytes(StandardCharsets.UTF_8);
            writeString(bytes, 0, bytes.length, out);
        }
        out.append('\n');
    }

    @Override
    public void writeChunk(Chunk chunk) {
        int n = chunk.columnCount();
        FieldWriter[] writers = new FieldWriter[n];
        for (int i = 0; i < n; i++) {
            writers[i] = writer(chunk.column(i));
        }
        TextBuffer out = sink.buffer;
        for (int row = 0; row < chunk.rows(); row++) {
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    out.append('\t');
                }
                writers[i].write(row, out);
            }
            out.append('\n');
            sink.maybeFlush();
        }
    }

    private FieldWriter writer(Column column) {
        if (column instanceof NullableColumn c) {
            FieldWriter nested = writer(c.nested());
            byte[] nulls = c.nulls();
            return (row, out) -> {
                if (nulls[row] != 0) {
                    out.append(NULL);
                } else {
                    nested.write(row, out);
                }
            };
        }
        if (column instanceof BytesColumn c && !(c.type().unwrapLowCardinality() instanceof UuidType)) {
            byte[] data = c.data();
            int[] offsets = c.offsets();
            return (row, out) -> writeString(data, offsets[row], offsets[row + 1] - offsets[row], out);
        }
        return FieldWriters.plain(column);
    }

    private void writeString(byte[] data, int off, int len, TextBuffer out) {
        if (raw) {
            out.append(data, off, len);
        } else {
            EscapeSequences.writeEscaped(data, off, len, (byte) '\'', out);
        }
    }

    @Override
    public void finish(QuerySummary summary) {
        sink.flush();
    }
}
