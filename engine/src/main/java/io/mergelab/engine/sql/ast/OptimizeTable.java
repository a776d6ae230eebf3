package io.mergelab.engine.sql.ast;

import java.util.Optional;

/** {@code OPTIMIZE TABLE [db.]t [PARTITION p | PARTITION ID 'id'] [FINAL] [DEDUPLICATE]}. */
public record OptimizeTable(Optional<String> database, String table, Optional<PartitionSpec> partition,
        boolean isFinal, boolean deduplicate) implements Statement {
}
