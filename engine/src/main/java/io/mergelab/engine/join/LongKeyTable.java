package io.mergelab.engine.join;

/** One numeric key: slots hold the key itself and its id + 1 (0 = empty); Fibonacci hashing spreads them. */
final class LongKeyTable extends KeyTable {
    private final long[] slotKeys;
    private final int[] slotIds;
    private final int shift;
    private final int mask;
    private int size;

    LongKeyTable(int rows) {
        int bits = capacityBits(rows);
        slotKeys = new long[1 << bits];
        slotIds = new int[1 << bits];
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
                int id = slotIds[s];
                if (id == 0) {
                    slotKeys[s] = k;
                    slotIds[s] = ++size;
                    idsOut[i] = size - 1;
                    break;
                }
                if (slotKeys[s] == k) {
                    idsOut[i] = id - 1;
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
        long[] sk = slotKeys;
        int[] si = slotIds;
        for (int i = 0; i < rows; i++) {
            int found = -1;
            if (nulls == null || nulls[i] == 0) {
                long k = v[i];
                int s = slot(k);
                int id;
                while ((id = si[s]) != 0) {
                    if (sk[s] == k) {
                        found = id - 1;
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
        return 12L * slotIds.length;
    }
}
