package io.mergelab.benchmarks;

import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.bundle.TableRecipes;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentPlan;
import io.mergelab.profiler.experiment.ExperimentProgress;
import io.mergelab.profiler.experiment.ExperimentQuery;
import io.mergelab.profiler.experiment.ExperimentRunner;
import io.mergelab.profiler.experiment.ExperimentSink;
import io.mergelab.profiler.experiment.LayoutLab;
import io.mergelab.profiler.experiment.LayoutSpec;
import io.mergelab.profiler.report.Report;
import io.mergelab.profiler.report.ReportFormat;
import io.mergelab.profiler.report.ReportWriter;
import io.mergelab.profiler.run.Run;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Issue 15's report budget for experiments: a report of a 3 × 5 experiment with 10 repetitions per cell generated in
 * at most 1 s, its HTML at most 2 MB. Runs a real experiment first (the layout lab on the embedded engine in
 * {@code dir}: 200,000 rows sorted by {@code id}, copies sorted by {@code k} and by {@code (k, id)}, five queries, 10
 * rounds, 150 runs), then writes its report in each format in-process (median and minimum, ms, and the file's size).
 * The files stay in {@code dir} ({@code report-experiment.html} and the others).
 *
 * <p>Usage: {@code ExperimentReportBenchmark [dir] [runs] [rows]} (default: a temporary directory, 10 runs, 200,000).
 */
public final class ExperimentReportBenchmark {
    private static final List<String> QUERIES = List.of(
            "SELECT count() FROM {table} WHERE k = 5",
            "SELECT k, count() FROM {table} GROUP BY k ORDER BY k LIMIT 10",
            "SELECT sum(id) FROM {table} WHERE id BETWEEN 1000 AND 50000",
            "SELECT s FROM {table} WHERE k = 7 ORDER BY id LIMIT 5",
            "SELECT count() FROM {table} WHERE s LIKE '%99%'");

    private ExperimentReportBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = args.length > 0 ? Path.of(args[0]) : Files.createTempDirectory("experiment-report-benchmark");
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        long rows = args.length > 2 ? Long.parseLong(args[2]) : 200_000;
        Files.createDirectories(dir);
        Path data = dir.resolve("data");
        if (Files.exists(data)) {
            Bench.deleteTree(data);
        }
        long start = System.nanoTime();
        Report report = experiment(data, rows);
        System.out.printf(Locale.ROOT, "Experiment of %d layouts × %d queries, %d runs, in %.1f s; %d runs of the"
                        + " report after 2 warm-ups%n%n", report.experiments().get(0).layouts().size(),
                report.experiments().get(0).queries().size(), report.runs().size(), (System.nanoTime() - start) / 1e9, runs);
        // wall time waits for a core on a loaded machine; the thread's CPU time says what the report itself costs
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.println("| format | median ms | min ms | median CPU ms | size |");
        System.out.println("|---|---:|---:|---:|---:|");
        for (ReportFormat format : ReportFormat.values()) {
            Path file = dir.resolve("report-experiment." + format.formatName());
            List<Double> millis = new ArrayList<>();
            List<Double> cpuMillis = new ArrayList<>();
            for (int r = 0; r < runs + 2; r++) {
                long begin = System.nanoTime();
                long cpu = threads.getCurrentThreadCpuTime();
                ReportWriter.write(report, format, file);
                if (r >= 2) {
                    millis.add((System.nanoTime() - begin) / 1e6);
                    cpuMillis.add((threads.getCurrentThreadCpuTime() - cpu) / 1e6);
                }
            }
            System.out.printf(Locale.ROOT, "| %s | %.1f | %.1f | %.1f | %s |%n", format.formatName(),
                    Bench.median(millis), millis.stream().mapToDouble(Double::doubleValue).min().orElse(0),
                    Bench.median(cpuMillis), Bench.readableBytes(Files.size(file)));
        }
        System.out.println("\nThe reports are in " + dir);
    }

    private static Report experiment(Path data, long rows) {
        try (EmbeddedTarget target = EmbeddedTarget.open(data)) {
            run(target, "CREATE DATABASE bench");
            run(target, "CREATE TABLE bench.t (id UInt64, k UInt64, s String) ENGINE = MergeTree ORDER BY id");
            run(target, "INSERT INTO bench.t SELECT number, number % 1000, toString(number) FROM numbers(" + rows + ")");
            LayoutLab lab = new LayoutLab(target, "bench.t", List.of(LayoutSpec.parse("by_k", "ORDER BY k"),
                    LayoutSpec.parse("by_k_id", "ORDER BY (k, id)")), true, false);
            List<Run> runs = new ArrayList<>();
            List<Comparison> comparisons = new ArrayList<>();
            List<ExperimentQuery> queries = new ArrayList<>();
            for (int q = 0; q < QUERIES.size(); q++) {
                queries.add(new ExperimentQuery("q" + (q + 1), QUERIES.get(q), Map.of(), List.of()));
            }
            Experiment experiment = new ExperimentRunner(target).run(new ExperimentPlan("layouts", "bench.t",
                    "Three layouts of one table, five queries", lab.layoutNames(), queries, List.of(),
                    new ComparisonOptions(1, 10, 10, 0, 600, false, 0.1, 1)), lab, new ExperimentSink() {
                        @Override
                        public void run(Run run) {
                            runs.add(run);
                        }

                        @Override
                        public void comparison(Comparison comparison) {
                            comparisons.add(comparison);
                        }
                    }, ExperimentProgress.NONE);
            return Report.ofExperiments(List.of(experiment), new BundleContents(runs, comparisons,
                    TableRecipes.of(runs, Optional.of(target))), Instant.now());
        }
    }

    private static void run(EmbeddedTarget target, String sql) {
        target.run(QueryRequest.of(sql)).close();
    }
}
