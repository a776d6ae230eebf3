package io.mergelab.app.gui.profile;

import io.mergelab.app.gui.services.Meanings;
import io.mergelab.profiler.analysis.graph.GraphNode;
import io.mergelab.profiler.analysis.graph.NodeTooltip;
import io.mergelab.profiler.analysis.graph.PipelineDiagram;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.shape.ClosePath;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.transform.Scale;
import javafx.util.Duration;

/**
 * Paints a {@link PipelineDiagram} as JavaFX shapes: plan-step boxes, edges (the critical path thick and red),
 * processor nodes coloured by their share of the query's work relative to the busiest node, each with a tooltip of
 * its figures ({@link NodeTooltip}); under it the colour legend. Pannable by dragging, zoomable ({@link #zoomProperty()}, or Ctrl + wheel).
 * The diagram is computed elsewhere (off the FX thread); this class only draws it. The Compare screen draws two runs'
 * diagrams with its own fill (each node coloured by how much its time changed) and legend.
 */
public final class PipelineDiagramPane extends BorderPane {
    static final Color CRITICAL = Color.web("#d62728");
    private static final Color EDGE = Color.web("#7d8790");
    private static final Font NODE_FONT = Font.font("monospace", PipelineDiagram.FONT_SIZE);
    private static final Font GROUP_FONT = Font.font("System", FontWeight.BOLD, 11);
    private static final Font COUNT_FONT = Font.font("System", 10);
    private static final Color MUTED_TEXT = Color.web("#5f6b76");
    private static final Color NODE_BORDER = MUTED_TEXT;
    private static final Color STEP_FILL = Color.web("#f3f5f7");
    private static final Color STEP_BORDER = Color.web("#c9d0d6");
    private static final Color STEP_TEXT = Color.web("#46525c");
    private static final String NODE_ID = "pipeline-node-id";
    private static final double MIN_ZOOM = 0.1;
    private static final double MAX_ZOOM = 3;

    private final Pane content = new Pane();
    private final DoubleProperty zoom = new SimpleDoubleProperty(1);
    private final Label legendMax = new Label();
    private final Label placeholder = new Label();
    /** The nodes' fill; null for the heat scale of each node's work share. */
    private final Function<GraphNode, Color> fill;

    PipelineDiagramPane() {
        this(null, null);
    }

    /** A pane that fills each node with {@code fill} and shows {@code legend} under the drawing. */
    public PipelineDiagramPane(Function<GraphNode, Color> fill, Node legend) {
        this.fill = fill;
        Scale scale = new Scale();
        scale.xProperty().bind(zoom);
        scale.yProperty().bind(zoom);
        content.getTransforms().add(scale);
        ScrollPane scroll = new ScrollPane(new Group(content));
        scroll.setPannable(true);
        scroll.setStyle("-fx-background: white; -fx-background-color: white;");
        scroll.addEventFilter(ScrollEvent.SCROLL, e -> {
            if (e.isControlDown()) {
                setZoom(zoom.get() * (e.getDeltaY() > 0 ? 1.1 : 1 / 1.1));
                e.consume();
            }
        });
        placeholder.setStyle("-fx-text-fill: #5f6b76; -fx-font-size: 13px;");
        placeholder.visibleProperty().bind(placeholder.textProperty().isNotEmpty());
        setCenter(new StackPane(scroll, placeholder));
        setBottom(fill == null ? legend() : legend);
    }

    DoubleProperty zoomProperty() {
        return zoom;
    }

