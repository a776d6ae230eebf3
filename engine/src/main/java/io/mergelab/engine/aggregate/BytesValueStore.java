package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.type.DataType;
import java.util.Arrays;

/** String, FixedString and UUID values, compared byte-wise unsigned as ClickHouse compares strings. */
final class BytesValueStore extends ValueStore {
    private static final byte[] EMPTY = new byte[0];
    private final DataType type;
    /** One array per group (not per row): replaced only when the group's value changes. */
    private byte[][] values = new byte[0][];
    /** Bytes of the stored values' arrays, kept as they are replaced. */
    private long valueBytes;

    BytesValueStore(DataType type) {
        this.type = type;
    }

    private void replace(int g, byte[] value) {
        valueBytes += value.length - values[g].length;
        values[g] = value;
    }

    @Override
    long byteSize() {
        return 8L * values.length + valueBytes;
    }

    @Override
    void ensureGroups(int groups) {
        if (groups > values.length) {
            int old = values.length;
            values = Arrays.copyOf(values, Accumulator.grow(values.length, groups));
            Arrays.fill(values, old, values.length, EMPTY);
        }
    }

    @Override
    void set(int g, Column column, int row) {
        BytesColumn c = (BytesColumn) column;
        replace(g, Arrays.copyOfRange(c.data(), c.start(row), c.start(row) + c.length(row)));
    }

    @Override
    int compare(Column column, int row, int g) {
        BytesColumn c = (BytesColumn) column;
        byte[] v = values[g];
        return Arrays.compareUnsigned(c.data(), c.start(row), c.start(row) + c.length(row), v, 0, v.length);
    }

    @Override
    void setFrom(int g, ValueStore other, int og) {
        replace(g, ((BytesValueStore) other).values[og]);
    }

    @Override
    int compareFrom(ValueStore other, int og, int g) {
        return Arrays.compareUnsigned(((BytesValueStore) other).values[og], values[g]);
    }

    @Override
    Column build(int groups) {
        ColumnBuilder b = ColumnBuilder.create(type, groups);
        for (int g = 0; g < groups; g++) {
            b.appendBytes(values[g], 0, values[g].length);
        }
        return b.build();
    }
}
