package io.mergelab.profiler.analysis.graph;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

/**
 * Lays a {@link PipelineGraph} out top-down with the Eclipse Layout Kernel's layered (Sugiyama) algorithm: data
 * flows downwards and edges are orthogonal. A box is drawn around each plan step's processors with the step's name
 * on top. Pipelines usually put each step in layers of its own already; when a box would cover a node or box of
 * another step, the graph is laid out again with each step in a band of layers of its own (ELK's layer
 * partitioning, ordered by {@link StepBands}; much slower on large graphs, hence not the first try), and if the steps
 * cannot be ordered, without step boxes. Node sizes come from their text at {@link PipelineDiagram#CHAR_WIDTH}.
 * Pure Java: runs off the FX thread and in reports.
 */
public final class PipelineLayout {
    private static final int MAX_NAME_CHARS = 56;
    private static final double NODE_PADDING = 10;
    /** Room around a step's processors for its box: the label band on top, a margin elsewhere. */
    private static final double GROUP_TOP = 22;
    private static final double GROUP_MARGIN = 8;

    private PipelineLayout() {
    }

    public static PipelineDiagram layout(PipelineGraph graph) {
        PipelineDiagram free = layout(graph, Optional.empty());
        if (!overlaps(free.groups(), free.nodes())) {
            return free;
        }
        Optional<Map<String, Integer>> bands = StepBands.of(graph);
        if (bands.isEmpty()) {
            return withoutGroups(free);
        }
        PipelineDiagram banded = layout(graph, bands);
        return overlaps(banded.groups(), banded.nodes()) ? withoutGroups(banded) : banded;
    }

    private static PipelineDiagram withoutGroups(PipelineDiagram d) {
        return new PipelineDiagram(d.width(), d.height(), List.of(), d.nodes(), d.edges(), d.graph());
    }

    /** Whether a step's box touches another step's box or a node that is not its own. */
    static boolean overlaps(List<PipelineDiagram.Group> groups, List<PipelineDiagram.Node> nodes) {
        for (int i = 0; i < groups.size(); i++) {
            PipelineDiagram.Group g = groups.get(i);
            for (int j = i + 1; j < groups.size(); j++) {
                PipelineDiagram.Group h = groups.get(j);
                if (intersect(g.x(), g.y(), g.width(), g.height(), h.x(), h.y(), h.width(), h.height())) {
                    return true;
                }
            }
            for (PipelineDiagram.Node n : nodes) {
                if (!n.node().stepKey().equals(g.stepKey())
                        && intersect(g.x(), g.y(), g.width(), g.height(), n.x(), n.y(), n.width(), n.height())) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean intersect(double ax, double ay, double aw, double ah, double bx, double by, double bw, double bh) {
        return ax < bx + bw && bx < ax + aw && ay < by + bh && by < ay + ah;
    }

    private static PipelineDiagram layout(PipelineGraph graph, Optional<Map<String, Integer>> bands) {
        ElkNode root = ElkGraphUtil.createGraph();
        root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        root.setProperty(CoreOptions.DIRECTION, Direction.DOWN);
        root.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.ORTHOGONAL);
        root.setProperty(CoreOptions.PADDING, new ElkPadding(GROUP_TOP + 12, GROUP_MARGIN + 12, GROUP_MARGIN + 12,
                GROUP_MARGIN + 12));
        root.setProperty(LayeredOptions.SPACING_NODE_NODE, 2 * GROUP_MARGIN + 8);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, GROUP_TOP + GROUP_MARGIN + 14);
        if (bands.isPresent()) {
            root.setProperty(LayeredOptions.PARTITIONING_ACTIVATE, true);
        }

        Map<String, ElkNode> elkNodes = new LinkedHashMap<>();
        Map<String, List<String>> texts = new HashMap<>();
        for (GraphNode node : graph.nodes()) {
            List<String> lines = lines(node);
            ElkNode elk = ElkGraphUtil.createNode(root);
            int chars = lines.stream().mapToInt(String::length).max().orElse(1);
            elk.setDimensions(Math.ceil(chars * PipelineDiagram.CHAR_WIDTH + 2 * NODE_PADDING),
                    lines.size() * PipelineDiagram.LINE_HEIGHT + 2 * NODE_PADDING - 4);
            bands.ifPresent(b -> elk.setProperty(LayeredOptions.PARTITIONING_PARTITION, b.get(node.id())));
            elkNodes.put(node.id(), elk);
            texts.put(node.id(), lines);
        }
        Map<ElkEdge, GraphEdge> edges = new LinkedHashMap<>();
        for (GraphEdge edge : graph.edges()) {
            edges.put(ElkGraphUtil.createSimpleEdge(elkNodes.get(edge.from()), elkNodes.get(edge.to())), edge);
        }

        new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());

        List<PipelineDiagram.Node> nodeBoxes = new ArrayList<>();
        for (GraphNode node : graph.nodes()) {
            ElkNode elk = elkNodes.get(node.id());
            nodeBoxes.add(new PipelineDiagram.Node(node, texts.get(node.id()), elk.getX(), elk.getY(), elk.getWidth(),
                    elk.getHeight()));
        }
        List<PipelineDiagram.Edge> routes = new ArrayList<>();
        edges.forEach((elk, edge) -> routes.add(new PipelineDiagram.Edge(edge, route(elk))));
        List<PipelineDiagram.Group> groups = groups(nodeBoxes);
        double width = root.getWidth();
        for (PipelineDiagram.Group g : groups) {
            width = Math.max(width, g.x() + g.width() + GROUP_MARGIN);
        }
        return new PipelineDiagram(width, root.getHeight(), groups, nodeBoxes, routes, graph);
    }

