package io.mergelab.app.gui.parts;

import io.mergelab.profiler.parts.MergeTimeline;
import io.mergelab.profiler.parts.PartEvent;
import io.mergelab.profiler.parts.PartsChart;
import io.mergelab.profiler.run.PartRow;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;

/**
 * Draws a made-up parts chart and merge timeline, a few times each, into images as {@link ChartPicture} does, on the
 * calling (background) thread, so the first real charts find JFreeChart's and Java2D's classes loaded and their
 * drawing code compiled, and show within a second of the screen opening.
 */
final class ChartWarmUp {
    /** Enough draws for the JIT to compile the drawing code's hot methods. */
    private static final int ROUNDS = 6;
    private static final int PARTITIONS = 6;
    private static final int PARTS_PER_PARTITION = 8;
    private static final long NOW_MICROS = 1_800_000_000_000_000L;

    private ChartWarmUp() {
    }

    /** Draws both charts {@value #ROUNDS} times; returns how many draws were made. */
    static int run() {
        JFreeChart parts = PartsCharts.parts(PartsChart.of(parts(), PartsChart.Measure.BYTES, null), "warm.up", false);
        JFreeChart timeline = PartsCharts.timeline(MergeTimeline.of(events(), activeNow(), NOW_MICROS), List.of(),
                "warm.up");
        int draws = 0;
        for (int round = 0; round < ROUNDS; round++) {
            draw(parts);
            draw(timeline);
            draws += 2;
        }
        return draws;
    }

    private static void draw(JFreeChart chart) {
        ChartPicture.drawAway(chart, 1100, 450);
    }

    private static List<PartRow> parts() {
        List<PartRow> rows = new ArrayList<>();
        for (int p = 0; p < PARTITIONS; p++) {
            for (int i = 0; i < PARTS_PER_PARTITION; i++) {
                long level = i % 4;
                rows.add(new PartRow("warm", "up", "p" + p, partName(p, i), "Wide", true, 10_000L * (i + 1), 2,
                        100_000L * (i + 1), 90_000L, 400_000L, 64, level, i, i, 0));
            }
        }
        return rows;
    }

    private static List<PartEvent> events() {
        List<PartEvent> events = new ArrayList<>();
        long at = NOW_MICROS - 60_000_000L;
        for (int p = 0; p < PARTITIONS; p++) {
            for (int i = 0; i < PARTS_PER_PARTITION; i++) {
                at += 500_000L;
                events.add(new PartEvent(at, PartEvent.NEW_PART, partName(p, i), "p" + p, 10_000, 100_000, List.of(), 1));
                if (i % 2 == 1) {
                    at += 100_000L;
                    events.add(new PartEvent(at, PartEvent.MERGE_PARTS, partName(p, i) + "_1", "p" + p, 20_000,
                            200_000, List.of(partName(p, i - 1), partName(p, i)), 5));
                }
            }
        }
        return events;
    }

    private static Map<String, Integer> activeNow() {
        Map<String, Integer> active = new HashMap<>();
        for (int p = 0; p < PARTITIONS; p++) {
            active.put("p" + p, PARTS_PER_PARTITION / 2);
        }
        return active;
    }

    private static String partName(int partition, int block) {
        return "p" + partition + "_" + block + "_" + block + "_0";
    }
}
