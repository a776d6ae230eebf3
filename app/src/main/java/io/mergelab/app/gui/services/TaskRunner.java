package io.mergelab.app.gui.services;

import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs long work in the background with progress, message and cancel, and hands results back on the {@code ui}
 * executor (the FX thread in the app, a direct executor in tests, so ViewModels need no FX thread). The list of
 * running tasks and the last unhandled failure feed the shell's status bar; both change on the UI executor only.
 */
public final class TaskRunner {
    private static final Logger LOG = LoggerFactory.getLogger(TaskRunner.class);

    private final Executor background;
    private final Executor ui;
    private final ObservableList<TaskHandle> running = FXCollections.observableArrayList();
    private final ObservableList<TaskHandle> runningView = FXCollections.unmodifiableObservableList(running);
    private final ReadOnlyObjectWrapper<TaskFailure> lastFailure = new ReadOnlyObjectWrapper<>();

    public TaskRunner(Executor background, Executor ui) {
        this.background = background;
        this.ui = ui;
    }

    /** Describes a task; nothing runs until {@link PendingTask#start()}. */
    public <T> PendingTask<T> task(String title, BackgroundWork<T> work) {
        return new PendingTask<>(this, title, work);
    }

    /** Where outcomes are handed back: the FX thread in the app. */
    Executor ui() {
        return ui;
    }

    /** Tasks started and not yet finished, oldest first. */
    public ObservableList<TaskHandle> running() {
        return runningView;
    }

    /** The last failure no task handled itself, until a later task succeeds; null when there is none. */
    public ReadOnlyObjectProperty<TaskFailure> lastFailureProperty() {
        return lastFailure.getReadOnlyProperty();
    }

    /** Shows a failure found outside a task (e.g. a resource that could not open) as tasks' failures are shown. */
    public void report(TaskFailure failure) {
        LOG.warn("{}", failure.text());
        LOG.debug("{}", failure.title(), failure.error());
        lastFailure.set(failure);
    }

    /** Asks every running task to stop (the window is closing). */
    public void cancelAll() {
        List.copyOf(running).forEach(TaskHandle::cancel);
    }

    <T> TaskHandle start(PendingTask<T> task) {
        TaskHandle handle = new TaskHandle(task.title(), ui);
        running.add(handle);
        TaskProgress progress = handle.progressReporter();
        try {
            background.execute(work(task, handle, progress));
        } catch (RejectedExecutionException e) {
            // The runner is shut down (the window is closing): a task asked for now is cancelled, not an error.
            running.remove(handle);
            handle.finish(TaskState.CANCELLED);
        }
        return handle;
    }

    private <T> Runnable work(PendingTask<T> task, TaskHandle handle, TaskProgress progress) {
        return () -> {
            T value = null;
            Exception error = null;
            try {
                value = task.work().call(progress);
            } catch (Exception e) {
                error = e;
            } catch (Error e) {
                // Delivered as a failure so the screen leaves its busy state; rethrown for the thread's handler.
                deliver(task, handle, null, new IllegalStateException(e.toString(), e));
                throw e;
            }
            deliver(task, handle, value, error);
        };
    }

    private <T> void deliver(PendingTask<T> task, TaskHandle handle, T value, Exception error) {
        ui.execute(() -> {
            running.remove(handle);
            if (handle.isCancelRequested()) {
                handle.finish(TaskState.CANCELLED);
                task.cancelled().run();
            } else if (error != null) {
                handle.finish(TaskState.FAILED);
                TaskFailure failure = new TaskFailure(task.title(), error);
                if (task.failed().isPresent()) {
                    LOG.debug("{}", failure.text(), error);
                    task.failed().get().accept(error);
                } else {
                    report(failure);
                }
            } else {
                handle.finish(TaskState.SUCCEEDED);
                lastFailure.set(null);
                task.succeeded().accept(value);
            }
        });
    }
}
