package io.mergelab.profiler.report;

import io.mergelab.profiler.analysis.graph.GraphNode;
import io.mergelab.profiler.analysis.graph.NodeTooltip;
import io.mergelab.profiler.analysis.graph.PipelineDiagram;
import io.mergelab.profiler.glossary.Glossary;

import java.util.Locale;

/**
 * The pipeline graph as SVG, drawn from the layout the Profile screen uses: plan-step boxes, processor nodes
 * coloured by their share of the query's work, edges with arrow heads, the critical path in a heavier blue line.
 * Hovering a node shows its figures and the processor's meaning ({@code <title>}).
 */
final class PipelineSvg {
    private static final String PATH_COLOUR = "#1f5fbf";

    private PipelineSvg() {
    }

    static String render(PipelineDiagram d, Glossary glossary) {
        double maxShare = d.nodes().stream().mapToDouble(n -> n.node().workShare()).max().orElse(0);
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"pipeline\" width=\"%.0f\""
                + " height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" role=\"img\" font-family=\"DejaVu Sans Mono, monospace\""
                + " font-size=\"%.0f\">", d.width(), d.height(), d.width(), d.height(), PipelineDiagram.FONT_SIZE));
        svg.append("<title>Pipeline graph: processors coloured by their share of the query's work</title>");
        svg.append("<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\""
                + " markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"#555\"/></marker>"
                + "<marker id=\"arrow-path\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\""
                + " orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"" + PATH_COLOUR + "\"/></marker></defs>");
        for (PipelineDiagram.Group g : d.groups()) {
            svg.append(String.format(Locale.ROOT, "<rect class=\"step\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\""
                    + " rx=\"6\" fill=\"#f4f6fa\" stroke=\"#9aa5b8\" stroke-dasharray=\"4 3\"/>", g.x(), g.y(), g.width(),
                    g.height()));
        }
        for (PipelineDiagram.Edge e : d.edges()) {
            boolean hot = e.edge().onCriticalPath();
            StringBuilder points = new StringBuilder();
            e.points().forEach(p -> points.append(String.format(Locale.ROOT, "%.1f,%.1f ", p.x(), p.y())));
            svg.append(String.format(Locale.ROOT, "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"%s\""
                    + " marker-end=\"url(#%s)\"/>", points.toString().strip(), hot ? PATH_COLOUR : "#777",
                    hot ? "2.5" : "1", hot ? "arrow-path" : "arrow"));
        }
        // step names after the edges, with a halo of the box colour, so an edge crossing a name does not hide it
        for (PipelineDiagram.Group g : d.groups()) {
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#44506a\" font-size=\"11\""
                    + " stroke=\"#f4f6fa\" stroke-width=\"4\" paint-order=\"stroke\">%s</text>", g.x() + 6, g.y() + 14,
                    Html.escape(g.label())));
        }
        for (PipelineDiagram.Node n : d.nodes()) {
            node(svg, n, maxShare, glossary);
        }
        return svg.append("</svg>").toString();
    }

    private static void node(StringBuilder svg, PipelineDiagram.Node n, double maxShare, Glossary glossary) {
        GraphNode node = n.node();
        String tooltip = NodeTooltip.text(node) + glossary.processor(node.name()).map(m -> "\n\n" + m).orElse("");
        svg.append("<g class=\"node\"><title>").append(Html.escape(tooltip)).append("</title>");
        svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"4\""
                + " fill=\"%s\" stroke=\"%s\" stroke-width=\"%s\"/>", n.x(), n.y(), n.width(), n.height(),
                Heat.colour(node.workShare(), maxShare), node.onCriticalPath() ? PATH_COLOUR : "#666",
                node.onCriticalPath() ? "2.5" : "1"));
        String ink = Heat.dark(node.workShare(), maxShare) ? "#fff" : "#111";
        for (int i = 0; i < n.lines().size(); i++) {
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" fill=\"%s\">%s</text>", n.x() + 10,
                    n.y() + 10 + PipelineDiagram.FONT_SIZE - 1 + i * PipelineDiagram.LINE_HEIGHT, ink,
                    Html.escape(n.lines().get(i))));
        }
        svg.append("</g>");
    }
}
