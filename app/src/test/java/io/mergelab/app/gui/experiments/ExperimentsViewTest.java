package io.mergelab.app.gui.experiments;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.compare.CompareView;
import io.mergelab.app.gui.compare.CompareViewModel;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ExperimentRequests;
import io.mergelab.app.gui.services.ReportExporter;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Experiments screen inside the shell with the Compare screen, in headless Monocle, on a real run store holding a
 * real experiment (the built-in streaming-skip-indexes scenario at 20,000 rows): the list, the matrix coloured by
 * verdict, the rankings and the conclusion, and a cell opening its comparison in Compare.
 */
@ExtendWith(ApplicationExtension.class)
class ExperimentsViewTest {
    @TempDir
    static Path dir;
    private static Experiment experiment;

    private final ExecutorService background = Executors.newCachedThreadPool();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final List<Path> opened = new CopyOnWriteArrayList<>();
    private AppServices services;

    @BeforeAll
    static void runExperiment() {
        experiment = ExperimentFixture.run(dir.resolve("data"), dir.resolve("store"), "streaming-skip-indexes", 20_000);
    }

    @Start
    void start(Stage stage) {
        TaskRunner tasks = new TaskRunner(background, Platform::runLater);
        services = AppServices.create(tasks, dialogs);
        ReportExporter exporter = new ReportExporter(tasks, dialogs, opened::add, Optional::empty);
        ShellView shell = new ShellView(new ShellViewModel(services));
        shell.addScreen(ScreenKey.EXPERIMENTS, NavigationIcons.EXPERIMENTS, () -> {
            ExperimentsViewModel experiments = new ExperimentsViewModel(services, new ExperimentRequests(),
                    ZoneOffset.UTC);
            return new ExperimentsView(experiments, new ExperimentReportViewModel(experiments.openedIdProperty(),
                    () -> services.store().value(), exporter, Clock.fixed(Instant.EPOCH, ZoneOffset.UTC))).root();
        });
        shell.addScreen(ScreenKey.COMPARE, NavigationIcons.COMPARE,
                () -> new CompareView(new CompareViewModel(services, ZoneOffset.UTC)).root());
        stage.setScene(new Scene(shell.root(), 1280, 800));
        stage.show();
        services.target().open("engine", progress -> EmbeddedTarget.open(dir.resolve("data")), t -> "engine");
        services.store().open("store", progress -> RunStore.open(dir.resolve("store")), s -> s.file().toString());
    }

    @AfterEach
    void stop() throws Exception {
        background.shutdown();
        background.awaitTermination(30, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> {
            services.target().close();
            services.store().close();
        }).get();
    }

    /** Scrolls the detail so that {@code node} is in the window: a click reaches only what is shown. */
    private static void scrollIntoView(FxRobot robot, Node node) {
        robot.interact(() -> {
            Parent parent = node.getParent();
            while (!(parent instanceof ScrollPane)) {
                parent = parent.getParent();
            }
            ScrollPane scroll = (ScrollPane) parent;
            Node content = scroll.getContent();
            double y = content.sceneToLocal(node.localToScene(node.getBoundsInLocal())).getMinY();
            double room = content.getBoundsInLocal().getHeight() - scroll.getViewportBounds().getHeight();
            scroll.setVvalue(room <= 0 ? 0 : Math.min(1, y / room));
        });
    }

    @SuppressWarnings("unchecked")
    private static ListView<ExperimentListRow> list(FxRobot robot) {
        return FxLookup.one(robot, "#experiments-list", ListView.class);
    }

