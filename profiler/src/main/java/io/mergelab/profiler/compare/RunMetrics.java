package io.mergelab.profiler.compare;

import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The figures of a run a comparison judges, by name: the client's wall time ({@code client_elapsed_us}), then from
 * the run's query_log row the server's elapsed time, rows and bytes read and peak memory under their query_log names
 * ({@code query_duration_ms}, {@code read_rows}, {@code read_bytes}, {@code memory_usage}), then every ProfileEvent as
 * {@code ProfileEvents.<name>}.
 */
public final class RunMetrics {
    public static final String CLIENT_ELAPSED = "client_elapsed_us";
    public static final String PROFILE_EVENT_PREFIX = "ProfileEvents.";
    static final List<String> QUERY_LOG_METRICS = List.of("query_duration_ms", "read_rows", "read_bytes",
            "memory_usage");

    private RunMetrics() {
    }

    /**
     * The metrics every one of {@code runs} can be judged by, in the order above (ProfileEvents by name): the
     * query_log's only when every run has its row; a ProfileEvent that some runs do not carry counts 0 for them, as
     * ClickHouse leaves zero counters out.
     */
    public static List<String> names(List<Run> runs) {
        List<String> names = new ArrayList<>(List.of(CLIENT_ELAPSED));
        if (runs.stream().allMatch(r -> r.queryLog().isPresent())) {
            names.addAll(QUERY_LOG_METRICS);
            TreeSet<String> events = new TreeSet<>();
            runs.forEach(r -> events.addAll(r.queryLog().orElseThrow().profileEvents().keySet()));
            events.forEach(event -> names.add(PROFILE_EVENT_PREFIX + event));
        }
        return names;
    }

    /**
     * Whether less of metric {@code name} is better: time, bytes, memory and rows read, and every ProfileEvent that
     * counts time, bytes or work read (its name ends in {@code Microseconds}, {@code Milliseconds},
     * {@code Nanoseconds} or {@code Bytes}, or it counts rows, marks, parts or granules). Other counters (cache hits,
     * say) have no good direction: false.
     */
    public static boolean lowerIsBetter(String name) {
        if (name.equals(CLIENT_ELAPSED) || QUERY_LOG_METRICS.contains(name)) {
            return true;
        }
        if (!name.startsWith(PROFILE_EVENT_PREFIX)) {
            return false;
        }
        String event = name.substring(PROFILE_EVENT_PREFIX.length());
        return event.endsWith("Microseconds") || event.endsWith("Milliseconds") || event.endsWith("Nanoseconds")
                || event.endsWith("Bytes") || event.endsWith("Rows") || event.endsWith("Marks")
                || event.endsWith("Parts") || event.endsWith("Granules") || event.endsWith("Ranges");
    }

    /** The value of metric {@code name} in {@code run}. */
    public static double value(Run run, String name) {
        if (name.equals(CLIENT_ELAPSED)) {
            return run.outcome().clientElapsedMicros();
        }
        QueryLogEntry log = run.queryLog().orElseThrow(() -> new IllegalArgumentException(
                "Run " + run.id() + " has no query_log row to take " + name + " from"));
        if (name.startsWith(PROFILE_EVENT_PREFIX)) {
            return log.profileEvent(name.substring(PROFILE_EVENT_PREFIX.length()));
        }
        return switch (name) {
            case "query_duration_ms" -> log.queryDurationMs();
            case "read_rows" -> log.readRows();
            case "read_bytes" -> log.readBytes();
            case "memory_usage" -> log.memoryUsage();
            default -> throw new IllegalArgumentException("Unknown metric " + name);
        };
    }

    /** The values of metric {@code name} over {@code runs}, in their order. */
    public static double[] values(List<Run> runs, String name) {
        double[] values = new double[runs.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = value(runs.get(i), name);
        }
        return values;
    }
}
