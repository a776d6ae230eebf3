package io.mergelab.app.gui.parts;

import io.mergelab.profiler.parts.CountSteps;
import io.mergelab.profiler.parts.MergeTimeline;
import io.mergelab.profiler.parts.PartitionTimeline;
import io.mergelab.profiler.parts.PartsChart;
import io.mergelab.profiler.parts.PartsFormat;
import io.mergelab.profiler.parts.RunMark;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.DateAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.DefaultXYDataset;
import org.jfree.data.xy.XYIntervalSeries;
import org.jfree.data.xy.XYIntervalSeriesCollection;

/**
 * The Parts screen's two charts as JFreeChart objects, built from the profiler's layouts off the FX thread: parts per
 * partition coloured by level, and the merge timeline with the runs of the history on the same time axis.
 */
public final class PartsCharts {
    /** Level 0 (as inserted) to level 5+ (merged many times): cool to warm. */
    private static final Color[] LEVEL_COLOURS = {new Color(0x9ecae1), new Color(0x4292c6), new Color(0x2ca25f),
        new Color(0xfdae6b), new Color(0xe6550d), new Color(0xa50f15)};
    private static final Color NOT_READ = new Color(0xd9d9d9);
    private static final Color BAND = new Color(0xf3f3f3);
    private static final Color CLEAR = new Color(0, 0, 0, 0);
    private static final Font SUBTITLE = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    /** Buckets per timeline series: about one per pixel column of a wide screen, few enough to draw fast. */
    private static final int TIMELINE_POINTS = 1200;
    private static final Color RUN_LINE = new Color(0x9e9ac8);
    private static final BasicStroke RUN_STROKE = new BasicStroke(1f);
    /** What a replay has not reached yet: a white veil. */
    private static final Color NOT_REPLAYED = new Color(255, 255, 255, 190);
    /** Partitions drawn one by one on the timeline; the table total covers the rest. */
    private static final int TIMELINE_PARTITIONS = 8;
    /** Partition labels over the parts chart, at most. */
    private static final int LABELLED_PARTITIONS = 12;

    private PartsCharts() {
    }

