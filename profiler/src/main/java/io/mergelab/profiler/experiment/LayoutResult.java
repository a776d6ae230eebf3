package io.mergelab.profiler.experiment;

import java.util.Objects;
import java.util.Optional;

/**
 * A layout of a finished experiment: what its queries read ({@code source}), what it takes on disk and, for a layout
 * the layout lab copied, how it was made ({@code copy}; empty for the lab's original table and a scenario's layouts,
 * and for layouts stored before the copy was kept).
 */
public record LayoutResult(String name, String source, LayoutStorage storage, Optional<LayoutCopy> copy) {
    public LayoutResult {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(storage, "storage");
        // JSON written before bundle version 6 and store rows of older experiments have no copy
        copy = copy == null ? Optional.empty() : copy;
    }

    /** A layout nobody copied: a scenario's, or the layout lab's original table. */
    public LayoutResult(String name, String source, LayoutStorage storage) {
        this(name, source, storage, Optional.empty());
    }
}
