package io.mergelab.profiler.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;

/** The history's reads: the runs a filter matches as summaries, and grouped by query pattern. */
final class RunListing {
    private final Connection connection;

    RunListing(Connection connection) {
        this.connection = connection;
    }

    List<RunSummary> list(RunFilter filter) throws SQLException {
        MatchingRuns matching = MatchingRuns.of(connection, filter);
        // a run matched through two rows of the driving table (a tag given twice) comes twice: read more until
        // there are enough distinct runs or no more rows
        Set<Long> keys = new LinkedHashSet<>();
        int fetch = filter.limit();
        while (true) {
            keys.clear();
            int rows = 0;
            try (PreparedStatement select = matching.newest(fetch).prepare(connection);
                 ResultSet row = select.executeQuery()) {
                while (row.next() && keys.size() < filter.limit()) {
                    keys.add(row.getLong(1));
                    rows++;
                }
            }
            if (keys.size() >= filter.limit() || rows < fetch) {
                break;
            }
            fetch *= 2;
        }
        return summaries(List.copyOf(keys));
    }

    List<QueryGroup> groups(RunFilter filter) throws SQLException {
        MatchingRuns matching = MatchingRuns.of(connection, filter);
        Map<Long, GroupedRun> runs = new HashMap<>();
        try (PreparedStatement select = matching.all("r.normalized_query_hash, r.client_elapsed_micros, r.error_code")
                .prepare(connection);
             ResultSet row = select.executeQuery()) {
            while (row.next()) {
                runs.put(row.getLong(1), new GroupedRun(row.getLong(1), instant(row, 2), row.getLong(3), row.getLong(4),
                        row.getObject(5) != null));
            }
        }
        Map<Long, List<GroupedRun>> byHash = new HashMap<>();
        for (GroupedRun run : runs.values()) {
            byHash.computeIfAbsent(run.hash(), h -> new ArrayList<>()).add(run);
        }
        Comparator<GroupedRun> newestLast = Comparator.comparing(GroupedRun::startedAt).thenComparing(GroupedRun::key);
        List<List<GroupedRun>> groups = new ArrayList<>(byHash.values());
        groups.forEach(group -> group.sort(newestLast));
        groups.sort(Comparator.comparing((List<GroupedRun> group) -> group.get(group.size() - 1), newestLast).reversed());
        List<QueryGroup> result = new ArrayList<>();
        for (List<GroupedRun> group : groups.subList(0, Math.min(groups.size(), filter.limit()))) {
            result.add(group(group));
        }
        return result;
    }

    private QueryGroup group(List<GroupedRun> runs) throws SQLException {
        double[] sorted = runs.stream().mapToDouble(GroupedRun::elapsedMillis).sorted().toArray();
        List<Double> trend = runs.subList(Math.max(0, runs.size() - QueryGroup.TREND_POINTS), runs.size()).stream()
                .map(GroupedRun::elapsedMillis).toList();
        GroupedRun latest = runs.get(runs.size() - 1);
        int failed = (int) runs.stream().filter(GroupedRun::failed).count();
        return new QueryGroup(latest.hash(), sqlOf(latest.key()), runs.size(), failed, Percentiles.of(sorted, 0.50),
                Percentiles.of(sorted, 0.95), trend, runs.get(0).startedAt(), latest.startedAt());
    }

    private String sqlOf(long key) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT sql_text FROM runs WHERE run_key = ?")) {
            select.setLong(1, key);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getString(1);
            }
        }
    }

    /** The summaries of runs {@code keys}, in that order. */
    private List<RunSummary> summaries(List<Long> keys) throws SQLException {
        if (keys.isEmpty()) {
            return List.of();
        }
        Long[] keyArray = keys.toArray(Long[]::new);
        Map<Long, List<String>> tags = childNames("SELECT run_key, tag FROM run_tags", keyArray);
        Map<Long, List<String>> tables = childNames("SELECT run_key, table_name FROM run_tables", keyArray);
        Map<Long, RunSummary> byKey = new HashMap<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT run_key, id, series_id, repetition,"
                + " started_at, sql_text, normalized_query_hash, client_elapsed_micros, read_rows, read_bytes,"
                + " result_rows, memory_usage, error_code, error_name, target_description"
                + " FROM runs WHERE run_key = ANY(?)")) {
            select.setObject(1, keyArray);
            try (ResultSet r = select.executeQuery()) {
                while (r.next()) {
                    long key = r.getLong("run_key");
                    byKey.put(key, new RunSummary(r.getString("id"), r.getString("series_id"), r.getInt("repetition"),
                            instant(r, 5), r.getString("sql_text"), r.getLong("normalized_query_hash"),
                            tags.getOrDefault(key, List.of()), r.getLong("client_elapsed_micros"),
                            optionalLong(r, "read_rows"), optionalLong(r, "read_bytes"), r.getLong("result_rows"),
                            optionalLong(r, "memory_usage"), optionalInt(r, "error_code"),
                            r.getString("error_name") == null ? "" : r.getString("error_name"),
                            r.getString("target_description"), tables.getOrDefault(key, List.of())));
                }
            }
        }
        List<RunSummary> summaries = new ArrayList<>();
        for (Long key : keys) {
            RunSummary summary = byKey.get(key);
            if (summary != null) {
                // null only when the run was deleted between the two reads
                summaries.add(summary);
            }
        }
        return summaries;
    }

    private Map<Long, List<String>> childNames(String select, Long[] keys) throws SQLException {
        Map<Long, List<String>> names = new LinkedHashMap<>();
        try (PreparedStatement statement = connection.prepareStatement(
                select + " WHERE run_key = ANY(?) ORDER BY run_key, position")) {
            statement.setObject(1, keys);
            try (ResultSet row = statement.executeQuery()) {
                while (row.next()) {
                    names.computeIfAbsent(row.getLong(1), k -> new ArrayList<>()).add(row.getString(2));
                }
            }
        }
        return names;
    }

    private static Instant instant(ResultSet row, int column) throws SQLException {
        return row.getObject(column, OffsetDateTime.class).toInstant();
    }

    private static OptionalLong optionalLong(ResultSet row, String column) throws SQLException {
        long value = row.getLong(column);
        return row.wasNull() ? OptionalLong.empty() : OptionalLong.of(value);
    }

    private static OptionalInt optionalInt(ResultSet row, String column) throws SQLException {
        int value = row.getInt(column);
        return row.wasNull() ? OptionalInt.empty() : OptionalInt.of(value);
    }

    private record GroupedRun(long key, Instant startedAt, long hash, long elapsedMicros, boolean failed) {
        double elapsedMillis() {
            return elapsedMicros / 1000.0;
        }
    }
}