    @Test
    void listsTheExperimentShowsItsMatrixAndACellOpensItsComparison(FxRobot robot) throws TimeoutException {
        FxWait.until(30, () -> list(robot).getItems().size() == 1);
        assertThat(list(robot).getItems().get(0).name()).isEqualTo("streaming-skip-indexes");
        assertThat(list(robot).getItems().get(0).size()).isEqualTo("2 layouts × 1 query, 4 cells");

        robot.interact(() -> list(robot).getSelectionModel().select(0));

        FxWait.until(30, () -> robot.lookup("#experiment-matrix").tryQuery().isPresent());
        assertThat(FxLookup.one(robot, "#experiment-title", Label.class).getText())
                .isEqualTo("Experiment streaming-skip-indexes");
        List<Button> cells = robot.lookup(".matrix-cell").queryAllAs(Button.class).stream().toList();
        assertThat(cells).hasSize(4);
        assertThat(cells).filteredOn(c -> c.getStyleClass().contains("cell-baseline")).hasSize(1);
        assertThat(cells).allSatisfy(c -> assertThat(c.getText()).containsPattern("\\d(\\.\\d+)? (ms|µs|s)\\n"));
        VBox conclusion = FxLookup.one(robot, "#experiment-conclusion", VBox.class);
        assertThat(conclusion.getChildren()).map(n -> ((Label) n).getText())
                .anySatisfy(line -> assertThat(line).startsWith("first_needle: "));
        assertThat(FxLookup.one(robot, "#experiment-rankings", TableView.class).getItems()).hasSize(4);

        Button cell = FxLookup.one(robot, "#cell-no_index/streaming-first_needle", Button.class);
        scrollIntoView(robot, cell);
        robot.clickOn(cell);

        FxWait.until(30, () -> robot.lookup("#compare-title").tryQuery().map(Node::isVisible).orElse(false));
        assertThat(services.navigation().isShowing(ScreenKey.COMPARE)).isTrue();
        assertThat(((MatrixCell) cell.getUserData()).comparisonId())
                .isEqualTo(experiment.queries().get(0).comparisonId());
    }

    @Test
    void exportWritesTheExperimentsReportAndOpenInBrowserHandsOverItsHtml(FxRobot robot) throws Exception {
        FxWait.until(30, () -> list(robot).getItems().size() == 1);
        assertThat(robot.lookup("#experiments-export").tryQuery()).isEmpty();
        robot.interact(() -> list(robot).getSelectionModel().select(0));
        FxWait.until(30, () -> robot.lookup("#experiments-export").tryQuery().isPresent()
                && !FxLookup.one(robot, "#experiments-export", Button.class).isDisabled());
        Button export = FxLookup.one(robot, "#experiments-export", Button.class);

        dialogs.chosenFile = dir.resolve("experiment.html");
        robot.clickOn(export);
        FxWait.until(60, () -> Files.exists(dir.resolve("experiment.html")) && !export.isDisabled());
        assertThat(dialogs.shown).containsExactly("save: Export report | experiment-"
                + experiment.id().substring(0, 8) + ".html");
        Document html = Jsoup.parse(Files.readString(dir.resolve("experiment.html")));
        assertThat(html.getElementById("cmp-" + experiment.queries().get(0).comparisonId())).isNotNull();
        assertThat(html.text()).contains("Variant × query matrix", "first_needle");

        for (String format : List.of("md", "json", "csv")) {
            Path file = dir.resolve("experiment." + format);
            dialogs.chosenFile = file;
            robot.clickOn(export);
            FxWait.until(60, () -> Files.exists(file) && !export.isDisabled());
        }
        assertThat(dir.resolve("experiment.md")).content().contains("### Variant × query matrix", "first\\_needle");
        assertThat(dir.resolve("experiment.json")).content().contains("\"comparisons\"",
                experiment.queries().get(0).comparisonId());
        assertThat(Files.readAllLines(dir.resolve("experiment.csv")).get(0)).endsWith("experiment,query");

        robot.clickOn("#experiments-open-browser");
        FxWait.until(60, () -> !opened.isEmpty());
        assertThat(opened.get(0)).content().contains("id=\"cmp-" + experiment.queries().get(0).comparisonId());
        Files.delete(opened.get(0));
    }
}
