package io.mergelab.profiler.compare;

import java.util.List;
import java.util.Objects;

/**
 * The measured runs of one variant, by round: they form one series in the run store. {@code planHash} is the
 * normalized plan hash of its first run ({@link PlanHash}), empty when it has none.
 */
public record VariantRuns(String variant, String seriesId, List<String> runIds, String planHash) {
    public VariantRuns {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(seriesId, "seriesId");
        Objects.requireNonNull(planHash, "planHash");
        runIds = List.copyOf(runIds);
    }
}
