package io.mergelab.profiler.report;

import io.mergelab.profiler.analysis.StageLabel;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;

import java.util.Locale;

/**
 * One table's index funnel as bars: the granules left after each stage as a share of the granules before the first,
 * with the stage, its parts and its granules written beside the bar. A logarithmic scale would hide the point (how
 * much each stage removed), so the scale is linear and a stage that keeps almost nothing still gets a sliver.
 */
final class FunnelSvg {
    private static final double LEFT = 300;
    private static final double PLOT = 420;
    private static final double ROW = 24;
    private static final double TOP = 30;

    private FunnelSvg() {
    }

    static String render(IndexFunnel funnel) {
        long start = funnel.stages().isEmpty() ? 0 : funnel.stages().get(0).granulesBefore();
        double height = TOP + (funnel.stages().size() + 1) * ROW + 40;
        double width = LEFT + PLOT + 270;
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\""
                + " class=\"funnel\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" role=\"img\""
                + " font-family=\"DejaVu Sans, sans-serif\" font-size=\"12\">", width, height, width, height));
        svg.append("<title>Index funnel of ").append(Html.escape(funnel.table()))
                .append(": granules left after each stage</title>");
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"18\" fill=\"#222\" font-weight=\"bold\">%s</text>",
                LEFT, Html.escape(funnel.table() + ": granules selected (bar) and parts")));
        row(svg, 0, "before index analysis", start, start,
                funnel.stages().isEmpty() ? 0 : funnel.stages().get(0).partsBefore());
        for (int i = 0; i < funnel.stages().size(); i++) {
            FunnelStage s = funnel.stages().get(i);
            row(svg, i + 1, StageLabel.of(s), s.granulesAfter(), start, s.partsAfter());
        }
        double axisY = TOP + (funnel.stages().size() + 1) * ROW + 16;
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#222\">"
                + "granules left (share of those before index analysis)</text>", LEFT + PLOT / 2, axisY + 8));
        return svg.append("</svg>").toString();
    }

    private static void row(StringBuilder svg, int index, String label, long granules, long start, long parts) {
        double y = TOP + index * ROW;
        double share = start == 0 ? 0 : (double) granules / start;
        double w = granules == 0 ? 0 : Math.max(2, PLOT * share);
        String shown = label.length() <= 40 ? label : label.substring(0, 39) + "…";
        svg.append("<g><title>").append(Html.escape(label)).append("</title>");
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\" fill=\"#222\">%s</text>"
                + "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#3f7fbf\"/>"
                + "<text x=\"%.1f\" y=\"%.1f\" fill=\"#222\">%,d granules · %,d parts (%.1f%%)</text></g>",
                LEFT - 8, y + 16, Html.escape(shown), LEFT, y + 5, w, ROW - 9, LEFT + w + 6, y + 16, granules, parts,
                share * 100));
    }
}
