package io.mergelab.engine.storage;

import java.util.List;

/**
 * What {@link TableStorage#open} found: the active parts sorted by (partition id, min block), the highest
 * block number seen anywhere in the table directory (continue numbering above it), the parts moved to
 * {@code detached/} as broken, and the names of retired parts removed because a merged part covers them.
 */
public record LoadedTable(List<DataPart> parts, long maxBlockNumber, List<BrokenPart> brokenParts, List<String> removedCoveredParts) {
    public LoadedTable {
        parts = List.copyOf(parts);
        brokenParts = List.copyOf(brokenParts);
        removedCoveredParts = List.copyOf(removedCoveredParts);
    }
}
