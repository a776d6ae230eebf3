package io.mergelab.app.gui.history;

import io.mergelab.profiler.store.QueryGroup;
import java.time.Instant;
import java.util.Objects;

/**
 * Runs of one query pattern (same normalized query hash, so literals may differ): how many, how many of them failed,
 * their median and 95th percentile elapsed, and the trend of the median over the latest runs. {@code sql} is the
 * newest run's text.
 */
public record PatternGroup(long normalizedQueryHash, String sql, int runs, int failedRuns, double p50Millis,
                           double p95Millis, Trend trend, Instant lastStartedAt) {
    /** Points of a pattern's sparkline: few enough that each is a few pixels wide. */
    static final int TREND_POINTS = 24;

    public PatternGroup {
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(trend, "trend");
        Objects.requireNonNull(lastStartedAt, "lastStartedAt");
    }

    static PatternGroup of(QueryGroup group) {
        double[] elapsed = group.trendMillis().stream().mapToDouble(Double::doubleValue).toArray();
        return new PatternGroup(group.normalizedQueryHash(), group.sql(), group.runs(), group.failedRuns(),
                group.p50Millis(), group.p95Millis(), Trend.of(elapsed, TREND_POINTS), group.lastStartedAt());
    }
}
