package io.mergelab.engine.system;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.type.DataType;
import java.util.function.UnaryOperator;

/**
 * An ALIAS column of a system table: not stored and left out of {@code SELECT *}, but readable by name, computed
 * from the column {@code source} (as ClickHouse's {@code ProfileEvents.Names} is {@code mapKeys(ProfileEvents)}).
 */
public record SystemAlias(String name, DataType type, String source, UnaryOperator<Column> derive) {
}
