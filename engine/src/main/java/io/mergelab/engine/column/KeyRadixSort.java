package io.mergelab.engine.column;

import io.mergelab.engine.type.LowCardinalityType;
import java.util.Arrays;
import java.util.List;

/**
 * A stable sort of row numbers by several keys without a comparator: each key becomes one unsigned 64-bit value per
 * row that orders as the key does, and stable LSD radix passes run from the last key to the first, a byte at a time,
 * skipping bytes every row shares. It takes integer keys (dates and times included) and LowCardinality strings, which
 * become the rank of their value among the few distinct values of the chunk; other keys, or a LowCardinality column
 * with too many distinct values, are left to the comparator sort. The result equals the stable comparator sort's,
 * which is what an insert's sorting key needs (the part's row order must not change), at a fraction of its
 * comparisons: story B's (client_id, event_type, toDate(event_created_at), internal_id) takes about ten passes.
 */
final class KeyRadixSort {
    /** Beyond this many distinct values a LowCardinality key is ranked no more: the comparator sort does as well. */
    private static final int MAX_RANKED_VALUES = 1 << 16;

    private KeyRadixSort() {
    }

    /** The stable sorting permutation of {@code rows} rows by {@code keys}, or null when a key cannot be radix sorted. */
    static int[] sort(List<Column> keys, int rows) {
        long[][] values = new long[keys.size()][];
        long[] flips = new long[keys.size()];
        for (int k = 0; k < values.length; k++) {
            Column key = keys.get(k);
            if (key instanceof LongColumn c) {
                // signed integers order as unsigned once their sign bit is flipped
                values[k] = c.values();
                flips[k] = SortPermutation.isUnsigned64(c.type()) ? 0 : Long.MIN_VALUE;
            } else if (key instanceof BytesColumn c && c.type() instanceof LowCardinalityType) {
                values[k] = ranks(c, rows);
                if (values[k] == null) {
                    return null;
                }
            } else {
                return null;
            }
        }
        RadixPasses passes = new RadixPasses(rows);
        for (int k = values.length - 1; k >= 0; k--) {
            passes.sortBy(values[k], flips[k]);
        }
        return passes.permutation();
    }

    /**
     * The rank of each row's string among the distinct strings (unsigned byte order, shorter prefix first, as the
     * comparator sort orders them), or null when there are more than {@link #MAX_RANKED_VALUES} of them.
     */
    private static long[] ranks(BytesColumn c, int rows) {
        byte[] data = c.data();
        int[] offsets = c.offsets();
        int[] slots = new int[Integer.highestOneBit(Math.max(16, Math.min(rows, MAX_RANKED_VALUES) * 2)) * 2];
        Arrays.fill(slots, -1);
        int[] firstRows = new int[16];
        int distinct = 0;
        int[] valueOf = new int[rows];
        for (int r = 0; r < rows; r++) {
            int from = offsets[r];
            int to = offsets[r + 1];
            int mask = slots.length - 1;
            int i = hash(data, from, to) & mask;
            while (slots[i] >= 0 && !Arrays.equals(data, from, to, data, offsets[firstRows[slots[i]]],
                    offsets[firstRows[slots[i]] + 1])) {
                i = (i + 1) & mask;
            }
            if (slots[i] < 0) {
                if (distinct == MAX_RANKED_VALUES) {
                    return null;
                }
                if (distinct == firstRows.length) {
                    firstRows = Arrays.copyOf(firstRows, distinct * 2);
                }
                firstRows[distinct] = r;
                slots[i] = distinct++;
            }
            valueOf[r] = slots[i];
        }
        Integer[] byValue = new Integer[distinct];
        for (int v = 0; v < distinct; v++) {
            byValue[v] = v;
        }
        int[] first = firstRows;
        Arrays.sort(byValue, (x, y) -> Arrays.compareUnsigned(data, offsets[first[x]], offsets[first[x] + 1],
                data, offsets[first[y]], offsets[first[y] + 1]));
        int[] rank = new int[distinct];
        for (int i = 0; i < distinct; i++) {
            rank[byValue[i]] = i;
        }
        long[] out = new long[rows];
        for (int r = 0; r < rows; r++) {
            out[r] = rank[valueOf[r]];
        }
        return out;
    }

    private static int hash(byte[] data, int from, int to) {
        int h = 0x9E3779B9;
        for (int i = from; i < to; i++) {
            h = (h ^ data[i]) * 0x01000193;
        }
        return h ^ (h >>> 16);
    }
}
