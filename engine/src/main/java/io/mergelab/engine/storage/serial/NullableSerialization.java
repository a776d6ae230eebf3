package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.type.DataType;
import java.util.List;

/** Nullable(T): a null map (one byte per row, 1 = NULL) in {@code .null}, then T's substreams. */
public final class NullableSerialization extends Serialization {
    private final Serialization nested;

    NullableSerialization(DataType type, Serialization nested) {
        super(type);
        this.nested = nested;
    }

    @Override
    public int streamCount() {
        return 1 + nested.streamCount();
    }

    @Override
    public void streamSuffixes(String prefix, List<String> out) {
        out.add(prefix + ".null");
        nested.streamSuffixes(prefix, out);
    }

    @Override
    public void write(Column column, int from, int to, ByteSink[] sinks, int first) {
        NullableColumn c = (NullableColumn) column;
        sinks[first].putBytes(c.nulls(), from, to - from);
        nested.write(c.nested(), from, to, sinks, first + 1);
    }

    @Override
    public Column read(ByteSource[] sources, int first, int rows) {
        byte[] nulls = new byte[rows];
        sources[first].readBytes(nulls, 0, rows);
        return new NullableColumn(type, nested.read(sources, first + 1, rows), nulls);
    }

    @Override
    public long rangeBytes(Column column, int from, int to) {
        return (to - from) + nested.rangeBytes(((NullableColumn) column).nested(), from, to);
    }

    @Override
    public int fixedRowBytes() {
        int n = nested.fixedRowBytes();
        return n < 0 ? -1 : 1 + n;
    }
}
