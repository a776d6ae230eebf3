package io.mergelab.app.gui.compare;

import java.util.List;
import java.util.Locale;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Rectangle;

/**
 * The pipeline graphs' colours on the Compare screen: each node by the change of its group's processor time, B − A,
 * relative to the largest change: green (less time in B) through white (no change) to red (more time in B).
 */
final class DeltaColours {
    private static final Color LESS = Color.web("#2e7d32");
    private static final Color SAME = Color.web("#fbfbfb");
    private static final Color MORE = Color.web("#c62828");

    private DeltaColours() {
    }

    /** The colour of {@code fraction} (−1 … 1) of the largest change. */
    static Color color(double fraction) {
        double f = Double.isFinite(fraction) ? Math.max(-1, Math.min(1, fraction)) : 0;
        return f < 0 ? SAME.interpolate(LESS, -f) : SAME.interpolate(MORE, f);
    }

    static Node legend(String nameA, String nameB, long largestMicros) {
        Label title = new Label("Node colour: Δ processor time of its group (" + nameB + " − " + nameA + "):");
        title.setTooltip(new Tooltip("The change of the summed elapsed µs of the node's processor group between the"
                + " sides' runs (medians), relative to the largest change"));
        Rectangle bar = new Rectangle(140, 12, new LinearGradient(0, 0, 1, 0, true, CycleMethod.NO_CYCLE,
                List.of(new Stop(0, LESS), new Stop(0.5, SAME), new Stop(1, MORE))));
        bar.setStroke(Color.web("#9aa3ab"));
        String largest = String.format(Locale.ROOT, "%,.2f ms", largestMicros / 1000.0);
        Label less = new Label("−" + largest + " (less in " + nameB + ")");
        Label more = new Label("+" + largest + " (more in " + nameB + ")");
        for (Label label : List.of(title, less, more)) {
            label.setMinWidth(Label.USE_PREF_SIZE);
        }
        HBox legend = new HBox(8, title, less, bar, more);
        legend.setAlignment(Pos.CENTER_LEFT);
        legend.setPadding(new Insets(6, 8, 6, 8));
        legend.setStyle("-fx-font-size: 11px; -fx-background-color: #f7f8f9;"
                + " -fx-border-color: #dde1e5 transparent transparent transparent;");
        return legend;
    }
}
