package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.List;

/**
 * Several fixed-width keys packed into one or two {@code long}s instead of a byte string per row: ClickHouse's
 * {@code keys64} method when their widths add up to at most 64 bits (two Int16, an Int16 and an Int32, a Date and a
 * UInt32, ...), grouped by a {@link LongKeyTable}, and its {@code keys128} method up to 128 bits (an Int64 and an
 * Int32, such as {@code WatchID, ClientIP}), grouped by a {@link LongPairKeyTable}. A key lies whole in one word:
 * keys fill the first word in order, the rest the second. The key columns are unpacked from the group keys, signed
 * types sign-extended.
 */
final class PackedKeyTable implements GroupKeyTable {
    private final List<DataType> keyTypes;
    private final int[] bits;
    /** Per key, its word (0 or 1) and its shift inside the word. */
    private final int[] words;
    private final int[] shifts;
    /** One word of keys: a long table; two: a pair table. Exactly one is set. */
    private final LongKeyTable single;
    private final LongPairKeyTable pair;
    private long[][] packed = new long[2][0];

    private PackedKeyTable(List<DataType> keyTypes, int[] bits, int[] words, int[] shifts, boolean twoWords,
                           int expectedGroups) {
        this.keyTypes = List.copyOf(keyTypes);
        this.bits = bits;
        this.words = words;
        this.shifts = shifts;
        single = twoWords ? null : new LongKeyTable(IntegerType.UINT64, expectedGroups);
        pair = twoWords ? new LongPairKeyTable(expectedGroups) : null;
    }

    /**
     * A table for these keys, or null when one is not a fixed-width integer, Date or DateTime, or they do not fit in
     * two words.
     */
    static PackedKeyTable forKeys(List<DataType> keyTypes, int expectedGroups) {
        int n = keyTypes.size();
        int[] bits = new int[n];
        int[] words = new int[n];
        int[] shifts = new int[n];
        int word = 0;
        int used = 0;
        for (int k = 0; k < n; k++) {
            bits[k] = widthOf(keyTypes.get(k));
            if (bits[k] == 0) {
                return null;
            }
            if (used + bits[k] > 64) {
                word++;
                used = 0;
            }
            if (word > 1) {
                return null;
            }
            words[k] = word;
            shifts[k] = used;
            used += bits[k];
        }
        return new PackedKeyTable(keyTypes, bits, words, shifts, word == 1, expectedGroups);
    }

    /** Bits of a key of {@code type} that packs (an integer, Date or DateTime); 0 for other types. */
    static int widthOf(DataType type) {
        if (type instanceof IntegerType i) {
            return i.bits();
        }
        if (type instanceof DateType) {
            return 16;
        }
        return type instanceof DateTimeType ? 32 : 0;
    }

    @Override
    public void groupIds(Column[] keys, int rows, int[] out) {
        int wordCount = pair == null ? 1 : 2;
        for (int w = 0; w < wordCount; w++) {
            if (packed[w].length < rows) {
                packed[w] = new long[rows];
            }
            java.util.Arrays.fill(packed[w], 0, rows, 0L);
        }
        for (int k = 0; k < keys.length; k++) {
            long[] v = ((LongColumn) keys[k]).values();
            long[] p = packed[words[k]];
            long mask = bits[k] == 64 ? -1L : (1L << bits[k]) - 1;
            int shift = shifts[k];
            for (int i = 0; i < rows; i++) {
                p[i] |= (v[i] & mask) << shift;
            }
        }
        if (pair != null) {
            pair.groupIds(packed[0], packed[1], rows, out);
        } else {
            single.groupIds(new Column[] {new LongColumn(IntegerType.UINT64, packed[0], rows)}, rows, out);
        }
    }

    @Override
    public int size() {
        return pair != null ? pair.size() : single.size();
    }

    @Override
    public List<Column> keyColumns() {
        int n = size();
        long[][] groupWords = pair != null ? new long[][] {pair.firstKeys(), pair.secondKeys()}
                : new long[][] {((LongColumn) single.keyColumns().get(0)).values()};
        List<Column> out = new ArrayList<>(keyTypes.size());
        for (int k = 0; k < keyTypes.size(); k++) {
            long[] source = groupWords[words[k]];
            long[] v = new long[n];
            int width = bits[k];
            int shift = shifts[k];
            boolean signed = keyTypes.get(k) instanceof IntegerType i && i.signed();
            for (int g = 0; g < n; g++) {
                long x = source[g] >>> shift;
                v[g] = width == 64 ? x : signed ? (x << (64 - width)) >> (64 - width) : x & ((1L << width) - 1);
            }
            out.add(new LongColumn(keyTypes.get(k), v, n));
        }
        return out;
    }

    @Override
    public long byteSize() {
        return (pair != null ? pair.byteSize() : single.byteSize()) + 8L * (packed[0].length + packed[1].length);
    }

    @Override
    public long hash(int group) {
        return pair != null ? pair.hash(group) : single.hash(group);
    }
}
