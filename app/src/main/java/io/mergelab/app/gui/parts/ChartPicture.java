package io.mergelab.app.gui.parts;

import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.image.ImageView;
import javafx.scene.image.WritableImage;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.stage.FileChooser;
import javafx.util.Duration;
import javax.imageio.ImageIO;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.entity.ChartEntity;
import org.jfree.chart.entity.EntityCollection;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.plot.Zoomable;
import org.jfree.data.Range;

/**
 * A JFreeChart chart drawn into an image on one background thread and shown as that image, so neither a new chart
 * nor a resize ever draws on the FX thread (drawing the Parts screen's charts there held it 100–300 ms during a
 * live load). A chart handed to {@link #show} belongs to the drawing thread from then on: changes to it go through
 * {@link #change}. Draws are coalesced: however many requests arrive while one draws, one more draw follows, of the
 * latest chart at the latest size. Hovering shows the tooltip of the item under the pointer; dragging across the
 * plot zooms its horizontal axis, dragging leftwards or a double click zooms back out; the context menu saves the
 * image as PNG.
 */
final class ChartPicture extends Region {
    /** One thread draws every picture: the charts are never drawn at once, and their objects stay on it. */
    private static final ExecutorService DRAWING = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "chart-drawing");
        thread.setDaemon(true);
        return thread;
    });
    private static final double MIN_ZOOM_PIXELS = 8;

    private final ImageView image = new ImageView();
    private final Rectangle zoomBox = new Rectangle(0, 0, new Color(0.2, 0.4, 0.9, 0.2));
    private final Tooltip tooltip = new Tooltip();
    private final ReadOnlyObjectWrapper<JFreeChart> drawn = new ReadOnlyObjectWrapper<>();
    private final AtomicBoolean drawQueued = new AtomicBoolean();
    /** What the next draw draws: written on the FX thread, read on the drawing thread. */
    private volatile Request latest;
    /** Where the shown image put the chart's items, for tooltips and zooming; FX thread only. */
    private ChartRenderingInfo shownInfo;
    private double dragStartX = Double.NaN;
    private String tooltipText;
    /** Drawing thread only: the image drawn into, again while the size stays. */
    private BufferedImage canvas;
    /** Drawing thread only: the horizontal axis of {@link #zoomed} before it was zoomed. */
    private JFreeChart zoomed;
    private Range unzoomedRange;
    private boolean unzoomedAuto;
    /** Drawing thread only: the range zoomed to, kept for the next read of the same chart (by title); null for none. */
    private Range zoomRange;
    private String zoomTitle;

    private record Request(JFreeChart chart, double width, double height, double scale) {
    }

    ChartPicture() {
        image.setManaged(false);
        zoomBox.setManaged(false);
        zoomBox.setVisible(false);
        zoomBox.setMouseTransparent(true);
        getChildren().addAll(image, zoomBox);
        tooltip.setShowDelay(Duration.millis(300));
        setMinSize(0, 0);
        setOnMouseMoved(this::hover);
        setOnMouseExited(event -> showTooltip(null));
        setOnMousePressed(this::pressed);
        setOnMouseDragged(this::dragged);
        setOnMouseReleased(this::released);
        MenuItem save = new MenuItem("Save as PNG…");
        save.setOnAction(event -> save());
        ContextMenu menu = new ContextMenu(save);
        setOnContextMenuRequested(event -> menu.show(this, event.getScreenX(), event.getScreenY()));
    }

    /** Draws {@code chart} in the background and shows it when drawn; null shows nothing. */
    void show(JFreeChart chart) {
        request(chart);
    }

    /** The chart handed to {@link #show} last, drawn or about to be. */
    JFreeChart chart() {
        Request now = latest;
        return now == null ? null : now.chart();
    }

    /** The chart whose image is shown now (set on the FX thread once its image is). */
    ReadOnlyObjectProperty<JFreeChart> drawnProperty() {
        return drawn.getReadOnlyProperty();
    }

    /** Where the shown image put the chart's items; null before the first image. */
    ChartRenderingInfo renderingInfo() {
        return shownInfo;
    }

    /** The tooltip hovering shows now; null for none. */
    String tooltipText() {
        return tooltipText;
    }

    /** Changes {@code chart} on the drawing thread, then draws it again if it is still the one to show. */
    void change(JFreeChart chart, Consumer<JFreeChart> change) {
        DRAWING.execute(() -> change.accept(chart));
        if (chart == chart()) {
            request(chart);
        }
    }

    /** Draws the made-up {@code chart} on the calling thread, as {@link #show} would: for the warm-up. */
    static void drawAway(JFreeChart chart, int width, int height) {
        BufferedImage picture = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = picture.createGraphics();
        chart.draw(g, new Rectangle2D.Double(0, 0, width, height), null, new ChartRenderingInfo());
        g.dispose();
        SwingFXUtils.toFXImage(picture, null);
    }

    @Override
    protected void layoutChildren() {
        Request now = latest;
        if (now != null && (now.width() != getWidth() || now.height() != getHeight() || now.scale() != scale())) {
            request(now.chart());
        }
    }

    private double scale() {
        return getScene() == null || getScene().getWindow() == null ? 1 : getScene().getWindow().getOutputScaleX();
    }

    private void request(JFreeChart chart) {
        latest = new Request(chart, getWidth(), getHeight(), scale());
        if (drawQueued.compareAndSet(false, true)) {
            DRAWING.execute(this::draw);
        }
    }

    /** On the drawing thread: the latest request, once, however many came. */
    private void draw() {
        drawQueued.set(false);
        Request now = latest;
        if (now.chart() == null) {
            Platform.runLater(() -> shown(now, null, null));
            return;
        }
        if (now.width() < 1 || now.height() < 1) {
            return; // drawn when laid out
        }
        JFreeChart chart = now.chart();
        if (zoomRange != null && chart != zoomed && zoomTitle.equals(title(chart))) {
            remember(chart);
            chart.getXYPlot().getDomainAxis().setRange(zoomRange);
        }
        ChartRenderingInfo info = new ChartRenderingInfo();
        WritableImage fx = SwingFXUtils.toFXImage(drawInto(chart, now, info), null);
        Platform.runLater(() -> shown(now, fx, info));
    }

    /** Draws {@code chart} into {@link #canvas}, made again only when the size changed. */
    private BufferedImage drawInto(JFreeChart chart, Request request, ChartRenderingInfo info) {
        int width = (int) Math.ceil(request.width() * request.scale());
        int height = (int) Math.ceil(request.height() * request.scale());
        if (canvas == null || canvas.getWidth() != width || canvas.getHeight() != height) {
            canvas = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB_PRE);
        }
        Graphics2D g = canvas.createGraphics();
        try {
            g.scale(request.scale(), request.scale());
            chart.draw(g, new Rectangle2D.Double(0, 0, request.width(), request.height()), null, info);
        } finally {
            g.dispose();
        }
        return canvas;
    }

    private static String title(JFreeChart chart) {
        return chart.getTitle() == null ? "" : chart.getTitle().getText();
    }

    /** Keeps how {@code chart}'s horizontal axis was before any zoom, to go back to it. */
    private void remember(JFreeChart chart) {
        if (zoomed != chart) {
            zoomed = chart;
            unzoomedRange = chart.getXYPlot().getDomainAxis().getRange();
            unzoomedAuto = chart.getXYPlot().getDomainAxis().isAutoRange();
        }
    }

    private void shown(Request request, WritableImage fx, ChartRenderingInfo info) {
        image.setImage(fx);
        image.setFitWidth(request.width());
        image.setFitHeight(request.height());
        shownInfo = info;
        drawn.set(request.chart());
    }

    private ChartEntity entityAt(double x, double y) {
        EntityCollection entities = shownInfo == null ? null : shownInfo.getEntityCollection();
        return entities == null ? null : entities.getEntity(x, y);
    }

    private void hover(MouseEvent event) {
        ChartEntity entity = entityAt(event.getX(), event.getY());
        showTooltip(entity == null ? null : entity.getToolTipText());
    }

    private void showTooltip(String text) {
        if (text == null ? tooltipText == null : text.equals(tooltipText)) {
            return;
        }
        tooltipText = text;
        if (text == null) {
            Tooltip.uninstall(this, tooltip);
        } else {
            tooltip.setText(text);
            Tooltip.install(this, tooltip);
        }
    }

    private Rectangle2D dataArea() {
        return shownInfo == null ? null : shownInfo.getPlotInfo().getDataArea();
    }

    private void pressed(MouseEvent event) {
        Rectangle2D area = dataArea();
        if (event.getButton() == MouseButton.PRIMARY && area != null && area.contains(event.getX(), event.getY())) {
            dragStartX = event.getX();
        }
        if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2) {
            zoom(0, 0);
        }
    }

    private void dragged(MouseEvent event) {
        Rectangle2D area = dataArea();
        if (Double.isNaN(dragStartX) || area == null) {
            return;
        }
        double x = Math.max(area.getMinX(), Math.min(area.getMaxX(), event.getX()));
        zoomBox.setX(Math.min(dragStartX, x));
        zoomBox.setWidth(Math.abs(x - dragStartX));
        zoomBox.setY(area.getMinY());
        zoomBox.setHeight(area.getHeight());
        zoomBox.setVisible(true);
    }

    private void released(MouseEvent event) {
        Rectangle2D area = dataArea();
        double from = dragStartX;
        dragStartX = Double.NaN;
        zoomBox.setVisible(false);
        if (Double.isNaN(from) || area == null) {
            return;
        }
        double to = Math.max(area.getMinX(), Math.min(area.getMaxX(), event.getX()));
        if (to < from - MIN_ZOOM_PIXELS) {
            zoom(0, 0);
        } else if (to > from + MIN_ZOOM_PIXELS) {
            zoom((from - area.getMinX()) / area.getWidth(), (to - area.getMinX()) / area.getWidth());
        }
    }

    /** Zooms the horizontal axis to [lower, upper] of what it shows now, or back to the whole when both are 0. */
    private void zoom(double lower, double upper) {
        JFreeChart chart = drawn.get();
        ChartRenderingInfo info = shownInfo;
        if (chart == null || info == null || !(chart.getPlot() instanceof XYPlot)) {
            return;
        }
        change(chart, c -> {
            ValueAxis axis = c.getXYPlot().getDomainAxis();
            remember(c);
            if (upper > lower) {
                Rectangle2D area = info.getPlotInfo().getDataArea();
                ((Zoomable) c.getPlot()).zoomDomainAxes(lower, upper, info.getPlotInfo(),
                        new Point2D.Double(area.getCenterX(), area.getCenterY()));
                zoomRange = axis.getRange();
                zoomTitle = title(c);
            } else {
                zoomRange = null;
                if (unzoomedAuto) {
                    axis.setAutoRange(true);
                } else {
                    axis.setRange(unzoomedRange);
                }
            }
        });
    }

    private void save() {
        if (image.getImage() == null || getScene() == null) {
            return;
        }
        BufferedImage picture = SwingFXUtils.fromFXImage(image.getImage(), null);
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save the chart as PNG");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("PNG image", "*.png"));
        File file = chooser.showSaveDialog(getScene().getWindow());
        if (file != null) {
            try {
                ImageIO.write(picture, "png", file);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
