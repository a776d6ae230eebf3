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
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 16's speed requirement, measured on demand while the Generate screen loads {@code -Dmergelab.generateRows=10M}
 * rows of {@code -Dmergelab.generateDataset} (default needle): the FX thread's longest pause — the longest a task
 * posted to it every 20 ms waited before it ran — must stay within 100 ms. The longest gap between frames is logged
 * too, with what the FX thread was doing in every gap over 150 ms: on a busy machine frames also wait for the
 * renderer and the pulse timer to get a core, which is not the FX thread being blocked. Off by default: a 10 M-row
 * load takes minutes on a small machine.
 */
@ExtendWith(ApplicationExtension.class)
@EnabledIfSystemProperty(named = "mergelab.generateRows", matches = ".+")
class GenerateResponsivenessTest {
    private static final Logger LOG = LoggerFactory.getLogger(GenerateResponsivenessTest.class);

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
        background.awaitTermination(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> services.target().close()).get();
    }

    @Test
    @SuppressWarnings("unchecked")
    void theWindowKeepsDrawingFramesDuringALargeLoad(FxRobot robot) throws Exception {
        String rows = System.getProperty("mergelab.generateRows");
        String dataset = System.getProperty("mergelab.generateDataset", "needle");
        FxWait.until(60, () -> !FxLookup.one(robot, "#generate-start", Button.class).isDisabled());
        robot.interact(() -> {
            FxLookup.one(robot, "#generate-dataset", ComboBox.class).setValue(dataset);
            FxLookup.one(robot, "#generate-rows", TextField.class).setText(rows);
            FxLookup.one(robot, "#generate-sample", CheckBox.class).setSelected(false);
        });
        FramePauses pauses = new FramePauses();
        robot.interact(pauses::start);
        long started = System.nanoTime();
        Thread fxThread = WaitForAsyncUtils.asyncFx(Thread::currentThread).get();
        List<String> stalls = new CopyOnWriteArrayList<>();
        Thread watchdog = stallWatchdog(pauses, fxThread, stalls);
        AtomicLong longestWaitNanos = new AtomicLong();
        Thread probe = fxProbe(longestWaitNanos);

        robot.clickOn("#generate-start");
        Label message = FxLookup.one(robot, "#generate-message", Label.class);
        FxWait.until(3600, () -> message.getText().startsWith("Loaded") || message.getText().startsWith("Generating failed"));

        robot.interact(pauses::stop);
        watchdog.interrupt();
        probe.interrupt();
        long longestPauseMillis = longestWaitNanos.get() / 1_000_000;
        stalls.forEach(stall -> LOG.info("{}", stall));
        LOG.info("Generate {} rows of {}: {}; {} s in all; the FX thread's longest pause {} ms, longest gap between"
                + " frames {} ms", rows, dataset, message.getText(), (System.nanoTime() - started) / 1_000_000_000,
                longestPauseMillis, pauses.longestGapMillis());
        assertThat(message.getText()).startsWith("Loaded");
        assertThat(longestPauseMillis).as("the FX thread's longest pause (ms)").isLessThanOrEqualTo(100);
    }

    /** Posts a task to the FX thread every 20 ms and keeps the longest wait before one ran. */
    private static Thread fxProbe(AtomicLong longestWaitNanos) {
        Thread probe = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                long posted = System.nanoTime();
                Platform.runLater(() -> longestWaitNanos.accumulateAndGet(System.nanoTime() - posted, Math::max));
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "fx-pause-probe");
        probe.setDaemon(true);
        probe.start();
        return probe;
    }

    /** Notes what the FX thread is doing whenever no frame has come for 150 ms, so a failure says what blocked it. */
    private static Thread stallWatchdog(FramePauses pauses, Thread fxThread, List<String> stalls) {
        Thread watchdog = new Thread(() -> {
            long reported = 0;
            while (!Thread.currentThread().isInterrupted()) {
                long last = pauses.lastFrameNanos();
                long gapMillis = last == 0 ? 0 : (System.nanoTime() - last) / 1_000_000;
                if (gapMillis > 150 && last != reported) {
                    reported = last;
                    StringBuilder stack = new StringBuilder("no frame for " + gapMillis + " ms; FX thread "
                            + fxThread.getState() + ":");
                    for (StackTraceElement e : fxThread.getStackTrace()) {
                        stack.append("\n    at ").append(e);
                    }
                    stalls.add(stack.toString());
                }
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "fx-stall-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        return watchdog;
    }
}
