package io.mergelab.profiler.analysis.graph;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.math.KVector;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.options.HierarchyHandling;
import org.eclipse.elk.core.options.SizeConstraint;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

/**
 * Lays a {@link PipelineGraph} out top-down with the Eclipse Layout Kernel's layered (Sugiyama) algorithm: data
 * flows downwards, each plan step is a compound node around its processors (hierarchy handled across levels, so
 * edges between steps are routed too), edges are orthogonal. Node sizes come from their text at
 * {@link PipelineDiagram#CHAR_WIDTH}. Pure Java: runs off the FX thread and in reports.
 */
public final class PipelineLayout {
    private static final int MAX_NAME_CHARS = 56;
    private static final double NODE_PADDING = 10;
    private static final double GROUP_LABEL_HEIGHT = 20;

    private PipelineLayout() {
    }

    public static PipelineDiagram layout(PipelineGraph graph) {
        ElkNode root = ElkGraphUtil.createGraph();
        root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        root.setProperty(CoreOptions.DIRECTION, Direction.DOWN);
        root.setProperty(CoreOptions.HIERARCHY_HANDLING, HierarchyHandling.INCLUDE_CHILDREN);
        root.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.ORTHOGONAL);
        root.setProperty(CoreOptions.PADDING, new ElkPadding(12));
        root.setProperty(LayeredOptions.SPACING_NODE_NODE, 18.0);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 26.0);
        root.setProperty(LayeredOptions.SPACING_EDGE_NODE_BETWEEN_LAYERS, 12.0);

        Map<String, ElkNode> groups = new LinkedHashMap<>();
        Map<String, String> groupLabels = new HashMap<>();
        Map<String, ElkNode> elkNodes = new LinkedHashMap<>();
        Map<String, List<String>> texts = new HashMap<>();
        for (GraphNode node : graph.nodes()) {
            ElkNode parent = root;
            if (!node.stepLabel().isEmpty()) {
                parent = groups.computeIfAbsent(node.stepKey(), k -> group(root));
                groupLabels.put(node.stepKey(), node.stepLabel());
            }
            List<String> lines = lines(node);
            ElkNode elk = ElkGraphUtil.createNode(parent);
            int chars = lines.stream().mapToInt(String::length).max().orElse(1);
            elk.setDimensions(Math.ceil(chars * PipelineDiagram.CHAR_WIDTH + 2 * NODE_PADDING),
                    lines.size() * PipelineDiagram.LINE_HEIGHT + 2 * NODE_PADDING - 4);
            elkNodes.put(node.id(), elk);
            texts.put(node.id(), lines);
        }
        groups.forEach((key, group) -> group.setProperty(CoreOptions.NODE_SIZE_MINIMUM,
                new KVector(groupLabels.get(key).length() * PipelineDiagram.CHAR_WIDTH + 20, 0)));
        Map<ElkEdge, GraphEdge> edges = new LinkedHashMap<>();
        for (GraphEdge edge : graph.edges()) {
            edges.put(ElkGraphUtil.createSimpleEdge(elkNodes.get(edge.from()), elkNodes.get(edge.to())), edge);
        }

        new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());

        List<PipelineDiagram.Group> groupBoxes = new ArrayList<>();
        groups.forEach((key, group) -> groupBoxes.add(new PipelineDiagram.Group(key, groupLabels.get(key),
                absoluteX(group), absoluteY(group), group.getWidth(), group.getHeight())));
        List<PipelineDiagram.Node> nodeBoxes = new ArrayList<>();
        for (GraphNode node : graph.nodes()) {
            ElkNode elk = elkNodes.get(node.id());
            nodeBoxes.add(new PipelineDiagram.Node(node, texts.get(node.id()), absoluteX(elk), absoluteY(elk),
                    elk.getWidth(), elk.getHeight()));
        }
        List<PipelineDiagram.Edge> routes = new ArrayList<>();
        edges.forEach((elk, edge) -> routes.add(new PipelineDiagram.Edge(edge, route(elk))));
        return new PipelineDiagram(root.getWidth(), root.getHeight(), groupBoxes, nodeBoxes, routes, graph);
    }

    private static ElkNode group(ElkNode root) {
        ElkNode group = ElkGraphUtil.createNode(root);
        group.setProperty(CoreOptions.PADDING, new ElkPadding(GROUP_LABEL_HEIGHT + 6, 10, 10, 10));
        group.setProperty(CoreOptions.NODE_SIZE_CONSTRAINTS, SizeConstraint.minimumSize());
        return group;
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
        ElkNode container = edge.getContainingNode();
        double dx = container == null ? 0 : absoluteX(container);
        double dy = container == null ? 0 : absoluteY(container);
        List<PipelineDiagram.Point> points = new ArrayList<>();
        for (ElkEdgeSection section : edge.getSections()) {
            points.add(new PipelineDiagram.Point(dx + section.getStartX(), dy + section.getStartY()));
            for (ElkBendPoint bend : section.getBendPoints()) {
                points.add(new PipelineDiagram.Point(dx + bend.getX(), dy + bend.getY()));
            }
            points.add(new PipelineDiagram.Point(dx + section.getEndX(), dy + section.getEndY()));
        }
        return points;
    }

    private static double absoluteX(ElkNode node) {
        double x = 0;
        for (ElkNode n = node; n != null && n.getParent() != null; n = n.getParent()) {
            x += n.getX();
        }
        return x;
    }

    private static double absoluteY(ElkNode node) {
        double y = 0;
        for (ElkNode n = node; n != null && n.getParent() != null; n = n.getParent()) {
            y += n.getY();
        }
        return y;
    }
}
