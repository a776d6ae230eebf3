package io.mergelab.engine.finalread;

import io.mergelab.engine.storage.PartRanges;
import java.util.List;

/**
 * How a FINAL read reads one group of parts: {@code nonIntersecting} ranges hold keys no other part of the group
 * holds, in parts whose keys are unique (level > 0), so they are read without merging; the rest is merged in
 * {@code layers}.
 */
public record FinalLayout(List<PartRanges> nonIntersecting, List<Layer> layers) {
    public FinalLayout {
        nonIntersecting = List.copyOf(nonIntersecting);
        layers = List.copyOf(layers);
    }
}
