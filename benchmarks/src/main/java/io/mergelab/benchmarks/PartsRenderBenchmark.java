package io.mergelab.benchmarks;

import io.mergelab.app.gui.parts.PartsCharts;
import io.mergelab.profiler.parts.MergeTimeline;
import io.mergelab.profiler.parts.PartEvent;
import io.mergelab.profiler.parts.PartsChart;
import io.mergelab.profiler.parts.RunMark;
import io.mergelab.profiler.run.PartRow;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.jfree.chart.JFreeChart;

/**
 * Issue 16's render budget: the parts chart of a table with 5,000 parts and the merge timeline of 100,000
 * {@code system.part_log} events each on screen in at most 300 ms. Each measurement builds the chart data (the
 * profiler's layout: {@link PartsChart}, or the part-log replay {@link MergeTimeline}), the JFreeChart chart the Parts
 * screen shows ({@link PartsCharts}) and draws it once into a 1280 × 520 image, as the screen's ChartViewer does on
 * its canvas (headless AWT: no display needed).
 *
 * <p>Usage: {@code PartsRenderBenchmark [runs]} (default 20 after 3 warm-ups; median and minimum wall ms, and the
 * median CPU time of the measuring thread, which a loaded machine inflates less than wall time). The timeline is also
 * timed by phase: the replay alone, the chart built from a replay, and drawing a built chart.
 */
public final class PartsRenderBenchmark {
    private static final int PARTS = 5_000;
    private static final int PART_PARTITIONS = 60;
    private static final int EVENTS = 100_000;
    private static final int EVENT_PARTITIONS = 36;
    private static final int RUNS_ON_TIMELINE = 200;

    private PartsRenderBenchmark() {
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        List<PartRow> parts = parts(new SplittableRandom(42));
        List<PartEvent> events = events(new SplittableRandom(7));
        Map<String, Integer> partsNow = partsNow(events);
        long nowMicros = events.get(events.size() - 1).eventTimeMicros() + 1_000_000;
        List<RunMark> marks = runMarks(events.get(0).eventTimeMicros(), nowMicros);
        System.out.printf(Locale.ROOT, "%,d parts in %d partitions; %,d part_log events in %d partitions with %d runs;"
                + " %d runs after 3 warm-ups, ms%n%n", PARTS, PART_PARTITIONS, events.size(), EVENT_PARTITIONS,
                marks.size(), runs);
        System.out.println("| what | median ms | min ms | median CPU ms |");
        System.out.println("|---|---:|---:|---:|");
        BufferedImage image = new BufferedImage(1280, 520, BufferedImage.TYPE_INT_ARGB);
        report("parts chart, 5,000 parts (layout + chart + draw)", runs, () -> draw(PartsCharts.parts(
                PartsChart.of(parts, PartsChart.Measure.BYTES, null), "default.events", false), image));
        report("merge timeline, 100,000 events + 200 runs (replay + chart + draw)", runs, () -> draw(
                PartsCharts.timeline(MergeTimeline.of(events, partsNow, nowMicros), marks, "default.events"), image));
        MergeTimeline replayed = MergeTimeline.of(events, partsNow, nowMicros);
        JFreeChart built = PartsCharts.timeline(replayed, marks, "default.events");
        report("  timeline phase: replay", runs, () -> MergeTimeline.of(events, partsNow, nowMicros));
        report("  timeline phase: chart", runs, () -> PartsCharts.timeline(replayed, marks, "default.events"));
        report("  timeline phase: draw", runs, () -> draw(built, image));
    }

    private static JFreeChart draw(JFreeChart chart, BufferedImage image) {
        Graphics2D g = image.createGraphics();
        chart.draw(g, new Rectangle2D.Double(0, 0, image.getWidth(), image.getHeight()));
        g.dispose();
        return chart;
    }

