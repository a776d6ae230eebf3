package io.mergelab.app.gui.profile;

import java.awt.Color;
import java.awt.Font;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.labels.StandardCategoryToolTipGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.category.CategoryDataset;

/** The profile's charts, made from the ViewModel's datasets (JFreeChart, shown in a ChartViewer). */
final class ProfileCharts {
    private static final Color WORK = new Color(0x1f, 0x5f, 0xa8);
    private static final Color INPUT_WAIT = new Color(0xf5, 0xa6, 0x4b);
    private static final Color OUTPUT_WAIT = new Color(0xb5, 0xbc, 0xc3);
    private static final Color BEFORE = new Color(0xb5, 0xbc, 0xc3);
    private static final Color AFTER = new Color(0x2c, 0x8c, 0x5a);
    private static final Color READ = new Color(0x1f, 0x5f, 0xa8);
    private static final Color INITIAL = new Color(0x6a, 0x51, 0xa3);
    private static final Font TITLE = new Font("SansSerif", Font.BOLD, 13);

    private ProfileCharts() {
    }

    /** Horizontal stacked bars per plan step: work, input wait, output wait (ms, summed over the step's processors). */
    static JFreeChart stepBars(CategoryDataset dataset) {
        JFreeChart chart = ChartFactory.createStackedBarChart("Time per plan step", "plan step",
                "ms, summed over processors", dataset, PlotOrientation.HORIZONTAL, true, true, false);
        chart.getTitle().setFont(TITLE);
        CategoryPlot plot = chart.getCategoryPlot();
        style(plot);
        BarRenderer renderer = (BarRenderer) plot.getRenderer();
        renderer.setSeriesPaint(0, WORK);
        renderer.setSeriesPaint(1, INPUT_WAIT);
        renderer.setSeriesPaint(2, OUTPUT_WAIT);
        renderer.setMaximumBarWidth(0.08);
        plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_LEFT);
        plot.getDomainAxis().setMaximumCategoryLabelWidthRatio(0.45f);
        return chart;
    }

    /** A cluster run's time per server: a horizontal bar per query_log row, coloured by initial or secondary query. */
    static JFreeChart serverBars(CategoryDataset dataset) {
        JFreeChart chart = ChartFactory.createStackedBarChart("Time per server of the cluster", "server",
                "query_duration_ms (ms)", dataset, PlotOrientation.HORIZONTAL, true, true, false);
        chart.getTitle().setFont(TITLE);
        CategoryPlot plot = chart.getCategoryPlot();
        style(plot);
        BarRenderer renderer = (BarRenderer) plot.getRenderer();
        renderer.setSeriesPaint(0, INITIAL);
        renderer.setSeriesPaint(1, WORK);
        renderer.setMaximumBarWidth(0.12);
        renderer.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator());
        renderer.setDefaultItemLabelsVisible(true);
        // the figures sit inside the dark bars
        renderer.setDefaultItemLabelPaint(Color.WHITE);
        renderer.setDefaultItemLabelFont(new Font("SansSerif", Font.BOLD, 12));
        plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_LEFT);
        ((NumberAxis) plot.getRangeAxis()).setUpperMargin(0.12);
        return chart;
    }

    /** One table's funnel: granules (top) and parts (bottom) before and after each stage. */
    static JFreeChart funnel(FunnelChartData data) {
        CombinedDomainCategoryPlot plot = new CombinedDomainCategoryPlot(new CategoryAxis("index stage"));
        CategoryPlot granules = funnelPlot(data.granules(), "granules");
        plot.add(granules, 3);
        plot.add(funnelPlot(data.parts(), "parts"), 2);
        plot.setFixedLegendItems(granules.getLegendItems()); // both subplots have the same series
        plot.setGap(12);
        plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.STANDARD);
        plot.getDomainAxis().setMaximumCategoryLabelLines(3);
        JFreeChart chart = new JFreeChart("Index funnel: " + data.table(), TITLE, plot, true);
        chart.addSubtitle(new TextTitle("per stage: before → after, " + data.origin() + "; \"read\": what the run selected (query log)",
                new Font("SansSerif", Font.PLAIN, 11)));
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    private static CategoryPlot funnelPlot(CategoryDataset dataset, String unit) {
        BarRenderer renderer = new BarRenderer();
        renderer.setSeriesPaint(0, BEFORE);
        renderer.setSeriesPaint(1, AFTER);
        renderer.setSeriesPaint(2, READ);
        renderer.setItemMargin(0.05);
        renderer.setDefaultToolTipGenerator(new StandardCategoryToolTipGenerator());
        renderer.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator());
        renderer.setDefaultItemLabelsVisible(true);
        renderer.setMaximumBarWidth(0.12);
        CategoryPlot plot = new CategoryPlot(dataset, null, new NumberAxis(unit), renderer);
        style(plot);
        NumberAxis axis = (NumberAxis) plot.getRangeAxis();
        axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        axis.setUpperMargin(0.18); // room for the value labels above the bars
        return plot;
    }

    private static void style(CategoryPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(new Color(0xdd, 0xe1, 0xe5));
        plot.setOutlineVisible(false);
        if (plot.getRenderer() instanceof BarRenderer bars) {
            bars.setBarPainter(new StandardBarPainter());
            bars.setShadowVisible(false);
        }
    }
}
