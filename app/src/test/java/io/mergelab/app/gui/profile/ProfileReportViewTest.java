package io.mergelab.app.gui.profile;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.services.ReportExporter;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.profiler.report.RunSection;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import javafx.application.Platform;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

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

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Profile screen's "Export report…" and "Open in browser", clicked in a window in headless Monocle: the report
 * is written in the background to the file the (scripted) dialog chose, or to a temporary HTML file handed to the
 * injected browser opener.
 */
@ExtendWith(ApplicationExtension.class)
class ProfileReportViewTest {
    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final SimpleObjectProperty<Run> selected = new SimpleObjectProperty<>();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final List<Path> opened = new CopyOnWriteArrayList<>();

    @TempDir
    Path dir;

    @Start
    void start(Stage stage) {
        TaskRunner tasks = new TaskRunner(background, Platform::runLater);
        ReportExporter exporter = new ReportExporter(tasks, dialogs, opened::add, Optional::empty);
        ProfileView view = new ProfileView(new ProfileViewModel(selected, background, Platform::runLater),
                new ProfileReportViewModel(selected, exporter, Clock.fixed(Instant.EPOCH, ZoneOffset.UTC)));
        stage.setScene(new Scene((Parent) view.root(), 1200, 780));
        stage.show();
    }

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    @Test
    void exportWritesTheSelectedRunsReportAndOpenInBrowserHandsOverAnHtmlFile(FxRobot robot) throws Exception {
        Run run = Runs.needleUpfront();
        Platform.runLater(() -> selected.set(run));
        Button export = FxLookup.one(robot, "#profile-export", Button.class);
        FxWait.until(20, () -> !export.isDisabled());
        dialogs.chosenFile = dir.resolve("needle.html");

        robot.clickOn(FxLookup.one(robot, "#profile-export", Node.class));
        FxWait.until(30, () -> Files.exists(dir.resolve("needle.html")) && !export.isDisabled());

        assertThat(dialogs.shown).containsExactly("save: Export report | run-" + RunSection.shortId(run.id()) + ".html");
        assertThat(Files.readString(dir.resolve("needle.html"))).contains("id=\"run-" + run.id() + "\"");

        robot.clickOn(FxLookup.one(robot, "#profile-open-browser", Node.class));
        FxWait.until(30, () -> !opened.isEmpty());
        assertThat(opened.get(0)).content().contains("id=\"run-" + run.id() + "\"");
        Files.delete(opened.get(0));
    }

    @Test
    void theButtonsWaitForARun(FxRobot robot) {
        assertThat(FxLookup.one(robot, "#profile-export", Button.class).isDisabled()).isTrue();
        assertThat(FxLookup.one(robot, "#profile-open-browser", Button.class).isDisabled()).isTrue();
    }

    @Test
    void aLongStatementIsCutInTheHeaderAndTheButtonsStayWhole(FxRobot robot) throws Exception {
        String sql = "SELECT " + "SearchPhrase, ".repeat(40) + "count() FROM hits GROUP BY SearchPhrase";
        Platform.runLater(() -> selected.set(Runs.builder().sql(sql).build()));
        Label line = FxLookup.one(robot, "#profile-sql", Label.class);
        FxWait.until(20, () -> line.getText().startsWith("SELECT") && !FxLookup.drawnText(line).equals(line.getText()));

        assertThat(FxLookup.drawnText(FxLookup.one(robot, "#profile-export", Button.class)))
                .isEqualTo("Export report…");
        assertThat(FxLookup.drawnText(FxLookup.one(robot, "#profile-open-browser", Button.class)))
                .isEqualTo("Open in browser");
        assertThat(FxLookup.drawnText(FxLookup.one(robot, "full SQL", Hyperlink.class))).isEqualTo("full SQL");
    }
}
