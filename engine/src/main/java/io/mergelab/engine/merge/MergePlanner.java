package io.mergelab.engine.merge;

import io.mergelab.engine.merge.select.TableMergeSelector;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.table.MergeTreeTable;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** Chooses what a table merges next: the scheduler's question to the merge selector. */
@FunctionalInterface
public interface MergePlanner {

    /**
     * The parts of {@code table}'s next merge (active, of one partition, none reserved by a running merge and none
     * named in {@code excludedParts}), with part ages taken at {@code nowMillis} (epoch milliseconds); empty when no
     * merge is worth doing now.
     */
    Optional<List<DataPart>> plan(MergeTreeTable table, Set<String> excludedParts, long nowMillis);

    /** ClickHouse's simple selector over the table's active parts, leaving out the reserved and excluded ones. */
    static MergePlanner simpleSelector() {
        return (table, excludedParts, nowMillis) -> {
            Set<String> unavailable = table.reservedParts().stream().map(DataPart::name).collect(Collectors.toCollection(HashSet::new));
            unavailable.addAll(excludedParts);
            return TableMergeSelector.select(table, unavailable, Instant.ofEpochMilli(nowMillis));
        };
    }
}
