package io.mergelab.app.gui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.analysis.graph.PipelineDiagram;
import java.util.List;
import java.util.Map;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.data.category.DefaultCategoryDataset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CompareChartsTest {
    /** Every step faster (-1) or every one slower (+1): zero must not be the plot's edge, where its tick was cut off. */
    @ParameterizedTest
    @ValueSource(doubles = {-1, 1})
    void theStepDiffLeavesRoomBeyondZeroAndTheLongestBar(double direction) {
        DefaultCategoryDataset deltas = new DefaultCategoryDataset();
        deltas.addValue(direction * 0.25, SideDiff.DELTA_SERIES, "ReadFromMergeTree (default.needle)");
        deltas.addValue(direction * 0.02, SideDiff.DELTA_SERIES, "Aggregating");
        PipelineDiagram none = new PipelineDiagram(0, 0, List.of(), List.of(), List.of(), null);
        SideDiff diff = new SideDiff("one", "two", "", deltas, List.of(), List.of(), new DefaultCategoryDataset(), "",
                none, none, Map.of());

        ValueAxis range = CompareCharts.stepDiff(diff).getCategoryPlot().getRangeAxis();

        assertThat(range.getLowerBound()).isLessThan(Math.min(0, direction * 0.25));
        assertThat(range.getUpperBound()).isGreaterThan(Math.max(0, direction * 0.25));
    }
}
