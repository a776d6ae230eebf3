package io.mergelab.engine.storage;

import io.mergelab.engine.column.Column;
import java.util.Optional;

/**
 * What a part reads for a column of its table that it has no files for (the column was added by ALTER TABLE ... ADD
 * COLUMN after the part was written): the column's default for {@code rows} rows, or empty when the table has no such
 * column either. The table supplies it ({@link DataPart#fillMissingWith}); ClickHouse evaluates the column's current
 * DEFAULT the same way at read time.
 */
@FunctionalInterface
public interface MissingColumnValues {
    /** For a part outside any table: no column is missing. */
    MissingColumnValues NONE = (name, rows) -> Optional.empty();

    Optional<Column> values(String columnName, int rows);
}
