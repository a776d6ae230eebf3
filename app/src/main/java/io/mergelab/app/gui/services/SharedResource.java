package io.mergelab.app.gui.services;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Something the shell opens behind the window and the screens share, such as the current target or the run store.
 * It opens as a task, so the window shows first; screens watch {@link #valueProperty()} and never open one
 * themselves. Properties change on the UI executor only.
 */
public final class SharedResource<T extends AutoCloseable> {
    private static final Logger LOG = LoggerFactory.getLogger(SharedResource.class);

    private final String kind;
    private final TaskRunner tasks;
    private final ReadOnlyObjectWrapper<T> value = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ResourceState> state = new ReadOnlyObjectWrapper<>(ResourceState.CLOSED);
    private final ReadOnlyStringWrapper label = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper failure = new ReadOnlyStringWrapper("");
    private final List<CompletableFuture<Optional<T>>> waiting = new ArrayList<>();

    /** {@code kind} names it in messages: "target", "run store". */
    public SharedResource(String kind, TaskRunner tasks) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.tasks = Objects.requireNonNull(tasks, "tasks");
    }

    public ReadOnlyObjectProperty<T> valueProperty() {
        return value.getReadOnlyProperty();
    }

    public Optional<T> value() {
        return Optional.ofNullable(value.get());
    }

    public ReadOnlyObjectProperty<ResourceState> stateProperty() {
        return state.getReadOnlyProperty();
    }

    /**
     * The resource once it is no longer opening: at once when it is open (or closed, or failed: empty), else when the
     * opening now under way ends. Completed on the UI executor; for background work that needs the resource if it
     * is coming, such as keeping a run captured while the store still opens.
     */
    public CompletableFuture<Optional<T>> whenOpened() {
        CompletableFuture<Optional<T>> future = new CompletableFuture<>();
        if (state.get() != ResourceState.OPENING) {
            future.complete(value());
        } else {
            waiting.add(future);
        }
        return future;
    }

    /** What it is for people: the label given to {@link #open}, then the opened resource's own description. */
    public ReadOnlyStringProperty labelProperty() {
        return label.getReadOnlyProperty();
    }

    /** Why the last open failed, as people should read it; empty unless the state is {@link ResourceState#FAILED}. */
    public ReadOnlyStringProperty failureProperty() {
        return failure.getReadOnlyProperty();
    }

    /**
     * Opens a new resource in the background in place of the current one, which is closed first.
     * {@code describe} names the opened resource (a target's description, a store's file).
     */
    public void open(String initialLabel, BackgroundWork<T> opener, Function<T, String> describe) {
        T previous = value.get();
        value.set(null);
        label.set(initialLabel);
        failure.set("");
        state.set(ResourceState.OPENING);
        tasks.task("Opening the " + kind + " " + initialLabel, progress -> {
            closeQuietly(previous);
            T opened = opener.call(progress);
            try {
                // Described here, off the UI thread: a target's description may ask the engine for its version.
                Opened<T> described = new Opened<>(opened, describe.apply(opened));
                if (progress.isCancelled()) {
                    // Nobody will take it: the window is closing.
                    closeQuietly(opened);
                }
                return described;
            } catch (RuntimeException e) {
                closeQuietly(opened);
                throw e;
            }
        }).onSuccess(opened -> {
            label.set(opened.label());
            value.set(opened.value());
            state.set(ResourceState.OPEN);
            settleWaiting();
        }).onFailure(error -> {
            failure.set(TaskFailure.reason(error));
            state.set(ResourceState.FAILED);
            settleWaiting();
            tasks.report(new TaskFailure("Opening the " + kind + " " + initialLabel, error));
        }).onCancelled(() -> {
            state.set(ResourceState.CLOSED);
            settleWaiting();
        }).start();
    }

    /**
     * Uses {@code opened}, open already (the window's early engine), under {@code label}: at once when nothing is open or
     * opening, so the screens have it before the window first shows; else as {@link #open} would, in the background.
     */
    public void adopt(String label, T opened) {
        if (value.get() != null || state.get() == ResourceState.OPENING) {
            open(label, progress -> opened, resource -> label);
            return;
        }
        this.label.set(label);
        failure.set("");
        value.set(opened);
        state.set(ResourceState.OPEN);
        settleWaiting();
    }

    private void settleWaiting() {
        List<CompletableFuture<Optional<T>>> settled = List.copyOf(waiting);
        waiting.clear();
        settled.forEach(future -> future.complete(value()));
    }

    private record Opened<T>(T value, String label) {
    }

    /** Closes the resource on the calling thread (the app calls this once background work has stopped). */
    public void close() {
        T current = value.get();
        value.set(null);
        state.set(ResourceState.CLOSED);
        settleWaiting();
        closeQuietly(current);
    }

    private void closeQuietly(T resource) {
        if (resource == null) {
            return;
        }
        try {
            resource.close();
        } catch (Exception e) {
            LOG.warn("Closing the {} failed: {}", kind, e.toString());
        }
    }
}
