package io.mergelab.benchmarks;

import io.mergelab.profiler.bundle.RunBundle;
import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.profiler.report.Report;
import io.mergelab.profiler.report.ReportFormat;
import io.mergelab.profiler.report.ReportWriter;
import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.MachineFacts;
import io.mergelab.profiler.run.Outcome;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.TargetInfo;

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
 * Issue 15's report budget: a report of a 1,000-processor run generated in at most 1 s, its HTML at most 2 MB. The
 * run is {@link ProfileRenderBenchmark}'s synthetic pipeline ({@link SyntheticPipeline}: 64 read lanes of 15 steps,
 * two Resizes, a tail of 38). Writes each format in-process (median and minimum of the runs, ms, with the file's
 * size), and leaves the run as a bundle, {@code report-1000.json} in the given directory, so the command can be timed
 * too: {@code mergelab import DIR/report-1000.json --store S; time mergelab report synthetic-1000 --store S --out r.html}.
 * Each format's line gives the wall time (median and minimum) and the writing thread's median CPU time.
 *
 * <p>Given a bundle or a report's JSON as the third argument (a comparison of 2 × 7 runs, say, from {@code mergelab
 * report COMPARISON --out cmp.json}), it also times a report of what that file holds, comparisons and all.
 *
 * <p>Usage: {@code ReportBenchmark [dir] [runs] [bundle]} (default: a temporary directory, 10 runs, no bundle).
 */
public final class ReportBenchmark {
    private ReportBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = args.length > 0 ? Path.of(args[0]) : Files.createTempDirectory("report-benchmark");
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        Files.createDirectories(dir);
        List<ProcessorRow> processors = SyntheticPipeline.processors(64, 15, 38, 42);
        Run run = new Run("synthetic-1000", "synthetic-1000", 0, "synthetic-1000",
                new TargetInfo("embedded", "synthetic", "0.1.0-SNAPSHOT"), "SELECT k, count() FROM t GROUP BY k", 0,
                Map.of("max_threads", "64"), Map.of(), List.of("benchmark"), Instant.EPOCH,
                new Outcome(1_000_000, 1, 8, "", Optional.empty()), Optional.empty(), processors, List.of(),
                Explains.NONE, List.of(), List.of(), new MachineFacts("bench", 2, 0, "", ""), List.of());
        RunBundle.write(List.of(run), dir.resolve("report-1000.json"));
        Report report = new Report("1,000 processors", Instant.EPOCH, List.of(run));
        System.out.printf(Locale.ROOT, "%,d processors; %d runs after 2 warm-ups%n%n", processors.size(), runs);
        time(report, dir, "report-1000", runs);
        if (args.length > 2) {
            Report bundled = Report.of(RunFiles.readContents(List.of(Path.of(args[2]))), Instant.EPOCH);
            System.out.printf(Locale.ROOT, "%n%s: %d comparisons of %d runs; %d runs after 2 warm-ups%n%n", args[2],
                    bundled.comparisons().size(), bundled.runs().size(), runs);
            time(bundled, dir, "report-bundle", runs);
        }
        System.out.println("\nFiles and the bundle for mergelab import are in " + dir);
    }

    private static void time(Report report, Path dir, String name, int runs) throws Exception {
        // wall time waits for a core on a loaded machine; the thread's CPU time says what the report itself costs
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.println("| format | median ms | min ms | median CPU ms | size |");
        System.out.println("|---|---:|---:|---:|---:|");
        for (ReportFormat format : ReportFormat.values()) {
            Path file = dir.resolve(name + "." + format.formatName());
            List<Double> millis = new ArrayList<>();
            List<Double> cpuMillis = new ArrayList<>();
            for (int r = 0; r < runs + 2; r++) {
                long start = System.nanoTime();
                long cpu = threads.getCurrentThreadCpuTime();
                ReportWriter.write(report, format, file);
                if (r >= 2) {
                    millis.add((System.nanoTime() - start) / 1e6);
                    cpuMillis.add((threads.getCurrentThreadCpuTime() - cpu) / 1e6);
                }
            }
            System.out.printf(Locale.ROOT, "| %s | %.1f | %.1f | %.1f | %s |%n", format.formatName(),
                    Bench.median(millis), millis.stream().mapToDouble(Double::doubleValue).min().orElse(0),
                    Bench.median(cpuMillis), Bench.readableBytes(Files.size(file)));
        }
    }
}
