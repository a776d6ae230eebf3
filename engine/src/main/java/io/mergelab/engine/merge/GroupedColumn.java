package io.mergelab.engine.merge;

import io.mergelab.engine.column.Column;

/** A column that a key group's rows fold into one value (a sum, an aggregate state), collected for a block. */
interface GroupedColumn {
    /** The column's position in the merged chunks. */
    int position();

    /** A new group starts. */
    void reset();

    /** Folds in {@code row} of {@code column}. */
    void add(Column column, int row);

    /** Appends the group's value to the block being built. */
    void emit();

    /** The values emitted since the last call, as a column. */
    Column takeResults();
}
