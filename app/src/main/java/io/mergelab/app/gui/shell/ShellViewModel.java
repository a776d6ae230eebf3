package io.mergelab.app.gui.shell;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.Navigation;
import io.mergelab.app.gui.services.ResourceState;
import io.mergelab.app.gui.services.SharedResource;
import io.mergelab.app.gui.services.TaskFailure;
import io.mergelab.app.gui.services.TaskHandle;
import io.mergelab.app.gui.services.TaskProgress;
import io.mergelab.app.gui.services.TaskRunner;
import java.util.Optional;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The main window around the screens: the title names the current target; the status bar shows the newest running
 * task (message, progress, cancel) or, when idle, the last failure nobody handled.
 */
public final class ShellViewModel {
    private final AppServices services;
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper statusText = new ReadOnlyStringWrapper();
    private final ReadOnlyBooleanWrapper statusError = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(TaskProgress.UNKNOWN);
    private final ReadOnlyBooleanWrapper taskRunning = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper targetText = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper storeText = new ReadOnlyStringWrapper();
    private final InvalidationListener taskChanged = observable -> updateStatus();
    /** The task the status bar follows: the newest running one, or null. */
    private TaskHandle watched;
    public ShellViewModel(AppServices services) {
        this.services = services;
        SharedResource<?> target = services.target();
        target.stateProperty().addListener(observable -> updateTitle());
        target.labelProperty().addListener(observable -> updateTitle());
        SharedResource<?> store = services.store();
        store.stateProperty().addListener(observable -> updateStoreText());
        store.labelProperty().addListener(observable -> updateStoreText());
        updateStoreText();
        TaskRunner tasks = services.tasks();
        tasks.running().addListener((InvalidationListener) observable -> watchNewestTask());
        tasks.lastFailureProperty().addListener(taskChanged);
        updateTitle();
        watchNewestTask();
    }

    public Navigation navigation() {
        return services.navigation();
    }

    /** {@code MergeLab — embedded /data/lab}; says when the target is still opening or could not open. */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** The target for the status bar's corner: {@code embedded /data/lab}, {@code opening …}, {@code not connected}. */
    public ReadOnlyStringProperty targetTextProperty() {
        return targetText.getReadOnlyProperty();
    }

    /** Where runs are kept, for the status bar: {@code runs: /home/u/.mergelab/store.mv.db}, or why they are not. */
    public ReadOnlyStringProperty storeTextProperty() {
        return storeText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusTextProperty() {
        return statusText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty statusErrorProperty() {
        return statusError.getReadOnlyProperty();
    }

    /** The newest task's progress, 0 to 1 or {@link TaskProgress#UNKNOWN}. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** True while any task runs: the progress bar and the cancel button show. */
    public ReadOnlyBooleanProperty taskRunningProperty() {
        return taskRunning.getReadOnlyProperty();
    }

    /** Cancels the newest running task, the one the status bar shows. */
    public void cancelTask() {
        newestTask().ifPresent(TaskHandle::cancel);
    }

    private void watchNewestTask() {
        if (watched != null) {
            watched.messageProperty().removeListener(taskChanged);
            watched.progressProperty().removeListener(taskChanged);
        }
        watched = newestTask().orElse(null);
        if (watched != null) {
            watched.messageProperty().addListener(taskChanged);
            watched.progressProperty().addListener(taskChanged);
        }
        updateStatus();
    }

    private Optional<TaskHandle> newestTask() {
        var running = services.tasks().running();
        return running.isEmpty() ? Optional.empty() : Optional.of(running.get(running.size() - 1));
    }

    private void updateStatus() {
        int count = services.tasks().running().size();
        taskRunning.set(count > 0);
        if (watched != null) {
            String message = watched.messageProperty().get();
            String text = message.isEmpty() ? watched.title() + "…" : watched.title() + ": " + message;
            statusText.set(count > 1 ? text + "  (and " + (count - 1) + " more)" : text);
            statusError.set(false);
            progress.set(watched.progressProperty().get());
            return;
        }
        progress.set(TaskProgress.UNKNOWN);
        TaskFailure failure = services.tasks().lastFailureProperty().get();
        statusText.set(failure == null ? "Ready" : failure.text());
        statusError.set(failure != null);
    }

    private void updateStoreText() {
        SharedResource<?> store = services.store();
        String label = store.labelProperty().get();
        storeText.set(switch (store.stateProperty().get()) {
            case OPEN -> "runs: " + label;
            case OPENING -> "opening the run store…";
            case FAILED -> "run store not open";
            case CLOSED -> "";
        });
    }

    private void updateTitle() {
        SharedResource<?> target = services.target();
        String label = target.labelProperty().get();
        ResourceState state = target.stateProperty().get();
        targetText.set(switch (state) {
            case OPEN -> label;
            case OPENING -> "opening " + label + "…";
            case FAILED -> label + " (not connected)";
            case CLOSED -> "not connected";
        });
        title.set("MergeLab — " + targetText.get());
    }
}
