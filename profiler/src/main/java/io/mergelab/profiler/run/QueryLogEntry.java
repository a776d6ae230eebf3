package io.mergelab.profiler.run;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The run's row of {@code system.query_log} ({@code QueryFinish}, or the exception row of a failed run): the
 * figures people chart as typed fields, and every column as the target printed it in {@code columns} (name → text,
 * in the table's column order) so nothing is lost for export. {@code profileEvents} and {@code settings} are the
 * row's maps, by name.
 */
public record QueryLogEntry(
        String type,
        long queryDurationMs,
        long readRows,
        long readBytes,
        long writtenRows,
        long writtenBytes,
        long resultRows,
        long resultBytes,
        long memoryUsage,
        List<String> databases,
        List<String> tables,
        int exceptionCode,
        String exception,
        String logComment,
        Map<String, Long> profileEvents,
        Map<String, String> settings,
        Map<String, String> columns) {

    public QueryLogEntry {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(exception, "exception");
        Objects.requireNonNull(logComment, "logComment");
        databases = List.copyOf(databases);
        tables = List.copyOf(tables);
        profileEvents = OrderedMaps.copyOf(profileEvents);
        settings = OrderedMaps.copyOf(settings);
        columns = OrderedMaps.copyOf(columns);
    }

    /** A ProfileEvent's value, 0 when the row does not carry it (as ClickHouse leaves zero counters out). */
    public long profileEvent(String name) {
        return profileEvents.getOrDefault(name, 0L);
    }
}
