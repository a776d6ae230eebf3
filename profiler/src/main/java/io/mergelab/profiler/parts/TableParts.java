package io.mergelab.profiler.parts;

import io.mergelab.profiler.connect.PartitionMergeOutlook;
import io.mergelab.profiler.run.PartRow;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One table's storage at one moment: its active parts (in partition, then block order), detached parts, merges in
 * progress and, where the target can tell, what its merge selector would do per partition.
 */
public record TableParts(String database, String table, String engine, String partitionKey, Instant readAt,
                         List<PartRow> parts, List<DetachedPart> detached, List<RunningMerge> merges,
                         Optional<List<PartitionMergeOutlook>> outlook) {

    public TableParts {
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(partitionKey, "partitionKey");
        Objects.requireNonNull(readAt, "readAt");
        parts = List.copyOf(parts);
        detached = List.copyOf(detached);
        merges = List.copyOf(merges);
        outlook = outlook.map(List::copyOf);
    }

    /** The active parts by partition id, partitions in id order. */
    public Map<String, List<PartRow>> byPartition() {
        Map<String, List<PartRow>> out = new LinkedHashMap<>();
        for (PartRow p : parts) {
            out.computeIfAbsent(PartNames.partitionId(p.name()), k -> new ArrayList<>()).add(p);
        }
        return out;
    }

    /** Only the parts of one partition (by id), the rest as they were. */
    public TableParts onlyPartition(String partitionId) {
        return new TableParts(database, table, engine, partitionKey, readAt,
                parts.stream().filter(p -> PartNames.partitionId(p.name()).equals(partitionId)).toList(),
                detached.stream().filter(d -> d.partitionId().equals(partitionId)).toList(),
                merges.stream().filter(m -> m.partitionId().equals(partitionId)).toList(),
                outlook.map(o -> o.stream().filter(p -> p.partitionId().equals(partitionId)).toList()));
    }

    /** Seconds since the part was written, as of {@link #readAt()}. */
    public long ageSeconds(PartRow part) {
        return Math.max(0, readAt.getEpochSecond() - part.modificationTime());
    }
}