    private static void report(String what, int runs, Supplier<?> work) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        List<Double> millis = new ArrayList<>();
        List<Double> cpuMillis = new ArrayList<>();
        for (int r = 0; r < runs + 3; r++) {
            long cpuStart = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            work.get();
            double elapsed = (System.nanoTime() - start) / 1e6;
            double cpu = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6;
            if (r >= 3) {
                millis.add(elapsed);
                cpuMillis.add(cpu);
            }
        }
        Collections.sort(millis);
        Collections.sort(cpuMillis);
        System.out.printf(Locale.ROOT, "| %s | %.1f | %.1f | %.1f |%n", what, millis.get(millis.size() / 2),
                millis.get(0), cpuMillis.get(cpuMillis.size() / 2));
    }

    /** Parts of a month-partitioned table: a few big merged parts and many small inserted ones per partition. */
    private static List<PartRow> parts(SplittableRandom random) {
        List<PartRow> parts = new ArrayList<>(PARTS);
        int perPartition = PARTS / PART_PARTITIONS;
        long block = 1;
        for (int p = 0; p < PART_PARTITIONS; p++) {
            String partition = Integer.toString(202001 + p / 12 * 100 + p % 12);
            for (int i = 0; i < perPartition + (p < PARTS % PART_PARTITIONS ? 1 : 0); i++) {
                int level = i < 3 ? 3 + random.nextInt(4) : random.nextInt(3);
                long rows = level > 2 ? 1_000_000L + random.nextInt(5_000_000) : 1_000 + random.nextInt(100_000);
                long bytes = rows * 12;
                parts.add(new PartRow("default", "events", partition, partition + "_" + block + "_" + (block + level) + "_"
                        + level, "Wide", true, rows, rows / 8192 + 1, bytes, bytes, bytes * 3, 64, level, block,
                        block + level, 1_700_000_000L));
                block += level + 1;
            }
        }
        return parts;
    }

    /** Inserts into random partitions, and every tenth insert in a partition merges its last ten parts. */
    private static List<PartEvent> events(SplittableRandom random) {
        List<PartEvent> events = new ArrayList<>(EVENTS);
        Map<String, List<String>> pending = new HashMap<>();
        long micros = 1_700_000_000_000_000L;
        long block = 1;
        while (events.size() < EVENTS) {
            String partition = Integer.toString(202001 + random.nextInt(EVENT_PARTITIONS));
            String name = partition + "_" + block + "_" + block + "_0";
            block++;
            micros += 1 + random.nextInt(20_000);
            events.add(new PartEvent(micros, PartEvent.NEW_PART, name, partition, 10_000, 120_000, List.of(), 3));
            List<String> open = pending.computeIfAbsent(partition, k -> new ArrayList<>());
            open.add(name);
            if (open.size() == 10) {
                micros += 1 + random.nextInt(20_000);
                String merged = partition + "_m" + block + "_1";
                events.add(new PartEvent(micros, PartEvent.MERGE_PARTS, merged, partition, 100_000, 1_200_000,
                        List.copyOf(open), 40));
                for (String source : open) {
                    events.add(new PartEvent(micros + 1, PartEvent.REMOVE_PART, source, partition, 10_000, 120_000,
                            List.of(), 0));
                }
                open.clear();
                open.add(merged);
            }
        }
        return events;
    }

    private static Map<String, Integer> partsNow(List<PartEvent> events) {
        Map<String, Integer> now = new HashMap<>();
        for (PartEvent e : events) {
            int delta = switch (e.type()) {
                case PartEvent.NEW_PART -> 1;
                case PartEvent.MERGE_PARTS -> 1 - e.mergedFrom().size();
                default -> 0;
            };
            now.merge(e.partitionId(), delta, Integer::sum);
        }
        return now;
    }

    private static List<RunMark> runMarks(long fromMicros, long toMicros) {
        List<RunMark> marks = new ArrayList<>(RUNS_ON_TIMELINE);
        for (int i = 0; i < RUNS_ON_TIMELINE; i++) {
            long micros = fromMicros + (toMicros - fromMicros) * i / RUNS_ON_TIMELINE;
            marks.add(new RunMark("run-" + i, Instant.ofEpochSecond(micros / 1_000_000, micros % 1_000_000 * 1000),
                    20 + i % 17, OptionalLong.of(10 + i % 30), OptionalLong.of(40), "SELECT count() FROM events", false));
        }
        return marks;
    }
}
