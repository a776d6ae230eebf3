package io.mergelab.engine.storage;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;
import java.util.List;

/**
 * The sparse primary index of a part: the primary-key values at the first row of every granule, plus one
 * more entry for the final mark holding the last row's key (the upper bound of the last granule). Every
 * column has {@link #size()} = marks entries. Without a key ({@code ORDER BY ()}) there are no columns.
 */
public record PrimaryIndex(List<DataType> types, List<Column> columns, int size) {
    public PrimaryIndex {
        types = List.copyOf(types);
        columns = List.copyOf(columns);
        for (Column c : columns) {
            if (c.size() != size) {
                throw new IllegalArgumentException("index column of " + c.size() + " entries, expected " + size);
            }
        }
    }

    public long bytesInMemory() {
        return columns.stream().mapToLong(Column::byteSize).sum();
    }
}
