package io.mergelab.engine.format;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.BoolType;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DecimalType;
import io.mergelab.engine.type.IntegerType;
import java.io.OutputStream;

/**
 * CSV output: comma-separated, {@code \n} line ends, NULL as {@code \N}. Numbers and Bool are bare; strings,
 * dates, times, UUIDs, arrays and tuples are double-quoted with {@code ""} for a quote, as ClickHouse writes them.
 */
final class CsvOutput extends DelimitedOutput {
    private final TextBuffer scratch = new TextBuffer(64);

    CsvOutput(OutputStream out, boolean withNames, boolean withTypes) {
        super(out, (byte) ',', withNames, withTypes);
    }

    @Override
    protected void writeString(byte[] data, int off, int len, TextBuffer out) {
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
    protected FieldWriter valueWriter(Column column) {
        FieldWriter plain = FieldWriters.plain(column);
        if (column instanceof DoubleColumn || (column instanceof LongColumn && isBare(column.type().unwrapLowCardinality()))) {
            return plain;
        }
        return (row, out) -> {
            scratch.reset();
            plain.write(row, scratch);
            writeString(scratch.array(), 0, scratch.length(), out);
        };
    }

    private static boolean isBare(DataType type) {
        return type instanceof IntegerType || type instanceof DecimalType || type instanceof BoolType;
    }
}
