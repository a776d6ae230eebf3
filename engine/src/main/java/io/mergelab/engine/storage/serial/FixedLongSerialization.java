package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import java.util.List;

/** Integers, Bool, dates, times and decimals: each value at its natural width in one substream. */
public final class FixedLongSerialization extends Serialization {
    private final int width;
    private final boolean signed;

    FixedLongSerialization(DataType type, int width, boolean signed) {
        super(type);
        this.width = width;
        this.signed = signed;
    }

    public int width() {
        return width;
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
        sinks[first].putLongs(((LongColumn) column).values(), from, to - from, width);
    }

    @Override
    public Column read(ByteSource[] sources, int first, int rows) {
        long[] values = new long[rows];
        sources[first].readLongs(values, 0, rows, width, signed);
        return new LongColumn(type, values, rows);
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
