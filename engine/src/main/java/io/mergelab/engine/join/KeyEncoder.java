package io.mergelab.engine.join;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.NullableType;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.List;

/**
 * Puts the join key columns of a chunk into the form a {@link KeyTable} reads: one {@code long} per row for a
 * single numeric key ({@link Layout#LONG}), or one byte string per row ({@link Layout#BYTES}) for a single
 * String-like key (the column's own bytes, no copy) or for composite keys (each key serialized: 8 bytes per
 * number, 4-byte length plus bytes per string, so distinct tuples never encode alike). A row whose key has a
 * NULL in any column is marked in {@link #nulls()}: NULL keys never match.
 *
 * <p>One encoder per probe lane; its buffers are reused from chunk to chunk.
 */
final class KeyEncoder {
    /** How a key set is encoded. */
    enum Layout { LONG, BYTES }

    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT_LE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private final Layout layout;
    private long[] longs;
    private byte[] data;
    private int[] offsets;
    private byte[] nulls;
    private long[] longBuffer = new long[0];
    private byte[] dataBuffer = new byte[0];
    private int[] offsetBuffer = new int[1];
    private byte[] nullBuffer = new byte[0];

    KeyEncoder(Layout layout) {
        this.layout = layout;
    }

    /** The layout for keys of these types (nullability and LowCardinality stripped). */
    static Layout layoutOf(List<DataType> keyTypes) {
        for (DataType t : keyTypes) {
            DataType.Representation r = stripped(t).representation();
            if (r != DataType.Representation.LONG && r != DataType.Representation.DOUBLE
                    && r != DataType.Representation.BYTES) {
                throw new MergeLabException(ErrorCode.NOT_IMPLEMENTED,
                        "JOIN keys of type " + t.name() + " are not supported: keys must be numbers, dates, strings or UUIDs");
            }
        }
        if (keyTypes.size() == 1 && stripped(keyTypes.get(0)).representation() != DataType.Representation.BYTES) {
            return Layout.LONG;
        }
        return Layout.BYTES;
    }

    /** The type keys are compared by: without LowCardinality and Nullable. */
    static DataType stripped(DataType t) {
        DataType u = t.unwrapLowCardinality();
        return u instanceof NullableType n ? n.nested().unwrapLowCardinality() : u;
    }

    Layout layout() {
        return layout;
    }

    long[] longs() {
        return longs;
    }

    byte[] data() {
        return data;
    }

    int[] offsets() {
        return offsets;
    }

    /** Per row, non-zero when the key has a NULL; {@code null} when no key column is Nullable. */
    byte[] nulls() {
        return nulls;
    }

    void encode(List<Column> keys, int rows) {
        nulls = null;
        for (Column c : keys) {
            if (c instanceof NullableColumn n) {
                mergeNulls(n.nulls(), rows);
            }
        }
        if (layout == Layout.LONG) {
            longs = encodeLongs(nested(keys.get(0)), rows);
        } else if (keys.size() == 1) {
            BytesColumn b = (BytesColumn) nested(keys.get(0));
            data = b.data();
            offsets = b.offsets();
        } else {
            serialize(keys, rows);
        }
    }

    private void mergeNulls(byte[] columnNulls, int rows) {
        if (nulls == null) {
            if (nullBuffer.length < rows) {
                nullBuffer = new byte[rows];
            }
            System.arraycopy(columnNulls, 0, nullBuffer, 0, rows);
            nulls = nullBuffer;
        } else {
            for (int i = 0; i < rows; i++) {
                nulls[i] |= columnNulls[i];
            }
        }
    }

    private static Column nested(Column c) {
        return c instanceof NullableColumn n ? n.nested() : c;
    }

    private long[] encodeLongs(Column c, int rows) {
        if (c instanceof LongColumn l) {
            return l.values();
        }
        double[] v = ((DoubleColumn) c).values();
        if (longBuffer.length < rows) {
            longBuffer = new long[rows];
        }
        for (int i = 0; i < rows; i++) {
            longBuffer[i] = doubleKey(v[i]);
        }
        return longBuffer;
    }

    /** Equal doubles give equal keys: -0.0 is 0.0, and every NaN is one NaN. */
    static long doubleKey(double d) {
        return d == 0.0 ? 0L : Double.doubleToLongBits(d);
    }

    private void serialize(List<Column> keys, int rows) {
        if (offsetBuffer.length < rows + 1) {
            offsetBuffer = new int[rows + 1];
        }
        int[] off = offsetBuffer;
        long total = 0;
        for (int i = 0; i < rows; i++) {
            int len = 0;
            for (Column k : keys) {
                Column c = nested(k);
                len += c instanceof BytesColumn b ? 4 + b.length(i) : 8;
            }
            total += len;
            off[i + 1] = Math.toIntExact(total);
        }
        if (dataBuffer.length < total) {
            dataBuffer = new byte[(int) Math.min(Integer.MAX_VALUE - 8, Math.max(total, dataBuffer.length * 2L))];
        }
        byte[] out = dataBuffer;
        for (int i = 0; i < rows; i++) {
            int p = off[i];
            for (Column k : keys) {
                p = writeKey(nested(k), i, out, p);
            }
        }
        data = out;
        offsets = off;
    }

    /** Writes one key value at {@code p}; returns the position after it. */
    private static int writeKey(Column c, int row, byte[] out, int p) {
        if (c instanceof LongColumn l) {
            LONG_LE.set(out, p, l.values()[row]);
            return p + 8;
        }
        if (c instanceof DoubleColumn d) {
            LONG_LE.set(out, p, doubleKey(d.values()[row]));
            return p + 8;
        }
        BytesColumn b = (BytesColumn) c;
        int len = b.length(row);
        INT_LE.set(out, p, len);
        System.arraycopy(b.data(), b.start(row), out, p + 4, len);
        return p + 4 + len;
    }

    /** A 64-bit hash of {@code data[from, from + len)}, eight bytes at a time. */
    static long hashBytes(byte[] data, int from, int len) {
        long h = 0x9E3779B97F4A7C15L ^ len;
        int i = from;
        int end = from + len;
        for (; i + 8 <= end; i += 8) {
            h = Long.rotateLeft((h ^ (long) LONG_LE.get(data, i)) * 0xFF51AFD7ED558CCDL, 29);
        }
        long tail = 0;
        for (int shift = 0; i < end; i++, shift += 8) {
            tail |= (data[i] & 0xFFL) << shift;
        }
        h = (h ^ tail) * 0xC4CEB9FE1A85EC53L;
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        return h ^ (h >>> 33);
    }
}
