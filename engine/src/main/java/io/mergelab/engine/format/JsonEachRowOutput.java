package io.mergelab.engine.format;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.io.OutputStream;
import java.util.List;

/** JSONEachRow output: one object per line, {@code {"a":1,"b":"x"}}, without spaces. */
final class JsonEachRowOutput implements OutputFormat {
    private final OutputSink sink;
    private byte[][] keys;

    JsonEachRowOutput(OutputStream out) {
        this.sink = new OutputSink(out);
    }

    @Override
    public void writeHeader(List<String> names, List<DataType> types) {
        keys = new byte[names.size()][];
        for (int i = 0; i < names.size(); i++) {
            keys[i] = JsonValues.key("", names.get(i), ":");
        }
    }

    @Override
    public void writeChunk(Chunk chunk) {
        int n = chunk.columnCount();
        FieldWriter[] writers = FieldWriters.forColumns(chunk, JsonValues::writer);
        TextBuffer out = sink.buffer;
        for (int row = 0; row < chunk.rows(); row++) {
            out.append('{');
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    out.append(',');
                }
                out.append(keys[i]);
                writers[i].write(row, out);
            }
            out.append('}').append('\n');
            sink.maybeFlush();
        }
    }

    @Override
    public void finish(QuerySummary summary) {
        sink.flush();
    }
}
