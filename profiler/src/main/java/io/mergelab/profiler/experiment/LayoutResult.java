package io.mergelab.profiler.experiment;

import java.util.Objects;

/** A layout of a finished experiment: what its queries read ({@code source}) and what it takes on disk. */
public record LayoutResult(String name, String source, LayoutStorage storage) {
    public LayoutResult {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(storage, "storage");
    }
}
