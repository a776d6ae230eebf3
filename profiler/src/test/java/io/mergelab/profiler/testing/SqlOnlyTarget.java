package io.mergelab.profiler.testing;

import io.mergelab.profiler.connect.LiveStatsListener;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.ResultSummary;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.run.TargetInfo;
import java.io.OutputStream;

/**
 * Another target seen through SQL only, as a ClickHouse server is: every statement passes through, but no
 * {@link io.mergelab.profiler.connect.DirectCapture} is offered, so capture reads everything with statements.
 */
public final class SqlOnlyTarget implements QueryTarget {
    private final QueryTarget inner;

    public SqlOnlyTarget(QueryTarget inner) {
        this.inner = inner;
    }

    @Override
    public TargetInfo info() {
        return inner.info();
    }

    @Override
    public TargetResult run(QueryRequest request) {
        return inner.run(request);
    }

    @Override
    public TargetResult run(QueryRequest request, LiveStatsListener listener) {
        return inner.run(request, listener);
    }

    @Override
    public boolean reportsLiveStats() {
        return inner.reportsLiveStats();
    }

    @Override
    public ResultSummary runFormatted(QueryRequest request, String format, OutputStream out) {
        return inner.runFormatted(request, format, out);
    }

    @Override
    public boolean logsReadableUnflushed() {
        return inner.logsReadableUnflushed();
    }

    @Override
    public void cancel(String queryId) {
        inner.cancel(queryId);
    }

    @Override
    public void close() {
        inner.close();
    }
}
