package io.mergelab.app.gui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.junit.jupiter.api.Test;

/** The sweep line's value labels sit where neither segment of the line at their point runs. */
class LineLabelPlacementTest {

    @Test
    void aPeakIsLabelledAboveAndADipBelow() {
        DefaultCategoryDataset data = series(300, 420, 150, 200);

        assertPosition(data, 1, ItemLabelAnchor.OUTSIDE12, TextAnchor.BOTTOM_CENTER);
        assertPosition(data, 2, ItemLabelAnchor.OUTSIDE6, TextAnchor.TOP_CENTER);
    }

    @Test
    void onASlopeTheLabelMovesAwayFromTheSegmentGoingItsWay() {
        DefaultCategoryDataset rising = series(100, 200, 300);
        // the middle point: above, and left of the segment that climbs to the right
        assertPosition(rising, 1, ItemLabelAnchor.OUTSIDE11, TextAnchor.BOTTOM_RIGHT);
        // the ends: the low one below, the high one above, where no segment goes
        assertPosition(rising, 0, ItemLabelAnchor.OUTSIDE6, TextAnchor.TOP_CENTER);
        assertPosition(rising, 2, ItemLabelAnchor.OUTSIDE12, TextAnchor.BOTTOM_CENTER);

        DefaultCategoryDataset falling = series(300, 200, 100);
        assertPosition(falling, 1, ItemLabelAnchor.OUTSIDE1, TextAnchor.BOTTOM_LEFT);
        assertPosition(falling, 0, ItemLabelAnchor.OUTSIDE12, TextAnchor.BOTTOM_CENTER);
    }

    @Test
    void belowTheNeighboursMeanButOnASlopeTheLabelGoesUnderTheOtherSide() {
        // a dip; then points under their neighbours' mean whose line falls away on one side: the label goes the other
        assertPosition(series(150, 120, 400), 1, ItemLabelAnchor.OUTSIDE6, TextAnchor.TOP_CENTER);
        assertPosition(series(500, 300, 200, 400), 1, ItemLabelAnchor.OUTSIDE7, TextAnchor.TOP_RIGHT);
        assertPosition(series(100, 200, 500), 1, ItemLabelAnchor.OUTSIDE5, TextAnchor.TOP_LEFT);
    }

    @Test
    void aSinglePointIsLabelledAbove() {
        assertPosition(series(42), 0, ItemLabelAnchor.OUTSIDE12, TextAnchor.BOTTOM_CENTER);
    }

    private static void assertPosition(DefaultCategoryDataset data, int column, ItemLabelAnchor anchor, TextAnchor text) {
        ItemLabelPosition p = LineLabelPlacement.of(data, 0, column);
        assertThat(p.getItemLabelAnchor()).as("point %d", column).isEqualTo(anchor);
        assertThat(p.getTextAnchor()).as("point %d", column).isEqualTo(text);
    }

    private static DefaultCategoryDataset series(double... values) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (int i = 0; i < values.length; i++) {
            data.addValue(values[i], "median", String.valueOf(i + 1));
        }
        return data;
    }
}
