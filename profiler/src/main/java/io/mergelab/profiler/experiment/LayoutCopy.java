package io.mergelab.profiler.experiment;

import java.util.Objects;

/**
 * How the layout lab made a layout: the experiment's table copied into {@code spec} by {@code INSERT ... SELECT},
 * merged down afterwards or not. A bundle carries it, so that a replay builds the same layout from the same table.
 */
public record LayoutCopy(LayoutSpec spec, boolean mergedDown) {
    public LayoutCopy {
        Objects.requireNonNull(spec, "spec");
    }
}
