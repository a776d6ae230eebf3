package io.mergelab.engine.table;

import io.mergelab.engine.storage.PartName;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Block numbers of parts whose INSERT has not committed yet, per partition. An insert numbers a part when it starts
 * writing it and publishes it when the whole insert commits, so with inserts running side by side a lower number can
 * appear after higher ones were merged; a merge whose block range holds an in-flight number would cover that part
 * and make it obsolete the moment it appears. Merges therefore wait for such ranges to clear. Guarded by the table.
 */
final class InsertsInFlight {
    private final Map<String, TreeSet<Long>> blocks = new HashMap<>();

    void add(PartName part) {
        blocks.computeIfAbsent(part.partitionId(), id -> new TreeSet<>()).add(part.minBlock());
    }

    void removeAll(List<PartName> parts) {
        for (PartName part : parts) {
            TreeSet<Long> numbers = blocks.get(part.partitionId());
            if (numbers != null) {
                numbers.remove(part.minBlock());
                if (numbers.isEmpty()) {
                    blocks.remove(part.partitionId());
                }
            }
        }
    }

    /** Whether a part of {@code partitionId} numbered within [min, max] is still being inserted. */
    boolean within(String partitionId, long min, long max) {
        TreeSet<Long> numbers = blocks.get(partitionId);
        if (numbers == null) {
            return false;
        }
        Long first = numbers.ceiling(min);
        return first != null && first <= max;
    }
}
