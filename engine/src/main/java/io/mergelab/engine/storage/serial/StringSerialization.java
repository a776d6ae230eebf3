package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;
import java.util.List;

/**
 * String: lengths (UInt32) in the {@code .size} substream, bytes back to back in the main one, so a
 * reader can test lengths without touching the bytes.
 */
public final class StringSerialization extends Serialization {

    StringSerialization(DataType type) {
        super(type);
    }

    @Override
    public int streamCount() {
        return 2;
    }

    @Override
    public void streamSuffixes(String prefix, List<String> out) {
        out.add(prefix + ".size");
        out.add(prefix);
    }

    @Override
    public void write(Column column, int from, int to, ByteSink[] sinks, int first) {
        BytesColumn c = (BytesColumn) column;
        int[] offsets = c.offsets();
        sinks[first].putLengths(offsets, from, to - from);
        sinks[first + 1].putBytes(c.data(), offsets[from], offsets[to] - offsets[from]);
    }

    @Override
    public Column read(ByteSource[] sources, int first, int rows) {
        int[] offsets = new int[rows + 1];
        int total = sources[first].readLengths(offsets, rows);
        byte[] data = new byte[total];
        sources[first + 1].readBytes(data, 0, total);
        return new BytesColumn(type, data, offsets, rows);
    }

    @Override
    public long rangeBytes(Column column, int from, int to) {
        int[] offsets = ((BytesColumn) column).offsets();
        return 4L * (to - from) + offsets[to] - offsets[from];
    }

    @Override
    public int fixedRowBytes() {
        return -1;
    }
}
