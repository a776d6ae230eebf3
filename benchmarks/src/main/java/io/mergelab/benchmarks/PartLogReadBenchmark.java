package io.mergelab.benchmarks;

import io.mergelab.profiler.capture.NamedRow;
import io.mergelab.profiler.capture.PartLogRows;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.TargetResult;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * What a run's capture pays to read {@code system.part_log} on the embedded engine: the read as capture did it before
 * (the table's rows picked by {@code table_uuid IN (SELECT uuid FROM system.tables ...)}) against the read it does now
 * ({@link PartLogRows#readRecent}: by name and time, the UUID asked for only when the window holds several tables of
 * the name), on a data directory with a few tables and a part log of some hundred rows. Interleaved, after warm-ups;
 * median and minimum wall time and the process's CPU time per read (the engine runs a query on its own threads).
 *
 * <p>Usage: {@code PartLogReadBenchmark [reads]} (default 300).
 */
public final class PartLogReadBenchmark {
    private static final String COLUMNS = "SELECT event_type, toUnixTimestamp(event_time) AS event_epoch_seconds,"
            + " event_time_microseconds, part_name, partition_id, rows, size_in_bytes, merged_from, duration_ms";

    private PartLogReadBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int reads = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        Path dir = Files.createTempDirectory("part-log-read");
        try (EmbeddedTarget target = EmbeddedTarget.open(dir.resolve("data"))) {
            run(target, "CREATE TABLE test (s String, id UInt64) ENGINE = MergeTree ORDER BY s");
            for (int i = 0; i < 40; i++) {
                run(target, "INSERT INTO test SELECT toString(number), number FROM numbers(10000)");
            }
            for (int i = 0; i < 5; i++) {
                run(target, "CREATE TABLE other" + i + " (s String) ENGINE = MergeTree ORDER BY s");
                run(target, "INSERT INTO other" + i + " SELECT toString(number) FROM numbers(1000)");
            }
            long since = System.currentTimeMillis() / 1000 - 600;
            String tail = " AND event_time >= toDateTime(" + since + ") AND event_type IN ('NewPart', 'MergeParts',"
                    + " 'RemovePart', 'MutatePart') ORDER BY event_time_microseconds DESC LIMIT 2000";
            String beforeSql = COLUMNS + " FROM system.part_log WHERE database = 'default' AND table = 'test'"
                    + " AND table_uuid IN (SELECT uuid FROM system.tables WHERE database = 'default' AND name = 'test')"
                    + tail;
            Supplier<List<NamedRow>> before = () -> {
                try (TargetResult result = target.runBeside(QueryRequest.of(beforeSql))) {
                    return NamedRow.of(result);
                }
            };
            Supplier<List<NamedRow>> now = () -> PartLogRows.readRecent(target, "default", "test",
                    (condition, withUuid) -> COLUMNS + (withUuid ? ", table_uuid" : "") + " FROM system.part_log WHERE "
                            + condition + tail);
            System.out.printf(Locale.ROOT, "part_log read of one table (%d rows in the window), %d reads each after"
                    + " 30 warm-ups, interleaved; load average %.1f%n%n", now.get().size(), reads,
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
            List<Double> beforeMillis = new ArrayList<>();
            List<Double> nowMillis = new ArrayList<>();
            long[] cpuNanos = new long[2];
            for (int i = 0; i < reads + 30; i++) {
                time(before, i >= 30 ? beforeMillis : new ArrayList<>(), cpuNanos, 0, i >= 30);
                time(now, i >= 30 ? nowMillis : new ArrayList<>(), cpuNanos, 1, i >= 30);
            }
            System.out.println("| read | median ms | min ms | process CPU ms per read |");
            System.out.println("|---|---:|---:|---:|");
            print("before: table_uuid IN (SELECT uuid FROM system.tables ...)", beforeMillis, cpuNanos[0], reads);
            print("now: by name and time (PartLogRows.readRecent)", nowMillis, cpuNanos[1], reads);
        }
    }

    private static void time(Supplier<List<NamedRow>> read, List<Double> millis, long[] cpuNanos, int slot,
                             boolean counted) {
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long cpu = os.getProcessCpuTime();
        long start = System.nanoTime();
        read.get();
        millis.add((System.nanoTime() - start) / 1e6);
        if (counted) {
            cpuNanos[slot] += os.getProcessCpuTime() - cpu;
        }
    }

    private static void print(String what, List<Double> millis, long cpuNanos, int reads) {
        Collections.sort(millis);
        System.out.printf(Locale.ROOT, "| %s | %.2f | %.2f | %.2f |%n", what, millis.get(millis.size() / 2),
                millis.get(0), cpuNanos / 1e6 / reads);
    }

    private static void run(EmbeddedTarget target, String sql) {
        try (TargetResult ignored = target.run(QueryRequest.of(sql))) {
            // drained by closing
        }
    }
}
