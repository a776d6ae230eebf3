package io.mergelab.engine.join;

/**
 * One numeric key. Each slot is two adjacent longs, the key and its id + 1 (0 = empty), so a probe touches one
 * cache line; Fibonacci hashing spreads sequential keys.
 */
final class LongKeyTable extends KeyTable {
    /** {@code [2s]} = key, {@code [2s + 1]} = id + 1 of slot s. */
    private final long[] slots;
    private final int shift;
    private final int mask;
    private int size;

    LongKeyTable(int rows) {
        int bits = capacityBits(rows);
        slots = new long[2 << bits];
        shift = 64 - bits;
        mask = (1 << bits) - 1;
    }

    private int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
    }

    @Override
    protected void insertAll(KeyEncoder keys, int rows, int[] idsOut) {
        long[] v = keys.longs();
        byte[] nulls = keys.nulls();
        for (int i = 0; i < rows; i++) {
            if (nulls != null && nulls[i] != 0) {
                idsOut[i] = -1;
                continue;
            }
            long k = v[i];
            int s = slot(k);
            while (true) {
                long id = slots[2 * s + 1];
                if (id == 0) {
                    slots[2 * s] = k;
                    slots[2 * s + 1] = ++size;
                    idsOut[i] = size - 1;
                    break;
                }
                if (slots[2 * s] == k) {
                    idsOut[i] = (int) id - 1;
                    break;
                }
                s = (s + 1) & mask;
            }
        }
    }

    @Override
    void find(KeyEncoder keys, int rows, int[] idsOut) {
        long[] v = keys.longs();
        byte[] nulls = keys.nulls();
        long[] t = slots;
        for (int i = 0; i < rows; i++) {
            int found = -1;
            if (nulls == null || nulls[i] == 0) {
                long k = v[i];
                int s = slot(k);
                long id;
                while ((id = t[2 * s + 1]) != 0) {
                    if (t[2 * s] == k) {
                        found = (int) id - 1;
                        break;
                    }
                    s = (s + 1) & mask;
                }
            }
            idsOut[i] = found;
        }
    }

    @Override
    int size() {
        return size;
    }

    @Override
    long memoryBytes() {
        return 8L * slots.length;
    }
}
