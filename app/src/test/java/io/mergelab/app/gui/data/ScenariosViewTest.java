package io.mergelab.app.gui.data;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ExperimentRequests;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import io.mergelab.profiler.connect.EmbeddedTarget;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Scenarios screen inside the shell, in headless Monocle, on a real embedded engine in a temp dir. */
@ExtendWith(ApplicationExtension.class)
class ScenariosViewTest {
    @TempDir
    Path dir;

    private final ExecutorService background = Executors.newCachedThreadPool();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private AppServices services;

    @Start
    void start(Stage stage) {
        services = AppServices.create(new TaskRunner(background, Platform::runLater), dialogs);
        ShellView shell = new ShellView(new ShellViewModel(services));
        shell.addScreen(ScreenKey.SCENARIOS, NavigationIcons.SCENARIOS,
                () -> new ScenariosView(new ScenariosViewModel(services, new ExperimentRequests())).root());
        stage.setScene(new Scene(shell.root(), 1280, 800));
        stage.show();
        services.target().open("engine", progress -> EmbeddedTarget.open(dir.resolve("data")), t -> "engine");
    }

    @AfterEach
    void stop() throws Exception {
        background.shutdown();
        background.awaitTermination(30, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> services.target().close()).get();
    }

    @SuppressWarnings("unchecked")
    private static ListView<ScenarioRow> list(FxRobot robot) {
        return FxLookup.one(robot, "#scenarios-list", ListView.class);
    }

    @Test
    void aScenarioFileWithASyntaxErrorShowsTheLineNumber(FxRobot robot) throws Exception {
        Path file = dir.resolve("broken.yaml");
        Files.writeString(file, "name: broken\ndataset:\n  name: [needle\nvariants: []\n");
        dialogs.chosenFile = file;
        int listed = list(robot).getItems().size();

        robot.clickOn("#scenarios-open");

        Label error = FxLookup.one(robot, "#scenarios-file-error", Label.class);
        FxWait.until(20, error::isVisible);
        assertThat(error.getText()).contains(file.toString()).containsPattern("syntax error at line \\d");
        assertThat(list(robot).getItems()).hasSize(listed);
    }

    @Test
    void loadsTheChosenScenarioWithProgress(FxRobot robot) throws TimeoutException {
        FxWait.until(30, () -> !FxLookup.one(robot, "#scenarios-load", Button.class).isDisabled());
        robot.interact(() -> list(robot).getSelectionModel().select(list(robot).getItems().stream()
                .filter(r -> r.name().equals("streaming-skip-indexes")).findFirst().orElseThrow()));
        assertThat(FxLookup.one(robot, "#scenarios-summary", TextArea.class).getText()).contains("Layouts (2)");
        robot.interact(() -> FxLookup.one(robot, "#scenarios-rows", TextField.class).setText("5000"));

        robot.clickOn("#scenarios-load");

        Label message = FxLookup.one(robot, "#scenarios-message", Label.class);
        FxWait.until(120, () -> message.getText().startsWith("Loaded"));
        assertThat(message.getText()).startsWith("Loaded scenario streaming-skip-indexes: 2 layouts of 5,000 rows"
                + " each in database scenario_streaming_skip_indexes");
    }
}
