package io.mergelab.engine.format;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.UuidType;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * CSV output: comma-separated, {@code \n} line ends, NULL as {@code \N}. Numbers and Bool are bare; strings,
 * dates, times, UUIDs, arrays and tuples are double-quoted with {@code ""} for a quote, as ClickHouse writes them.
 */
final class CsvOutput implements OutputFormat {
    private static final byte[] NULL = "\\N".getBytes(StandardCharsets.US_ASCII);

    private final OutputSink sink;
    private final boolean withNames;
    private final boolean withTypes;
    private final TextBuffer scratch = new TextBuffer(64);

    CsvOutput(OutputStream out, boolean withNames, boolean withTypes) {
        this.sink = new OutputSink(out);
        this.withNames = withNames;
        this.withTypes = withTypes;
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
                out.append(',');
            }
            byte[] bytes = fields.get(i).getBytes(StandardCharsets.UTF_8);
            writeQuoted(bytes, 0, bytes.length, out);
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
                    out.append(',');
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
            return (row, out) -> writeQuoted(data, offsets[row], offsets[row + 1] - offsets[row], out);
        }
        FieldWriter plain = FieldWriters.plain(column);
        if (column instanceof DoubleColumn || (column instanceof LongColumn && isBare(column.type().unwrapLowCardinality()))) {
            return plain;
        }
        return (row, out) -> {
            scratch.reset();
            plain.write(row, scratch);
            writeQuoted(scratch.array(), 0, scratch.length(), out);
        };
    }

    private static boolean isBare(DataType type) {
        return type instanceof IntegerType || type instanceof DecimalType || type instanceof BoolType;
    }

    private static void writeQuoted(byte[] data, int off, int len, TextBuffer out) {
        out.append('"');
        int runStart = off;
        for (int i = off; i < off + len; i++) {
            if (data[i] == '"') {
                out.append(data, runStart, i + 1 - runStart).append('"');
                runStart = i + 1;
            }
        }
        out.append(data, runStart, off + len - runStart).append('"');
    }

    @Override
    public void finish(QuerySummary summary) {
        sink.flush();
    }
}
