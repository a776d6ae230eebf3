package io.mergelab.engine.column;

import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * String, FixedString and UUID: all values in one byte buffer; value i spans
 * {@code [offsets[i], offsets[i + 1])}. {@code offsets} has {@code size + 1} entries and starts at 0.
 */
public record BytesColumn(DataType type, byte[] data, int[] offsets, int size) implements Column {

    public BytesColumn {
        if (offsets.length < size + 1) {
            throw new IllegalArgumentException("offsets must have size + 1 entries");
        }
    }

    public int length(int row) {
        return offsets[row + 1] - offsets[row];
    }

    public int start(int row) {
        return offsets[row];
    }

    /** Each value's length in bytes, as the UInt64 {@code s.size} subcolumn reads them. */
    public LongColumn lengths() {
        long[] out = new long[size];
        for (int i = 0; i < size; i++) {
            out[i] = offsets[i + 1] - offsets[i];
        }
        return new LongColumn(IntegerType.UINT64, out, size);
    }

    public byte[] getBytes(int row) {
        return Arrays.copyOfRange(data, offsets[row], offsets[row + 1]);
    }

    /** Compares value {@code row} with {@code needle} byte-wise, length first, without decoding. */
    public boolean equalsBytes(int row, byte[] needle) {
        int start = offsets[row];
        int len = offsets[row + 1] - start;
        return len == needle.length && Arrays.equals(data, start, start + len, needle, 0, len);
    }

    @Override
    public Object get(int row) {
        return Values.fromBytes(type, data, offsets[row], length(row));
    }

    public String getString(int row) {
        return new String(data, offsets[row], length(row), StandardCharsets.UTF_8);
    }

    @Override
    public Column take(int[] rows, int count) {
        long total = 0;
        for (int i = 0; i < count; i++) {
            total += length(rows[i]);
        }
        byte[] out = new byte[Math.toIntExact(total)];
        int[] outOffsets = new int[count + 1];
        int pos = 0;
        for (int i = 0; i < count; i++) {
            int r = rows[i];
            int len = offsets[r + 1] - offsets[r];
            System.arraycopy(data, offsets[r], out, pos, len);
            pos += len;
            outOffsets[i + 1] = pos;
        }
        return new BytesColumn(type, out, outOffsets, count);
    }

    @Override
    public Column slice(int from, int length) {
        int base = offsets[from];
        int end = offsets[from + length];
        int[] outOffsets = new int[length + 1];
        for (int i = 0; i <= length; i++) {
            outOffsets[i] = offsets[from + i] - base;
        }
        return new BytesColumn(type, Arrays.copyOfRange(data, base, end), outOffsets, length);
    }

    @Override
    public long byteSize() {
        return (long) (offsets[size] - offsets[0]) + 4L * (size + 1);
    }
}
