package io.mergelab.engine.table;

import io.mergelab.engine.merge.PartLogEvent;
import io.mergelab.engine.storage.DataPart;
import java.time.Instant;
import java.util.List;

/** Builds {@code system.part_log} rows for a table's parts. */
public final class PartLogEvents {
    private PartLogEvents() {
    }

    /** An event about one part that is not a merge (NewPart, RemovePart), happening now. */
    public static PartLogEvent simple(PartLogEvent.Type type, MergeTreeTable table, DataPart part, String queryId) {
        return new PartLogEvent(type, PartLogEvent.MergeReason.NotAMerge, PartLogEvent.MergeAlgorithm.Undecided,
                nowMicros(), 0, table.definition().database(), table.definition().name(), table.uuid(), part.name(),
                part.partitionId(), part.partition().display(), part.rows(), part.bytesOnDisk(), List.of(), 0, 0, 0,
                queryId, 0, "").withPart(part.partType(), part.path() + "/", part.dataUncompressedBytes());
    }

    public static long nowMicros() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000L + now.getNano() / 1_000;
    }
}
