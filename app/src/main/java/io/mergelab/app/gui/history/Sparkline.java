package io.mergelab.app.gui.history;

import java.util.List;
import java.util.Locale;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineJoin;

/**
 * A word-sized line chart of a trend: the median elapsed per slice of runs, from zero at the bottom to the highest
 * median at the top (so a flat line means steady times, not tiny ones), with the last point marked. The tooltip
 * gives the figures the line stands for.
 */
final class Sparkline extends Region {
    private static final double WIDTH = 132;
    private static final double HEIGHT = 24;
    private static final double PAD = 3;
    private static final Color LINE = Color.web("#2f6fd1");
    private static final Color AREA = Color.web("#2f6fd1", 0.14);
    private static final Color LAST = Color.web("#1d4f9c");

    private final Canvas canvas = new Canvas(WIDTH, HEIGHT);
    private final Tooltip tooltip = new Tooltip();

    Sparkline() {
        getStyleClass().add("sparkline");
        getChildren().add(canvas);
        setMinSize(WIDTH, HEIGHT);
        setPrefSize(WIDTH, HEIGHT);
        setMaxSize(WIDTH, HEIGHT);
    }

    void show(Trend trend) {
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, WIDTH, HEIGHT);
        Tooltip.uninstall(this, tooltip);
        if (trend.isEmpty()) {
            return;
        }
        List<Double> values = trend.medianMillis();
        double max = Math.max(trend.maxMillis(), 1e-9);
        int n = values.size();
        double[] xs = new double[n];
        double[] ys = new double[n];
        for (int i = 0; i < n; i++) {
            xs[i] = n == 1 ? WIDTH / 2 : PAD + i * (WIDTH - 2 * PAD) / (n - 1);
            ys[i] = HEIGHT - PAD - values.get(i) / max * (HEIGHT - 2 * PAD);
        }
        if (n > 1) {
            g.setFill(AREA);
            g.beginPath();
            g.moveTo(xs[0], HEIGHT - PAD);
            for (int i = 0; i < n; i++) {
                g.lineTo(xs[i], ys[i]);
            }
            g.lineTo(xs[n - 1], HEIGHT - PAD);
            g.closePath();
            g.fill();
            g.setStroke(LINE);
            g.setLineWidth(1.5);
            g.setLineJoin(StrokeLineJoin.ROUND);
            g.strokePolyline(xs, ys, n);
        }
        g.setFill(LAST);
        g.fillOval(xs[n - 1] - 2.5, ys[n - 1] - 2.5, 5, 5);
        tooltip.setText(String.format(Locale.ROOT, "Elapsed over the latest runs, oldest to newest%nfirst %s, last %s,"
                        + " highest %s", HistoryFormat.millis(trend.firstMillis()), HistoryFormat.millis(trend.lastMillis()),
                HistoryFormat.millis(trend.maxMillis())));
        Tooltip.install(this, tooltip);
    }
}
