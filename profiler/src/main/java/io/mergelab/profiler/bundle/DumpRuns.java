package io.mergelab.profiler.bundle;

import io.mergelab.profiler.capture.LogComment;
import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.MachineFacts;
import io.mergelab.profiler.run.Outcome;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;
import io.mergelab.profiler.run.TargetInfo;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs made from dumps of a user's own ClickHouse: one run per query_id, from its query log row (the QueryFinish or
 * exception row; QueryStart only when the query had not finished) and its processors profile rows. What a dump
 * cannot hold — EXPLAIN, the index funnel, parts, machine facts, the client's view of the result — is named in the
 * run's missing list. Tags are read from log_comment as MergeLab writes them ({@link LogComment}). The run's id is
 * derived from the query_id and start time, so importing a dump twice does not store its runs twice.
 */
final class DumpRuns {
    static final String TARGET_KIND = "import";
    /**
     * ClickHouse's exception text, {@code Code: 60. DB::Exception: <message>. (UNKNOWN_TABLE) (version 24.3.1.1)}, or
     * before 21.x {@code Code: 60, e.displayText() = DB::Exception: <message> (version 20.3.8.53)}.
     */
    private static final Pattern EXCEPTION = Pattern.compile("(?s)^Code: \\d+(?:\\.|, e\\.displayText\\(\\) =)"
            + " DB::Exception: (.*?)(?:\\. \\(([A-Z][A-Z0-9_]*)\\))?(?: \\(version .*\\))?$");
    private static final Set<String> FINAL_TYPES = Set.of("QueryFinish", "ExceptionWhileProcessing",
            "ExceptionBeforeStart");
    private static final List<String> NEVER_IN_A_DUMP = List.of(
            "EXPLAIN PLAN / PIPELINE and the index funnel: not in a ClickHouse dump",
            "system.parts: not in a ClickHouse dump",
            "dataset fingerprints (mergelab.datasets): not in a ClickHouse dump",
            "machine facts (cores, memory, JVM, OS): not in a ClickHouse dump",
            "client elapsed time and result digest: the server's query_duration_ms stands for the elapsed time",
            "engine version: not in a ClickHouse dump",
            "time zone: the dump's times are read as UTC");

    private DumpRuns() {
    }

    static List<Run> runs(List<DumpRow> queryLog, List<DumpRow> processors, List<Path> files) {
        Map<String, List<DumpRow>> logRows = byQueryId(queryLog);
        Map<String, List<DumpRow>> processorRows = byQueryId(processors);
        Set<String> queryIds = new LinkedHashSet<>(logRows.keySet());
        queryIds.addAll(processorRows.keySet());
        String sources = String.join(", ", files.stream().map(f -> String.valueOf(f.getFileName())).toList());
        List<Run> runs = new ArrayList<>();
        for (String queryId : queryIds) {
            runs.add(run(queryId, logRows.getOrDefault(queryId, List.of()), processorRows.getOrDefault(queryId, List.of()),
                    !processors.isEmpty(), sources));
        }
        return runs;
    }

    private static Run run(String queryId, List<DumpRow> logRows, List<DumpRow> processorRows,
                           boolean processorsDumped, String sources) {
        List<String> missing = new ArrayList<>(NEVER_IN_A_DUMP);
        Optional<DumpRow> logRow = finalRow(logRows);
        if (logRow.isEmpty()) {
            missing.add("system.query_log: no row for this query_id in the imported files");
        } else if (QueryLogRows.type(logRow.get()).equals("QueryStart")) {
            missing.add("system.query_log: only the QueryStart row (the query had not finished when it was dumped)");
        }
        logRow.map(QueryLogRows::absentFigures).filter(a -> !a.isEmpty())
                .ifPresent(a -> missing.add("system.query_log: the dump has no column " + String.join(", ", a)));
        if (!processorsDumped) {
            missing.add("system.processors_profile_log: not among the imported files");
        } else if (processorRows.isEmpty()) {
            missing.add("system.processors_profile_log: no row for this query_id in the imported files");
        } else {
            List<String> absent = ProcessorRows.absentColumns(processorRows.get(0));
            if (!absent.isEmpty()) {
                missing.add("system.processors_profile_log: the dump has no column " + String.join(", ", absent));
            }
        }
        Optional<QueryLogEntry> entry = logRow.map(QueryLogRows::entry);
        Instant startedAt = logRow.map(QueryLogRows::startedAt)
                .orElseGet(() -> QueryLogRows.startedAt(processorRows.get(0)));
        String hostName = logRow.or(() -> processorRows.stream().findFirst()).map(r -> r.text("hostname")).orElse("");
        String startText = logRow.map(r -> r.text("query_start_time_microseconds") + r.text("query_start_time"))
                .orElse(startedAt.toString());
        String id = UUID.nameUUIDFromBytes(("clickhouse-dump/" + hostName + "/" + queryId + "/" + startText)
                .getBytes(StandardCharsets.UTF_8)).toString();
        List<ProcessorRow> processors = processorRows.stream().map(ProcessorRows::processor).toList();
        Map<String, String> settings = entry.map(QueryLogEntry::settings).orElse(Map.of());
        List<String> tags = entry.map(log -> LogComment.elements(log.logComment())).orElse(List.of());
        return new Run(id, id, 0, queryId,
                new TargetInfo(TARGET_KIND, "ClickHouse dump" + (hostName.isEmpty() ? "" : " from " + hostName)
                        + " (" + sources + ")", ""),
                logRow.map(r -> r.text("query")).orElse(""),
                logRow.map(r -> r.number("normalized_query_hash")).orElse(0L),
                new LinkedHashMap<>(settings), Map.of(), tags, startedAt, outcome(entry), entry, processors,
                List.of(), Explains.NONE, List.of(), List.of(), new MachineFacts(hostName, 0, 0, "", ""),
                missing);
    }

    private static Outcome outcome(Optional<QueryLogEntry> entry) {
        if (entry.isEmpty()) {
            return new Outcome(0, 0, 0, "", Optional.empty());
        }
        QueryLogEntry log = entry.get();
        Optional<RunError> error = log.exceptionCode() == 0 ? Optional.empty() : Optional.of(error(log));
        return new Outcome(log.queryDurationMs() * 1000, log.resultRows(), log.resultBytes(), "", error);
    }

    /** The code, name and message of an exception row; the name only where the server's text gives it. */
    private static RunError error(QueryLogEntry log) {
        Matcher frame = EXCEPTION.matcher(log.exception().strip());
        if (frame.matches()) {
            String message = frame.group(1).endsWith(".") ? frame.group(1).substring(0, frame.group(1).length() - 1)
                    : frame.group(1);
            return new RunError(log.exceptionCode(), frame.group(2) == null ? "" : frame.group(2), message);
        }
        return new RunError(log.exceptionCode(), "", log.exception());
    }

    private static Optional<DumpRow> finalRow(List<DumpRow> rows) {
        DumpRow chosen = null;
        for (DumpRow row : rows) {
            if (FINAL_TYPES.contains(QueryLogRows.type(row)) || chosen == null) {
                chosen = row;
            }
        }
        return Optional.ofNullable(chosen);
    }

    private static Map<String, List<DumpRow>> byQueryId(List<DumpRow> rows) {
        Map<String, List<DumpRow>> byId = new LinkedHashMap<>();
        for (DumpRow row : rows) {
            String queryId = row.text("query_id");
            if (queryId.isEmpty()) {
                throw row.problem("no query_id");
            }
            byId.computeIfAbsent(queryId, k -> new ArrayList<>()).add(row);
        }
        return byId;
    }
}
