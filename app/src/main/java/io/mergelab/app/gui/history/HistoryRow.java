package io.mergelab.app.gui.history;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One run as a row of the History table: when it started, its SQL and tags, and the figures people sort by.
 * {@code errorCode} is 0 for a run that succeeded. Read figures come from the query log when it was captured.
 */
public record HistoryRow(String runId, Instant startedAt, String sql, List<String> tags, long normalizedQueryHash,
                         double elapsedMillis, long readRows, long readBytes, long resultRows, long memoryBytes,
                         int errorCode, String errorName) {
    public HistoryRow {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(sql, "sql");
        tags = List.copyOf(tags);
        Objects.requireNonNull(errorName, "errorName");
    }

    public static HistoryRow of(Run run) {
        var log = run.queryLog();
        RunError error = run.outcome().error().orElse(null);
        return new HistoryRow(run.id(), run.startedAt(), run.sql(), run.tags(), run.normalizedQueryHash(),
                run.outcome().clientElapsedMicros() / 1000.0,
                log.map(l -> l.readRows()).orElse(0L), log.map(l -> l.readBytes()).orElse(0L),
                run.outcome().resultRows(), log.map(l -> l.memoryUsage()).orElse(0L),
                error == null ? 0 : error.code(), error == null ? "" : error.name());
    }

    public boolean failed() {
        return errorCode != 0;
    }
}
