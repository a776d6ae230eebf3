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
        data = new byte[Math.max(64, expectedRows * (fixedWidth > 0 ? fixedWidth : 16))];
        offsets = new int[Math.max(16, expectedRows) + 1];
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
        ensureData(pos + stored);
        System.arraycopy(src, offset, data, pos, length);
        if (stored > length) {
            Arrays.fill(data, pos + length, pos + stored, (byte) 0);
        }
        if (size + 1 == offsets.length) {
            offsets = Arrays.copyOf(offsets, offsets.length * 2);
        }
        offsets[++size] = pos + stored;
    }

    private void ensureData(int needed) {
        if (needed > data.length) {
            data = Arrays.copyOf(data, Math.max(needed, (int) Math.min(Integer.MAX_VALUE - 8, data.length * 2L)));
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
        ensureData(pos + bytes);
        System.arraycopy(c.data(), base, data, pos, bytes);
        if (size + length + 1 > offsets.length) {
            offsets = Arrays.copyOf(offsets, Math.max(offsets.length * 2, size + length + 1));
        }
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
