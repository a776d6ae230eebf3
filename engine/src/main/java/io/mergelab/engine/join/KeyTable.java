package io.mergelab.engine.join;

/**
 * The distinct join keys of the build side, each with a dense id (0, 1, ... in order of first appearance), in an
 * open-addressing table over primitive arrays. Built once from the whole build side, then only read, so probe
 * lanes share it without locks.
 */
abstract sealed class KeyTable permits DenseKeyTable, LongKeyTable, BytesKeyTable, SingleKeyTable {

    /** Builds the table over the encoded build keys, writing each row's key id to {@code idsOut} (-1 for NULL). */
    static KeyTable build(KeyEncoder keys, int rows, int[] idsOut) {
        KeyTable t;
        if (keys.layout() == KeyEncoder.Layout.LONG) {
            DenseKeyTable dense = DenseKeyTable.forKeys(keys, rows);
            t = dense != null ? dense : new LongKeyTable(rows);
        } else {
            t = new BytesKeyTable(rows, keys);
        }
        t.insertAll(keys, rows, idsOut);
        return t;
    }

    /** Slot-array size for {@code rows} keys: a power of two at least twice as large, so probes stay short. */
    static int capacityBits(int rows) {
        int bits = 4;
        while ((1L << bits) < 2L * rows) {
            bits++;
        }
        return bits;
    }

    protected abstract void insertAll(KeyEncoder keys, int rows, int[] idsOut);

    /** Writes the key id of each encoded row to {@code idsOut}: -1 when the key is NULL or absent. */
    abstract void find(KeyEncoder keys, int rows, int[] idsOut);

    /** Distinct keys held. */
    abstract int size();

    abstract long memoryBytes();
}
