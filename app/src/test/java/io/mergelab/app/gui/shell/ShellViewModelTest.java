package io.mergelab.app.gui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.QueuedExecutor;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.SharedResource;
import io.mergelab.app.gui.services.TaskHandle;
import io.mergelab.app.gui.services.TaskProgress;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.TargetException;
import org.junit.jupiter.api.Test;

/** The window's title and status bar, driven by the shared services without an FX thread. */
class ShellViewModelTest {
    private final QueuedExecutor background = new QueuedExecutor();
    private final QueuedExecutor ui = new QueuedExecutor();
    private final TaskRunner tasks = new TaskRunner(background, ui);
    private final AppServices services = AppServices.create(tasks, new ScriptedDialogs());
    private final SharedResource<QueryTarget> target = services.target();
    private final ShellViewModel shell = new ShellViewModel(services);

    @Test
    void titleSaysTheTargetIsOpeningThenThatItCouldNot() {
        assertThat(shell.titleProperty().get()).isEqualTo("MergeLab — not connected");

        target.open("embedded /data/lab", progress -> {
            throw new TargetException(76, "CANNOT_OPEN_FILE", "Data directory /data/lab is in use by process 42", null);
        }, t -> t.info().description());
        assertThat(shell.titleProperty().get()).isEqualTo("MergeLab — opening embedded /data/lab…");
        assertThat(shell.targetTextProperty().get()).isEqualTo("opening embedded /data/lab…");

        background.runAll();
        ui.runAll();
        assertThat(shell.titleProperty().get()).isEqualTo("MergeLab — embedded /data/lab (not connected)");
        assertThat(shell.statusErrorProperty().get()).isTrue();
        assertThat(shell.statusTextProperty().get()).isEqualTo("Opening the target embedded /data/lab failed: "
                + "Code: 76. DB::Exception: Data directory /data/lab is in use by process 42. (CANNOT_OPEN_FILE)");
    }

    @Test
    void theStoreCornerSaysWhereRunsAreKept() {
        assertThat(shell.storeTextProperty().get()).isEmpty();

        services.store().open("/data/lab.store", progress -> {
            throw new IllegalStateException("locked");
        }, store -> store.file().toString());
        assertThat(shell.storeTextProperty().get()).isEqualTo("opening the run store…");
        background.runAll();
        ui.runAll();

        assertThat(shell.storeTextProperty().get()).isEqualTo("run store not open");
        assertThat(shell.statusTextProperty().get()).isEqualTo("Opening the run store /data/lab.store failed: locked");
    }

    @Test
    void statusBarFollowsTheNewestTaskWithItsProgress() {
        assertThat(shell.statusTextProperty().get()).isEqualTo("Ready");
        assertThat(shell.taskRunningProperty().get()).isFalse();

        tasks.task("Loading runs", progress -> {
            return null;
        }).start();
        assertThat(shell.taskRunningProperty().get()).isTrue();
        assertThat(shell.statusTextProperty().get()).isEqualTo("Loading runs…");
        assertThat(shell.progressProperty().get()).isEqualTo(TaskProgress.UNKNOWN);

        background.runAll();
        ui.runAll();
        assertThat(shell.statusTextProperty().get()).isEqualTo("Ready");
        assertThat(shell.taskRunningProperty().get()).isFalse();
    }

    @Test
    void progressAndMessageOfTheRunningTaskShow() {
        tasks.task("Running statement", progress -> {
            progress.update(0.25, "1,000 of 4,000 rows");
            return null;
        }).start();
        background.runAll();

        ui.runNext();

        assertThat(shell.statusTextProperty().get()).isEqualTo("Running statement: 1,000 of 4,000 rows");
        assertThat(shell.progressProperty().get()).isEqualTo(0.25);
    }

    @Test
    void twoTasksShowTheNewestAndCountTheOther() {
        tasks.task("Opening the store", progress -> null).start();
        TaskHandle newest = tasks.task("Running statement", progress -> null).start();

        assertThat(shell.statusTextProperty().get()).isEqualTo("Running statement…  (and 1 more)");

        shell.cancelTask();
        assertThat(newest.isCancelRequested()).isTrue();
        assertThat(tasks.running().get(0).isCancelRequested()).isFalse();
    }

    @Test
    void anUnhandledFailureShowsInRedUntilATaskSucceeds() {
        tasks.task("Loading runs", progress -> {
            throw new IllegalStateException("The run store is closed");
        }).start();
        background.runAll();
        ui.runAll();

        assertThat(shell.statusTextProperty().get()).isEqualTo("Loading runs failed: The run store is closed");
        assertThat(shell.statusErrorProperty().get()).isTrue();

        tasks.task("Loading runs", progress -> null).start();
        background.runAll();
        ui.runAll();
        assertThat(shell.statusTextProperty().get()).isEqualTo("Ready");
        assertThat(shell.statusErrorProperty().get()).isFalse();
    }
}
