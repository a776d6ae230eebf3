package io.mergelab.app.gui.compare;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.text.DecimalFormat;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.labels.StandardCategoryToolTipGenerator;
import org.jfree.chart.plot.CategoryMarker;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.category.CategoryDataset;

/** The Compare screen's charts, made from the ViewModel's datasets (JFreeChart, shown in a ChartViewer). */
final class CompareCharts {
    static final Color SLOWER = new Color(0xc6, 0x28, 0x28);
    static final Color FASTER = new Color(0x2e, 0x7d, 0x32);
    private static final Color SIDE_A = new Color(0x8a, 0x96, 0xa3);
    private static final Color SIDE_B = new Color(0x1f, 0x5f, 0xa8);
    private static final Color GRID = new Color(0xdd, 0xe1, 0xe5);
    private static final Font TITLE = new Font("SansSerif", Font.BOLD, 13);
    private static final Font SUBTITLE = new Font("SansSerif", Font.PLAIN, 11);
    private static final Color[] STEP_COLOURS = {
        new Color(0x1f, 0x5f, 0xa8), new Color(0xf5, 0xa6, 0x4b), new Color(0x2c, 0x8c, 0x5a),
        new Color(0xc6, 0x28, 0x28), new Color(0x7b, 0x52, 0xab), new Color(0x8c, 0x6d, 0x31),
        new Color(0x4b, 0xa3, 0xc3), new Color(0xe3, 0x77, 0xc2), new Color(0x7f, 0x7f, 0x7f),
        new Color(0xbc, 0xbd, 0x22)};

    private CompareCharts() {
    }

