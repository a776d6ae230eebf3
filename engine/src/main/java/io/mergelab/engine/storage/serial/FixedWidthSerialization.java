package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;
import java.util.List;

/** Types whose every value takes the same number of bytes in a single substream with no suffix. */
public abstract sealed class FixedWidthSerialization extends Serialization
        permits FixedLongSerialization, FloatSerialization, FixedBytesSerialization {

    protected final int width;

    FixedWidthSerialization(DataType type, int width) {
        super(type);
        this.width = width;
    }

    /** Bytes of one value. */
    public int width() {
        return width;
    }

    @Override
    public final int streamCount() {
        return 1;
    }

    @Override
    public final void streamSuffixes(String prefix, List<String> out) {
        out.add(prefix);
    }

    @Override
    public final long rangeBytes(Column column, int from, int to) {
        return (long) width * (to - from);
    }

    @Override
    public final int fixedRowBytes() {
        return width;
    }
}
