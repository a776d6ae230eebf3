package io.mergelab.profiler.store;

import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * One line of the run history: what a list shows without loading the whole run. {@code elapsedMicros} is the
 * client's wall time; read rows and bytes and the peak memory come from the query log row and are empty when the run
 * has none; {@code tables} are the query log's ({@code db.t}).
 */
public record RunSummary(String id, String seriesId, int repetition, Instant startedAt, String sql,
                         long normalizedQueryHash, List<String> tags, long elapsedMicros, OptionalLong readRows,
                         OptionalLong readBytes, long resultRows, OptionalLong peakMemoryBytes, OptionalInt errorCode,
                         String errorName, String targetDescription, List<String> tables) {

    public RunSummary {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(seriesId, "seriesId");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(sql, "sql");
        tags = List.copyOf(tags);
        Objects.requireNonNull(readRows, "readRows");
        Objects.requireNonNull(readBytes, "readBytes");
        Objects.requireNonNull(peakMemoryBytes, "peakMemoryBytes");
        Objects.requireNonNull(errorCode, "errorCode");
        Objects.requireNonNull(errorName, "errorName");
        Objects.requireNonNull(targetDescription, "targetDescription");
        tables = List.copyOf(tables);
    }

    /** The summary of a whole run, as the store lists it. */
    public static RunSummary of(Run run) {
        Optional<QueryLogEntry> log = run.queryLog();
        return new RunSummary(run.id(), run.seriesId(), run.repetition(), run.startedAt(), run.sql(),
                run.normalizedQueryHash(), run.tags(), run.outcome().clientElapsedMicros(),
                log.map(l -> OptionalLong.of(l.readRows())).orElse(OptionalLong.empty()),
                log.map(l -> OptionalLong.of(l.readBytes())).orElse(OptionalLong.empty()),
                run.outcome().resultRows(),
                log.map(l -> OptionalLong.of(l.memoryUsage())).orElse(OptionalLong.empty()),
                run.outcome().error().map(e -> OptionalInt.of(e.code())).orElse(OptionalInt.empty()),
                run.outcome().error().map(RunError::name).orElse(""), run.target().description(),
                log.map(QueryLogEntry::tables).orElse(List.of()));
    }

    public double elapsedMillis() {
        return elapsedMicros / 1000.0;
    }
}
