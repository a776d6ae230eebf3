package io.mergelab.engine.sql.ast;

import java.util.List;
import java.util.Optional;

/** {@code CHECK TABLE [db.]t [PARTITION p | PART 'name'] [SETTINGS k = v, ...]}: at most one of partition and part. */
public record CheckTable(Optional<String> database, String table, Optional<PartitionSpec> partition, Optional<String> part,
                         List<SettingAssignment> settings) implements Statement {
    public CheckTable {
        if (partition.isPresent() && part.isPresent()) {
            throw new IllegalArgumentException("CHECK TABLE checks a partition or a part, not both");
        }
        settings = List.copyOf(settings);
    }
}
