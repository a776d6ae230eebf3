package io.mergelab.benchmarks;

import io.mergelab.profiler.capture.RecordedSeries;
import io.mergelab.profiler.capture.RunRecorder;
import io.mergelab.profiler.capture.RunRequest;
import io.mergelab.profiler.capture.RunSink;
import io.mergelab.profiler.connect.CaptureFeature;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
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
import java.util.function.ToDoubleFunction;

/**
 * The cost of capturing a run (issue 13, section 4) on an {@link EmbeddedTarget} over a data directory, as
 * {@code mergelab run --path} works, on the needle dataset's table. Per query, warm-up rounds, then rounds in which
 * three cases run in an order shuffled by a seeded RNG:
 * <ul>
 *   <li><b>plain</b>: the statement sent, drained and closed, as {@code mergelab sql} runs it (the engine's defaults,
 *       so it writes its log rows too);</li>
 *   <li><b>fast path</b>: {@link RunRecorder#record} of one run with the engine's direct capture (EXPLAINs, log rows,
 *       parts and part log rows handed over);</li>
 *   <li><b>SQL path</b>: the same through SQL only, as for a ClickHouse server (three EXPLAINs and three system
 *       table reads).</li>
 *   <li><b>fast path without part_log</b>: the fast path with the target saying it lacks system.part_log, so the
 *       merges around the run are not read: beside the fast path, what that read costs a run.</li>
 * </ul>
 * Each case is timed by the wall clock, the process's CPU time and the calling thread's CPU time ({@link CaseTime}):
 * on a shared machine wall medians swing by 2× while CPU time counts only the work done. Reports, per measure, the
 * plain statement, the statement's own cost inside each capture, each whole capture and its overhead over the plain
 * statement against the goal (≤ 5 % or ≤ 3 ms, whichever is larger); then the fastest runs, and each capture
 * split into its phases.
 *
 * <p>Usage: {@code CaptureOverheadBenchmark [rows] [rounds]} (defaults 1,000,000 and 41).
 */
public final class CaptureOverheadBenchmark {
    private static final List<String> QUERIES = List.of(
            "SELECT count() FROM test WHERE s = 'needle'",
            "SELECT * FROM test WHERE s = 'needle' LIMIT 1",
            "SELECT substring(s, 1, 1) AS first, count() AS n FROM test GROUP BY first ORDER BY first");
    private static final Map<String, String> LABELS = Map.of(
            QUERIES.get(0), "count, s = 'needle'",
            QUERIES.get(1), "needle LIMIT 1",
            QUERIES.get(2), "GROUP BY first letter");
    private static final int WARM_UP_ROUNDS = 5;
    private static final Dataset NEEDLE_DATA = new NeedleDataset();
    private static final long SEED = 20_261_201L;

    private enum Case { PLAIN, FAST_PATH, SQL_PATH, FAST_PATH_WITHOUT_PART_LOG }

    /** One query's measurements, each list over the rounds. */
    private record Figures(List<CaseTime> plain, List<CaseTime> fastWhole, List<CaseTime> fastStatement,
                           List<CaseTime> sqlWhole, List<CaseTime> sqlStatement,
                           Map<String, List<CaseTime>> fastPhases, Map<String, List<CaseTime>> sqlPhases,
                           List<CaseTime> fastWithoutPartLog) {
    }

