package io.mergelab.benchmarks;

import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.MachineFacts;
import io.mergelab.profiler.run.Outcome;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;
import io.mergelab.profiler.run.TargetInfo;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * Runs as a year of someone's work would leave them, for {@link StoreBenchmark}: {@value #TABLES} tables,
 * {@value #PATTERNS} query patterns with varying literals, series of 1 to 7 repetitions, tags (story-a/b, baseline,
 * cold, one of {@value #TICKETS} tickets per 1% of runs), changed settings, 1% failed, one run every
 * {@value #SECONDS_APART} s, each with a full capture: a query log row with its ProfileEvents and every column, 30
 * processors (or as asked), an index funnel, parts, EXPLAIN texts. Deterministic for a seed.
 */
final class StoreRuns {
    static final int TABLES = 30;
    static final int PATTERNS = 2_000;
    static final int TICKETS = 1_000;
    static final int SECONDS_APART = 90;
    static final Instant FIRST = Instant.parse("2026-01-01T00:00:00Z");
    private static final String[] COLUMNS = {"URL", "UserID", "EventTime", "Referer", "client_id", "amount",
        "period_end", "s", "SearchPhrase", "RegionID"};
    private static final String[] PROFILE_EVENTS = {"Query", "SelectQuery", "FileOpen", "SelectedParts",
        "SelectedPartsTotal", "SelectedRanges", "SelectedMarks", "SelectedMarksTotal", "SelectedRows", "SelectedBytes",
        "RowsReadByMainReader", "FilteringMarksWithPrimaryKeyMicroseconds", "QueryConditionCacheMisses",
        "MarkCacheMisses", "RealTimeMicroseconds"};

    private final SplittableRandom random;
    private final int processors;
    private String series = "";
    private int repetition;
    private int seriesLength;
    private int pattern;

    StoreRuns(long seed, int processors) {
        this.random = new SplittableRandom(seed);
        this.processors = processors;
    }

    static String table(int i) {
        return "table_" + i;
    }

    static String ticket(int i) {
        return "ticket-" + i;
    }

    /** The normalized query hash of pattern {@code p} (0 to {@value #PATTERNS} − 1), as the runs carry it. */
    static long patternHash(int p) {
        return 0x9e3779b97f4a7c15L * (p + 1);
    }

    static Instant startOf(int i) {
        return FIRST.plus(Duration.ofSeconds((long) i * SECONDS_APART));
    }

    /** The {@code i}-th run (call in order). */
    Run next(int i) {
        if (repetition >= seriesLength) {
            series = new UUID(random.nextLong(), random.nextLong()).toString();
            seriesLength = 1 + random.nextInt(7);
            repetition = 0;
            pattern = random.nextInt(PATTERNS);
        }
        int table = pattern % TABLES;
        String column = COLUMNS[pattern % COLUMNS.length];
        int literal = random.nextInt(50_000);
        String sql = "SELECT " + column + ", count() AS c, avg(duration_ms) AS d FROM default." + table(table)
                + "\nWHERE " + column + " LIKE '%term" + literal + "%' AND EventDate >= toDate('2026-01-01')"
                + "\nGROUP BY " + column + " ORDER BY c DESC LIMIT " + (10 + pattern % 90);
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("max_threads", Integer.toString(1 + pattern % 8));
        settings.put("use_skip_indexes_on_data_read", random.nextInt(50) == 0 ? "0" : "1");
        List<String> tags = new ArrayList<>();
        tags.add(pattern % 2 == 0 ? "story-a" : "story-b");
        if (pattern % 5 == 0) {
            tags.add("baseline");
        }
        if (random.nextInt(100) == 0) {
            tags.add(ticket(random.nextInt(TICKETS)));
        }
        settings.put("log_comment", String.join(",", tags));
        Optional<RunError> error = random.nextInt(100) == 0
                ? Optional.of(random.nextBoolean() ? new RunError(241, "MEMORY_LIMIT_EXCEEDED", "Memory limit (for query) exceeded")
                : new RunError(60, "UNKNOWN_TABLE", "Table default.x does not exist"))
                : Optional.empty();
        long elapsedMicros = 2_000 + random.nextInt(2_000_000);
        Instant started = startOf(i);
        String id = new UUID(random.nextLong(), random.nextLong()).toString();
        Run run = new Run(id, series, repetition, "q-" + id, new TargetInfo("embedded", "embedded /home/ada/.mergelab/data",
                "0.1.0"), sql, patternHash(pattern), settings, Map.of(), tags, started,
                new Outcome(elapsedMicros, error.isPresent() ? 0 : 10, 320, "5d41402abc4b2a76b9719d911017c592", error),
                Optional.of(queryLog(sql, table, settings, tags, elapsedMicros, error)), processors(), funnels(table),
                explains(table), parts(table), List.of(),
                new MachineFacts("vm", 2, 24L << 30, "OpenJDK 17.0.12", "Linux 6.1.0 amd64"), List.of());
        repetition++;
        return run;
    }

    private QueryLogEntry queryLog(String sql, int table, Map<String, String> settings, List<String> tags,
                                   long elapsedMicros, Optional<RunError> error) {
        Map<String, Long> events = new LinkedHashMap<>();
        for (String event : PROFILE_EVENTS) {
            events.put(event, (long) random.nextInt(10_000_000));
        }
        long readRows = random.nextInt(100_000_000);
        Map<String, String> columns = new LinkedHashMap<>();
        columns.put("hostname", "vm");
        columns.put("type", error.isPresent() ? "ExceptionWhileProcessing" : "QueryFinish");
        columns.put("event_date", "2026-01-01");
        columns.put("event_time", "2026-01-01 00:00:01");
        columns.put("event_time_microseconds", "2026-01-01 00:00:01.123456");
        columns.put("query_start_time", "2026-01-01 00:00:00");
        columns.put("query_start_time_microseconds", "2026-01-01 00:00:00.654321");
        columns.put("query_duration_ms", Long.toString(elapsedMicros / 1000));
        columns.put("read_rows", Long.toString(readRows));
        columns.put("read_bytes", Long.toString(readRows * 64));
        columns.put("result_rows", "10");
        columns.put("memory_usage", "104857600");
        columns.put("current_database", "default");
        columns.put("query", sql);
        columns.put("normalized_query_hash", "14705870373563838924");
        columns.put("query_kind", "Select");
        columns.put("databases", "['default']");
        columns.put("tables", "['default." + table(table) + "']");
        columns.put("exception_code", Integer.toString(error.map(RunError::code).orElse(0)));
        columns.put("exception", error.map(RunError::message).orElse(""));
        columns.put("query_id", "q");
        columns.put("thread_ids", "[1,14,15]");
        columns.put("ProfileEvents", events.toString());
        columns.put("Settings", settings.toString());
        columns.put("log_comment", String.join(",", tags));
        return new QueryLogEntry(columns.get("type"), elapsedMicros / 1000, readRows, readRows * 64, 0, 0, 10, 320,
                104_857_600, List.of("default"), List.of("default." + table(table)),
                error.map(RunError::code).orElse(0), error.map(RunError::message).orElse(""), String.join(",", tags),
                events, settings, columns);
    }

    private List<ProcessorRow> processors() {
        String[][] steps = {
            {"ReadFromMergeTree", "default.t", "MergeTreeSelect(pool: ReadPool, algorithm: Thread)"},
            {"Filter", "WHERE", "FilterTransform"},
            {"Expression", "Before GROUP BY", "ExpressionTransform"},
            {"Aggregating", "", "AggregatingTransform"},
            {"Sorting", "Sorting for ORDER BY", "PartialSortingTransform"},
            {"Limit", "preliminary LIMIT (without OFFSET)", "Limit"},
            {"Expression", "(Project names + Projection)", "ExpressionTransform"}};
        List<ProcessorRow> rows = new ArrayList<>(processors);
        for (int p = 0; p < processors; p++) {
            int stepId = p * steps.length / processors;
            String[] step = steps[stepId];
            rows.add(new ProcessorRow(p, p + 1 < processors ? List.of((long) p + 1) : List.of(), stepId,
                    step[0], step[1], 0, step[2], step[2] + "_" + p, step[0] + "_" + stepId,
                    random.nextInt(500_000), random.nextInt(500_000), random.nextInt(50_000), random.nextInt(1_000_000),
                    random.nextInt(64_000_000), random.nextInt(1_000_000), random.nextInt(64_000_000)));
        }
        return rows;
    }

    private List<IndexFunnel> funnels(int table) {
        return List.of(new IndexFunnel("default." + table(table), List.of(
                new FunnelStage("MinMax", "", "", List.of("EventDate"), "(EventDate in [20454, +Inf))", 40, 36, 12_000, 10_800, ""),
                new FunnelStage("PrimaryKey", "", "", List.of("CounterID", "EventDate"), "(EventDate in [20454, +Inf))",
                        36, 20, 10_800, 4_100, "generic exclusion search"),
                new FunnelStage("Skip", "idx", "ngrambf_v1 GRANULARITY 4", List.of("URL"), "URL LIKE '%term%'",
                        20, 12, 4_100, random.nextInt(4_100), ""))));
    }

    private static Explains explains(int table) {
        String plan = """
                Expression ((Project names + Projection))
                  Limit (preliminary LIMIT (without OFFSET))
                    Sorting (Sorting for ORDER BY)
                      Expression (Before ORDER BY)
                        Aggregating
                          Expression (Before GROUP BY)
                            Filter (WHERE)
                              ReadFromMergeTree (default.%s)
                              Indexes:
                                MinMax
                                  Keys:
                                    EventDate
                                  Parts: 36/40
                                  Granules: 10800/12000
                                PrimaryKey
                                  Keys:
                                    CounterID
                                    EventDate
                                  Parts: 20/36
                                  Granules: 4100/10800
                """.formatted(table(table));
        String pipeline = """
                (Expression)
                ExpressionTransform
                  (Limit)
                  Limit
                    (Sorting)
                    MergingSortedTransform 2 → 1
                      MergeSortingTransform × 2
                        LimitsCheckingTransform × 2
                          PartialSortingTransform × 2
                            (Aggregating)
                            Resize 2 → 2
                              AggregatingTransform × 2
                                (Filter)
                                FilterTransform × 2
                                  (ReadFromMergeTree)
                                  MergeTreeSelect(pool: ReadPool, algorithm: Thread) × 2 0 → 1
                """;
        String json = "[{\"Plan\": {\"Node Type\": \"Expression\", \"Description\": \"(Project names + Projection)\","
                + " \"Plans\": [{\"Node Type\": \"ReadFromMergeTree\", \"Description\": \"default." + table(table)
                + "\", \"Indexes\": [{\"Type\": \"MinMax\", \"Keys\": [\"EventDate\"], \"Initial Parts\": 40,"
                + " \"Selected Parts\": 36, \"Initial Granules\": 12000, \"Selected Granules\": 10800},"
                + " {\"Type\": \"PrimaryKey\", \"Keys\": [\"CounterID\", \"EventDate\"], \"Initial Parts\": 36,"
                + " \"Selected Parts\": 20, \"Initial Granules\": 10800, \"Selected Granules\": 4100}]}]}}]";
        return new Explains(plan, json, pipeline);
    }

    private List<PartRow> parts(int table) {
        List<PartRow> parts = new ArrayList<>();
        for (int p = 0; p < 3; p++) {
            parts.add(new PartRow("default", table(table), "2026" + (10 + p), "2026" + (10 + p) + "_1_" + (20 + p) + "_2",
                    "Wide", true, 8_192L * random.nextInt(1_000), 1_000, 64_000_000, 60_000_000, 200_000_000, 8_000,
                    2, 1, 20 + p, 1_772_000_000L));
        }
        return parts;
    }
}
