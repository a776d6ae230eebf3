package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
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
     */
    static void hash128(Column[] columns, int row, long[] out) {
        long a = 0x243F6A8885A308D3L;
        long b = 0x13198A2E03707344L;
        for (Column c : columns) {
            long v;
            if (c instanceof BytesColumn s) {
                v = CityHash64.hash(s.data(), s.start(row), s.length(row));
                b = CityHash64.hash128to64(b, s.length(row));
            } else {
                v = bits(c, row);
            }
            a = CityHash64.hash128to64(a, v);
            b = CityHash64.hash128to64(b, mix(v));
        }
        out[0] = a;
        out[1] = b;
    }
}
