package io.mergelab.app.gui.services;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.Executor;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A task as the screens see it: its title, progress and message (changing on the UI executor only), its state, and
 * {@link #cancel()}. Progress reported faster than the UI takes it is coalesced: only the latest value is shown.
 */
public final class TaskHandle {
    private static final Logger LOG = LoggerFactory.getLogger(TaskHandle.class);

    private final String title;
    private final Executor ui;
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(TaskProgress.UNKNOWN);
    private final ReadOnlyObjectWrapper<TaskState> state = new ReadOnlyObjectWrapper<>(TaskState.RUNNING);
    private final AtomicBoolean cancelRequested = new AtomicBoolean();
    private final List<Runnable> cancelActions = new ArrayList<>();
    /** The latest progress from the background, waiting for the UI executor; null when none waits. */
    private final AtomicReference<Update> pendingUpdate = new AtomicReference<>();

    TaskHandle(String title, Executor ui) {
        this.title = title;
        this.ui = ui;
    }

    public String title() {
        return title;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** 0 to 1, or {@link TaskProgress#UNKNOWN}. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<TaskState> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public boolean isCancelRequested() {
        return cancelRequested.get();
    }

    /** Asks the work to stop: it sees {@link TaskProgress#isCancelled()} and its cancel actions run now. */
    public void cancel() {
        if (state.get() != TaskState.RUNNING || !cancelRequested.compareAndSet(false, true)) {
            return;
        }
        List<Runnable> actions;
        synchronized (cancelActions) {
            actions = List.copyOf(cancelActions);
        }
        actions.forEach(TaskHandle::runCancelAction);
    }

    void finish(TaskState finalState) {
        state.set(finalState);
    }

    /** The face the background work sees. */
    TaskProgress progressReporter() {
        return new TaskProgress() {
            @Override
            public void update(double fraction, String text) {
                if (pendingUpdate.getAndSet(new Update(fraction, text)) == null) {
                    ui.execute(TaskHandle.this::showPendingUpdate);
                }
            }

            @Override
            public boolean isCancelled() {
                return cancelRequested.get();
            }

            @Override
            public void onCancel(Runnable action) {
                synchronized (cancelActions) {
                    if (!cancelRequested.get()) {
                        cancelActions.add(action);
                        return;
                    }
                }
                runCancelAction(action);
            }
        };
    }

    private void showPendingUpdate() {
        Update update = pendingUpdate.getAndSet(null);
        if (update != null && state.get() == TaskState.RUNNING) {
            progress.set(update.fraction());
            message.set(update.message());
        }
    }

    private static void runCancelAction(Runnable action) {
        try {
            action.run();
        } catch (RuntimeException e) {
            // The work still sees isCancelled(); a failed hook only means it may take longer to stop.
            LOG.warn("A cancel action failed: {}", e.toString());
        }
    }

    private record Update(double fraction, String message) {
    }

    @Override
    public String toString() {
        return title + " (" + state.get() + ")";
    }
}