    /** Diverging horizontal bars: per plan step, how much processor time moved from A to B (red slower, green faster). */
    static JFreeChart stepDiff(SideDiff diff) {
        JFreeChart chart = ChartFactory.createBarChart("Processor time moved per plan step (" + diff.nameB() + " − "
                        + diff.nameA() + ")", "plan step", "Δ ms, summed over processors",
                diff.stepDeltas(), PlotOrientation.HORIZONTAL, true, true, false);
        chart.getTitle().setFont(TITLE);
        chart.addSubtitle(new TextTitle("right of 0: more time in " + diff.nameB() + "; left: less. The steps that"
                + " moved most first; the bars add up to the total Δ", SUBTITLE));
        CategoryPlot plot = chart.getCategoryPlot();
        style(plot);
        BarRenderer renderer = new BarRenderer() {
            @Override
            public Paint getItemPaint(int row, int column) {
                Number value = getPlot().getDataset().getValue(row, column);
                return value != null && value.doubleValue() > 0 ? SLOWER : FASTER;
            }
        };
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setMaximumBarWidth(0.1);
        renderer.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2} ms",
                new DecimalFormat("+#,##0.00;-#,##0.00")) {
            @Override
            public String generateLabel(CategoryDataset dataset, int row, int column) {
                Number value = dataset.getValue(row, column);
                // bars too short to see get no label piled on their neighbours' (the table lists every figure)
                return value == null || Math.abs(value.doubleValue()) < smallest(dataset) ? null
                        : super.generateLabel(dataset, row, column);
            }
        });
        renderer.setDefaultItemLabelsVisible(true);
        // each label beyond its bar's end, as ChartFactory sets for horizontal bars on the renderer this one replaces
        // (the new renderer's defaults put them under the bar's middle, over the next step's bar)
        renderer.setDefaultPositiveItemLabelPosition(
                new ItemLabelPosition(ItemLabelAnchor.OUTSIDE3, TextAnchor.CENTER_LEFT));
        renderer.setDefaultNegativeItemLabelPosition(
                new ItemLabelPosition(ItemLabelAnchor.OUTSIDE9, TextAnchor.CENTER_RIGHT));
        renderer.setDefaultToolTipGenerator(new StandardCategoryToolTipGenerator());
        plot.setRenderer(renderer);
        NumberAxis delta = (NumberAxis) plot.getRangeAxis();
        delta.setUpperMargin(0.15);
        delta.setLowerMargin(0.15);
        // the margins also beyond zero: with every step faster (or every one slower) zero was the plot's edge, and its
        // tick and the short bars' labels were cut off there
        delta.setAutoRangeStickyZero(false);
        plot.setRangeZeroBaselineVisible(true);
        plot.setRangeZeroBaselinePaint(Color.DARK_GRAY);
        plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_LEFT);
        plot.getDomainAxis().setMaximumCategoryLabelWidthRatio(0.4f);
        LegendItemCollection legend = new LegendItemCollection();
        legend.add(new LegendItem("more time in " + diff.nameB(), SLOWER));
        legend.add(new LegendItem("less time in " + diff.nameB(), FASTER));
        plot.setFixedLegendItems(legend);
        return chart;
    }

    /** The shortest bar worth a label: 2% of the longest, and at least 0.005 ms. */
    private static double smallest(CategoryDataset dataset) {
        double longest = 0;
        for (int row = 0; row < dataset.getRowCount(); row++) {
            for (int column = 0; column < dataset.getColumnCount(); column++) {
                Number value = dataset.getValue(row, column);
                longest = Math.max(longest, value == null ? 0 : Math.abs(value.doubleValue()));
            }
        }
        return Math.max(0.005, longest * 0.02);
    }

    /** Both sides' index funnels: granules left after each stage, A beside B. */
    static JFreeChart funnels(SideDiff diff) {
        JFreeChart chart = ChartFactory.createBarChart("Index funnels side by side", "index stage",
                "granules left after the stage", diff.funnelGranules(), PlotOrientation.VERTICAL, true, true, false);
        chart.getTitle().setFont(TITLE);
        chart.addSubtitle(new TextTitle("each side's index analysis; a stage that keeps as many granules as the one before"
                + " dropped nothing", SUBTITLE));
        CategoryPlot plot = chart.getCategoryPlot();
        style(plot);
        BarRenderer renderer = (BarRenderer) plot.getRenderer();
        renderer.setSeriesPaint(0, SIDE_A);
        renderer.setSeriesPaint(1, SIDE_B);
        renderer.setMaximumBarWidth(0.12);
        renderer.setItemMargin(0.04);
        renderer.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator());
        renderer.setDefaultItemLabelsVisible(true);
        plot.getRangeAxis().setUpperMargin(0.15);
        plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.STANDARD);
        plot.getDomainAxis().setMaximumCategoryLabelLines(3);
        return chart;
    }

    /** A sweep's client time per value: median (thick) between the fastest and slowest run, the knee marked. */
    static JFreeChart sweepLatency(SweepDetail sweep) {
        JFreeChart chart = ChartFactory.createLineChart("Client time against " + sweep.setting(), sweep.setting(),
                "client wall time, ms", sweep.latency(), PlotOrientation.VERTICAL, true, true, false);
        chart.getTitle().setFont(TITLE);
        chart.addSubtitle(new TextTitle("median, fastest and slowest run per value; shaded: the knee", SUBTITLE));
        CategoryPlot plot = chart.getCategoryPlot();
        style(plot);
        LineAndShapeRenderer renderer = new LineAndShapeRenderer(true, true) {
            @Override
            public ItemLabelPosition getPositiveItemLabelPosition(int row, int column) {
                return LineLabelPlacement.of(getPlot().getDataset(), row, column);
            }
        };
        renderer.setItemLabelAnchorOffset(6);
        plot.setRenderer(renderer);
        renderer.setSeriesPaint(0, SIDE_B);
        renderer.setSeriesStroke(0, new BasicStroke(3f));
        float[] dash = {5f, 4f};
        for (int series = 1; series <= 2; series++) {
            renderer.setSeriesPaint(series, SIDE_A);
            renderer.setSeriesStroke(series, new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                    dash, 0f));
        }
        renderer.setSeriesItemLabelGenerator(0, new StandardCategoryItemLabelGenerator("{2} ms",
                new DecimalFormat("#,##0.0")));
        renderer.setSeriesItemLabelsVisible(0, true);
        renderer.setDefaultToolTipGenerator(new StandardCategoryToolTipGenerator());
        CategoryMarker knee = new CategoryMarker(sweep.kneeValue(), new Color(0xf5, 0xa6, 0x4b, 90),
                new BasicStroke(28f));
        knee.setDrawAsLine(true);
        knee.setLabel("knee: " + sweep.setting() + " = " + sweep.kneeValue());
        knee.setLabelFont(new Font("SansSerif", Font.BOLD, 11));
        knee.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
        knee.setLabelTextAnchor(TextAnchor.TOP_LEFT);
        knee.setLabelOffset(new RectangleInsets(4, 4, 4, 4));
        plot.addDomainMarker(knee, Layer.BACKGROUND);
        plot.getRangeAxis().setLowerBound(0);
        plot.getRangeAxis().setUpperMargin(0.12);
        return chart;
    }

    /** A sweep's work per plan step per value, stacked. */
    static JFreeChart sweepSteps(SweepDetail sweep) {
        JFreeChart chart = ChartFactory.createStackedBarChart("Time per plan step against " + sweep.setting(),
                sweep.setting(), "ms per run (median), summed per step", sweep.steps(),
                PlotOrientation.VERTICAL, true, true, false);
        chart.getTitle().setFont(TITLE);
        CategoryPlot plot = chart.getCategoryPlot();
        style(plot);
        BarRenderer renderer = (BarRenderer) plot.getRenderer();
        renderer.setMaximumBarWidth(0.16);
        for (int series = 0; series < sweep.steps().getRowCount(); series++) {
            renderer.setSeriesPaint(series, STEP_COLOURS[series % STEP_COLOURS.length]);
        }
        renderer.setDefaultToolTipGenerator(new StandardCategoryToolTipGenerator());
        chart.getLegend().setItemFont(new Font("SansSerif", Font.PLAIN, 10));
        return chart;
    }

    private static void style(CategoryPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(GRID);
        plot.setOutlineVisible(false);
        if (plot.getRenderer() instanceof BarRenderer bars) {
            bars.setBarPainter(new StandardBarPainter());
            bars.setShadowVisible(false);
        }
    }

    /** Whether the dataset has nothing to draw (the View then shows a sentence instead of an empty chart). */
    static boolean isEmpty(CategoryDataset dataset) {
        return dataset.getRowCount() == 0 || dataset.getColumnCount() == 0;
    }
}