    /**
     * {@code laidOut}'s boxes and routes with {@code graph}'s figures and critical path: for a pipeline whose figures
     * move while its shape stays (a running query's), without laying it out again. {@code graph} must have the same
     * nodes and edges ({@link #sameShape}); a node whose text grew keeps its box.
     */
    public static PipelineDiagram refigured(PipelineDiagram laidOut, PipelineGraph graph) {
        if (!sameShape(laidOut, graph)) {
            throw new IllegalArgumentException("The graph has other nodes or edges than the laid-out diagram");
        }
        Map<String, GraphNode> nodes = new HashMap<>();
        graph.nodes().forEach(node -> nodes.put(node.id(), node));
        Map<String, GraphEdge> edges = new HashMap<>();
        graph.edges().forEach(edge -> edges.put(edge.from() + "\n" + edge.to(), edge));
        List<PipelineDiagram.Node> boxes = laidOut.nodes().stream().map(box -> {
            GraphNode node = nodes.get(box.node().id());
            return new PipelineDiagram.Node(node, lines(node), box.x(), box.y(), box.width(), box.height());
        }).toList();
        List<PipelineDiagram.Edge> routes = laidOut.edges().stream().map(route -> new PipelineDiagram.Edge(
                edges.get(route.edge().from() + "\n" + route.edge().to()), route.points())).toList();
        return new PipelineDiagram(laidOut.width(), laidOut.height(), laidOut.groups(), boxes, routes, graph);
    }

    /** Whether {@code graph} has exactly the nodes and edges {@code laidOut} was laid out for. */
    public static boolean sameShape(PipelineDiagram laidOut, PipelineGraph graph) {
        return shape(laidOut.graph()).equals(shape(graph));
    }

    private static Set<String> shape(PipelineGraph graph) {
        Set<String> shape = new HashSet<>();
        graph.nodes().forEach(node -> shape.add(node.id()));
        graph.edges().forEach(edge -> shape.add(edge.from() + " -> " + edge.to()));
        return shape;
    }

    /** A box per plan step around its processors, wide enough for the step's name. */
    private static List<PipelineDiagram.Group> groups(List<PipelineDiagram.Node> nodes) {
        Map<String, double[]> bounds = new LinkedHashMap<>(); // minX, minY, maxX, maxY
        Map<String, String> labels = new HashMap<>();
        for (PipelineDiagram.Node n : nodes) {
            if (n.node().stepLabel().isEmpty()) {
                continue;
            }
            labels.put(n.node().stepKey(), n.node().stepLabel());
            double[] b = bounds.computeIfAbsent(n.node().stepKey(), k -> new double[] {Double.MAX_VALUE,
                    Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE});
            b[0] = Math.min(b[0], n.x());
            b[1] = Math.min(b[1], n.y());
            b[2] = Math.max(b[2], n.x() + n.width());
            b[3] = Math.max(b[3], n.y() + n.height());
        }
        List<PipelineDiagram.Group> groups = new ArrayList<>();
        bounds.forEach((key, b) -> {
            String label = labels.get(key);
            double width = Math.max(b[2] - b[0] + 2 * GROUP_MARGIN, label.length() * PipelineDiagram.CHAR_WIDTH * 0.95 + 16);
            double centre = (b[0] + b[2]) / 2;
            groups.add(new PipelineDiagram.Group(key, label, Math.max(GROUP_MARGIN, centre - width / 2), b[1] - GROUP_TOP,
                    width, b[3] - b[1] + GROUP_TOP + GROUP_MARGIN));
        });
        return groups;
    }

    /** The node's text: its name, then copies, summed work and share of the query's work. */
    static List<String> lines(GraphNode node) {
        String name = node.name().length() <= MAX_NAME_CHARS ? node.name() : node.name().substring(0, MAX_NAME_CHARS - 1) + "…";
        String figures = (node.copies() > 1 ? "×" + node.copies() + " · " : "") + duration(node.elapsedMicros())
                + String.format(Locale.ROOT, " · %.1f%%", node.workShare() * 100);
        return List.of(name, figures);
    }

    /** µs as people read them: {@code 850 µs}, {@code 17.9 ms}, {@code 1.50 s}. */
    public static String duration(long micros) {
        if (micros < 1_000) {
            return micros + " µs";
        }
        if (micros < 1_000_000) {
            return String.format(Locale.ROOT, "%.1f ms", micros / 1e3);
        }
        return String.format(Locale.ROOT, "%.2f s", micros / 1e6);
    }

    private static List<PipelineDiagram.Point> route(ElkEdge edge) {
        List<PipelineDiagram.Point> points = new ArrayList<>();
        for (ElkEdgeSection section : edge.getSections()) {
            points.add(new PipelineDiagram.Point(section.getStartX(), section.getStartY()));
            for (ElkBendPoint bend : section.getBendPoints()) {
                points.add(new PipelineDiagram.Point(bend.getX(), bend.getY()));
            }
            points.add(new PipelineDiagram.Point(section.getEndX(), section.getEndY()));
        }
        return points;
    }
}
