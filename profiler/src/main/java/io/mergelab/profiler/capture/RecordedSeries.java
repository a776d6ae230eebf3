package io.mergelab.profiler.capture;

import io.mergelab.profiler.run.Run;
import java.util.List;
import java.util.Objects;

/**
 * The measured runs of one request, in order, sharing {@code seriesId}; {@code notices} say what did not go as asked
 * (a cache that could not be dropped), once for the series rather than once per run.
 */
public record RecordedSeries(String seriesId, List<Run> runs, List<String> notices) {
    public RecordedSeries {
        Objects.requireNonNull(seriesId, "seriesId");
        runs = List.copyOf(runs);
        notices = List.copyOf(notices);
    }
}
