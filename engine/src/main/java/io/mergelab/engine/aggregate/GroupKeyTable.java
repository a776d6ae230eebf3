package io.mergelab.engine.aggregate;

import io.mergelab.engine.column.Column;
import java.util.List;

/** Maps GROUP BY key values to dense group numbers 0, 1, 2 ... in order of first appearance. */
interface GroupKeyTable {

    /** Writes the group of each row to {@code out}, adding new groups for unseen keys. */
    void groupIds(Column[] keys, int rows, int[] out);

    int size();

    /** One column per key, row g holding group g's key. */
    List<Column> keyColumns();

    /** A 64-bit hash of group g's key, which splits the groups into buckets for a parallel merge. */
    long hash(int group);
}
