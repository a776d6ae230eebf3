package io.mergelab.profiler.analysis.diff;

import io.mergelab.profiler.analysis.FunnelCheck;
import io.mergelab.profiler.analysis.Spread;
import io.mergelab.profiler.run.Run;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What one side of a diff is: its runs and their series, the SQL and changed settings of its first run, the median
 * client wall time over its runs, its processor time ({@code workMicros}: the summed {@code elapsed_us} of every
 * processor, the figure the diff attributes), the parts and granules its first run selected at run time, and how
 * many of its runs failed (a failed run's processors are those that ran until the error).
 */
public record DiffSide(List<String> runIds, List<String> seriesIds, String sql, Map<String, String> settings,
                      long clientElapsedMicros, long workMicros, Optional<FunnelCheck.Figures> selected,
                      int failedRuns) {
    public DiffSide {
        runIds = List.copyOf(runIds);
        seriesIds = List.copyOf(seriesIds);
        Objects.requireNonNull(sql, "sql");
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        Objects.requireNonNull(selected, "selected");
    }

    static DiffSide of(List<Run> runs, long workMicros) {
        Run first = runs.get(0);
        long clientMicros = Spread.of(runs.stream().mapToLong(r -> r.outcome().clientElapsedMicros()).toArray()).median();
        return new DiffSide(runs.stream().map(Run::id).toList(), runs.stream().map(Run::seriesId).distinct().toList(),
                first.sql(), first.settings(), clientMicros, workMicros, FunnelCheck.of(first).runtime(),
                (int) runs.stream().filter(Run::failed).count());
    }
}
