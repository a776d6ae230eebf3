package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import io.mergelab.engine.column.TupleColumn;
import io.mergelab.engine.function.hash.CityHash64;

/** Hashing for hash tables and uniq states. */
final class KeyHash {
    private KeyHash() {
    }

    /** A 64-bit finalizer (murmur3's fmix64): spreads every input bit over the result. */
    static long mix(long k) {
        k ^= k >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        k *= 0xc4ceb9fe1a85ec53L;
        k ^= k >>> 33;
        return k;
    }

    /** The value of a LONG or DOUBLE row as 64 bits; -0.0 and 0.0, and all NaNs, are one value. */
    static long bits(Column column, int row) {
        if (column instanceof LongColumn l) {
            return l.values()[row];
        }
        double d = ((DoubleColumn) column).values()[row];
        return d == 0.0 ? 0L : Double.doubleToLongBits(d);
    }

    /**
     * Two independent 64-bit hashes of row {@code row} of the given columns, together a 128-bit fingerprint (as
     * ClickHouse's uniqExact keeps 128-bit hashes of strings and tuples). {@code out[0]}, {@code out[1]}.
     * Tuples, arrays and Nullable values are hashed element by element, with lengths and NULL marks mixed in.
     */
    static void hash128(Column[] columns, int row, long[] out) {
        out[0] = 0x243F6A8885A308D3L;
        out[1] = 0x13198A2E03707344L;
        for (Column c : columns) {
            absorb(c, row, out);
        }
    }

    private static void absorb(Column c, int row, long[] state) {
        if (c instanceof BytesColumn s) {
            absorbValue(CityHash64.hash(s.data(), s.start(row), s.length(row)), state);
            state[1] = CityHash64.hash128to64(state[1], s.length(row));
        } else if (c instanceof NullableColumn n) {
            if (n.isNull(row)) {
                absorbValue(NULL_MARK, state);
            } else {
                absorb(n.nested(), row, state);
            }
        } else if (c instanceof TupleColumn t) {
            for (Column element : t.elements()) {
                absorb(element, row, state);
            }
        } else if (c instanceof ArrayColumn a) {
            absorbValue(a.length(row), state);
            for (int i = a.offsets()[row]; i < a.offsets()[row + 1]; i++) {
                absorb(a.elements(), i, state);
            }
        } else {
            absorbValue(bits(c, row), state);
        }
    }

    private static void absorbValue(long v, long[] state) {
        state[0] = CityHash64.hash128to64(state[0], v);
        state[1] = CityHash64.hash128to64(state[1], mix(v));
    }

    private static final long NULL_MARK = 0x9E3779B97F4A7C15L;
}