    private CaptureOverheadBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long rows = args.length > 0 ? Long.parseLong(args[0].replace("_", "").replace(",", "")) : 1_000_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 41;
        Path work = Files.createTempDirectory("capture-bench-");
        try (EmbeddedTarget embedded = EmbeddedTarget.open(work.resolve("data"))) {
            load(embedded, rows);
            PhaseTimedTarget fast = new PhaseTimedTarget(embedded, true);
            PhaseTimedTarget sql = new PhaseTimedTarget(embedded, false);
            PhaseTimedTarget fastWithoutPartLog = new PhaseTimedTarget(embedded, true, true);
            long partLogRows = partLogRows(embedded);
            double loadBefore = CaseTime.loadAverage();
            Map<String, Figures> byQuery = new LinkedHashMap<>();
            Random random = new Random(SEED);
            for (String query : QUERIES) {
                byQuery.put(query, measure(embedded, fast, sql, fastWithoutPartLog, query, rounds, random));
            }
            double loadAfter = CaseTime.loadAverage();
            System.out.printf(Locale.ROOT, "%nRun capture overhead: %,d needle rows; %d cores; JVM %s; load average "
                            + "%.1f before, %.1f after; %d interleaved rounds after %d warm-up rounds%n", rows,
                    Runtime.getRuntime().availableProcessors(), Runtime.version(), loadBefore, loadAfter, rounds,
                    WARM_UP_ROUNDS);
            System.out.println("Queries: " + String.join("; ", LABELS.entrySet().stream()
                    .sorted(Map.Entry.comparingByValue()).map(e -> e.getValue() + " = " + e.getKey()).toList()));
            printTable("Wall time, medians, ms", byQuery, CaseTime::wallMillis, Statistic.MEDIAN);
            printTable("Process CPU time (all threads, counted in 10 ms ticks), means, ms", byQuery,
                    CaseTime::processCpuMillis, Statistic.MEAN);
            printTable("Calling thread's CPU time, medians, ms", byQuery, CaseTime::callerCpuMillis, Statistic.MEDIAN);
            printTable("Wall time, fastest of the rounds, ms", byQuery, CaseTime::wallMillis, Statistic.MIN);
            printPartLogShare(byQuery, partLogRows);
            printPhases(byQuery);
        } finally {
            Bench.deleteTree(work);
        }
    }

    /** Loads the table and merges it into its final parts, so no background merge runs while measuring. */
    private static void load(EmbeddedTarget target, long rows) {
        run(target, NEEDLE_DATA.createTable("test"));
        new TableLoader(target.engine()).load("test", NEEDLE_DATA.columnNames(),
                NEEDLE_DATA.generator(NEEDLE_DATA.knobs(rows, SEED, Map.of())),
                Runtime.getRuntime().availableProcessors(), Map.of(), LoadProgress.NONE);
        run(target, "OPTIMIZE TABLE test FINAL");
    }

    private static void run(QueryTarget target, String sql) {
        target.run(QueryRequest.of(sql)).close();
    }

    private static Figures measure(EmbeddedTarget embedded, PhaseTimedTarget fast, PhaseTimedTarget sql,
                                   PhaseTimedTarget fastWithoutPartLog, String query, int rounds, Random random) {
        RunRecorder fastRecorder = new RunRecorder(fast);
        RunRecorder sqlRecorder = new RunRecorder(sql);
        RunRecorder withoutPartLogRecorder = new RunRecorder(fastWithoutPartLog);
        for (int w = 0; w < WARM_UP_ROUNDS; w++) {
            plain(embedded, query);
            captured(fastRecorder, query);
            captured(sqlRecorder, query);
            captured(withoutPartLogRecorder, query);
        }
        fast.take();
        sql.take();
        fastWithoutPartLog.take();
        Figures figures = new Figures(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(),
                new ArrayList<>(), new LinkedHashMap<>(), new LinkedHashMap<>(), new ArrayList<>());
        List<Case> order = new ArrayList<>(List.of(Case.values()));
        for (int r = 0; r < rounds; r++) {
            Collections.shuffle(order, random);
            for (Case c : order) {
                switch (c) {
                    case PLAIN -> figures.plain().add(plain(embedded, query));
                    case FAST_PATH -> capture(fastRecorder, fast, query, figures.fastWhole(), figures.fastStatement(),
                            figures.fastPhases());
                    case SQL_PATH -> capture(sqlRecorder, sql, query, figures.sqlWhole(), figures.sqlStatement(),
                            figures.sqlPhases());
                    case FAST_PATH_WITHOUT_PART_LOG -> {
                        long[] start = CaseTime.now();
                        captured(withoutPartLogRecorder, query);
                        figures.fastWithoutPartLog().add(CaseTime.since(start));
                        fastWithoutPartLog.take();
                    }
                }
            }
        }
        return figures;
    }

    private static void capture(RunRecorder recorder, PhaseTimedTarget target, String query, List<CaseTime> whole,
                                List<CaseTime> statement, Map<String, List<CaseTime>> phases) {
        long[] start = CaseTime.now();
        captured(recorder, query);
        whole.add(CaseTime.since(start));
        Map<String, CaseTime> taken = target.take();
        statement.add(taken.get("statement"));
        taken.forEach((phase, time) -> phases.computeIfAbsent(phase, p -> new ArrayList<>()).add(time));
    }

    /** The statement as {@code mergelab sql} runs it: sent, every row drained, closed. */
    private static CaseTime plain(QueryTarget target, String query) {
        long[] start = CaseTime.now();
        long rows = 0;
        try (TargetResult result = target.run(QueryRequest.of(query))) {
            for (Iterator<List<List<String>>> chunks = result.chunks(); chunks.hasNext(); ) {
                rows += chunks.next().size();
            }
        }
        CaseTime time = CaseTime.since(start);
        if (rows == 0) {
            throw new IllegalStateException("no rows from " + query);
        }
        return time;
    }

    private static void captured(RunRecorder recorder, String query) {
        RecordedSeries series = recorder.record(RunRequest.of(query), RunSink.NONE);
        Run run = series.runs().get(0);
        boolean complete = run.missing().stream().allMatch(m -> m.startsWith(CaptureFeature.PART_LOG.label() + ":"));
        if (run.outcome().error().isPresent() || !complete) {
            throw new IllegalStateException("capture of " + query + " incomplete: " + run.outcome().error()
                    + " " + run.missing());
        }
    }

    /**
     * One table over the queries: the plain statement, the statement inside each capture, each whole capture, and
     * each capture's overhead over plain; with {@code medians} the medians and the goal, else the fastest runs.
     */
    private enum Statistic { MEDIAN, MEAN, MIN }

    private static void printTable(String title, Map<String, Figures> byQuery, ToDoubleFunction<CaseTime> measure,
                                   Statistic statistic) {
        boolean medians = statistic != Statistic.MIN;
        System.out.printf(Locale.ROOT, "%n%s:%n%n", title);
        System.out.println("| query | plain | statement in fast capture | statement in SQL capture "
                + "| whole capture, fast path | whole capture, SQL path | fast path − plain | SQL path − plain"
                + (medians ? " | goal (≤ 5 % or ≤ 3 ms) |" : " |"));
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:" + (medians ? "|---|" : "|"));
        for (var entry : byQuery.entrySet()) {
            Figures f = entry.getValue();
            double plain = pick(f.plain(), measure, statistic);
            double fastWhole = pick(f.fastWhole(), measure, statistic);
            double sqlWhole = pick(f.sqlWhole(), measure, statistic);
            double allowed = Math.max(plain * 0.05, 3.0);
            System.out.printf(Locale.ROOT, "| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %+.2f | %+.2f%s%n",
                    LABELS.get(entry.getKey()), plain, pick(f.fastStatement(), measure, statistic),
                    pick(f.sqlStatement(), measure, statistic), fastWhole, sqlWhole, fastWhole - plain,
                    sqlWhole - plain, medians ? " | " + (fastWhole - plain <= allowed ? "met" : "not met")
                            + String.format(Locale.ROOT, " (≤ %.2f) |", allowed) : " |");
        }
    }

    private static double pick(List<CaseTime> times, ToDoubleFunction<CaseTime> measure, Statistic statistic) {
        List<Double> values = times.stream().map(measure::applyAsDouble).toList();
        return switch (statistic) {
            case MEDIAN -> Bench.median(values);
            case MEAN -> values.stream().mapToDouble(Double::doubleValue).average().orElse(0);
            case MIN -> Collections.min(values);
        };
    }

    /** The whole fast-path capture with and without system.part_log, each over plain, measured interleaved. */
    private static void printPartLogShare(Map<String, Figures> byQuery, long partLogRows) {
        System.out.printf(Locale.ROOT, "%nMerges around the run: the fast-path capture with and without reading"
                + " system.part_log (%,d rows in the log), medians, ms:%n%n", partLogRows);
        System.out.println("| query | plain | capture without part_log − plain | capture with part_log − plain"
                + " | part_log's share | part_log phase, wall | part_log phase, calling thread's CPU |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|");
        for (var entry : byQuery.entrySet()) {
            Figures f = entry.getValue();
            double plain = pick(f.plain(), CaseTime::wallMillis, Statistic.MEDIAN);
            double without = pick(f.fastWithoutPartLog(), CaseTime::wallMillis, Statistic.MEDIAN);
            double with = pick(f.fastWhole(), CaseTime::wallMillis, Statistic.MEDIAN);
            // handed over by the engine; through SQL where a target offers no direct read
            List<CaseTime> phase = f.fastPhases().getOrDefault("direct: part_log rows",
                    f.fastPhases().getOrDefault("read system.part_log", List.of()));
            System.out.printf(Locale.ROOT, "| %s | %.2f | %+.2f | %+.2f | %+.2f | %s | %s |%n",
                    LABELS.get(entry.getKey()), plain, without - plain, with - plain, with - without,
                    median(phase, CaseTime::wallMillis), median(phase, CaseTime::callerCpuMillis));
        }
    }

    private static String median(List<CaseTime> phase, ToDoubleFunction<CaseTime> measure) {
        return phase.isEmpty() ? "not read" : String.format(Locale.ROOT, "%.2f", pick(phase, measure, Statistic.MEDIAN));
    }

    private static long partLogRows(QueryTarget target) {
        try (TargetResult result = target.run(QueryRequest.of("SELECT count() FROM system.part_log"))) {
            return Long.parseLong(result.rows().get(0).get(0));
        }
    }

    private static void printPhases(Map<String, Figures> byQuery) {
        System.out.printf(Locale.ROOT, "%nEach capture split into its phases (medians, ms):%n%n");
        System.out.println("| query | path | phase | wall | calling thread's CPU |");
        System.out.println("|---|---|---|---:|---:|");
        for (var entry : byQuery.entrySet()) {
            printPhases(LABELS.get(entry.getKey()), "fast", entry.getValue().fastPhases());
            printPhases(LABELS.get(entry.getKey()), "SQL", entry.getValue().sqlPhases());
        }
    }

    private static void printPhases(String label, String path, Map<String, List<CaseTime>> phases) {
        phases.forEach((phase, times) -> System.out.printf(Locale.ROOT, "| %s | %s | %s | %.2f | %.2f |%n", label, path,
                phase, Bench.median(times.stream().map(CaseTime::wallMillis).toList()),
                Bench.median(times.stream().map(CaseTime::callerCpuMillis).toList())));
    }
}
