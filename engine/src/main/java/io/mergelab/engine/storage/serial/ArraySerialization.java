package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;
import java.util.List;

/** Array(T): per-row element counts (UInt32) in {@code .size<depth>}, then the elements' substreams. */
public final class ArraySerialization extends Serialization {
    private final int depth;
    private final Serialization element;

    ArraySerialization(DataType type, int depth, Serialization element) {
        super(type);
        this.depth = depth;
        this.element = element;
    }

    @Override
    public int streamCount() {
        return 1 + element.streamCount();
    }

    @Override
    public void streamSuffixes(String prefix, List<String> out) {
        out.add(prefix + ".size" + depth);
        element.streamSuffixes(prefix, out);
    }

    @Override
    public void write(Column column, int from, int to, ByteSink[] sinks, int first) {
        ArrayColumn c = (ArrayColumn) column;
        int[] offsets = c.offsets();
        sinks[first].putLengths(offsets, from, to - from);
        element.write(c.elements(), offsets[from], offsets[to], sinks, first + 1);
    }

    @Override
    public Column read(ByteSource[] sources, int first, int rows) {
        int[] offsets = new int[rows + 1];
        int total = sources[first].readLengths(offsets, rows);
        return new ArrayColumn(type, element.read(sources, first + 1, total), offsets, rows);
    }

    @Override
    public long rangeBytes(Column column, int from, int to) {
        ArrayColumn c = (ArrayColumn) column;
        int[] offsets = c.offsets();
        return 4L * (to - from) + element.rangeBytes(c.elements(), offsets[from], offsets[to]);
    }

    @Override
    public int fixedRowBytes() {
        return -1;
    }
}
