package io.mergelab.app.cli;

import io.mergelab.profiler.parts.MergeTimeline;
import io.mergelab.profiler.parts.PartEvent;
import io.mergelab.profiler.parts.PartitionTimeline;
import io.mergelab.profiler.parts.PartsFormat;
import io.mergelab.profiler.parts.RunMark;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** What {@code mergelab merges} prints: active parts over time per partition, the runs on that axis, the events. */
final class MergesText {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS")
            .withZone(ZoneOffset.UTC);
    private static final int TREND_WIDTH = 40;

    private MergesText() {
    }

    static String of(String table, MergeTimeline timeline, List<PartEvent> events, List<RunMark> runs, int eventLimit,
                     String runsNote) {
        StringBuilder out = new StringBuilder();
        out.append(table).append(": system.part_log from ").append(time(timeline.fromMicros())).append(" to ")
                .append(time(timeline.toMicros())).append(" UTC, ").append(timeline.eventCount()).append(" events\n");
        int[] total = timeline.sample(timeline.total(), TREND_WIDTH);
        out.append("Active parts over time (whole table): ").append(trend(total)).append("  peak ")
                .append(Arrays.stream(total).max().orElse(0)).append(", now ")
                .append(total.length == 0 ? 0 : total[total.length - 1]).append("\n\n");
        TextTable partitions = new TextTable("partition", "new parts>", "merges>", "mutations>", "removed>", "peak>",
                "now>", "active parts over time");
        for (PartitionTimeline p : timeline.partitions()) {
            partitions.row(p.partitionId(), Integer.toString(p.newParts()), Integer.toString(p.merges()),
                    Integer.toString(p.mutations()), Integer.toString(p.removals()), Integer.toString(p.peakParts()),
                    Integer.toString(p.finalParts()), trend(timeline.sample(p.steps(), TREND_WIDTH)));
        }
        out.append(partitions.render());
        out.append("\nRuns that read the table (").append(runsNote).append("):\n");
        if (runs.isEmpty()) {
            out.append("  none\n");
        } else {
            TextTable marks = new TextTable("started", "run", "latency ms>", "parts read>", "sql");
            for (RunMark r : runs) {
                marks.row(time(r.startedAt()), r.runId().substring(0, Math.min(8, r.runId().length())),
                        String.format("%.1f", r.latencyMillis()) + (r.failed() ? " (failed)" : ""),
                        r.partsText(), oneLine(r.sql()));
            }
            out.append(marks.render());
        }
        List<PartEvent> shown = events.subList(Math.max(0, events.size() - eventLimit), events.size());
        out.append("\nEvents").append(shown.size() < events.size() ? " (the latest " + shown.size() + ")" : "")
                .append(":\n");
        TextTable rows = new TextTable("time", "event", "partition", "part", "rows>", "size>", "merged from");
        for (PartEvent e : shown) {
            rows.row(time(e.eventTimeMicros()), e.type(), e.partitionId(), e.partName(), PartsFormat.count(e.rows()),
                    PartsFormat.size(e.sizeInBytes()), e.mergedFrom().isEmpty() ? "" : e.mergedFrom().size() + " parts");
        }
        out.append(rows.render());
        return out.toString();
    }

    private static String trend(int[] counts) {
        List<Double> values = new ArrayList<>(counts.length);
        for (int c : counts) {
            values.add((double) c);
        }
        return Sparkline.of(values);
    }

    private static String time(long micros) {
        return TIME.format(Instant.ofEpochSecond(micros / 1_000_000, (micros % 1_000_000) * 1000));
    }

    private static String time(Instant instant) {
        return TIME.format(instant);
    }

    private static String oneLine(String sql) {
        String line = sql.replaceAll("\\s+", " ").strip();
        return line.length() > 60 ? line.substring(0, 59) + "…" : line;
    }
}
