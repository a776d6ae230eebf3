package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.type.DataType;
import java.util.List;

/** Float32 (4 bytes) and Float64 (8 bytes), IEEE 754 little-endian. */
public final class FloatSerialization extends Serialization {
    private final int width;

    FloatSerialization(DataType type, int width) {
        super(type);
        this.width = width;
    }

    @Override
    public int streamCount() {
        return 1;
    }

    @Override
    public void streamSuffixes(String prefix, List<String> out) {
        out.add(prefix);
    }

    @Override
    public void write(Column column, int from, int to, ByteSink[] sinks, int first) {
        sinks[first].putDoubles(((DoubleColumn) column).values(), from, to - from, width);
    }

    @Override
    public Column read(ByteSource[] sources, int first, int rows) {
        double[] values = new double[rows];
        sources[first].readDoubles(values, 0, rows, width);
        return new DoubleColumn(type, values, rows);
    }

    @Override
    public long rangeBytes(Column column, int from, int to) {
        return (long) width * (to - from);
    }

    @Override
    public int fixedRowBytes() {
        return width;
    }
}
