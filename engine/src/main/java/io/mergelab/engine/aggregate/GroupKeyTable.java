package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import java.util.List;

/** Maps GROUP BY key values to dense group numbers 0, 1, 2 ... in order of first appearance. */
interface GroupKeyTable {

    /** The slot count (a power of two, at least 256) that holds {@code groups} at most half full. */
    static int capacityFor(int groups) {
        int capacity = 256;
        while (capacity < 2L * groups && capacity < (1 << 30)) {
            capacity <<= 1;
        }
        return capacity;
    }

    /**
     * Writes the group of each row to {@code out}, adding new groups for unseen keys (copies of their values: the
     * keys' arrays may be reused once this returns).
     */
    void groupIds(Column[] keys, int rows, int[] out);

    int size();

    /** One column per key, row g holding group g's key. */
    List<Column> keyColumns();

    /** Heap bytes of the table (slots, stored keys), cheap to ask. */
    long byteSize();

    /** A 64-bit hash of group g's key, which splits the groups into buckets for a parallel merge. */
    long hash(int group);
}
