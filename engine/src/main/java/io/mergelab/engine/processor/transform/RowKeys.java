package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.TupleColumn;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;

/**
 * Encodes the values of some columns at one row as bytes that are equal exactly when the values are equal
 * (DISTINCT and LIMIT BY keys, OPTIMIZE ... DEDUPLICATE). One buffer is reused; only keys kept in a set are copied.
 */
public final class RowKeys {
    private final int[] columns;
    private byte[] buffer = new byte[64];
    private int length;

    public RowKeys(int[] columns) {
        this.columns = columns.clone();
    }

    /** The key of {@code row} as a fresh, hashable object. */
    public Key key(List<Column> chunkColumns, int row) {
        length = 0;
        for (int c : columns) {
            append(chunkColumns.get(c), row);
        }
        return new Key(Arrays.copyOf(buffer, length));
    }

    private void append(Column column, int row) {
        if (column instanceof LongColumn c) {
            putLong(c.values()[row]);
        } else if (column instanceof DoubleColumn c) {
            double v = c.values()[row];
            putLong(Double.doubleToLongBits(v == 0.0 ? 0.0 : v));
        } else if (column instanceof BytesColumn c) {
            int from = c.offsets()[row];
            int n = c.offsets()[row + 1] - from;
            putLong(n);
            ensure(n);
            System.arraycopy(c.data(), from, buffer, length, n);
            length += n;
        } else if (column instanceof NullableColumn c) {
            ensure(1);
            buffer[length++] = c.nulls()[row];
            if (c.nulls()[row] == 0) {
                append(c.nested(), row);
            }
        } else if (column instanceof ArrayColumn c) {
            int from = c.offsets()[row];
            int to = c.offsets()[row + 1];
            putLong(to - from);
            for (int i = from; i < to; i++) {
                append(c.elements(), i);
            }
        } else if (column instanceof TupleColumn c) {
            for (Column e : c.elements()) {
                append(e, row);
            }
        }
    }

    private void putLong(long v) {
        ensure(8);
        ByteBuffer.wrap(buffer, length, 8).putLong(v);
        length += 8;
    }

    private void ensure(int more) {
        if (length + more > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, length + more));
        }
    }

    /** An encoded row key with value equality. */
    public record Key(byte[] bytes) {
        /** Heap bytes of a key kept in a hash set or map: its bytes, the array and record headers, the entry. */
        long heapBytes() {
            return bytes.length + 72L;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(bytes, k.bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }
    }
}
