package io.mergelab.engine.storage.serial;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;

/** FixedString(N) and UUID: exactly N bytes per value, no lengths. */
public final class FixedBytesSerialization extends FixedWidthSerialization {

    FixedBytesSerialization(DataType type, int width) {
        super(type, width);
    }

    @Override
    public void write(Column column, int from, int to, ByteSink[] sinks, int first) {
        BytesColumn c = (BytesColumn) column;
        int[] offsets = c.offsets();
        int length = offsets[to] - offsets[from];
        if (length != width * (to - from)) {
            throw new IllegalArgumentException("values of " + type.name() + " must be " + width + " bytes each");
        }
        sinks[first].putBytes(c.data(), offsets[from], length);
    }

    @Override
    public Column read(ByteSource[] sources, int first, int rows) {
        byte[] data = new byte[Math.multiplyExact(rows, width)];
        sources[first].readBytes(data, 0, data.length);
        int[] offsets = new int[rows + 1];
        for (int i = 1; i <= rows; i++) {
            offsets[i] = offsets[i - 1] + width;
        }
        return new BytesColumn(type, data, offsets, rows);
    }
}
