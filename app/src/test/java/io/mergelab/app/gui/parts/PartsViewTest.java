package io.mergelab.app.gui.parts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.parts.TablePartsReader;
import io.mergelab.profiler.run.Runs;
import io.mergelab.profiler.store.RunStore;
import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.image.ImageView;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.entity.XYItemEntity;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Parts screen inside the shell on a real engine and run store, in headless Monocle. */
@ExtendWith(ApplicationExtension.class)
class PartsViewTest {
    @TempDir
    static Path dir;

    private final ExecutorService background = Executors.newCachedThreadPool();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private AppServices services;
    private PartsViewModel viewModel;

    @Start
    void start(Stage stage) {
        String name = UUID.randomUUID().toString();
        EmbeddedTarget target = EmbeddedTarget.open(dir.resolve("data-" + name));
        target.run(QueryRequest.of("CREATE TABLE events (day Date, id UInt64) ENGINE = MergeTree"
                + " PARTITION BY toYYYYMM(day) ORDER BY id")).close();
        for (int i = 0; i < 3; i++) {
            target.run(QueryRequest.of("INSERT INTO events SELECT toDate('2024-01-01') + number % 60, number"
                    + " FROM numbers(3000)")).close();
        }
        RunStore store = RunStore.open(dir.resolve("store-" + name));
        Runs.Builder run = Runs.builder().id("run-1").sql("SELECT count() FROM events").startedAt(Instant.now())
                .tables("default.events").queryLog(12, 9000, 72000, 1, 8, 1000, Map.of("SelectedParts", 6L));
        TablePartsReader.read(target, "default", "events", Clock.systemUTC()).parts().forEach(run::part);
        store.save(run.build());
        target.run(QueryRequest.of("INSERT INTO events SELECT toDate('2024-01-01') + number % 31, number"
                + " FROM numbers(1000)")).close();
        services = AppServices.create(new TaskRunner(background, Platform::runLater), dialogs);
        ShellView shell = new ShellView(new ShellViewModel(services));
        viewModel = new PartsViewModel(services, background, Platform::runLater, Clock.systemUTC());
        PartsView parts = new PartsView(viewModel);
        shell.addScreen(ScreenKey.PARTS, NavigationIcons.PARTS, parts::root);
        stage.setScene(new Scene(shell.root(), 1280, 800));
        stage.show();
        services.target().open("engine", progress -> target, t -> "engine");
        services.store().open("store", progress -> store, s -> "store");
    }

    @AfterEach
    void stop() throws Exception {
        background.shutdown();
        background.awaitTermination(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> {
            services.target().close();
            services.store().close();
        }).get();
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        FxWait.until(60, condition); // generous: the shared build machine is heavily loaded
    }

    /** The bars of the parts chart whose image is shown now. */
    private static int bars(FxRobot robot) {
        JFreeChart chart = FxLookup.one(robot, "#parts-chart", ChartPicture.class).drawnProperty().get();
        if (chart == null) {
            return 0;
        }
        XYDataset data = ((XYPlot) chart.getPlot()).getDataset();
        int bars = 0;
        for (int s = 0; s < data.getSeriesCount(); s++) {
            bars += data.getItemCount(s);
        }
        return bars;
    }

    @SuppressWarnings("unchecked")
    private static List<PartTableRow> partsList(FxRobot robot) {
        TableView<ObjectProperty<PartTableRow>> table = FxLookup.one(robot, "#parts-list", TableView.class);
        return table.getItems().stream().map(ObjectProperty::get).toList();
    }

    private void openTable() throws TimeoutException {
        WaitForAsyncUtils.asyncFx(() -> services.partsRequests().ask("default.events"));
    }

