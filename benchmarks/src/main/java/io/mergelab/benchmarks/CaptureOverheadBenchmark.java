package io.mergelab.benchmarks;

import io.mergelab.profiler.capture.RecordedSeries;
import io.mergelab.profiler.capture.RunRecorder;
import io.mergelab.profiler.capture.RunRequest;
import io.mergelab.profiler.capture.RunSink;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.run.Run;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.needle.NeedleDataset;
import io.mergelab.sampledata.load.LoadProgress;
import io.mergelab.sampledata.load.TableLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * The cost of capturing a run (issue 13, section 4): the same statement run plainly, as {@code mergelab sql} runs it
 * (the engine's defaults, so it still writes its query_log and processors_profile_log rows), and captured by
 * {@link RunRecorder} on an {@link EmbeddedTarget} over a data directory, as {@code mergelab run --path} does. The
 * needle dataset's table; per query, warm-up runs, then rounds in which a plain and a captured run (and a plain run
 * with {@code log_queries = 0, log_processors_profiles = 0}, to see what logging alone costs) run in an order shuffled
 * by a seeded RNG. Reports medians of the plain statement (sent, drained, closed), the statement's own elapsed inside
 * the capture ({@code Outcome.clientElapsedMicros}) and the whole capture, with the ratios against the goal
 * (≤ 5 % or ≤ 3 ms, whichever is larger), the fastest of each (what the work costs when the machine lets it run),
 * and the capture split into its SQL phases.
 *
 * <p>Usage: {@code CaptureOverheadBenchmark [rows] [rounds]} (defaults 1,000,000 and 15).
 */
public final class CaptureOverheadBenchmark {
    private static final List<String> QUERIES = List.of(
            "SELECT count() FROM test WHERE s = 'needle'",
            "SELECT * FROM test WHERE s = 'needle' LIMIT 1",
            "SELECT substring(s, 1, 1) AS first, count() AS n FROM test GROUP BY first ORDER BY first");
    private static final Map<String, String> NO_LOGS = Map.of("log_queries", "0", "log_processors_profiles", "0");
    private static final int WARM_UP_RUNS = 5;
    private static final Dataset NEEDLE_DATA = new NeedleDataset();
    private static final long SEED = 20_261_201L;

    private enum Variant { PLAIN, PLAIN_NO_LOGS, CAPTURED }

