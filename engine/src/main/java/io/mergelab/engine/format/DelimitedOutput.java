package io.mergelab.engine.format;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.EnumType;
import io.mergelab.engine.type.UuidType;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Line-oriented output with one field per column separated by a delimiter (TSV, CSV), rows ended by {@code \n},
 * NULL as {@code \N}, optionally after a line of names and one of types. Subclasses decide how strings (and the
 * header fields) and the other values are written.
 */
abstract class DelimitedOutput implements OutputFormat {
    private static final byte[] NULL = "\\N".getBytes(StandardCharsets.US_ASCII);

    private final OutputSink sink;
    private final byte delimiter;
    private final boolean withNames;
    private final boolean withTypes;

    DelimitedOutput(OutputStream out, byte delimiter, boolean withNames, boolean withTypes) {
        this.sink = new OutputSink(out);
        this.delimiter = delimiter;
        this.withNames = withNames;
        this.withTypes = withTypes;
    }

    /** Writes the bytes of a string value or header field. */
    protected abstract void writeString(byte[] data, int off, int len, TextBuffer out);

    /** The writer for a column that holds neither NULLs nor strings: numbers, dates, times, UUIDs, arrays, tuples. */
    protected abstract FieldWriter valueWriter(Column column);

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
                out.append(delimiter);
            }
            byte[] bytes = fields.get(i).getBytes(StandardCharsets.UTF_8);
            writeString(bytes, 0, bytes.length, out);
        }
        out.append('\n');
    }

    @Override
    public void writeChunk(Chunk chunk) {
        int n = chunk.columnCount();
        FieldWriter[] writers = FieldWriters.forColumns(chunk, this::writer);
        TextBuffer out = sink.buffer;
        for (int row = 0; row < chunk.rows(); row++) {
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    out.append(delimiter);
                }
                writers[i].write(row, out);
            }
            out.append('\n');
            sink.maybeFlush();
        }
    }

    /** ClickHouse's TSV and CSV: an empty line, then the totals row. */
    @Override
    public void writeTotals(Chunk totals) {
        sink.buffer.append('\n');
        writeChunk(totals);
    }

    private FieldWriter writer(Column column) {
        if (column instanceof NullableColumn c) {
            return FieldWriters.withNulls(c, writer(c.nested()), NULL);
        }
        if (column instanceof BytesColumn c && !FieldWriters.isBinaryValue(c.type())) {
            byte[] data = c.data();
            int[] offsets = c.offsets();
            return (row, out) -> writeString(data, offsets[row], offsets[row + 1] - offsets[row], out);
        }
        if (column instanceof LongColumn c && c.type().unwrapLowCardinality() instanceof EnumType e) {
            // Enum names are written as strings of the format
            byte[][] names = e.names().stream().map(n -> n.getBytes(StandardCharsets.UTF_8)).toArray(byte[][]::new);
            long[] v = c.values();
            return (row, out) -> {
                int i = e.indexOfCode(v[row]);
                byte[] name = i >= 0 ? names[i] : e.nameOf(v[row]).getBytes(StandardCharsets.UTF_8);
                writeString(name, 0, name.length, out);
            };
        }
        return valueWriter(column);
    }

    @Override
    public void finish(QuerySummary summary) {
        sink.flush();
    }
}
