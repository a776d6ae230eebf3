package io.mergelab.engine.merge;

import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartReservation;
import java.util.function.BooleanSupplier;

/** Runs one background merge: the scheduler's call into the part merger. */
@FunctionalInterface
public interface MergeExecutor {

    /**
     * Merges the reserved parts of {@code table} into one part and swaps it in, listing the merge in system.merges and
     * logging it in system.part_log; once {@code cancelled} answers true it stops, leaving nothing half-written in the
     * table, and throws ABORTED.
     */
    void merge(MergeTreeTable table, PartReservation parts, BooleanSupplier cancelled);

    /**
     * The {@link PartMerger}, listing merges in the table's merge list; as in ClickHouse a background merge's query id
     * (in system.part_log) is {@code <table uuid>::<result part name>}.
     */
    static MergeExecutor partMerger() {
        return (table, parts, cancelled) -> {
            String queryId = table.uuid() + "::" + PartMerger.mergedName(parts.parts());
            new PartMerger(table, table.mergeList()).merge(parts, false, queryId, cancelled);
        };
    }
}
