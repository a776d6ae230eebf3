package io.mergelab.app.gui.services;

import io.mergelab.profiler.connect.LiveStats;
import io.mergelab.profiler.connect.LiveStatsListener;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The statement running now, watched live: the workspace begins and ends it (on the UI executor) and hands the
 * target its {@link #listener()}; the Profile screen shows its {@link #statsProperty() figures} and may
 * {@link #cancel()} it, which cancels the workspace's task as the status bar's Cancel does. Snapshots arrive on the
 * target's thread; only the latest waits for the UI executor, so a busy UI skips figures rather than queueing them.
 */
public final class LiveQuery {
    private final Executor ui;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper sql = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<LiveStats> stats = new ReadOnlyObjectWrapper<>();
    /** Counts begin and end calls, so a snapshot of a statement that has ended is dropped. */
    private final AtomicLong generation = new AtomicLong();
    /** The latest snapshot waiting for the UI executor; null when none waits. */
    private final AtomicReference<Tagged> pending = new AtomicReference<>();
    private Runnable cancel = () -> {
    };

    public LiveQuery(Executor ui) {
        this.ui = ui;
    }

    /** Call on the UI executor when {@code statementSql} starts; {@code cancelAction} stops it. */
    public void begin(String statementSql, Runnable cancelAction) {
        generation.incrementAndGet();
        pending.set(null);
        cancel = cancelAction;
        sql.set(statementSql);
        stats.set(null);
        running.set(true);
    }

    /** Call on the UI executor when the statement has ended; later snapshots are dropped. */
    public void end() {
        generation.incrementAndGet();
        pending.set(null);
        cancel = () -> {
        };
        running.set(false);
        stats.set(null);
    }

    /** Cancels the running statement; nothing when none runs. */
    public void cancel() {
        cancel.run();
    }

    /** Where the target sends the running statement's figures, from any thread. */
    public LiveStatsListener listener() {
        long mine = generation.get();
        return snapshot -> {
            if (pending.getAndSet(new Tagged(mine, snapshot)) == null) {
                ui.execute(this::publish);
            }
        };
    }

    private void publish() {
        Tagged latest = pending.getAndSet(null);
        if (latest != null && latest.generation() == generation.get()) {
            stats.set(latest.stats());
        }
    }

    /** A snapshot with the generation of the statement it belongs to. */
    private record Tagged(long generation, LiveStats stats) {
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** The SQL of the statement running, or of the last one. */
    public ReadOnlyStringProperty sqlProperty() {
        return sql.getReadOnlyProperty();
    }

    /** The latest figures of the running statement; null before the first and once it ended. */
    public ReadOnlyObjectProperty<LiveStats> statsProperty() {
        return stats.getReadOnlyProperty();
    }
}
