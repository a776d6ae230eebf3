package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.type.DataType;

/** Float32 (4 bytes) and Float64 (8 bytes), IEEE 754 little-endian. */
public final class FloatSerialization extends FixedWidthSerialization {

    FloatSerialization(DataType type, int width) {
        super(type, width);
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
}
