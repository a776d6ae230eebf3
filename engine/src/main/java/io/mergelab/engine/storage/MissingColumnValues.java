package io.mergelab.engine.storage;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * What a part reads for a column of its table that it has no files for (the column was added by ALTER TABLE ... ADD
 * COLUMN after the part was written): the column's default for {@code rows} rows, or empty when the table has no such
 * column either. The table supplies it ({@link DataPart#fillMissingWith}); ClickHouse evaluates the column's current
 * DEFAULT the same way at read time. It also says which columns the part wrote with another type than the table has.
 */
@FunctionalInterface
public interface MissingColumnValues {
    /** For a part outside any table: no column is missing. */
    MissingColumnValues NONE = (name, rows) -> Optional.empty();

    Optional<Column> values(String columnName, int rows);

    /**
     * How reads convert column {@code columnName}, which the part wrote as {@code partType}, when the table's type of
     * it differs (ALTER TABLE ... MODIFY COLUMN changed it and the part is not converted yet), as ClickHouse converts
     * such parts on read. Empty when they agree or the table has no such column.
     */
    default Optional<UnaryOperator<Column>> conversion(String columnName, DataType partType) {
        return Optional.empty();
    }
}
