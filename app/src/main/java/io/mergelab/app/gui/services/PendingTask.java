package io.mergelab.app.gui.services;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A task being described: its title, its background work and what to do with the outcome on the UI executor.
 * A failure without {@link #onFailure} goes to the status bar; cancellation wins over both outcomes, because
 * work that stops early may return or throw.
 */
public final class PendingTask<T> {
    private final TaskRunner runner;
    private final String title;
    private final BackgroundWork<T> work;
    private Consumer<T> succeeded = value -> {
    };
    private Consumer<Exception> failed;
    private Runnable cancelled = () -> {
    };

    PendingTask(TaskRunner runner, String title, BackgroundWork<T> work) {
        this.runner = runner;
        this.title = Objects.requireNonNull(title, "title");
        this.work = Objects.requireNonNull(work, "work");
    }

    public PendingTask<T> onSuccess(Consumer<T> action) {
        succeeded = Objects.requireNonNull(action, "action");
        return this;
    }

    public PendingTask<T> onFailure(Consumer<Exception> action) {
        failed = Objects.requireNonNull(action, "action");
        return this;
    }

    public PendingTask<T> onCancelled(Runnable action) {
        cancelled = Objects.requireNonNull(action, "action");
        return this;
    }

    /** Starts the work on the background executor; call on the UI thread. */
    public TaskHandle start() {
        return runner.start(this);
    }

    String title() {
        return title;
    }

    BackgroundWork<T> work() {
        return work;
    }

    Consumer<T> succeeded() {
        return succeeded;
    }

    Optional<Consumer<Exception>> failed() {
        return Optional.ofNullable(failed);
    }

    Runnable cancelled() {
        return cancelled;
    }
}
