package io.mergelab.app.gui.profile;

import java.util.List;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Stop;

/**
 * The pipeline graph's heat colours: a node's share of the query's work, relative to the busiest node, from pale
 * yellow (no work) through orange to dark red (the busiest). The legend draws the same stops as a gradient.
 */
final class HeatScale {
    private static final List<Stop> STOPS = List.of(
            new Stop(0, Color.web("#fff7d1")),
            new Stop(0.35, Color.web("#fdbb63")),
            new Stop(0.7, Color.web("#ec5a2c")),
            new Stop(1, Color.web("#a50f15")));
    private static final Color DARK_TEXT = Color.web("#1d1d1d");

    private HeatScale() {
    }

    /** The colour for {@code fraction} of the hottest node's share (clamped to 0…1). */
    static Color color(double fraction) {
        double f = Double.isFinite(fraction) ? Math.max(0, Math.min(1, fraction)) : 0;
        for (int i = 1; i < STOPS.size(); i++) {
            Stop lo = STOPS.get(i - 1);
            Stop hi = STOPS.get(i);
            if (f <= hi.getOffset()) {
                return lo.getColor().interpolate(hi.getColor(), (f - lo.getOffset()) / (hi.getOffset() - lo.getOffset()));
            }
        }
        return STOPS.get(STOPS.size() - 1).getColor();
    }

    /** Dark text on light cells, white on dark ones. */
    static Color textOn(Color fill) {
        return fill.getBrightness() * (1 - fill.getSaturation() * 0.5) > 0.6 ? DARK_TEXT : Color.WHITE;
    }

    static LinearGradient gradient() {
        return new LinearGradient(0, 0, 1, 0, true, CycleMethod.NO_CYCLE, STOPS);
    }
}
