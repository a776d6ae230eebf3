package io.mergelab.app.cli;

import io.mergelab.profiler.connect.CaptureFeature;
import io.mergelab.profiler.connect.DirectCapture;
import io.mergelab.profiler.connect.LiveStatsListener;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.ResultSummary;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.run.TargetInfo;
import java.io.OutputStream;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A server target whose statement in flight Ctrl-C cancels: the {@link CancelOnShutdown} hook calls
 * {@link #cancelInFlight}, which has the target send {@code KILL QUERY WHERE query_id = ...} on a connection of its
 * own and stop reading; the command then ends with the server's QUERY_WAS_CANCELLED, and the hook waits for
 * {@link #close} so the JVM exits only after the command has let go of the target. Statements run one at a time
 * (as {@link QueryTarget} says), so the last one started is the one in flight.
 */
final class CancellableTarget implements QueryTarget {
    private static final Logger LOG = LoggerFactory.getLogger(CancellableTarget.class);

    private final QueryTarget delegate;
    private final CancelOnShutdown shutdown;
    private volatile String inFlight;

    CancellableTarget(QueryTarget delegate, CancelOnShutdown shutdown) {
        this.delegate = delegate;
        this.shutdown = shutdown;
        shutdown.onCancel(this::cancelInFlight);
    }

    /** Wraps {@code delegate} with a shutdown hook of its own, removed at {@link #close}. */
    static CancellableTarget onShutdown(QueryTarget delegate) {
        return new CancellableTarget(delegate, CancelOnShutdown.install());
    }

    /** Cancels the statement started last, if any; nothing when it has finished already. */
    void cancelInFlight() {
        String queryId = inFlight;
        if (queryId != null) {
            try {
                delegate.cancel(queryId);
            } catch (TargetException e) {
                // the hook must go on to wait for the command; the statement ends by itself or by the server's timeout
                LOG.warn("Could not cancel query {}: {}", queryId, e.getMessage());
            }
        }
    }

    @Override
    public TargetInfo info() {
        return delegate.info();
    }

    @Override
    public TargetResult run(QueryRequest request) {
        inFlight = request.queryId();
        return delegate.run(request);
    }

    @Override
    public TargetResult run(QueryRequest request, LiveStatsListener listener) {
        inFlight = request.queryId();
        return delegate.run(request, listener);
    }

    @Override
    public Optional<String> cluster() {
        return delegate.cluster();
    }

    @Override
    public String remoteTable(String address, String table) {
        return delegate.remoteTable(address, table);
    }

    @Override
    public boolean reportsLiveStats() {
        return delegate.reportsLiveStats();
    }

    @Override
    public ResultSummary runFormatted(QueryRequest request, String format, OutputStream out) {
        inFlight = request.queryId();
        return delegate.runFormatted(request, format, out);
    }

    @Override
    public boolean logsReadableUnflushed() {
        return delegate.logsReadableUnflushed();
    }

    @Override
    public Optional<DirectCapture> directCapture() {
        return delegate.directCapture();
    }

    @Override
    public Optional<String> lacks(CaptureFeature feature) {
        return delegate.lacks(feature);
    }

    @Override
    public void cancel(String queryId) {
        delegate.cancel(queryId);
    }

    @Override
    public void close() {
        try {
            delegate.close();
        } finally {
            shutdown.close();
        }
    }
}
