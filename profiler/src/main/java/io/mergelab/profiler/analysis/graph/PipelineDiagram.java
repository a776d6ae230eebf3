package io.mergelab.profiler.analysis.graph;

import java.util.List;

/**
 * The pipeline graph laid out: boxes for nodes and plan-step groups, polyline routes for edges, in absolute
 * coordinates (pixels at 100%, origin top left). Plain data, so the app's canvas and a report's SVG draw the same
 * picture. Node texts are in {@code lines}, sized for a {@value #FONT_SIZE} px monospaced font.
 */
public record PipelineDiagram(double width, double height, List<Group> groups, List<Node> nodes, List<Edge> edges,
                              PipelineGraph graph) {
    public static final double FONT_SIZE = 12;
    /** The advance of one character of a 12 px monospaced font (DejaVu Sans Mono: 7.22 px). */
    public static final double CHAR_WIDTH = 7.3;
    public static final double LINE_HEIGHT = 15;

    public PipelineDiagram {
        groups = List.copyOf(groups);
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
    }

    public record Point(double x, double y) {
    }

    /** A plan step's box around its processors, its label drawn inside the top edge. */
    public record Group(String stepKey, String label, double x, double y, double width, double height) {
    }

    public record Node(GraphNode node, List<String> lines, double x, double y, double width, double height) {
        public Node {
            lines = List.copyOf(lines);
        }
    }

    /** An edge's route from the source box to the target box (first point on the source, last on the target). */
    public record Edge(GraphEdge edge, List<Point> points) {
        public Edge {
            points = List.copyOf(points);
        }
    }
}