    /** One bar per part; when a run is chosen, the parts it could not read are grey. */
    public static JFreeChart parts(PartsChart layout, String table, boolean runChosen) {
        XYIntervalSeries[] byLevel = new XYIntervalSeries[layout.topLevel() + 1];
        for (int level = 0; level < byLevel.length; level++) {
            byLevel[level] = new XYIntervalSeries(level == PartsChart.TOP_LEVEL ? "level " + level + "+"
                    : level == 0 ? "level 0 (as inserted)" : "level " + level);
        }
        XYIntervalSeries notRead = new XYIntervalSeries("not there when the run ran");
        Unit unit = Unit.of(layout.measure(), layout.maxValue());
        double divisor = unit.divisor();
        // the bars of each series in the order added, for the tooltips (series: the levels, then not read)
        List<List<PartsChart.Bar>> barsOf = new ArrayList<>();
        for (int s = 0; s <= byLevel.length; s++) {
            barsOf.add(new ArrayList<>());
        }
        for (PartsChart.Bar bar : layout.bars()) {
            double y = bar.value() / divisor;
            (bar.read() ? byLevel[bar.levelClass()] : notRead).add(bar.x(), bar.x() + 0.1, bar.x() + 0.9, y, 0, y);
            barsOf.get(bar.read() ? bar.levelClass() : byLevel.length).add(bar);
        }
        XYIntervalSeriesCollection data = new XYIntervalSeriesCollection();
        for (XYIntervalSeries s : byLevel) {
            data.addSeries(s);
        }
        if (runChosen) {
            data.addSeries(notRead);
        }
        NumberAxis x = new NumberAxis(PartsFormat.counted(layout.partitions().size(), "partition", "partitions")
                + " (partition_id, part count), one bar per part in block order");
        x.setTickLabelsVisible(false);
        x.setTickMarksVisible(false);
        NumberAxis y = new NumberAxis(layout.measure().title() + " (" + unit.name() + ")");
        y.setUpperMargin(0.1); // room for the partition labels over the tallest bars
        XYBarRenderer renderer = new XYBarRenderer();
        renderer.setBarPainter(new StandardXYBarPainter());
        renderer.setShadowVisible(false);
        renderer.setDrawBarOutline(false);
        for (int level = 0; level < byLevel.length; level++) {
            renderer.setSeriesPaint(level, LEVEL_COLOURS[level]);
        }
        renderer.setSeriesPaint(byLevel.length, NOT_READ);
        renderer.setUseYInterval(true);
        renderer.setDefaultToolTipGenerator((dataset, series, item) -> {
            PartsChart.Bar bar = barsOf.get(series).get(item);
            return bar.name() + " (partition " + bar.partitionId() + ", level " + bar.level() + "): "
                    + (layout.measure() == PartsChart.Measure.BYTES ? PartsFormat.size(bar.value())
                    : PartsFormat.count(bar.value()) + " rows");
        });
        XYPlot plot = new XYPlot(data, x, y, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(new Color(0xcccccc));
        plot.setDomainGridlinesVisible(false);
        // label every partition when they fit, else the next one at least 1/12 of the axis on, so labels never
        // overlap where partitions hold few parts
        boolean all = layout.partitions().size() <= LABELLED_PARTITIONS;
        double axisWidth = layout.bars().isEmpty() ? 1 : layout.bars().get(layout.bars().size() - 1).x() + 1;
        double labelGap = axisWidth / LABELLED_PARTITIONS;
        double lastLabelled = Double.NEGATIVE_INFINITY;
        int index = 0;
        for (PartsChart.Band band : layout.partitions()) {
            IntervalMarker marker = new IntervalMarker(band.fromX() - 0.05, band.toX() + 0.05);
            marker.setPaint(index++ % 2 == 0 ? BAND : Color.WHITE);
            plot.addDomainMarker(marker, Layer.BACKGROUND);
            if (all || band.fromX() - lastLabelled >= labelGap) {
                // a clear marker over the bands, so the next band does not paint over a label wider than its own
                IntervalMarker label = new IntervalMarker(band.fromX() - 0.05, band.toX() + 0.05, CLEAR);
                label.setLabel(all ? band.partitionId() + " (" + band.parts() + ")" : band.partitionId());
                label.setLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
                label.setLabelAnchor(RectangleAnchor.TOP_LEFT);
                label.setLabelTextAnchor(TextAnchor.TOP_LEFT);
                plot.addDomainMarker(label, Layer.FOREGROUND);
                lastLabelled = band.fromX();
            }
        }
        if (layout.bars().isEmpty()) {
            x.setRange(0, 1);
        } else {
            x.setRange(-0.5, layout.bars().get(layout.bars().size() - 1).x() + 1.5);
        }
        JFreeChart chart = new JFreeChart("Parts of " + table + " by " + layout.measure().title().toLowerCase(),
                JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        chart.addSubtitle(subtitle(PartsFormat.counted(layout.bars().size(), "active part", "active parts")
                + "; colour = merge level (times merged)"));
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    /**
     * Active parts over time (the table and its busiest partitions) above the runs' latencies on the same time axis,
     * each run labelled with the parts it read; a thin line marks each run on the part counts too.
     */
    public static JFreeChart timeline(MergeTimeline timeline, List<RunMark> runs, String table) {
        DateAxis time = new DateAxis("time (local)");
        CombinedDomainXYPlot combined = new CombinedDomainXYPlot(time);
        combined.setGap(8);
        DefaultXYDataset counts = new DefaultXYDataset();
        counts.addSeries("whole table", series(timeline, timeline.total()));
        timeline.partitions().stream()
                .sorted(Comparator.comparingInt(PartitionTimeline::peakParts).reversed())
                .limit(TIMELINE_PARTITIONS)
                .forEach(p -> counts.addSeries("partition " + p.partitionId(), series(timeline, p.steps())));
        XYStepRenderer steps = new XYStepRenderer();
        steps.setSeriesStroke(0, new BasicStroke(2.5f));
        steps.setSeriesPaint(0, Color.BLACK);
        NumberAxis partsAxis = new NumberAxis("active parts");
        partsAxis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        XYPlot countsPlot = new XYPlot(counts, null, partsAxis, steps);
        countsPlot.setBackgroundPaint(Color.WHITE);
        countsPlot.setRangeGridlinePaint(new Color(0xcccccc));
        List<RunMark> byStart = runs.stream().sorted(Comparator.comparing(RunMark::startedAt)).toList();
        double[][] latencies = new double[2][byStart.size()];
        for (int i = 0; i < byStart.size(); i++) {
            RunMark r = byStart.get(i);
            latencies[0][i] = r.startedAt().toEpochMilli();
            latencies[1][i] = r.latencyMillis();
            countsPlot.addDomainMarker(new ValueMarker(latencies[0][i], RUN_LINE, RUN_STROKE), Layer.BACKGROUND);
        }
        DefaultXYDataset runData = new DefaultXYDataset();
        runData.addSeries("runs (latency, parts read)", latencies);
        XYLineAndShapeRenderer dots = new XYLineAndShapeRenderer(false, true);
        dots.setSeriesPaint(0, new Color(0x6a51a3));
        dots.setDefaultItemLabelGenerator((dataset, series, item) -> byStart.get(item).partsText());
        dots.setDefaultToolTipGenerator((dataset, series, item) -> {
            RunMark r = byStart.get(item);
            return String.format("%.1f ms", r.latencyMillis()) + (r.partsText().isEmpty() ? "" : ", " + r.partsText())
                    + ": " + oneLine(r.sql(), 100);
        });
        dots.setDefaultItemLabelsVisible(runs.size() <= 60);
        dots.setDefaultItemLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
        NumberAxis latencyAxis = new NumberAxis("run latency (ms)");
        latencyAxis.setAutoRangeIncludesZero(true);
        latencyAxis.setUpperMargin(0.35); // room for the label over the slowest run
        XYPlot runsPlot = new XYPlot(runData, null, latencyAxis, dots);
        runsPlot.setBackgroundPaint(Color.WHITE);
        runsPlot.setRangeGridlinePaint(new Color(0xcccccc));
        combined.add(countsPlot, 3);
        combined.add(runsPlot, 2);
        JFreeChart chart = new JFreeChart("Merges over time: " + table, JFreeChart.DEFAULT_TITLE_FONT, combined, true);
        chart.addSubtitle(subtitle(timeline.eventCount() + " part_log events; " + runs.size()
                + " runs that read the table, labelled with the parts they read"));
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    /**
     * Fades what a replay has not reached yet: one marker per part of the timeline, over everything drawn, from
     * {@code start} to {@code end} (epoch millis); move them with {@link IntervalMarker#setStartValue}.
     */
    public static List<IntervalMarker> replayShade(JFreeChart timeline) {
        List<IntervalMarker> shades = new ArrayList<>();
        for (XYPlot plot : ((CombinedDomainXYPlot) timeline.getPlot()).getSubplots()) {
            IntervalMarker shade = new IntervalMarker(0, 0, NOT_REPLAYED);
            plot.addDomainMarker(shade, Layer.FOREGROUND);
            shades.add(shade);
        }
        return shades;
    }

    /** {@code sql} on one line, cut to {@code max} characters. */
    static String oneLine(String sql, int max) {
        String line = sql.replaceAll("\\s+", " ").strip();
        return line.length() > max ? line.substring(0, max - 1) + "…" : line;
    }

    /** A line under the title, with room below it so the plot's labels do not touch it. */
    private static TextTitle subtitle(String text) {
        TextTitle title = new TextTitle(text, SUBTITLE);
        title.setPadding(new RectangleInsets(2, 0, 8, 0));
        return title;
    }

    /** The axis unit that keeps the tallest bar between 1 and 1024 (or 1000): KiB for small parts, GiB for big. */
    private record Unit(String name, double divisor) {
        static Unit of(PartsChart.Measure measure, long max) {
            if (measure == PartsChart.Measure.BYTES) {
                return max >= 1L << 30 ? new Unit("GiB", 1 << 30) : max >= 1L << 20 ? new Unit("MiB", 1 << 20)
                        : max >= 1L << 10 ? new Unit("KiB", 1 << 10) : new Unit("bytes", 1);
            }
            return max >= 1_000_000 ? new Unit("million rows", 1e6) : max >= 1_000 ? new Unit("thousand rows", 1e3)
                    : new Unit("rows", 1);
        }
    }

    /**
     * The steps as x (epoch millis) and y arrays: the largest count per pixel-wide bucket, and only where it changes
     * (a step line draws the same without the repeats), plus the last bucket so the line reaches the end.
     */
    private static double[][] series(MergeTimeline timeline, CountSteps steps) {
        int[] sampled = timeline.sample(steps, TIMELINE_POINTS);
        long span = Math.max(1, timeline.toMicros() - timeline.fromMicros());
        double[] x = new double[sampled.length];
        double[] y = new double[sampled.length];
        int n = 0;
        for (int b = 0; b < sampled.length; b++) {
            boolean changes = n == 0 || sampled[b] != y[n - 1] || b == sampled.length - 1;
            if (changes) {
                x[n] = (timeline.fromMicros() + span * b / sampled.length) / 1000;
                y[n] = sampled[b];
                n++;
            }
        }
        return new double[][] {Arrays.copyOf(x, n), Arrays.copyOf(y, n)};
    }
}
