package io.mergelab.engine.storage;

import java.nio.file.Path;
import java.util.List;

/**
 * A table directory as its names show it, no part opened: the directories named as parts (sorted by name), the
 * {@code tmp_*} leftovers of unfinished writes, the directories named neither way, and the highest block number any
 * name uses, its parts' and {@code detached/}'s (continue numbering above it).
 */
public record PartDirectoryScan(List<Path> partDirs, List<Path> temporaryDirs, List<Path> unknownDirs, long maxBlockNumber) {
    public PartDirectoryScan {
        partDirs = List.copyOf(partDirs);
        temporaryDirs = List.copyOf(temporaryDirs);
        unknownDirs = List.copyOf(unknownDirs);
    }

    /** The part directories' names that no other one covers: the parts a {@link TableStorage#open} would keep. */
    public int uncoveredParts() {
        List<PartName> names = partDirs.stream().map(dir -> PartName.parse(dir.getFileName().toString())).toList();
        int count = 0;
        for (PartName name : names) {
            if (names.stream().noneMatch(other -> !other.equals(name) && other.contains(name))) {
                count++;
            }
        }
        return count;
    }
}
