package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.FixedStringType;
import io.mergelab.engine.type.IPv6Type;
import io.mergelab.engine.type.UuidType;
import java.util.Arrays;

public final class BytesColumnBuilder extends ColumnBuilder {
    /** Width every value must have (FixedString(N), UUID), or -1 for String. */
    private final int fixedWidth;
    private byte[] data;
    private int[] offsets;
    private int size;

    BytesColumnBuilder(DataType type, int expectedRows) {
        super(type);
        DataType t = type.unwrapLowCardinality();
        fixedWidth = t instanceof FixedStringType f ? f.length() : t instanceof UuidType || t instanceof IPv6Type ? 16 : -1;
        long expectedBytes = (long) expectedRows * (fixedWidth > 0 ? fixedWidth : 16);
        data = new byte[Capacity.STRING_BYTES.initial(Math.min(Capacity.MAX_LENGTH, expectedBytes), 64, 1)];
        offsets = new int[Capacity.VALUES.initial(expectedRows + 1L, 17, Integer.BYTES)];
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public void appendBytes(byte[] src, int offset, int length) {
        int stored = fixedWidth > 0 ? fixedWidth : length;
        if (fixedWidth > 0 && length > fixedWidth) {
            throw new IllegalArgumentException("Too large value for " + type.name() + ": " + length + " bytes");
        }
        int pos = offsets[size];
        ensureData((long) pos + stored);
        System.arraycopy(src, offset, data, pos, length);
        if (stored > length) {
            Arrays.fill(data, pos + length, pos + stored, (byte) 0);
        }
        ensureOffsets(size + 2L);
        offsets[++size] = pos + stored;
    }

    private void ensureData(long needed) {
        if (needed > data.length) {
            data = Arrays.copyOf(data, Capacity.STRING_BYTES.grown(data.length, needed, 1));
        }
    }

    private void ensureOffsets(long needed) {
        if (needed > offsets.length) {
            offsets = Arrays.copyOf(offsets, Capacity.VALUES.grown(offsets.length, needed, Integer.BYTES));
        }
    }

    @Override
    public void appendDefault() {
        appendBytes(new byte[0], 0, 0);
    }

    @Override
    public void appendValue(Object value) {
        if (value == null) {
            throw new IllegalArgumentException("NULL for non-Nullable type " + type.name());
        }
        byte[] bytes = Values.toBytes(type, value);
        appendBytes(bytes, 0, bytes.length);
    }

    @Override
    public void appendFrom(Column column, int row) {
        BytesColumn c = (BytesColumn) column;
        appendBytes(c.data(), c.start(row), c.length(row));
    }

    @Override
    public void appendRange(Column column, int from, int length) {
        BytesColumn c = (BytesColumn) column;
        int[] src = c.offsets();
        int base = src[from];
        int bytes = src[from + length] - base;
        int pos = offsets[size];
        ensureData((long) pos + bytes);
        System.arraycopy(c.data(), base, data, pos, bytes);
        ensureOffsets((long) size + length + 1);
        int shift = pos - base;
        for (int i = 1; i <= length; i++) {
            offsets[size + i] = src[from + i] + shift;
        }
        size += length;
    }

    @Override
    public Column build() {
        return new BytesColumn(type, data, offsets, size);
    }
}
