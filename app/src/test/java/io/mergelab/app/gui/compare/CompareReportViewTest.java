package io.mergelab.app.gui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.GlossaryTooltips;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.CompareRequest;
import io.mergelab.app.gui.services.ReportExporter;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.glossary.Glossary;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterAll;
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
 * The Compare screen's "Export report…" and "Open in browser" on a real comparison in a real run store, clicked in
 * the shell in headless Monocle: the buttons wait for an opened comparison, the report (the comparison and its 14
 * runs) is written to the file the scripted save dialog chose, or to a temporary HTML file handed to the opener.
 */
@ExtendWith(ApplicationExtension.class)
class CompareReportViewTest {
    @TempDir
    static Path dir;
    private static EmbeddedTarget target;
    private static Path storeFile;
    private static Comparison comparison;

    private final ExecutorService background = Executors.newCachedThreadPool();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final List<Path> opened = new CopyOnWriteArrayList<>();
    private AppServices services;

    @BeforeAll
    static void compare() {
        target = CompareFixture.needleTarget();
        storeFile = dir.resolve("store");
        try (RunStore store = RunStore.open(storeFile)) {
            comparison = CompareFixture.skipIndexComparison(target, store);
        }
    }

    @AfterAll
    static void closeTarget() {
        target.close();
    }

    @Start
    void start(Stage stage) {
        TaskRunner tasks = new TaskRunner(background, Platform::runLater);
        services = AppServices.create(tasks, dialogs);
        ReportExporter exporter = new ReportExporter(tasks, dialogs, opened::add, Optional::empty);
        ShellView shell = new ShellView(new ShellViewModel(services));
        shell.addScreen(ScreenKey.COMPARE, NavigationIcons.COMPARE, () -> {
            CompareViewModel compare = new CompareViewModel(services, ZoneOffset.UTC);
            return new CompareView(compare, new CompareReportViewModel(compare.openedIdProperty(),
                    () -> services.store().value(), exporter, Clock.fixed(Instant.EPOCH, ZoneOffset.UTC))).root();
        });
        stage.setScene(new Scene(shell.root(), 1280, 800));
        stage.show();
        services.store().open("store", progress -> RunStore.open(storeFile), s -> s.file().toString());
    }

    @AfterEach
    void stop() throws Exception {
        background.shutdown();
        background.awaitTermination(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> services.store().close()).get();
    }

    @Test
    @SuppressWarnings("unchecked")
    void exportWritesTheOpenedComparisonsReportAndOpenInBrowserHandsOverAnHtmlFile(FxRobot robot) throws Exception {
        ListView<ComparisonListRow> list = FxLookup.one(robot, "#compare-list", ListView.class);
        FxWait.until(30, () -> list.getItems().size() == 1);
        robot.interact(() -> list.getSelectionModel().select(0));
        FxWait.until(30, () -> robot.lookup("#compare-export").tryQuery().isPresent()
                && !FxLookup.one(robot, "#compare-export", Button.class).isDisabled());
        Button export = FxLookup.one(robot, "#compare-export", Button.class);
        dialogs.chosenFile = dir.resolve("comparison.html");

        robot.clickOn("#compare-export");
        FxWait.until(60, () -> Files.exists(dir.resolve("comparison.html")) && !export.isDisabled());

        assertThat(dialogs.shown).containsExactly("save: Export report | comparison-"
                + comparison.id().substring(0, 8) + ".html");
        Document doc = Jsoup.parse(Files.readString(dir.resolve("comparison.html")));
        assertThat(doc.getElementById("cmp-" + comparison.id())).isNotNull();
        assertThat(doc.select("section.run")).hasSize(14);
        assertThat(doc.select("nav.toc details.toc-runs summary").eachText())
                .containsExactly("Runs of off (7)", "Runs of on (7)");

        dialogs.chosenFile = dir.resolve("comparison.json");
        robot.clickOn("#compare-export");
        FxWait.until(60, () -> Files.exists(dir.resolve("comparison.json")) && !export.isDisabled());
        assertThat(dir.resolve("comparison.json")).content().contains("\"comparisons\"", comparison.id());

        robot.clickOn("#compare-open-browser");
        FxWait.until(60, () -> !opened.isEmpty());
        assertThat(opened.get(0)).content().contains("id=\"cmp-" + comparison.id() + "\"");
        Files.delete(opened.get(0));
    }

    @Test
    @SuppressWarnings("unchecked")
    void hoveringASettingOrAMetricShowsItsMeaning(FxRobot robot) throws Exception {
        ListView<ComparisonListRow> list = FxLookup.one(robot, "#compare-list", ListView.class);
        FxWait.until(30, () -> list.getItems().size() == 1);
        robot.interact(() -> list.getSelectionModel().select(0));
        FxWait.until(30, () -> robot.lookup("#compare-setting").tryQuery().isPresent());

        assertThat(GlossaryTooltips.hover(robot, robot.lookup("#compare-setting").query()))
                .isEqualTo("use_skip_indexes_on_data_read\n"
                        + Glossary.standard().setting("use_skip_indexes_on_data_read").orElseThrow());
        TableView<MetricRow> metrics = FxLookup.one(robot, "#metrics-table", TableView.class);
        FxWait.until(30, () -> !metrics.getItems().isEmpty());
        String metric = metrics.getItems().get(0).metric();
        Node cell = robot.lookup("#metrics-table").lookup((Node n) -> n instanceof TableCell<?, ?> c
                && metric.equals(c.getText())).query();
        String meaning = metric.startsWith("ProfileEvents.")
                ? Glossary.standard().profileEvent(metric.substring("ProfileEvents.".length())).orElseThrow()
                : Glossary.standard().metric(metric).orElseThrow();
        assertThat(GlossaryTooltips.hover(robot, cell)).isEqualTo(metric + "\n" + meaning);
    }

    @Test
    void theButtonsWaitForAnOpenedComparison(FxRobot robot) throws Exception {
        FxWait.until(30, () -> robot.lookup("#compare-list").tryQuery().isPresent());
        assertThat(robot.lookup("#compare-export").tryQuery()).isEmpty();
    }

    /** Two runs diffed (from History) are no stored comparison: no report buttons, a note on how to get a report. */
    @Test
    void twoRunsSayHowToGetAReportInsteadOfButtons(FxRobot robot) throws Exception {
        FxWait.until(30, () -> robot.lookup("#compare-list").tryQuery().isPresent()
                && services.store().value().isPresent());
        List<String> runs = comparison.runs().stream().map(v -> v.runIds().get(0)).toList();
        robot.interact(() -> services.compareRequests().ask(new CompareRequest.DiffRuns(runs.get(0), runs.get(1))));
        FxWait.until(30, () -> robot.lookup("#compare-pair-report-note").tryQuery().isPresent());

        assertThat(FxLookup.one(robot, "#compare-pair-report-note", Label.class).getText())
                .startsWith("Reports are of stored comparisons: New comparison…");
        assertThat(FxLookup.all(robot, "#compare-export")).isEmpty();
    }
}
