package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.RecycledLongs;
import io.mergelab.engine.type.DataType;

/** Integers, Bool, dates, times and decimals: each value at its natural width in one substream. */
public final class FixedLongSerialization extends FixedWidthSerialization {
    private final boolean signed;

    FixedLongSerialization(DataType type, int width, boolean signed) {
        super(type, width);
        this.signed = signed;
    }

    @Override
    public void write(Column column, int from, int to, ByteSink[] sinks, int first) {
        sinks[first].putLongs(((LongColumn) column).values(), from, to - from, width);
    }

    @Override
    public Column read(ByteSource[] sources, int first, int rows) {
        return readInto(RecycledLongs.take(rows), sources[first], rows);
    }

    @Override
    public Column readTransient(ByteSource[] sources, int first, int rows, int slot) {
        long[] scratch = ReadScratch.longs(slot, rows);
        return scratch == null ? read(sources, first, rows) : readInto(scratch, sources[first], rows);
    }

    private Column readInto(long[] values, ByteSource source, int rows) {
        source.readLongs(values, 0, rows, width, signed);
        return new LongColumn(type, values, rows);
    }
}
