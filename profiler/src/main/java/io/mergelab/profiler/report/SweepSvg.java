package io.mergelab.profiler.report;

import io.mergelab.profiler.compare.Sweep;
import io.mergelab.profiler.compare.SweepPoint;

import java.util.List;
import java.util.Locale;

/**
 * A sweep's curve: the client time's median per value of the setting (a line through the points), its min to max
 * as a whisker, the values evenly spaced in the order swept, and the knee ringed and labelled. The time axis starts
 * at 0 so the drops read as they are.
 */
final class SweepSvg {
    private static final double LEFT = 90;
    private static final double PLOT_WIDTH = 620;
    private static final double PLOT_HEIGHT = 260;
    private static final double TOP = 40;
    private static final String LINE = "#1f5fbf";
    private static final String KNEE = "#d9480f";

    private SweepSvg() {
    }

    static String render(Sweep sweep) {
        List<SweepPoint> points = sweep.points();
        long most = points.stream().mapToLong(p -> p.clientMicros().max()).max().orElse(0);
        double tick = StepBarsSvg.tick(most);
        double axis = Math.max(tick, Math.ceil(most / tick) * tick);
        double width = LEFT + PLOT_WIDTH + 40;
        double height = TOP + PLOT_HEIGHT + 60;
        double bottom = TOP + PLOT_HEIGHT;
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\""
                + " class=\"sweep\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" role=\"img\""
                + " font-family=\"DejaVu Sans, sans-serif\" font-size=\"12\">", width, height, width, height));
        String title = "Client time per value of " + sweep.setting() + " (median, min to max; knee ringed)";
        svg.append("<title>").append(Html.escape(title)).append("</title>");
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"18\" fill=\"#222\" font-weight=\"bold\">%s</text>",
                LEFT, Html.escape(title)));
        for (double t = 0; t <= axis + tick / 2; t += tick) {
            double y = bottom - PLOT_HEIGHT * t / axis;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#e3e3e3\"/>"
                    + "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\" fill=\"#444\">%s</text>", LEFT, y,
                    LEFT + PLOT_WIDTH, y, LEFT - 6, y + 4, DiffBarsSvg.signedMilliseconds(t).replace("+", "")));
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"18\" y=\"%.1f\" fill=\"#222\" text-anchor=\"middle\""
                + " transform=\"rotate(-90 18 %.1f)\">client time (ms)</text>", TOP + PLOT_HEIGHT / 2, TOP + PLOT_HEIGHT / 2));
        double step = PLOT_WIDTH / Math.max(1, points.size());
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < points.size(); i++) {
            SweepPoint p = points.get(i);
            double x = LEFT + step * (i + 0.5);
            double yMedian = bottom - PLOT_HEIGHT * p.clientMicros().median() / axis;
            double yMin = bottom - PLOT_HEIGHT * p.clientMicros().min() / axis;
            double yMax = bottom - PLOT_HEIGHT * p.clientMicros().max() / axis;
            line.append(i == 0 ? "M" : " L").append(String.format(Locale.ROOT, "%.1f %.1f", x, yMedian));
            svg.append("<g><title>").append(Html.escape(sweep.setting() + " = " + p.value() + ": median "
                    + DiffBarsSvg.signedMilliseconds(p.clientMicros().median()).replace("+", "") + " ms, min "
                    + DiffBarsSvg.signedMilliseconds(p.clientMicros().min()).replace("+", "") + " ms, max "
                    + DiffBarsSvg.signedMilliseconds(p.clientMicros().max()).replace("+", "") + " ms"
                    + p.againstPrevious().map(v -> ", " + v.verdict().words() + " against the previous value")
                    .orElse(""))).append("</title>");
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\""
                    + " stroke-width=\"2\"/><circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"/>", x, yMin, x, yMax,
                    "#9db7e0", x, yMedian, LINE));
            String value = p.value().length() <= 14 ? p.value() : p.value().substring(0, 13) + "…";
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#222\">%s"
                    + "</text></g>", x, bottom + 16, Html.escape(value)));
            if (i == sweep.kneeIndex()) {
                svg.append(String.format(Locale.ROOT, "<circle class=\"knee\" cx=\"%.1f\" cy=\"%.1f\" r=\"10\" fill=\"none\""
                        + " stroke=\"%s\" stroke-width=\"2.5\"/>", x, yMedian, KNEE)).append(kneeLabel(points, i, x, yMedian));
            }
        }
        svg.append("<path d=\"").append(line).append("\" fill=\"none\" stroke=\"").append(LINE)
                .append("\" stroke-width=\"2\"/>");
        svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#777\"/>",
                LEFT, bottom, LEFT + PLOT_WIDTH, bottom));
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#222\">%s</text>",
                LEFT + PLOT_WIDTH / 2, bottom + 40, Html.escape(sweep.setting() + " (values in the order swept)")));
        return svg.append("</svg>").toString();
    }

    /**
     * The knee's label, clear of the line and the whisker: above the ring when the point stands at or above its
     * neighbours' mean, else below it; beside the whisker on the side no segment leaves towards the label.
     */
    private static String kneeLabel(List<SweepPoint> points, int i, double x, double y) {
        long value = points.get(i).clientMicros().median();
        Long left = i > 0 ? points.get(i - 1).clientMicros().median() : null;
        Long right = i < points.size() - 1 ? points.get(i + 1).clientMicros().median() : null;
        double neighbours = left == null && right == null ? value
                : left == null ? right : right == null ? left : (left + right) / 2.0;
        boolean above = value >= neighbours;
        // above, a segment climbing to the right would run through a label on the right; below, one falling
        boolean leftSide = right != null && (above ? right > value : right < value);
        return String.format(Locale.ROOT, "<text class=\"knee-label\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\""
                + " fill=\"%s\" font-weight=\"bold\">knee</text>", leftSide ? x - 13 : x + 13, above ? y - 13 : y + 23,
                leftSide ? "end" : "start", KNEE);
    }
}
