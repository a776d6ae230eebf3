package io.mergelab.profiler.report;

import io.mergelab.profiler.parts.MergeTimeline;
import io.mergelab.profiler.parts.PartitionTimeline;
import io.mergelab.profiler.parts.RunMerges;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * A table's active parts over the minutes around a run, as the Parts screen's timeline draws them: the whole table in
 * black and its busiest partitions in colour as step lines (the largest count per pixel column, so a short pile-up
 * still shows), the run as a shaded band, the time axis in seconds from the run's start.
 */
final class MergesSvg {
    private static final double LEFT = 60;
    private static final double TOP = 34;
    private static final double PLOT_WIDTH = 720;
    private static final double PLOT_HEIGHT = 180;
    private static final double LEGEND = 220;
    private static final int PARTITIONS = 4;
    private static final String[] COLOURS = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728"};

    private MergesSvg() {
    }

    static String render(RunMerges merges) {
        MergeTimeline t = merges.timeline();
        List<PartitionTimeline> busiest = t.partitions().stream()
                .sorted(Comparator.comparingInt(PartitionTimeline::peakParts).reversed()).limit(PARTITIONS).toList();
        int buckets = (int) PLOT_WIDTH;
        int[] total = t.sample(t.total(), buckets);
        int max = 1;
        for (int c : total) {
            max = Math.max(max, c);
        }
        double width = LEFT + PLOT_WIDTH + LEGEND;
        double height = TOP + PLOT_HEIGHT + 50;
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\""
                + " class=\"merges\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" role=\"img\""
                + " font-family=\"DejaVu Sans, sans-serif\" font-size=\"12\">", width, height, width, height));
        svg.append("<title>Active parts of ").append(Html.escape(merges.table()))
                .append(" around the run</title>");
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"18\" fill=\"#222\" font-weight=\"bold\">%s</text>",
                LEFT, Html.escape(merges.table() + ": active parts around the run (" + t.eventCount()
                        + " part_log events)")));
        double span = Math.max(1, t.toMicros() - t.fromMicros());
        double runX = LEFT + PLOT_WIDTH * (merges.runStartMicros() - t.fromMicros()) / span;
        double runW = Math.max(2, PLOT_WIDTH * (merges.runEndMicros() - merges.runStartMicros()) / span);
        svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\""
                + " fill=\"#bcbddc\" opacity=\"0.7\"><title>the run</title></rect>", runX, TOP, runW, PLOT_HEIGHT));
        yAxis(svg, max);
        xAxis(svg, t, merges.runStartMicros());
        for (int i = busiest.size() - 1; i >= 0; i--) {
            svg.append(line(t.sample(busiest.get(i).steps(), buckets), max, COLOURS[i], 1.5));
        }
        svg.append(line(total, max, "#000", 2.5));
        List<String[]> legend = new ArrayList<>();
        legend.add(new String[] {"#000", "whole table"});
        for (int i = 0; i < busiest.size(); i++) {
            legend.add(new String[] {COLOURS[i], "partition " + busiest.get(i).partitionId()});
        }
        legend.add(new String[] {"#bcbddc", "the run"});
        double ly = TOP + 6;
        for (String[] entry : legend) {
            svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"14\" height=\"10\" fill=\"%s\"/>"
                    + "<text x=\"%.1f\" y=\"%.1f\" fill=\"#222\">%s</text>", LEFT + PLOT_WIDTH + 16, ly, entry[0],
                    LEFT + PLOT_WIDTH + 36, ly + 10, Html.escape(entry[1])));
            ly += 18;
        }
        return svg.append("</svg>").toString();
    }

    /** A step line through the bucket counts. */
    private static String line(int[] counts, int max, String colour, double strokeWidth) {
        StringBuilder path = new StringBuilder();
        double step = PLOT_WIDTH / counts.length;
        for (int b = 0; b < counts.length; b++) {
            double y = TOP + PLOT_HEIGHT - PLOT_HEIGHT * counts[b] / max;
            if (b == 0) {
                path.append(String.format(Locale.ROOT, "M%.1f %.1f", LEFT, y));
            } else if (counts[b] != counts[b - 1]) {
                path.append(String.format(Locale.ROOT, "V%.1f", y));
            }
            path.append(String.format(Locale.ROOT, "H%.1f", LEFT + step * (b + 1)));
        }
        return String.format(Locale.ROOT, "<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\"/>", path,
                colour, strokeWidth);
    }

    private static void yAxis(StringBuilder svg, int max) {
        int tick = Math.max(1, (int) Math.ceil(max / 4.0));
        for (int v = 0; v <= max; v += tick) {
            double y = TOP + PLOT_HEIGHT - PLOT_HEIGHT * v / max;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                    + "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\" fill=\"#222\">%d</text>", LEFT, LEFT + PLOT_WIDTH,
                    y, y, LEFT - 6, y + 4, v));
        }
        svg.append(String.format(Locale.ROOT, "<text transform=\"translate(16 %.1f) rotate(-90)\" text-anchor=\"middle\""
                + " fill=\"#222\">active parts</text>", TOP + PLOT_HEIGHT / 2));
    }

    /** Ticks in whole seconds from the run's start, about six of them. */
    private static void xAxis(StringBuilder svg, MergeTimeline t, long runStartMicros) {
        double span = Math.max(1, t.toMicros() - t.fromMicros());
        double fromSeconds = (t.fromMicros() - runStartMicros) / 1e6;
        double toSeconds = (t.toMicros() - runStartMicros) / 1e6;
        double tick = niceStep((toSeconds - fromSeconds) / 6);
        double bottom = TOP + PLOT_HEIGHT;
        svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#888\"/>",
                LEFT, LEFT + PLOT_WIDTH, bottom, bottom));
        for (double s = Math.ceil(fromSeconds / tick) * tick; s <= toSeconds + 1e-9; s += tick) {
            double x = LEFT + PLOT_WIDTH * ((runStartMicros + s * 1e6) - t.fromMicros()) / span;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#888\"/>"
                    + "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#222\">%s</text>", x, x, bottom,
                    bottom + 4, x, bottom + 17, seconds(s)));
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#222\">"
                + "seconds from the run's start</text>", LEFT + PLOT_WIDTH / 2, bottom + 36));
    }

    private static String seconds(double s) {
        return Math.abs(s - Math.rint(s)) < 1e-9 ? String.format(Locale.ROOT, "%+.0f", s).replace("+0", "0")
                : String.format(Locale.ROOT, "%+.2f", s);
    }

    /** 1, 2 or 5 times a power of ten, at least {@code raw}. */
    private static double niceStep(double raw) {
        if (raw <= 0) {
            return 1;
        }
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * power >= raw) {
                return m * power;
            }
        }
        return 10 * power;
    }
}
