package io.mergelab.app.gui.history;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Runs of one query pattern (same normalized query hash, so literals may differ): how many, their median and 95th
 * percentile elapsed, and the trend of the median over time. {@code sql} is the newest run's text. Times come from
 * the runs that succeeded (a failure's time says little about the query), from all runs when none did.
 */
public record PatternGroup(long normalizedQueryHash, String sql, int runs, int failedRuns, double p50Millis,
                           double p95Millis, Trend trend, Instant lastStartedAt) {
    /** Points of a pattern's sparkline. */
    static final int TREND_POINTS = 24;

    public PatternGroup {
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(trend, "trend");
        Objects.requireNonNull(lastStartedAt, "lastStartedAt");
    }

    /** Groups {@code rows} by pattern; the pattern run most recently comes first. */
    static List<PatternGroup> of(List<HistoryRow> rows) {
        Map<Long, List<HistoryRow>> byHash = new LinkedHashMap<>();
        for (HistoryRow row : rows) {
            byHash.computeIfAbsent(row.normalizedQueryHash(), h -> new ArrayList<>()).add(row);
        }
        List<PatternGroup> groups = new ArrayList<>(byHash.size());
        byHash.forEach((hash, runs) -> groups.add(group(hash, runs)));
        groups.sort(Comparator.comparing(PatternGroup::lastStartedAt).reversed());
        return groups;
    }

    private static PatternGroup group(long hash, List<HistoryRow> runs) {
        List<HistoryRow> oldestFirst = new ArrayList<>(runs);
        oldestFirst.sort(Comparator.comparing(HistoryRow::startedAt));
        HistoryRow newest = oldestFirst.get(oldestFirst.size() - 1);
        int failed = (int) runs.stream().filter(HistoryRow::failed).count();
        double[] elapsed = oldestFirst.stream().filter(run -> failed == runs.size() || !run.failed())
                .mapToDouble(HistoryRow::elapsedMillis).toArray();
        return new PatternGroup(hash, newest.sql(), runs.size(), failed, Percentiles.of(elapsed, 0.5),
                Percentiles.of(elapsed, 0.95), Trend.of(elapsed, TREND_POINTS), newest.startedAt());
    }
}
