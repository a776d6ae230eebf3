package io.mergelab.engine.format;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.io.OutputStream;
import java.util.List;

/**
 * The Values format, as an INSERT ... VALUES takes it: each row {@code (v1,v2,...)}, rows separated by commas, every value
 * written as a literal (strings, dates and times single-quoted with backslash escapes, NULL bare, arrays and tuples
 * nested); no header, no totals, and no line end, as ClickHouse writes it.
 */
final class ValuesOutput implements OutputFormat {
    private final OutputSink sink;
    private boolean first = true;

    ValuesOutput(OutputStream out) {
        this.sink = new OutputSink(out);
    }

    @Override
    public void writeHeader(List<String> names, List<DataType> types) {
    }

    @Override
    public void writeChunk(Chunk chunk) {
        FieldWriter[] writers = FieldWriters.forColumns(chunk, FieldWriters::literal);
        TextBuffer out = sink.buffer;
        for (int row = 0; row < chunk.rows(); row++) {
            if (!first) {
                out.append(',');
            }
            first = false;
            out.append('(');
            for (int i = 0; i < writers.length; i++) {
                if (i > 0) {
                    out.append(',');
                }
                writers[i].write(row, out);
            }
            out.append(')');
            sink.maybeFlush();
        }
    }

    @Override
    public void finish(QuerySummary summary) {
        sink.flush();
    }
}
