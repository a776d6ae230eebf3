package io.mergelab.engine.merge;

import io.mergelab.engine.merge.select.TableMergeSelector;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.table.MergeTreeTable;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** Chooses what a table merges next: the scheduler's question to the merge selector. */
@FunctionalInterface
public interface MergePlanner {

    /**
     * The parts of {@code table}'s next merge (active, of one partition, none reserved by a running merge), with part
     * ages taken at {@code nowMillis} (epoch milliseconds); empty when no merge is worth doing now.
     */
    Optional<List<DataPart>> plan(MergeTreeTable table, long nowMillis);

    /** ClickHouse's simple selector over the table's active parts, leaving out the reserved ones. */
    static MergePlanner simpleSelector() {
        return (table, nowMillis) -> {
            Set<String> reserved = table.reservedParts().stream().map(DataPart::name).collect(Collectors.toSet());
            return TableMergeSelector.select(table, reserved, Instant.ofEpochMilli(nowMillis));
        };
    }
}