    public void setZoom(double value) {
        zoom.set(Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, value)));
    }

    /** Shown over the drawing area, e.g. while the layout runs or when there is nothing to draw. */
    public void setPlaceholder(String text) {
        placeholder.setText(text == null ? "" : text);
    }

    private HBox legend() {
        Label title = new Label("Work share (elapsed µs):");
        title.setTooltip(new Tooltip("A node's share of the query's summed elapsed µs; the scale ends at the busiest node."));
        Rectangle bar = new Rectangle(140, 12, HeatScale.gradient());
        bar.setStroke(Color.web("#9aa3ab"));
        Label zero = new Label("0%");
        Label path = new Label("━ critical path");
        path.setTextFill(CRITICAL);
        for (Label label : List.of(title, zero, legendMax, path)) {
            label.setMinWidth(Region.USE_PREF_SIZE);
        }
        HBox legend = new HBox(8, title, zero, bar, legendMax, path);
        legend.setAlignment(Pos.CENTER_LEFT);
        legend.setPadding(new Insets(6, 8, 6, 8));
        legend.setStyle("-fx-font-size: 11px; -fx-background-color: #f7f8f9; -fx-border-color: #dde1e5 transparent transparent transparent;");
        return legend;
    }

    /** Replaces the drawing with {@code diagram} (null: empty). */
    public void setDiagram(PipelineDiagram diagram) {
        content.getChildren().clear();
        if (diagram == null) {
            legendMax.setText("");
            return;
        }
        double maxShare = diagram.nodes().stream().mapToDouble(n -> n.node().workShare()).max().orElse(0);
        legendMax.setText(String.format(Locale.ROOT, "%.1f%% (busiest)", maxShare * 100));
        content.setPrefSize(diagram.width(), diagram.height());
        List<Node> shapes = new ArrayList<>();
        for (PipelineDiagram.Group g : diagram.groups()) {
            shapes.add(group(g));
        }
        // All edges of a kind are one Path (and their arrowheads another): a few shapes instead of three per edge,
        // which is what made a 1,000-processor graph slow to style and lay out.
        List<PipelineDiagram.Edge> plain = diagram.edges().stream().filter(e -> !e.edge().onCriticalPath()).toList();
        List<PipelineDiagram.Edge> critical = diagram.edges().stream().filter(e -> e.edge().onCriticalPath()).toList();
        shapes.addAll(edges(plain, EDGE, 1.2, 5, "pipeline-edges"));
        shapes.addAll(edges(critical, CRITICAL, 3, 7, "pipeline-edges-critical"));
        for (PipelineDiagram.Edge e : diagram.edges()) {
            if (e.edge().connections() > 1 && e.points().size() >= 2) {
                PipelineDiagram.Point a = e.points().get(0);
                Text count = new Text(a.x() + 4, a.y() + 11, "×" + e.edge().connections());
                count.setFont(COUNT_FONT);
                count.setFill(e.edge().onCriticalPath() ? CRITICAL : MUTED_TEXT);
                shapes.add(count);
            }
        }
        for (PipelineDiagram.Node n : diagram.nodes()) {
            shapes.add(node(n, maxShare, fill));
        }
        content.getChildren().setAll(shapes);
    }

    /** The graph node's id ({@code GraphNode.id()}) a shape of this pane draws, or null for other shapes. */
    static String nodeId(Node shape) {
        return (String) shape.getProperties().get(NODE_ID);
    }

    private static Node group(PipelineDiagram.Group g) {
        Rectangle box = new Rectangle(g.x(), g.y(), g.width(), g.height());
        box.setArcWidth(8);
        box.setArcHeight(8);
        box.setFill(STEP_FILL);
        box.setStroke(STEP_BORDER);
        Text label = new Text(g.x() + 8, g.y() + 15, g.label());
        label.setFont(GROUP_FONT);
        label.setFill(STEP_TEXT);
        Group shape = new Group(box, label);
        shape.getStyleClass().add("pipeline-step");
        return shape;
    }

    /** The routes of {@code edges} as one stroked Path (one MoveTo per edge) and their arrowheads as one filled Path. */
    private static List<Path> edges(List<PipelineDiagram.Edge> edges, Color color, double width, double headSize,
                                    String styleClass) {
        Path lines = new Path();
        Path heads = new Path();
        for (PipelineDiagram.Edge e : edges) {
            List<PipelineDiagram.Point> points = e.points();
            if (points.size() < 2) {
                continue;
            }
            lines.getElements().add(new MoveTo(points.get(0).x(), points.get(0).y()));
            for (PipelineDiagram.Point p : points.subList(1, points.size())) {
                lines.getElements().add(new LineTo(p.x(), p.y()));
            }
            arrowHead(heads, points.get(points.size() - 2), points.get(points.size() - 1), headSize);
        }
        lines.setStroke(color);
        lines.setStrokeWidth(width);
        lines.getStyleClass().add(styleClass);
        heads.setFill(color);
        heads.setStroke(null);
        return List.of(lines, heads);
    }

    private static void arrowHead(Path heads, PipelineDiagram.Point from, PipelineDiagram.Point to, double size) {
        double angle = Math.atan2(to.y() - from.y(), to.x() - from.x());
        heads.getElements().addAll(new MoveTo(to.x(), to.y()),
                new LineTo(to.x() - size * Math.cos(angle - 0.45), to.y() - size * Math.sin(angle - 0.45)),
                new LineTo(to.x() - size * Math.cos(angle + 0.45), to.y() - size * Math.sin(angle + 0.45)),
                new ClosePath());
    }

    private static Node node(PipelineDiagram.Node n, double maxShare, Function<GraphNode, Color> fillOf) {
        GraphNode graphNode = n.node();
        Color fill = fillOf != null ? fillOf.apply(graphNode)
                : HeatScale.color(maxShare == 0 ? 0 : graphNode.workShare() / maxShare);
        Rectangle box = new Rectangle(n.x(), n.y(), n.width(), n.height());
        box.setArcWidth(6);
        box.setArcHeight(6);
        box.setFill(fill);
        box.setStroke(graphNode.onCriticalPath() ? CRITICAL : NODE_BORDER);
        box.setStrokeWidth(graphNode.onCriticalPath() ? 2 : 1);
        Group shape = new Group(box);
        double baseline = n.y() + 8 + PipelineDiagram.FONT_SIZE;
        for (String line : n.lines()) {
            Text text = new Text(n.x() + 10, baseline, line);
            text.setFont(NODE_FONT);
            text.setFill(HeatScale.textOn(fill));
            shape.getChildren().add(text);
            baseline += PipelineDiagram.LINE_HEIGHT;
        }
        // Tooltips are made when the pointer first comes near, so a 1,000-processor graph does not build 1,000 popups.
        shape.addEventHandler(MouseEvent.MOUSE_ENTERED, e -> {
            if (!shape.getProperties().containsKey(Tooltip.class)) {
                // what the processor does, from the glossary, under its figures
                Tooltip tooltip = new Tooltip(NodeTooltip.text(graphNode)
                        + Meanings.of(graphNode.name()).map(m -> "\n\n" + m).orElse(""));
                tooltip.setWrapText(true);
                tooltip.setMaxWidth(520);
                tooltip.setShowDelay(Duration.millis(150));
                tooltip.setShowDuration(Duration.INDEFINITE);
                tooltip.setStyle("-fx-font-family: monospace; -fx-font-size: 12px;");
                Tooltip.install(shape, tooltip);
                shape.getProperties().put(Tooltip.class, tooltip);
            }
        });
        // not a CSS id: a distinct id per node made the CSS engine match every selector again for each of them
        shape.getProperties().put(NODE_ID, graphNode.id());
        shape.getStyleClass().add("pipeline-node");
        shape.setUserData(graphNode.copies());
        return shape;
    }
}
