package io.mergelab.app.gui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.analysis.graph.PipelineDiagram;
import java.util.List;
import java.util.Map;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.renderer.category.CategoryItemRenderer;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CompareChartsTest {
    /** Every step faster (-1) or every one slower (+1): zero must not be the plot's edge, where its tick was cut off. */
    @ParameterizedTest
    @ValueSource(doubles = {-1, 1})
    void theStepDiffLeavesRoomBeyondZeroAndTheLongestBar(double direction) {
        ValueAxis range = CompareCharts.stepDiff(diff(direction * 0.25, direction * 0.02)).getCategoryPlot()
                .getRangeAxis();

        assertThat(range.getLowerBound()).isLessThan(Math.min(0, direction * 0.25));
        assertThat(range.getUpperBound()).isGreaterThan(Math.max(0, direction * 0.25));
    }

    /** A label under its bar's middle lay over the next step's bar: it goes beyond the bar's end, on its own row. */
    @Test
    void eachStepsLabelSitsBeyondItsBarsEnd() {
        CategoryItemRenderer bars = CompareCharts.stepDiff(diff(-0.25, 0.1)).getCategoryPlot().getRenderer();

        ItemLabelPosition faster = bars.getNegativeItemLabelPosition(0, 0);
        assertThat(faster.getItemLabelAnchor()).isEqualTo(ItemLabelAnchor.OUTSIDE9);
        assertThat(faster.getTextAnchor()).isEqualTo(TextAnchor.CENTER_RIGHT);
        ItemLabelPosition slower = bars.getPositiveItemLabelPosition(0, 1);
        assertThat(slower.getItemLabelAnchor()).isEqualTo(ItemLabelAnchor.OUTSIDE3);
        assertThat(slower.getTextAnchor()).isEqualTo(TextAnchor.CENTER_LEFT);
    }

    private static SideDiff diff(double readDelta, double aggregatingDelta) {
        DefaultCategoryDataset deltas = new DefaultCategoryDataset();
        deltas.addValue(readDelta, SideDiff.DELTA_SERIES, "ReadFromMergeTree (default.needle)");
        deltas.addValue(aggregatingDelta, SideDiff.DELTA_SERIES, "Aggregating");
        PipelineDiagram none = new PipelineDiagram(0, 0, List.of(), List.of(), List.of(), null);
        return new SideDiff("one", "two", "", deltas, List.of(), List.of(), new DefaultCategoryDataset(), "", none,
                none, Map.of());
    }
}
