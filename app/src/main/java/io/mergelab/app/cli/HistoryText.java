package io.mergelab.app.cli;

import io.mergelab.profiler.store.QueryGroup;
import io.mergelab.profiler.store.RunSummary;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The history as people read it in a terminal: one line per run with its shortened id, start time in UTC, elapsed
 * time, rows read, result rows, error, tags, the target where runs were on a server or on several, and the SQL on
 * one line; or per query pattern with its hash (what
 * {@code --pattern} takes), runs, failed runs, p50, p95, trend, latest start and SQL.
 */
final class HistoryText {
    static final int SHORT_ID = 8;
    private static final int SQL_WIDTH = 80;
    private static final DateTimeFormatter STARTED =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT).withZone(ZoneOffset.UTC);

    private HistoryText() {
    }

    static String runs(List<RunSummary> runs) {
        if (runs.isEmpty()) {
            return "No runs.\n";
        }
        int idLength = uniquePrefixLength(runs.stream().map(RunSummary::id).toList());
        boolean showTarget = showsTarget(runs);
        List<String> headers = new ArrayList<>(List.of("ID", "STARTED (UTC)", "ELAPSED>", "READ ROWS>", "RESULT ROWS>",
                "ERROR", "TAGS"));
        if (showTarget) {
            headers.add("TARGET");
        }
        headers.add("SQL");
        TextTable table = new TextTable(headers.toArray(String[]::new));
        for (RunSummary run : runs) {
            List<String> cells = new ArrayList<>(List.of(run.id().substring(0, Math.min(idLength, run.id().length())),
                    started(run.startedAt()), millis(run.elapsedMillis()),
                    run.readRows().isPresent() ? count(run.readRows().getAsLong()) : "-",
                    count(run.resultRows()),
                    run.errorCode().isPresent() ? run.errorCode().getAsInt() + (run.errorName().isEmpty() ? ""
                            : " " + run.errorName()) : "",
                    String.join(",", run.tags())));
            if (showTarget) {
                cells.add(run.targetDescription());
            }
            cells.add(oneLine(run.sql()));
            table.row(cells.toArray(String[]::new));
        }
        return table.render();
    }

    /** A TARGET column only where it tells something: some run was on a server, or the runs span targets. */
    private static boolean showsTarget(List<RunSummary> runs) {
        return runs.stream().anyMatch(run -> !run.targetDescription().startsWith("embedded"))
                || runs.stream().map(RunSummary::targetDescription).distinct().count() > 1;
    }

    static String groups(List<QueryGroup> groups) {
        if (groups.isEmpty()) {
            return "No runs.\n";
        }
        TextTable table = new TextTable("PATTERN>", "RUNS>", "FAILED>", "P50>", "P95>", "TREND", "LAST (UTC)", "SQL");
        for (QueryGroup group : groups) {
            table.row(Long.toUnsignedString(group.normalizedQueryHash()), count(group.runs()),
                    group.failedRuns() == 0 ? "" : count(group.failedRuns()), millis(group.p50Millis()),
                    millis(group.p95Millis()),
                    Sparkline.of(group.trendMillis()), started(group.lastStartedAt()), oneLine(group.sql()));
        }
        return table.render();
    }

    static String started(Instant instant) {
        return STARTED.format(instant);
    }

    /** {@code 0.412 ms}, {@code 12.3 ms}, {@code 1.48 s}: three significant digits. */
    static String millis(double millis) {
        if (millis >= 1000) {
            return String.format(Locale.ROOT, "%.3g s", millis / 1000);
        }
        return String.format(Locale.ROOT, "%.3g ms", millis);
    }

    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    static String oneLine(String sql) {
        String line = sql.strip().replaceAll("\\s+", " ");
        return line.length() <= SQL_WIDTH ? line : line.substring(0, SQL_WIDTH - 1) + "…";
    }

    /** The shortest prefix length, at least {@value #SHORT_ID}, that tells the listed ids apart. */
    private static int uniquePrefixLength(List<String> ids) {
        int longest = ids.stream().mapToInt(String::length).max().orElse(SHORT_ID);
        for (int length = SHORT_ID; length < longest; length++) {
            Set<String> prefixes = new HashSet<>();
            int taken = length;
            if (ids.stream().allMatch(id -> prefixes.add(id.substring(0, Math.min(taken, id.length()))))) {
                return length;
            }
        }
        return longest;
    }
}
