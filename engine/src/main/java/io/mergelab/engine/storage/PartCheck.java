package io.mergelab.engine.storage;

import java.util.Optional;

/**
 * A full check of a part on disk, as {@code CHECK TABLE} does it: everything start-up verifies plus the hash of every
 * data, marks and skip index file against {@code checksums.txt}. Reads the whole part.
 */
public final class PartCheck {
    private PartCheck() {
    }

    /** Empty when the part is intact, else what is wrong with it (the error reading it gives). */
    public static Optional<String> problem(DataPart part) {
        try {
            PartLoader.load(part.path(), part.partName(), part.columns(), true);
            return Optional.empty();
        } catch (RuntimeException e) {
            return Optional.of(BrokenPart.reasonOf(e));
        }
    }
}