    private CaptureOverheadBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long rows = args.length > 0 ? Long.parseLong(args[0].replace("_", "").replace(",", "")) : 1_000_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 15;
        Path work = Files.createTempDirectory("capture-bench-");
        try (PhaseTimedTarget target = new PhaseTimedTarget(EmbeddedTarget.open(work.resolve("data")))) {
            load(target, rows);
            System.out.printf(Locale.ROOT, "%n%,d needle rows; %d cores; JVM %s; logging in a plain run: %s%n",
                    rows, Runtime.getRuntime().availableProcessors(), Runtime.version(), loggingSettings(target));
            System.out.printf(Locale.ROOT, "median of %d interleaved rounds after %d warm-ups, ms:%n%n", rounds,
                    WARM_UP_RUNS);
            System.out.println("| query | plain | plain, logs off | statement in capture | whole capture "
                    + "| statement / plain | capture − plain | goal (≤ 5 % or ≤ 3 ms) | fastest plain / in capture |");
            System.out.println("|---|---:|---:|---:|---:|---:|---:|---|---:|");
            Map<String, Map<String, List<Double>>> phasesByQuery = new LinkedHashMap<>();
            Random random = new Random(SEED);
            for (String sql : QUERIES) {
                phasesByQuery.put(sql, measure(target, sql, rounds, random));
            }
            System.out.println();
            System.out.println("The whole capture split by the SQL it sends (medians, ms):");
            for (var entry : phasesByQuery.entrySet()) {
                System.out.println();
                System.out.println(entry.getKey());
                entry.getValue().forEach((phase, millis) ->
                        System.out.printf(Locale.ROOT, "  %-36s %8.2f%n", phase, Bench.median(millis)));
            }
            logReads(target);
        } finally {
            Bench.deleteTree(work);
        }
    }

    private static void load(PhaseTimedTarget target, long rows) {
        EmbeddedTarget embedded = (EmbeddedTarget) target.inner();
        target.run(QueryRequest.of(NEEDLE_DATA.createTable("test"))).close();
        new TableLoader(embedded.engine()).load("test", NEEDLE_DATA.columnNames(),
                NEEDLE_DATA.generator(NEEDLE_DATA.knobs(rows, SEED, Map.of())),
                Runtime.getRuntime().availableProcessors(), Map.of(), LoadProgress.NONE);
        target.takeMillis();
    }

    private static String loggingSettings(PhaseTimedTarget target) {
        List<String> values = new ArrayList<>();
        for (List<String> row : target.run(QueryRequest.of("SELECT name, value FROM system.settings "
                + "WHERE name IN ('log_queries', 'log_processors_profiles') ORDER BY name")).rows()) {
            values.add(row.get(0) + " = " + row.get(1));
        }
        target.takeMillis();
        return String.join(", ", values);
    }

    /** One query's rounds; prints its table row and returns the capture's phases, each a list over the rounds. */
    private static Map<String, List<Double>> measure(PhaseTimedTarget target, String sql, int rounds, Random random) {
        RunRecorder recorder = new RunRecorder(target);
        for (int w = 0; w < WARM_UP_RUNS; w++) {
            plain(target, QueryRequest.of(sql));
            plain(target, QueryRequest.of(sql).withSettings(NO_LOGS));
            captured(recorder, sql);
        }
        target.takeMillis();
        List<Double> plain = new ArrayList<>();
        List<Double> plainNoLogs = new ArrayList<>();
        List<Double> statement = new ArrayList<>();
        List<Double> capture = new ArrayList<>();
        Map<String, List<Double>> phases = new LinkedHashMap<>();
        List<Variant> order = new ArrayList<>(List.of(Variant.values()));
        for (int r = 0; r < rounds; r++) {
            Collections.shuffle(order, random);
            for (Variant variant : order) {
                switch (variant) {
                    case PLAIN -> plain.add(plain(target, QueryRequest.of(sql)));
                    case PLAIN_NO_LOGS -> plainNoLogs.add(plain(target, QueryRequest.of(sql).withSettings(NO_LOGS)));
                    case CAPTURED -> {
                        target.takeMillis();
                        long start = System.nanoTime();
                        Run run = captured(recorder, sql);
                        capture.add((System.nanoTime() - start) / 1e6);
                        statement.add(run.outcome().clientElapsedMicros() / 1e3);
                        target.takeMillis().forEach((phase, millis) ->
                                phases.computeIfAbsent(phase, p -> new ArrayList<>()).add(millis));
                    }
                }
            }
            target.takeMillis();
        }
        double p = Bench.median(plain);
        double s = Bench.median(statement);
        double c = Bench.median(capture);
        double allowedMillis = Math.max(p * 0.05, 3.0);
        System.out.printf(Locale.ROOT, "| `%s` | %.2f | %.2f | %.2f | %.2f | %.2f× | %+.2f | %s | %.2f / %.2f |%n", sql,
                p, Bench.median(plainNoLogs), s, c, s / p, c - p,
                c - p <= allowedMillis ? "met (whole capture)" : s - p <= allowedMillis ? "met by the statement only"
                        : "not met", Collections.min(plain), Collections.min(statement));
        return phases;
    }

    /**
     * What a read of a system log costs by itself, against the logs' size at the end: every column of one query's
     * rows (as capture reads them), one column of them, and a statement that reads nothing.
     */
    private static void logReads(PhaseTimedTarget target) {
        String someId = target.run(QueryRequest.of("SELECT query_id FROM system.query_log ORDER BY event_time DESC "
                + "LIMIT 1")).rows().get(0).get(0);
        System.out.printf(Locale.ROOT, "%nSystem logs at the end: %s query_log rows, %s processors_profile_log rows; "
                        + "median of %d reads, ms:%n", count(target, "system.query_log"),
                count(target, "system.processors_profile_log"), WARM_UP_RUNS);
        for (String sql : List.of("SELECT 1",
                "SELECT query_id FROM system.query_log WHERE query_id = '" + someId + "'",
                "SELECT * FROM system.query_log WHERE query_id = '" + someId + "'",
                "SELECT * FROM system.processors_profile_log WHERE query_id = '" + someId + "'")) {
            List<Double> millis = new ArrayList<>();
            for (int i = 0; i < WARM_UP_RUNS * 2; i++) {
                long start = System.nanoTime();
                target.run(QueryRequest.of(sql)).rows();
                millis.add((System.nanoTime() - start) / 1e6);
            }
            System.out.printf(Locale.ROOT, "  %8.2f  %s%n", Bench.median(millis.subList(WARM_UP_RUNS, millis.size())),
                    sql.replace(someId, "<id>"));
        }
    }

    private static String count(PhaseTimedTarget target, String table) {
        return target.run(QueryRequest.of("SELECT count() FROM " + table)).rows().get(0).get(0);
    }

    /** The statement as {@code mergelab sql} runs it: sent, every row drained, closed. */
    private static double plain(PhaseTimedTarget target, QueryRequest request) {
        long start = System.nanoTime();
        long rows = 0;
        try (TargetResult result = target.run(request)) {
            for (Iterator<List<List<String>>> chunks = result.chunks(); chunks.hasNext(); ) {
                rows += chunks.next().size();
            }
        }
        if (rows == 0) {
            throw new IllegalStateException("no rows from " + request.sql());
        }
        return (System.nanoTime() - start) / 1e6;
    }

    private static Run captured(RunRecorder recorder, String sql) {
        RecordedSeries series = recorder.record(RunRequest.of(sql), RunSink.NONE);
        Run run = series.runs().get(0);
        if (run.outcome().error().isPresent() || !run.missing().isEmpty()) {
            throw new IllegalStateException("capture of " + sql + " incomplete: " + run.outcome().error()
                    + " " + run.missing());
        }
        return run;
    }
}
