package io.mergelab.app.gui.data;

import static org.assertj.core.api.Assertions.assertThat;

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
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
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

/** The Generate screen inside the shell, in headless Monocle, loading into a real embedded engine on a temp dir. */
@ExtendWith(ApplicationExtension.class)
class GenerateViewTest {
    @TempDir
    Path dir;

    private final ExecutorService background = Executors.newCachedThreadPool();
    private AppServices services;

    @Start
    void start(Stage stage) {
        services = AppServices.create(new TaskRunner(background, Platform::runLater), new ScriptedDialogs());
        ShellView shell = new ShellView(new ShellViewModel(services));
        shell.addScreen(ScreenKey.GENERATE, NavigationIcons.GENERATE,
                () -> new GenerateView(new GenerateViewModel(services)).root());
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
    private static void choose(FxRobot robot, String dataset) {
        robot.interact(() -> FxLookup.one(robot, "#generate-dataset", ComboBox.class).setValue(dataset));
    }

    private static void type(FxRobot robot, String id, String text) {
        robot.interact(() -> robot.lookup(id).queryAs(TextField.class).setText(text));
    }

    private static boolean enabled(FxRobot robot, String id) {
        return !robot.lookup(id).queryAs(Button.class).isDisabled();
    }

    @Test
    void generatesASmallDatasetWithProgressAndShowsItsFingerprint(FxRobot robot) throws TimeoutException {
        FxWait.until(30, () -> enabled(robot, "#generate-start"));
        // logs come in blocks of 262,144 rows: three blocks, so the bar moves twice before the end
        choose(robot, "logs");
        type(robot, "#generate-rows", "600000");
        type(robot, "#generate-table", "lab.logs");
        List<Double> progress = new CopyOnWriteArrayList<>();
        robot.interact(() -> FxLookup.one(robot, "#generate-progress", ProgressBar.class).progressProperty()
                .addListener((observable, old, now) -> progress.add(now.doubleValue())));

        robot.clickOn("#generate-start");

        FxWait.until(120, () -> FxLookup.one(robot, "#generate-message", Label.class).getText().startsWith("Loaded"));
        assertThat(FxLookup.one(robot, "#generate-message", Label.class).getText())
                .startsWith("Loaded 600,000 rows into lab.logs in ").contains("rows/s")
                .contains("Recorded in mergelab.datasets with content digest ");
        assertThat(progress).as("progress shown between start and end").anyMatch(p -> p > 0 && p < 1);
        assertThat(progress.get(progress.size() - 1)).isEqualTo(1.0);
        assertThat(FxLookup.one(robot, "#generate-fingerprint", TextArea.class).getText())
                .startsWith("Table lab.logs: 600,000 rows, ").contains("Content digest ");
        assertThat(enabled(robot, "#generate-cancel")).isFalse();
    }

    @Test
    void aBadKnobValueShowsItsErrorBesideTheFieldAndBlocksGenerate(FxRobot robot) throws TimeoutException {
        FxWait.until(30, () -> enabled(robot, "#generate-start"));
        choose(robot, "events");
        Label error = FxLookup.one(robot, "#knob-skew-error", Label.class);
        assertThat(error.isVisible()).isFalse();

        robot.clickOn("#knob-skew");
        robot.interact(() -> FxLookup.one(robot, "#knob-skew", TextField.class).selectAll());
        robot.write("9");

        FxWait.until(5, () -> error.isVisible() && error.getText().contains("out of range"));
        assertThat(error.getText()).isEqualTo("Knob skew of dataset events is out of range: 9 (allowed 0.5 .. 3)");
        assertThat(enabled(robot, "#generate-start")).isFalse();
        type(robot, "#knob-skew", "1.5");
        FxWait.until(5, () -> !error.isVisible());
        assertThat(enabled(robot, "#generate-start")).isTrue();
    }
}
