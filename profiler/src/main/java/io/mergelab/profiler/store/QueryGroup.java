package io.mergelab.profiler.store;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The runs of one query pattern (same normalized query hash): how many, how many of them failed, the median and 95th percentile of their
 * client elapsed time (linear interpolation between the two nearest runs), and the trend — the elapsed times of the
 * latest {@value #TREND_POINTS} runs in time order, oldest first, for a sparkline. {@code sql} is the latest run's.
 */
public record QueryGroup(long normalizedQueryHash, String sql, int runs, int failedRuns, double p50Millis, double p95Millis,
                         List<Double> trendMillis, Instant firstStartedAt, Instant lastStartedAt) {

    public static final int TREND_POINTS = 100;

    public QueryGroup {
        Objects.requireNonNull(sql, "sql");
        trendMillis = List.copyOf(trendMillis);
        Objects.requireNonNull(firstStartedAt, "firstStartedAt");
        Objects.requireNonNull(lastStartedAt, "lastStartedAt");
    }
}
