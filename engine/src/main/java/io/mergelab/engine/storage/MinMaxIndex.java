package io.mergelab.engine.storage;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;

/**
 * Minimum and maximum of one partition-key column over a part ({@code minmax_<col>.idx}), ignoring NULLs
 * and NaNs. {@code values} has two rows (min, max), or none when the part holds no such value.
 */
public record MinMaxIndex(String column, DataType type, Column values) {

    public boolean hasValues() {
        return values.size() == 2;
    }

    /** The boxed minimum, or null when there is none. */
    public Object min() {
        return hasValues() ? values.get(0) : null;
    }

    public Object max() {
        return hasValues() ? values.get(1) : null;
    }
}
