package io.mergelab.profiler.compare;

import io.mergelab.profiler.analysis.Spread;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One value of a swept setting: the spread of its runs' client times (µs), its verdict against the previous value
 * (none for the first) and the median over its runs of each plan step's summed work (µs), by step label.
 */
public record SweepPoint(String value, Spread clientMicros, Optional<MetricVerdict> againstPrevious,
                         Map<String, Long> stepMicros) {
    public SweepPoint {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(clientMicros, "clientMicros");
        Objects.requireNonNull(againstPrevious, "againstPrevious");
        stepMicros = Map.copyOf(stepMicros);
    }

    /** Whether this value is faster than the previous one beyond the noise (a {@code changed} drop in client time). */
    public boolean improves() {
        return againstPrevious.map(v -> v.verdict() == Verdict.CHANGED && v.relativeDifference() < 0).orElse(false);
    }
}
