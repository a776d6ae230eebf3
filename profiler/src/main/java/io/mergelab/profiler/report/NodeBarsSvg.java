package io.mergelab.profiler.report;

import io.mergelab.profiler.analysis.NodeLine;
import java.util.List;
import java.util.Locale;

/**
 * A cluster run's time per server: one horizontal bar per query_log row of the run (the server, and whether it is the
 * initial query or a secondary one), its length the row's {@code query_duration_ms}, with a millisecond axis, a title
 * and a legend. The initial query's bar spans the whole run as its server saw it, waiting for the shards included.
 */
final class NodeBarsSvg {
    static final String INITIAL = "#6a51a3";
    static final String SECONDARY = "#d9480f";
    private static final double LEFT = 300;
    private static final double PLOT = 520;
    private static final double ROW = 22;
    private static final double TOP = 34;

    private NodeBarsSvg() {
    }

    static String render(List<NodeLine> lines) {
        long maxMs = lines.stream().mapToLong(NodeLine::durationMs).max().orElse(0);
        double tickMs = StepBarsSvg.tick(maxMs * 1000) / 1000;
        double tick = Math.max(1, tickMs);
        double axisMs = Math.max(tick, Math.ceil(maxMs / tick) * tick);
        double height = TOP + lines.size() * ROW + 58;
        double width = LEFT + PLOT + 40;
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\""
                + " class=\"bars\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" role=\"img\""
                + " font-family=\"DejaVu Sans, sans-serif\" font-size=\"12\">", width, height, width, height));
        svg.append("<title>Time per server of the cluster (query_log query_duration_ms)</title>");
        legend(svg);
        for (double t = 0; t <= axisMs + tick / 2; t += tick) {
            double x = LEFT + PLOT * t / axisMs;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#e3e3e3\"/>"
                    + "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#444\">%,.0f</text>", x, TOP - 4, x,
                    TOP + lines.size() * ROW, x, TOP + lines.size() * ROW + 16, t));
        }
        for (int i = 0; i < lines.size(); i++) {
            bar(svg, lines.get(i), TOP + i * ROW, axisMs);
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#222\">"
                + "query_duration_ms of each server's query (ms)</text>", LEFT + PLOT / 2, TOP + lines.size() * ROW + 36));
        return svg.append("</svg>").toString();
    }

    private static void legend(StringBuilder svg) {
        String[][] entries = {{INITIAL, "initial query (whole run)"}, {SECONDARY, "secondary query (a shard)"}};
        double x = LEFT;
        for (String[] e : entries) {
            svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"6\" width=\"12\" height=\"12\" fill=\"%s\"/>"
                    + "<text x=\"%.1f\" y=\"16\" fill=\"#222\">%s</text>", x, e[0], x + 16, e[1]));
            x += 30 + e[1].length() * 7;
        }
    }

    private static void bar(StringBuilder svg, NodeLine line, double y, double axisMs) {
        String label = (line.entry() ? "→ " : "") + line.node() + " · shard " + line.shardNum() + " · " + line.role();
        svg.append("<g><title>").append(Html.escape(label + "\n" + line.durationMs() + " ms, "
                + RunHtml.count(line.readRows()) + " rows read")).append("</title>");
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\" fill=\"#222\">%s</text>",
                LEFT - 8, y + 15, Html.escape(label)));
        String colour = line.role().equals("initial") ? INITIAL : SECONDARY;
        svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\" fill=\"%s\"/>",
                LEFT, y + 4, PLOT * line.durationMs() / axisMs, ROW - 8, colour));
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#222\">%,d ms</text>",
                LEFT + PLOT * line.durationMs() / axisMs + 4, y + 15, line.durationMs()));
        svg.append("</g>");
    }
}
