package io.mergelab.engine.interpreter;

import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.QueryListener;
import io.mergelab.engine.QueryProfile;
import io.mergelab.engine.QueryProgress;
import io.mergelab.engine.querylog.RunningQuery;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends one query's live figures to its {@link QueryListener}: a tick on the engine's progress timer while its
 * pipeline runs, and the final figures, from its profile, when it ends. The lock keeps calls apart and the final
 * call last; the figures come from the executor's own snapshot, so the query's workers never wait for the listener.
 * A listener that throws is logged and not called again, and the query goes on.
 */
final class ProgressReporter {
    private static final Logger LOG = LoggerFactory.getLogger(ProgressReporter.class);

    private final QueryContext ctx;
    private final QueryListener listener;
    private volatile ScheduledFuture<?> ticks;
    private boolean done;

    private ProgressReporter(QueryContext ctx, QueryListener listener) {
        this.ctx = ctx;
        this.listener = listener;
    }

    /** Starts the ticks of {@code ctx}'s query on {@code timer}; {@link #finish} stops them. */
    static ProgressReporter start(QueryContext ctx, QueryListener listener, ScheduledExecutorService timer) {
        ProgressReporter reporter = new ProgressReporter(ctx, listener);
        reporter.ticks = timer.scheduleAtFixedRate(reporter::tick, QueryListener.INTERVAL_MILLIS,
                QueryListener.INTERVAL_MILLIS, TimeUnit.MILLISECONDS);
        return reporter;
    }

    /** A live call, once the query's pipeline exists; a statement without one gets only the final call. */
    private void tick() {
        ctx.execution().ifPresent(execution -> {
            List<ProcessorStats> processors = execution.processorStats();
            RunningQuery running = ctx.running();
            send(new QueryProgress(ctx.queryId(), running.elapsedNanos() / 1000, running.limits().readRows(),
                    running.limits().readBytes(), processors, false));
        });
    }

    /** The last call, with the profile's figures; stops the ticks. */
    void finish(QueryProfile profile) {
        ticks.cancel(false);
        send(new QueryProgress(profile.queryId(), profile.durationMicros(), profile.readRows(), profile.readBytes(),
                profile.processors(), true));
    }

    private synchronized void send(QueryProgress progress) {
        if (done) {
            return;
        }
        done = progress.finished();
        try {
            listener.onProgress(progress);
        } catch (RuntimeException e) {
            done = true;
            ticks.cancel(false);
            LOG.warn("The progress listener of query {} failed; it gets no more calls", ctx.queryId(), e);
        }
    }
}
