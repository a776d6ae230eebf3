package io.mergelab.profiler.run;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Test fixture, the one place tests build {@link Run} records: {@link #builder()} with defaults,
 * {@link #complete(String)} with every part populated, and canned real captures. Processors are given as the rows
 * {@code system.processors_profile_log} prints, one per line, columns separated by {@code |}:
 * <pre>id | parent_ids | plan_step | plan_step_name | plan_step_description | name | elapsed_us |
 * input_wait_elapsed_us | output_wait_elapsed_us | input_rows | input_bytes | output_rows | output_bytes</pre>
 * ({@code parent_ids} comma-separated, empty for a sink). The canned runs ({@link #needleUpfront()},
 * {@link #needleStreaming()}, {@link #groupByTwoThreads()}) are real captures from the embedded engine on
 * {@code mergelab generate needle --rows 1M}, so screens and analyses are tested on figures that really occur.
 * Shared with the app's tests through the profiler's test-jar.
 */
public final class Runs {
    public static final Instant STARTED = Instant.parse("2026-12-01T20:43:35.550502Z");
    public static final String NEEDLE_SQL = "SELECT * FROM needle WHERE s = 'needle' LIMIT 1 SETTINGS use_skip_indexes_on_data_read = 0";

    private Runs() {
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Parses processor rows in the format described in the class comment. */
    public static List<ProcessorRow> processors(String table) {
        List<ProcessorRow> rows = new ArrayList<>();
        for (String line : table.strip().split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            String[] c = line.split("\\|", -1);
            if (c.length != 13) {
                throw new IllegalArgumentException("13 columns expected, " + c.length + " in: " + line);
            }
            String parents = c[1].strip();
            List<Long> parentIds = parents.isEmpty() ? List.of()
                    : Arrays.stream(parents.split(",")).map(String::strip).map(Long::parseLong).toList();
            long step = num(c[2]);
            String stepName = c[3].strip();
            String name = c[5].strip();
            long id = num(c[0]);
            rows.add(new ProcessorRow(id, parentIds, step, stepName, c[4].strip(), 0, name, name + "_" + id,
                    stepName.isEmpty() ? "" : stepName + "_" + step, num(c[6]), num(c[7]), num(c[8]), num(c[9]),
                    num(c[10]), num(c[11]), num(c[12])));
        }
        return rows;
    }

    private static long num(String text) {
        return Long.parseLong(text.strip());
    }

    /** A skip-index-only funnel stage, as EXPLAIN indexes = 1 prints one. */
    public static FunnelStage skipStage(String name, String description, long parts, long partsAfter, long granules,
                                        long granulesAfter) {
        return new FunnelStage("Skip", name, description, List.of(), "", parts, partsAfter, granules, granulesAfter, "");
    }

    public static FunnelStage stage(String type, long parts, long partsAfter, long granules, long granulesAfter) {
        return new FunnelStage(type, "", "", List.of(), "", parts, partsAfter, granules, granulesAfter, "");
    }

    /** Story A's needle query with the skip index evaluated up front (use_skip_indexes_on_data_read = 0), 2 threads. */
    public static Run needleUpfront() {
        Map<String, Long> engineEvents = new LinkedHashMap<>();
        engineEvents.put("MarkCacheHits", 2L);
        engineEvents.put("MarkCacheMisses", 2L);
        engineEvents.put("MergeLabParseMicroseconds", 2_075L);
        engineEvents.put("MergeLabAnalyseMicroseconds", 600_409L);
        engineEvents.put("MergeLabPlanMicroseconds", 83_370L);
        engineEvents.put("MergeLabIndexAnalysisMicroseconds", 328_937L);
        engineEvents.put("MergeLabExecuteMicroseconds", 403_859L);
        return needle("pv1", "662d6937-5042-49a8-b3e0-fc8aae8783fb", NEEDLE_SQL, "0", 1_417_000, 1416, 190_605, engineEvents, """
                0 | 2 | 5 | ReadFromMergeTree | default.needle | MergeTreeSelect(pool: ReadPool, algorithm: Thread) | 208271 | 0 | 103 | 0 | 0 | 14336 | 974040
                1 | 3 | 5 | ReadFromMergeTree | default.needle | MergeTreeSelect(pool: ReadPool, algorithm: Thread) | 230253 | 0 | 113 | 0 | 0 | 14336 | 974040
                2 | 4 | 4 | Filter | WHERE | FilterTransform | 710 | 236641 | 0 | 14336 | 974040 | 0 | 0
                3 | 5 | 4 | Filter | WHERE | FilterTransform | 17173 | 268455 | 0 | 14336 | 974040 | 14 | 144
                4 | 6 | 3 | Expression | Before ORDER BY | ExpressionTransform | 0 | 276003 | 0 | 0 | 0 | 0 | 0
                5 | 6 | 3 | Expression | Before ORDER BY | ExpressionTransform | 115 | 263290 | 0 | 14 | 144 | 14 | 144
                6 | 7 | 2 | Limit | preliminary LIMIT (without OFFSET) | Resize | 0 | 257610 | 18235 | 14 | 144 | 14 | 144
                7 | 8 | 2 | Limit | preliminary LIMIT (without OFFSET) | Limit | 0 | 275081 | 0 | 14 | 144 | 1 | 14
                8 | 9 | 1 | Expression | (Project names + Projection) | ExpressionTransform | 38 | 275095 | 0 | 1 | 14 | 1 | 14
                9 |  | 1 | Expression | (Project names + Projection) | LazyOutputFormat | 84 | 304519 | 0 | 1 | 14 | 0 | 0
                """);
    }

    /** The same query with the skip index checked while reading (use_skip_indexes_on_data_read = 1). */
    public static Run needleStreaming() {
        Map<String, Long> engineEvents = new LinkedHashMap<>();
        engineEvents.put("MarkCacheHits", 1L);
        engineEvents.put("MarkCacheMisses", 3L);
        engineEvents.put("MergeLabParseMicroseconds", 35_181L);
        engineEvents.put("MergeLabAnalyseMicroseconds", 200_959L);
        engineEvents.put("MergeLabPlanMicroseconds", 62_499L);
        engineEvents.put("MergeLabIndexAnalysisMicroseconds", 20_234L);
        engineEvents.put("MergeLabExecuteMicroseconds", 570_282L);
        engineEvents.put("MergeLabStreamingIndexGranulesRead", 56L);
        return needle("pv3", "aa2d5e74-4e46-4a69-9e5c-1593b5ed9e3d", NEEDLE_SQL.replace("= 0", "= 1"), "1", 855_000, 854, 0,
                engineEvents, """
                0 | 2 | 5 | ReadFromMergeTree | default.needle | MergeTreeSelect(pool: ReadPool, algorithm: Thread) | 325184 | 0 | 640 | 0 | 0 | 14336 | 974040
                1 | 3 | 5 | ReadFromMergeTree | default.needle | MergeTreeSelect(pool: ReadPool, algorithm: Thread) | 363005 | 0 | 657 | 0 | 0 | 14336 | 974040
                2 | 4 | 4 | Filter | WHERE | FilterTransform | 605 | 328129 | 0 | 14336 | 974040 | 0 | 0
                3 | 5 | 4 | Filter | WHERE | FilterTransform | 1804 | 326724 | 0 | 14336 | 974040 | 14 | 144
                4 | 6 | 3 | Expression | Before ORDER BY | ExpressionTransform | 0 | 328551 | 0 | 0 | 0 | 0 | 0
                5 | 6 | 3 | Expression | Before ORDER BY | ExpressionTransform | 45 | 311004 | 0 | 14 | 144 | 14 | 144
                6 | 7 | 2 | Limit | preliminary LIMIT (without OFFSET) | Resize | 0 | 327123 | 843 | 14 | 144 | 14 | 144
                7 | 8 | 2 | Limit | preliminary LIMIT (without OFFSET) | Limit | 0 | 327628 | 0 | 14 | 144 | 1 | 14
                8 | 9 | 1 | Expression | (Project names + Projection) | ExpressionTransform | 5 | 327622 | 0 | 1 | 14 | 1 | 14
                9 |  | 1 | Expression | (Project names + Projection) | LazyOutputFormat | 170 | 329495 | 0 | 1 | 14 | 0 | 0
                """);
    }

    private static Run needle(String tag, String queryId, String sql, String streaming, long clientMicros, long durationMs,
                              long skipIndexMicros, Map<String, Long> engineEvents, String processors) {
        Map<String, Long> events = new LinkedHashMap<>();
        events.put("Query", 1L);
        events.put("SelectQuery", 1L);
        events.put("SelectedParts", 1L);
        events.put("SelectedPartsTotal", 1L);
        events.put("SelectedRanges", 1L);
        events.put("SelectedMarks", 977L);
        events.put("SelectedMarksTotal", 977L);
        events.put("SelectedRows", 57_344L);
        events.put("SelectedBytes", 3_896_160L);
        events.put("RowsReadByMainReader", 57_344L);
        if (skipIndexMicros > 0) {
            events.put("FilteringMarksWithSecondaryKeysMicroseconds", skipIndexMicros);
        }
        events.put("QueryConditionCacheMisses", 1L);
        events.putAll(engineEvents);
        return builder()
                .queryId(queryId)
                .sql(sql)
                .setting("use_skip_indexes_on_data_read", streaming)
                .tag(tag)
                .queryLog(durationMs, 57_344, 3_896_160, 1, 14, 1_948_368, events)
                .tables("default.needle")
                .outcome(clientMicros, 1, 14)
                .processors(processors)
                .funnel("default.needle", skipStage("s_idx", "bloom_filter(0.0001) GRANULARITY 1", 1, 1, 977, 977))
                .explains(NEEDLE_PLAN, "[]", NEEDLE_PIPELINE)
                .part(new PartRow("default", "needle", "tuple()", "all_1_1_0", "Wide", true, 1_000_000, 978,
                        66_417_996, 63_969_438, 67_943_334, 0, 0, 1, 1, 1_796_157_801))
                .build();
    }

    static final String NEEDLE_PLAN = """
            Expression ((Project names + Projection))
              Limit (preliminary LIMIT (without OFFSET))
                Expression (Before ORDER BY)
                  Filter (WHERE)
                    ReadFromMergeTree (default.needle)
                    Indexes:
                      Skip
                        Name: s_idx
                        Description: bloom_filter(0.0001) GRANULARITY 1
                        Parts: 1/1
                        Granules: 977/977
            """;

    static final String NEEDLE_PIPELINE = """
            (Expression)
            ExpressionTransform
              (Limit)
              Limit
                Resize 2 → 1
                  (Expression)
                  ExpressionTransform × 2
                    (Filter)
                    FilterTransform × 2
                      (ReadFromMergeTree)
                      MergeTreeSelect(pool: ReadPool, algorithm: Thread) × 2 0 → 1
            """;

    /** {@code SELECT length(s) AS l, count() FROM needle GROUP BY l ORDER BY l SETTINGS max_threads = 2}. */
    public static Run groupByTwoThreads() {
        Map<String, Long> events = new LinkedHashMap<>();
        events.put("SelectedParts", 1L);
        events.put("SelectedPartsTotal", 1L);
        events.put("SelectedMarks", 977L);
        events.put("SelectedMarksTotal", 977L);
        events.put("SelectedRows", 1_000_000L);
        return builder()
                .queryId("7a949c33-9efb-42a2-9650-5d364cca7dda")
                .startedAt(Instant.parse("2026-12-01T20:43:36.996073Z"))
                .sql("SELECT length(s) AS l, count() FROM needle GROUP BY l ORDER BY l SETTINGS max_threads = 2")
                .setting("max_threads", "2")
                .queryLog(1494, 1_000_000, 67_943_614, 2, 32, 2_416_304, events)
                .tables("default.needle")
                .outcome(1_495_000, 2, 32)
                .processors("""
                        0 | 2 | 6 | ReadFromMergeTree | default.needle | MergeTreeSelect(pool: ReadPool, algorithm: Thread) | 662671 | 0 | 657 | 0 | 0 | 500736 | 34021826
                        1 | 3 | 6 | ReadFromMergeTree | default.needle | MergeTreeSelect(pool: ReadPool, algorithm: Thread) | 840422 | 0 | 61383 | 0 | 0 | 499264 | 33921788
                        2 | 4 | 5 | Expression | Before GROUP BY | ExpressionTransform | 55618 | 675376 | 0 | 500736 | 34021826 | 500736 | 4005888
                        3 | 5 | 5 | Expression | Before GROUP BY | ExpressionTransform | 141097 | 891199 | 0 | 499264 | 33921788 | 499264 | 3994112
                        4 | 6,7 | 4 | Aggregating |  | ScatterByPartitionTransform | 15002 | 499207 | 0 | 500736 | 4005888 | 500736 | 4005888
                        5 | 6,7 | 4 | Aggregating |  | ScatterByPartitionTransform | 1055 | 751883 | 0 | 499264 | 3994112 | 499264 | 3994112
                        6 | 8 | 4 | Aggregating |  | Resize | 0 | 1256773 | 8582 | 500736 | 4005888 | 500736 | 4005888
                        7 | 9 | 4 | Aggregating |  | Resize | 0 | 1263607 | 1713 | 499264 | 3994112 | 499264 | 3994112
                        8 | 10 | 4 | Aggregating |  | AggregatingTransform | 43389 | 664720 | 0 | 500736 | 4005888 | 0 | 0
                        9 | 10 | 4 | Aggregating |  | AggregatingTransform | 69522 | 892190 | 0 | 499264 | 3994112 | 0 | 0
                        10 | 11,12 | 4 | Aggregating |  | Resize | 0 | 1265510 | 0 | 0 | 0 | 0 | 0
                        11 | 13 | 4 | Aggregating |  | ConvertingAggregatedToChunksTransform | 1229 | 1265513 | 4 | 0 | 0 | 1 | 16
                        12 | 14 | 4 | Aggregating |  | ConvertingAggregatedToChunksTransform | 3100 | 1265483 | 12 | 0 | 0 | 1 | 16
                        13 | 15 | 3 | Expression | Before ORDER BY | ExpressionTransform | 35 | 1277260 | 0 | 1 | 16 | 1 | 16
                        14 | 16 | 3 | Expression | Before ORDER BY | ExpressionTransform | 31 | 1268627 | 0 | 1 | 16 | 1 | 16
                        15 | 17 | 2 | Sorting | Sorting for ORDER BY | PartialSortingTransform | 14 | 1277287 | 0 | 1 | 16 | 1 | 16
                        16 | 18 | 2 | Sorting | Sorting for ORDER BY | PartialSortingTransform | 7013 | 1268679 | 0 | 1 | 16 | 1 | 16
                        17 | 19 | 2 | Sorting | Sorting for ORDER BY | MergeSortingTransform | 46 | 1277325 | 20 | 1 | 16 | 1 | 16
                        18 | 19 | 2 | Sorting | Sorting for ORDER BY | MergeSortingTransform | 624 | 1275746 | 43 | 1 | 16 | 1 | 16
                        19 | 20 | 2 | Sorting | Sorting for ORDER BY | MergingSortedTransform | 3441 | 1278164 | 78 | 2 | 32 | 2 | 32
                        20 | 21 | 1 | Expression | (Project names + Projection) | ExpressionTransform | 9 | 1282157 | 0 | 2 | 32 | 2 | 32
                        21 |  | 1 | Expression | (Project names + Projection) | LazyOutputFormat | 1044 | 1281753 | 0 | 2 | 32 | 0 | 0
                        """)
                .funnel("default.needle", stage("PrimaryKey", 1, 1, 977, 977))
                .build();
    }

    /**
     * A builder with every part of a run populated (a query log row, processors, an index funnel, parts, EXPLAIN
     * texts, parameters, a fingerprint, machine facts, a missing note), for tests that store, bundle or print whole
     * runs; any part can still be changed.
     */
    public static Builder complete(String id) {
        Map<String, Long> events = new LinkedHashMap<>();
        events.put("SelectedParts", 3L);
        events.put("SelectedMarks", 120L);
        events.put("SelectedRows", 983_040L);
        return builder()
                .id(id)
                .series("series-" + id, 0)
                .sql("SELECT count() FROM default.hits WHERE URL LIKE '%google%' SETTINGS max_threads = 2")
                .hash(0x9e3779b97f4a7c15L)
                .startedAt(Instant.parse("2026-03-01T10:15:30.123456789Z"))
                .tag("story-a")
                .setting("max_threads", "2")
                .parameter("site", "google")
                .parameter("day", "2026-03-01")
                .target(new TargetInfo("embedded", "embedded /tmp/data", "0.1.0-SNAPSHOT"))
                .outcome(12_345, 1, 8)
                .firstRowsDigest("5d41402abc4b2a76b9719d911017c592")
                .queryLog(12, 983_040, 7_864_320, 1, 8, 4_194_304, events)
                .tables("default.hits")
                .processors(4)
                .funnel("default.hits",
                        new FunnelStage("MinMax", "", "", List.of("EventDate"), "(EventDate in [19000, +Inf))", 10, 8,
                                1200, 960, ""),
                        new FunnelStage("PrimaryKey", "", "", List.of("CounterID", "EventDate"),
                                "(CounterID in [62, 62])", 8, 3, 960, 120, "binary search"),
                        new FunnelStage("Skip", "url_idx", "ngrambf_v1 GRANULARITY 4", List.of("URL"),
                                "URL LIKE '%google%'", 3, 3, 120, 120, ""))
                .funnel("default.empty_read")
                .explains("ReadFromMergeTree (default.hits)\n  Indexes: ...",
                        "[{\"Plan\": {\"Node Type\": \"Expression\"}}]",
                        "(Expression)\nExpressionTransform × 2\n  (ReadFromMergeTree)")
                .part(new PartRow("default", "hits", "202603", "202603_1_10_2", "Wide", true, 655_360, 81, 12_000_000,
                        11_500_000, 40_000_000, 6_480, 2, 1, 10, 1_772_000_000L))
                .part(new PartRow("default", "hits", "202603", "202603_11_11_0", "Compact", true, 8_192, 2, 90_000,
                        85_000, 300_000, 160, 0, 11, 11, 1_772_000_100L))
                .dataset(hitsDataset(OptionalLong.of(663_552)))
                .machine(new MachineFacts("vm", 2, 24L << 30, "OpenJDK 17.0.12", "Linux 6.1 amd64"))
                .missing("system.part_log: not captured in this test");
    }

    /**
     * The provenance {@code mergelab generate hits --rows 663552 --seed 7} records for {@code default.hits}, with the
     * table's rows after a run as given.
     */
    /**
     * A count over a Distributed table of a two-server cluster (18.16), as captured: the entry server's initial query
     * (reading its own shard inline) and the other server's secondary query, each server with one part of 30,000 rows.
     */
    public static Run clusterTwoServers() {
        return builder().id("cluster-1").sql("SELECT count(), sum(length(s)) FROM hits WHERE id % 7 = 1")
                .target(new TargetInfo("clickhouse", "http://127.0.0.1:8123/ (cluster lab)", "18.16.1"))
                .queryLog(41, 60_000, 598_890, 1, 16, 3_512_064, Map.of()).elapsedMicros(48_000)
                .node(new NodeRun("127.0.0.1:9000", 1, 1, true,
                        List.of(clusterQuery("QueryFinish", true, 41, 60_000, 598_890, 3_512_064)),
                        List.of(clusterPart(30_000))))
                .node(new NodeRun("127.0.0.1:9001", 2, 1, false,
                        List.of(clusterQuery("QueryFinish", false, 23, 30_000, 299_445, 2_861_128)),
                        List.of(clusterPart(30_000))))
                .build();
    }

    private static QueryLogEntry clusterQuery(String type, boolean initial, long durationMs, long readRows,
                                              long readBytes, long memoryUsage) {
        return new QueryLogEntry(type, durationMs, readRows, readBytes, 0, 0, 1, 16, memoryUsage, List.of(), List.of(),
                0, "", "", Map.of(), Map.of(), Map.of("is_initial_query", initial ? "1" : "0"));
    }

    private static PartRow clusterPart(long rows) {
        return new PartRow("default", "hits_local", "tuple()", "all_1_1_0", "", true, rows, 30, 300_000, 290_000,
                450_000, 240, 0, 1, 1, 1_764_600_000L);
    }

    public static DatasetFingerprint hitsDataset(OptionalLong currentRows) {
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("rows", "663552");
        parameters.put("seed", "7");
        parameters.put("skew", "1.1");
        return new DatasetFingerprint("default.hits", "hits", parameters, Instant.parse("2026-03-01T09:58:12.345Z"),
                "MergeTree", 663_552, new ContentDigest(663_552, 0x3f2a9c1e7b4d4e1aL, false),
                Optional.of("{\"rows\": 663552}"), currentRows);
    }

    /**
     * The provenance {@code mergelab generate needle --rows 1M} records for {@code default.needle} (digest figures
     * made up), with the table's rows after a run as given.
     */
    public static DatasetFingerprint needleDataset(OptionalLong currentRows) {
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("rows", "1000000");
        parameters.put("seed", "1");
        parameters.put("period", "1024");
        return new DatasetFingerprint("default.needle", "needle", parameters, Instant.parse("2026-12-01T20:41:02.118Z"),
                "MergeTree", 1_000_000, new ContentDigest(1_000_000, 0x8c1f02d94ab37e65L, false), Optional.empty(),
                currentRows);
    }

    /**
     * Builds a {@link Run} with defaults for everything not given (an embedded target, no query log). The query log
     * row is made at {@link #build()}, so it carries the SQL, settings, tags, tables and error given in any order.
     */
    public static final class Builder {
        private String id = "run-1";
        private String seriesId;
        private int repetition;
        private String queryId = "";
        private String sql = "SELECT 1";
        private Long hash;
        private final Map<String, String> settings = new LinkedHashMap<>();
        private final Map<String, String> parameters = new LinkedHashMap<>();
        private final List<String> tags = new ArrayList<>();
        private Instant startedAt = STARTED;
        private long clientElapsedMicros = 1_000;
        private long resultRows;
        private long resultBytes;
        private String firstRowsDigest = "";
        private Optional<RunError> error = Optional.empty();
        private QueryLogFigures queryLog;
        private List<String> tables = List.of();
        private final List<ProcessorRow> processors = new ArrayList<>();
        private int syntheticProcessors;
        private final List<IndexFunnel> funnels = new ArrayList<>();
        private Explains explains = Explains.NONE;
        private final List<PartRow> parts = new ArrayList<>();
        private final List<DatasetFingerprint> datasets = new ArrayList<>();
        private MachineFacts machine = new MachineFacts("vm", 2, 24L << 30, "OpenJDK 17", "Linux");
        private final List<String> missing = new ArrayList<>();
        private final List<NodeRun> nodes = new ArrayList<>();
        private TargetInfo target = new TargetInfo("embedded", "embedded /tmp/pv-lab", "25.9.1.1");

        /** The figures of the query log row to make; its duration follows {@link #elapsedMicros(long)}. */
        private record QueryLogFigures(long durationMs, long readRows, long readBytes, long rows, long bytes,
                                       long memoryUsage, Map<String, Long> profileEvents) {
        }

        public Builder id(String value) {
            id = value;
            return this;
        }

        /** The series and repetition; a run is a series of one of its own id when not given. */
        public Builder series(String series, int repetitionInSeries) {
            seriesId = series;
            repetition = repetitionInSeries;
            return this;
        }

        /** The target's query_id; "query-" + the run's id when not given. */
        public Builder queryId(String value) {
            queryId = value;
            return this;
        }

        public Builder sql(String value) {
            sql = value;
            return this;
        }

        /** The normalized query hash; the SQL text's hashCode when not given. */
        public Builder hash(long value) {
            hash = value;
            return this;
        }

        public Builder setting(String name, String value) {
            settings.put(name, value);
            return this;
        }

        public Builder parameter(String name, String value) {
            parameters.put(name, value);
            return this;
        }

        public Builder tag(String value) {
            tags.add(value);
            return this;
        }

        /** Replaces the tags. */
        public Builder tags(String... values) {
            tags.clear();
            tags.addAll(List.of(values));
            return this;
        }

        public Builder startedAt(Instant value) {
            startedAt = value;
            return this;
        }

        public Builder target(TargetInfo value) {
            target = value;
            return this;
        }

        public Builder outcome(long elapsedMicros, long rows, long bytes) {
            clientElapsedMicros = elapsedMicros;
            resultRows = rows;
            resultBytes = bytes;
            return this;
        }

        public Builder firstRowsDigest(String value) {
            firstRowsDigest = value;
            return this;
        }

        /** The client's elapsed time, and the query log's duration when there is a query log row. */
        public Builder elapsedMicros(long micros) {
            clientElapsedMicros = micros;
            if (queryLog != null) {
                QueryLogFigures q = queryLog;
                queryLog = new QueryLogFigures(micros / 1000, q.readRows(), q.readBytes(), q.rows(), q.bytes(),
                        q.memoryUsage(), q.profileEvents());
            }
            return this;
        }

        /** A failed run: no result rows, no digest, and an ExceptionWhileProcessing row when there is a query log. */
        public Builder error(int code, String name, String message) {
            error = Optional.of(new RunError(code, name, message));
            return this;
        }

        /** A QueryFinish row (ExceptionWhileProcessing with an error) with these figures. */
        public Builder queryLog(long durationMs, long readRows, long readBytes, long rows, long bytes,
                                long memoryUsage, Map<String, Long> profileEvents) {
            queryLog = new QueryLogFigures(durationMs, readRows, readBytes, rows, bytes, memoryUsage, profileEvents);
            return this;
        }

        public Builder withoutQueryLog() {
            queryLog = null;
            return this;
        }

        /** The query log's tables ({@code db.t}); replaces those given before. */
        public Builder tables(String... names) {
            tables = List.of(names);
            return this;
        }

        public Builder processors(String table) {
            processors.addAll(Runs.processors(table));
            return this;
        }

        public Builder processors(List<ProcessorRow> rows) {
            processors.addAll(rows);
            return this;
        }

        /** {@code count} made-up processors in a chain (reading, then expression), after any given explicitly. */
        public Builder processors(int count) {
            syntheticProcessors = count;
            return this;
        }

        public Builder funnel(String table, FunnelStage... stages) {
            funnels.add(new IndexFunnel(table, List.of(stages)));
            return this;
        }

        public Builder explains(String planText, String planJson, String pipelineText) {
            explains = new Explains(planText, planJson, pipelineText);
            return this;
        }

        public Builder part(PartRow part) {
            parts.add(part);
            return this;
        }

        public Builder dataset(DatasetFingerprint value) {
            datasets.add(value);
            return this;
        }

        public Builder machine(MachineFacts value) {
            machine = value;
            return this;
        }

        public Builder missing(String note) {
            missing.add(note);
            return this;
        }

        /** A server of the cluster the run ran on, with its share. */
        public Builder node(NodeRun node) {
            nodes.add(node);
            return this;
        }

        public Run build() {
            boolean failed = error.isPresent();
            return new Run(id, seriesId == null ? id : seriesId, repetition, queryId.isEmpty() ? "query-" + id : queryId,
                    target, sql, hash == null ? sql.hashCode() : hash, settings, parameters, tags, startedAt,
                    new Outcome(clientElapsedMicros, failed ? 0 : resultRows, failed ? 0 : resultBytes,
                            failed ? "" : firstRowsDigest, error),
                    Optional.ofNullable(queryLog).map(this::queryLogEntry), allProcessors(), funnels, explains, parts,
                    datasets, machine, missing, List.of(), nodes);
        }

        private QueryLogEntry queryLogEntry(QueryLogFigures q) {
            String type = error.isPresent() ? "ExceptionWhileProcessing" : "QueryFinish";
            Map<String, String> columns = new LinkedHashMap<>();
            columns.put("type", type);
            columns.put("query_duration_ms", Long.toString(q.durationMs()));
            columns.put("read_rows", Long.toString(q.readRows()));
            columns.put("read_bytes", Long.toString(q.readBytes()));
            columns.put("result_rows", Long.toString(q.rows()));
            columns.put("memory_usage", Long.toString(q.memoryUsage()));
            columns.put("query", sql);
            return new QueryLogEntry(type, q.durationMs(), q.readRows(), q.readBytes(), 0, 0, q.rows(), q.bytes(),
                    q.memoryUsage(), List.of("default"), tables, error.map(RunError::code).orElse(0),
                    error.map(RunError::message).orElse(""), String.join(",", tags), q.profileEvents(), settings,
                    columns);
        }

        private List<ProcessorRow> allProcessors() {
            List<ProcessorRow> all = new ArrayList<>(processors);
            for (int i = 0; i < syntheticProcessors; i++) {
                all.add(new ProcessorRow(1000 + i, i + 1 < syntheticProcessors ? List.of(1001L + i) : List.of(),
                        i / 2, i % 2 == 0 ? "ReadFromMergeTree" : "Expression", "default.hits", 0,
                        i % 2 == 0 ? "MergeTreeSelect(pool: ReadPool, algorithm: Thread)" : "ExpressionTransform",
                        "Processor_" + i, "Step_" + i / 2, 100L * i, 10L * i, 5L * i, 1000L * i, 8000L * i, 900L * i,
                        7200L * i));
            }
            return all;
        }
    }
}