    @Test
    void opensWithOneBarPerPartAndThePartitionsVerdicts(FxRobot robot) throws TimeoutException {
        waitUntil(() -> services.target().value().isPresent() && services.store().value().isPresent());
        openTable();

        waitUntil(() -> bars(robot) == 7);
        assertThat(FxLookup.one(robot, "#parts-summary", Label.class).getText())
                .contains("7 active parts in 2 partitions");
        assertThat(FxLookup.one(robot, "#partitions-table", TableView.class).getItems()).hasSize(2);
        // the hidden tab's picture gets its chart (and draws it) only when shown
        ChartPicture timeline = FxLookup.one(robot, "#timeline-chart", ChartPicture.class);
        assertThat(timeline.chart()).isNull();
        robot.interact(() -> FxLookup.one(robot, "#parts-chart-tabs", TabPane.class).getSelectionModel().select(1));
        assertThat(timeline.chart()).isSameAs(viewModel.timelineChartProperty().get()).isNotNull();
        waitUntil(() -> timeline.drawnProperty().get() == viewModel.timelineChartProperty().get());
        ImageView image = (ImageView) timeline.getChildrenUnmodifiable().get(0);
        assertThat(image.getImage().getWidth()).isEqualTo(timeline.getWidth(), within(1.0));
    }

    @Test
    void hoveringTheSelectorsReasonShowsItWholeAsATooltip(FxRobot robot) throws TimeoutException {
        waitUntil(() -> services.target().value().isPresent() && services.store().value().isPresent());
        openTable();
        waitUntil(() -> FxLookup.one(robot, "#partitions-table", TableView.class).getItems().size() == 2);
        waitUntil(() -> reasonCell(robot) != null);
        TableCell<?, ?> cell = reasonCell(robot);

        robot.moveTo(cell);

        waitUntil(() -> Window.getWindows().stream().anyMatch(w -> w instanceof Tooltip t && t.isShowing()
                && t.getText().equals(cell.getItem())));
        assertThat(cell.getItem()).isEqualTo(viewModel.partitions().get(0).explanation());
    }

    /** The first row's cell of the partitions table's "why" column, once it shows text. */
    private static TableCell<?, ?> reasonCell(FxRobot robot) {
        return robot.lookup("#partitions-table .table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c.getTableColumn().getText().startsWith("why") && c.getIndex() == 0
                        && c.getItem() instanceof String text && !text.isEmpty())
                .findFirst().orElse(null);
    }

    @Test
    void choosingARunMarksThePartsItCouldNotRead(FxRobot robot) throws TimeoutException {
        waitUntil(() -> services.target().value().isPresent() && services.store().value().isPresent());
        openTable();
        waitUntil(() -> bars(robot) == 7);

        robot.clickOn("#parts-run-choice");
        robot.clickOn(node -> node instanceof javafx.scene.control.ListCell<?> cell && cell.getText() != null
                && cell.getText().contains("SELECT count() FROM events"));

        waitUntil(() -> FxLookup.one(robot, "#parts-run-note", Label.class).getText()
                .startsWith("The run read 6 of 6"));
        waitUntil(() -> partsList(robot).stream().filter(p -> p.readByRun().equals("no")).count() == 1);
    }

    @Test
    void optimizeFinalAsksAndThenShowsOnePartPerPartition(FxRobot robot) throws TimeoutException {
        waitUntil(() -> services.target().value().isPresent() && services.store().value().isPresent());
        openTable();
        waitUntil(() -> bars(robot) == 7);
        dialogs.answer = true;

        robot.clickOn("#parts-optimize-final");

        waitUntil(() -> bars(robot) == 2);
        assertThat(dialogs.shown).anySatisfy(text -> assertThat(text)
                .startsWith("confirm: Optimize default.events? | OPTIMIZE TABLE `default`.`events` FINAL"));
        assertThat(partsList(robot)).allSatisfy(p -> assertThat(p.level()).isEqualTo(1));
    }

