package io.mergelab.engine.join;

import java.util.Arrays;

/**
 * Byte-string keys (one String-like key, or serialized composite keys): slots hold a key's id + 1 and its 32-bit
 * hash; the key bytes stay in the build side's encoded buffer, found through the row that first had the key.
 * Comparison is hash first, then length, then bytes.
 */
final class BytesKeyTable extends KeyTable {
    private final int[] slotIds;
    private final int[] slotHashes;
    private final int shift;
    private final int mask;
    /** Build-side bytes and offsets the keys point into (kept alive by the table). */
    private final byte[] buildData;
    private final int[] buildOffsets;
    /** Per key id: the build row whose bytes are the key. */
    private final int[] keyRows;
    private int size;

    BytesKeyTable(int rows, KeyEncoder buildKeys) {
        int bits = capacityBits(rows);
        slotIds = new int[1 << bits];
        slotHashes = new int[1 << bits];
        shift = 64 - bits;
        mask = (1 << bits) - 1;
        buildData = buildKeys.data();
        buildOffsets = buildKeys.offsets();
        keyRows = new int[Math.max(1, rows)];
    }

    @Override
    protected void insertAll(KeyEncoder keys, int rows, int[] idsOut) {
        byte[] nulls = keys.nulls();
        for (int i = 0; i < rows; i++) {
            if (nulls != null && nulls[i] != 0) {
                idsOut[i] = -1;
                continue;
            }
            int from = buildOffsets[i];
            int len = buildOffsets[i + 1] - from;
            long h = KeyEncoder.hashBytes(buildData, from, len);
            int s = (int) (h >>> shift);
            int h32 = (int) h;
            while (true) {
                int id = slotIds[s];
                if (id == 0) {
                    keyRows[size] = i;
                    slotIds[s] = ++size;
                    slotHashes[s] = h32;
                    idsOut[i] = size - 1;
                    break;
                }
                if (slotHashes[s] == h32 && sameKey(id - 1, buildData, from, len)) {
                    idsOut[i] = id - 1;
                    break;
                }
                s = (s + 1) & mask;
            }
        }
    }

    private boolean sameKey(int id, byte[] data, int from, int len) {
        int row = keyRows[id];
        int start = buildOffsets[row];
        return buildOffsets[row + 1] - start == len && Arrays.equals(buildData, start, start + len, data, from, from + len);
    }

    @Override
    void find(KeyEncoder keys, int rows, int[] idsOut) {
        byte[] data = keys.data();
        int[] offsets = keys.offsets();
        byte[] nulls = keys.nulls();
        for (int i = 0; i < rows; i++) {
            int found = -1;
            if (nulls == null || nulls[i] == 0) {
                int from = offsets[i];
                int len = offsets[i + 1] - from;
                long h = KeyEncoder.hashBytes(data, from, len);
                int s = (int) (h >>> shift);
                int h32 = (int) h;
                int id;
                while ((id = slotIds[s]) != 0) {
                    if (slotHashes[s] == h32 && sameKey(id - 1, data, from, len)) {
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
        return 8L * slotIds.length + 4L * keyRows.length;
    }
}
