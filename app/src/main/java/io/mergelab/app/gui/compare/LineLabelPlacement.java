package io.mergelab.app.gui.compare;

import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.CategoryDataset;

/**
 * Where a line chart's value label goes so that the line does not run through it: above a point that stands at or
 * above its neighbours' mean (a peak, or the high end of a slope), below one that stands under it (a dip), and to the
 * side away from the segment that leaves the point in the label's direction.
 */
final class LineLabelPlacement {
    private LineLabelPlacement() {
    }

    static ItemLabelPosition of(CategoryDataset data, int row, int column) {
        double value = value(data, row, column);
        Double left = column > 0 ? value(data, row, column - 1) : null;
        Double right = column < data.getColumnCount() - 1 ? value(data, row, column + 1) : null;
        double neighbours = left == null && right == null ? value
                : left == null ? right : right == null ? left : (left + right) / 2;
        if (value >= neighbours) {
            // segments that climb from the point would cross a label above it
            if (right != null && right > value) {
                return new ItemLabelPosition(ItemLabelAnchor.OUTSIDE11, TextAnchor.BOTTOM_RIGHT);
            }
            if (left != null && left > value) {
                return new ItemLabelPosition(ItemLabelAnchor.OUTSIDE1, TextAnchor.BOTTOM_LEFT);
            }
            return new ItemLabelPosition(ItemLabelAnchor.OUTSIDE12, TextAnchor.BOTTOM_CENTER);
        }
        // below: segments that fall from the point would cross it
        if (right != null && right < value) {
            return new ItemLabelPosition(ItemLabelAnchor.OUTSIDE7, TextAnchor.TOP_RIGHT);
        }
        if (left != null && left < value) {
            return new ItemLabelPosition(ItemLabelAnchor.OUTSIDE5, TextAnchor.TOP_LEFT);
        }
        return new ItemLabelPosition(ItemLabelAnchor.OUTSIDE6, TextAnchor.TOP_CENTER);
    }

    private static double value(CategoryDataset data, int row, int column) {
        Number n = data.getValue(row, column);
        return n == null ? 0 : n.doubleValue();
    }
}
