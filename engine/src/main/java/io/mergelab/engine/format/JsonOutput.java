package io.mergelab.engine.format;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.io.OutputStream;
import java.util.List;

/**
 * JSON and JSONCompact output, laid out with tabs as ClickHouse does:
 * {@code {"meta": [...], "data": [...], "rows": N, "statistics": {"elapsed", "rows_read", "bytes_read"}}}.
 * JSON writes each row as an object, JSONCompact as an array {@code ["1", "a"]}. A totals row goes after "data" as
 * {@code "totals": {...}} (JSONCompact: {@code "totals": [...]}).
 * ClickHouse's "rows_before_limit_at_least" is not written: the summary does not carry it.
 */
final class JsonOutput implements OutputFormat {
    private final OutputSink sink;
    private final boolean compact;
    private byte[][] keys;
    private byte[][] totalsKeys;
    private boolean dataClosed;
    private long rows;

    JsonOutput(OutputStream out, boolean compact) {
        this.sink = new OutputSink(out);
        this.compact = compact;
    }

    @Override
    public void writeHeader(List<String> names, List<DataType> types) {
        TextBuffer out = sink.buffer;
        out.append("{\n\t\"meta\":\n\t[\n");
        keys = new byte[names.size()][];
        totalsKeys = new byte[names.size()][];
        for (int i = 0; i < names.size(); i++) {
            if (i > 0) {
                out.append(",\n");
            }
            out.append("\t\t{\n\t\t\t\"name\": ");
            JsonValues.writeString(names.get(i), out);
            out.append(",\n\t\t\t\"type\": ");
            JsonValues.writeString(types.get(i).name(), out);
            out.append("\n\t\t}");
            keys[i] = JsonValues.key("\t\t\t", names.get(i), ": ");
            totalsKeys[i] = JsonValues.key("\t\t", names.get(i), ": ");
        }
        out.append("\n\t],\n\n\t\"data\":\n\t[\n");
    }

    @Override
    public void writeChunk(Chunk chunk) {
        int n = chunk.columnCount();
        FieldWriter[] writers = FieldWriters.forColumns(chunk, JsonValues::writer);
        TextBuffer out = sink.buffer;
        for (int row = 0; row < chunk.rows(); row++) {
            if (rows > 0) {
                out.append(",\n");
            }
            if (compact) {
                out.append("\t\t[");
                for (int i = 0; i < n; i++) {
                    if (i > 0) {
                        out.append(", ");
                    }
                    writers[i].write(row, out);
                }
                out.append(']');
            } else {
                out.append("\t\t{\n");
                for (int i = 0; i < n; i++) {
                    if (i > 0) {
                        out.append(",\n");
                    }
                    out.append(keys[i]);
                    writers[i].write(row, out);
                }
                out.append("\n\t\t}");
            }
            rows++;
            sink.maybeFlush();
        }
    }

    @Override
    public void writeTotals(Chunk totals) {
        int n = totals.columnCount();
        FieldWriter[] writers = FieldWriters.forColumns(totals, JsonValues::writer);
        TextBuffer out = sink.buffer;
        out.append("\n\t]");
        dataClosed = true;
        if (compact) {
            out.append(",\n\n\t\"totals\": [");
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    out.append(", ");
                }
                writers[i].write(0, out);
            }
            out.append(']');
        } else {
            out.append(",\n\n\t\"totals\":\n\t{\n");
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    out.append(",\n");
                }
                out.append(totalsKeys[i]);
                writers[i].write(0, out);
            }
            out.append("\n\t}");
        }
    }

    @Override
    public void finish(QuerySummary summary) {
        TextBuffer out = sink.buffer;
        if (!dataClosed) {
            out.append("\n\t]");
        }
        out.append(",\n\n\t\"rows\": ").appendLong(rows);
        out.append(",\n\n\t\"statistics\":\n\t{\n\t\t\"elapsed\": ");
        FloatText.write(summary.elapsedNanos() / 1e9, false, out);
        out.append(",\n\t\t\"rows_read\": ").appendLong(summary.readRows());
        out.append(",\n\t\t\"bytes_read\": ").appendLong(summary.readBytes());
        out.append("\n\t}\n}\n");
        sink.flush();
    }
}
