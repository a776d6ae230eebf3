package io.mergelab.app.gui.history;

import io.mergelab.profiler.store.RunSummary;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * One run as a row of the History table: when it started, its SQL and tags, and the figures people sort by. Read
 * figures and memory come from the run's query log row and are empty when it has none; {@code errorCode} is 0 for a
 * run that succeeded.
 */
public record HistoryRow(String runId, Instant startedAt, String sql, List<String> tags, long normalizedQueryHash,
                         double elapsedMillis, OptionalLong readRows, OptionalLong readBytes, long resultRows,
                         OptionalLong memoryBytes, int errorCode, String errorName) {
    public HistoryRow {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(sql, "sql");
        tags = List.copyOf(tags);
        Objects.requireNonNull(readRows, "readRows");
        Objects.requireNonNull(readBytes, "readBytes");
        Objects.requireNonNull(memoryBytes, "memoryBytes");
        Objects.requireNonNull(errorName, "errorName");
    }

    static HistoryRow of(RunSummary run) {
        return new HistoryRow(run.id(), run.startedAt(), run.sql(), run.tags(), run.normalizedQueryHash(),
                run.elapsedMillis(), run.readRows(), run.readBytes(), run.resultRows(), run.peakMemoryBytes(),
                run.errorCode().orElse(0), run.errorName());
    }

    public boolean failed() {
        return errorCode != 0;
    }
}
