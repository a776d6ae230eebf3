package io.mergelab.engine.index.skip.bloom;

import io.mergelab.engine.column.ArrayColumn;
import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.DoubleColumn;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.column.NullableColumn;
import net.jpountz.xxhash.XXHash64;
import net.jpountz.xxhash.XXHashFactory;

/**
 * The 64-bit hash a {@code bloom_filter} index keeps of one value: integers, dates, times, enum codes and Bool by
 * their {@code long}, floats by their bits (-0.0 as 0.0, one NaN), strings, FixedString and UUID by xxHash64 of their
 * bytes. A NULL hashes as its nested column's default, as in ClickHouse. A query constant converted to the indexed
 * type hashes the same way, so equal values always meet.
 */
public final class ValueHash {
    private static final XXHash64 XX = XXHashFactory.fastestJavaInstance().hash64();
    private static final long BYTES_SEED = 0x2545F4914F6CDD1DL;

    private ValueHash() {
    }

    public static long ofLong(long v) {
        long h = (v ^ (v >>> 33)) * 0xFF51AFD7ED558CCDL;
        h = (h ^ (h >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return h ^ (h >>> 33);
    }

    public static long ofDouble(double v) {
        return ofLong(v == 0.0 ? 0L : Double.doubleToLongBits(v));
    }

    public static long ofBytes(byte[] data, int offset, int length) {
        return XX.hash(data, offset, length, BYTES_SEED);
    }

    /** Adds the hashes of rows {@code [from, to)} of {@code values} (array elements for an Array column) to {@code out}. */
    static void addRows(Column values, int from, int to, LongHashSet out) {
        if (values instanceof ArrayColumn a) {
            addRows(a.elements(), a.offsets()[from], a.offsets()[to], out);
        } else if (values instanceof NullableColumn n) {
            addRows(n.nested(), from, to, out);
        } else if (values instanceof LongColumn l) {
            long[] v = l.values();
            for (int i = from; i < to; i++) {
                out.add(ofLong(v[i]));
            }
        } else if (values instanceof DoubleColumn d) {
            double[] v = d.values();
            for (int i = from; i < to; i++) {
                out.add(ofDouble(v[i]));
            }
        } else if (values instanceof BytesColumn b) {
            byte[] data = b.data();
            int[] offsets = b.offsets();
            for (int i = from; i < to; i++) {
                out.add(ofBytes(data, offsets[i], offsets[i + 1] - offsets[i]));
            }
        } else {
            throw new IllegalArgumentException("bloom_filter cannot index a column of " + values.type().name());
        }
    }
}