    @Test
    void theReplayPlaysScrubsAndFadesWhatItHasNotReachedYet(FxRobot robot) throws TimeoutException {
        waitUntil(() -> services.target().value().isPresent() && services.store().value().isPresent());
        openTable();
        waitUntil(() -> bars(robot) == 7);
        robot.interact(() -> FxLookup.one(robot, "#parts-chart-tabs", TabPane.class).getSelectionModel().select(1));
        Label note = FxLookup.one(robot, "#replay-note", Label.class);
        assertThat(note.getText()).contains("7 active parts", "latest run 12.0 ms, read 6/6 parts");

        robot.interact(() -> FxLookup.one(robot, "#replay-slider", Slider.class).setValue(0));
        assertThat(note.getText()).contains(" · 1 active part (", "no run yet");
        ChartPicture picture = FxLookup.one(robot, "#timeline-chart", ChartPicture.class);
        XYPlot counts = ((CombinedDomainXYPlot) picture.chart().getPlot()).getSubplots().get(0);
        double firstEventMillis = counts.getDataset().getXValue(0, 0);
        // faded from the first event on (the veil moves on the chart's drawing thread)
        waitUntil(() -> Math.abs(shade(robot).getStartValue() - firstEventMillis) < 1.0);

        robot.interact(() -> FxLookup.one(robot, "#replay-speed", ComboBox.class).setValue(3600));
        robot.clickOn("#replay-play");
        assertThat(robot.lookup("#replay-play").queryButton().getText()).isEqualTo("Pause");
        waitUntil(() -> robot.lookup("#replay-play").queryButton().getText().equals("Play"));
        assertThat(note.getText()).contains("7 active parts", "latest run 12.0 ms, read 6/6 parts");
        assertThat(FxLookup.one(robot, "#replay-slider", Slider.class).getValue()).isEqualTo(1.0);
        waitUntil(() -> shade(robot).getStartValue() > picture.chart().getXYPlot().getDomainAxis().getUpperBound());
    }

    @Test
    void hoverNamesThePartAndDraggingAcrossTheTimelineZoomsItsTimeAxis(FxRobot robot) throws TimeoutException {
        waitUntil(() -> services.target().value().isPresent() && services.store().value().isPresent());
        openTable();
        waitUntil(() -> bars(robot) == 7);
        ChartPicture parts = FxLookup.one(robot, "#parts-chart", ChartPicture.class);
        Rectangle2D bar = ((Collection<?>) parts.renderingInfo().getEntityCollection().getEntities()).stream()
                .filter(XYItemEntity.class::isInstance).map(e -> ((XYItemEntity) e).getArea().getBounds2D())
                .findFirst().orElseThrow();
        robot.moveTo(parts.localToScreen(bar.getCenterX(), bar.getCenterY() - 1))
                .moveTo(parts.localToScreen(bar.getCenterX(), bar.getCenterY()));
        waitUntil(() -> parts.tooltipText() != null);
        assertThat(parts.tooltipText()).matches(".+ \\(partition 2024\\d\\d, level 0\\): .+ (bytes|KiB)");

        robot.interact(() -> FxLookup.one(robot, "#parts-chart-tabs", TabPane.class).getSelectionModel().select(1));
        ChartPicture timeline = FxLookup.one(robot, "#timeline-chart", ChartPicture.class);
        waitUntil(() -> timeline.drawnProperty().get() == viewModel.timelineChartProperty().get());
        JFreeChart chart = timeline.drawnProperty().get();
        double shownBefore = chart.getXYPlot().getDomainAxis().getRange().getLength();

        robot.moveTo(timeline).moveBy(-200, 0).press(MouseButton.PRIMARY).moveBy(100, 0).moveBy(100, 0)
                .release(MouseButton.PRIMARY);

        waitUntil(() -> chart.getXYPlot().getDomainAxis().getRange().getLength() < shownBefore * 0.6);
        robot.doubleClickOn(timeline);
        waitUntil(() -> Math.abs(chart.getXYPlot().getDomainAxis().getRange().getLength() - shownBefore) < 1);
    }

    /** The veil over the part counts of the timeline chart shown now. */
    private static IntervalMarker shade(FxRobot robot) {
        JFreeChart chart = FxLookup.one(robot, "#timeline-chart", ChartPicture.class).chart();
        XYPlot counts = ((CombinedDomainXYPlot) chart.getPlot()).getSubplots().get(0);
        Collection<?> markers = counts.getDomainMarkers(Layer.FOREGROUND);
        return markers.stream().map(IntervalMarker.class::cast).findFirst().orElseThrow();
    }
}
