package io.mergelab.profiler.testing;

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
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs for tests with every field populated (a query log row, processors, an index funnel, parts, EXPLAIN texts,
 * a fingerprint, machine facts), and the few fields tests vary settable.
 */
public final class RunBuilder {
    private String id;
    private String seriesId;
    private int repetition;
    private String sql = "SELECT count() FROM default.hits WHERE URL LIKE '%google%' SETTINGS max_threads = 2";
    private long normalizedQueryHash = 0x9e3779b97f4a7c15L;
    private Instant startedAt = Instant.parse("2026-03-01T10:15:30.123456789Z");
    private List<String> tags = List.of("story-a");
    private Map<String, String> settings = new LinkedHashMap<>(Map.of("max_threads", "2"));
    private List<String> tables = List.of("default.hits");
    private long elapsedMicros = 12_345;
    private Optional<RunError> error = Optional.empty();
    private int processorCount = 4;
    private boolean withQueryLog = true;

    private RunBuilder(String id) {
        this.id = id;
        this.seriesId = "series-" + id;
    }

    public static RunBuilder run(String id) {
        return new RunBuilder(id);
    }

    public RunBuilder series(String series, int repetitionInSeries) {
        this.seriesId = series;
        this.repetition = repetitionInSeries;
        return this;
    }

    public RunBuilder sql(String text) {
        this.sql = text;
        return this;
    }

    public RunBuilder hash(long hash) {
        this.normalizedQueryHash = hash;
        return this;
    }

    public RunBuilder startedAt(Instant instant) {
        this.startedAt = instant;
        return this;
    }

    public RunBuilder tags(String... values) {
        this.tags = List.of(values);
        return this;
    }

    public RunBuilder setting(String name, String value) {
        this.settings.put(name, value);
        return this;
    }

    public RunBuilder tables(String... names) {
        this.tables = List.of(names);
        return this;
    }

    public RunBuilder elapsedMicros(long micros) {
        this.elapsedMicros = micros;
        return this;
    }

    public RunBuilder error(int code, String name, String message) {
        this.error = Optional.of(new RunError(code, name, message));
        return this;
    }

    public RunBuilder processors(int count) {
        this.processorCount = count;
        return this;
    }

    public RunBuilder withoutQueryLog() {
        this.withQueryLog = false;
        return this;
    }

    public Run build() {
        Map<String, Long> events = new LinkedHashMap<>();
        events.put("SelectedParts", 3L);
        events.put("SelectedMarks", 120L);
        events.put("SelectedRows", 983_040L);
        Map<String, String> columns = new LinkedHashMap<>();
        columns.put("type", error.isPresent() ? "ExceptionWhileProcessing" : "QueryFinish");
        columns.put("query", sql);
        columns.put("ProfileEvents", "{'SelectedParts':3,'SelectedMarks':120,'SelectedRows':983040}");
        Optional<QueryLogEntry> log = withQueryLog ? Optional.of(new QueryLogEntry(columns.get("type"), elapsedMicros / 1000,
                983_040, 7_864_320, 0, 0, 1, 8, 4_194_304, List.of("default"), tables,
                error.map(RunError::code).orElse(0), error.map(RunError::message).orElse(""), String.join(",", tags),
                events, settings, columns)) : Optional.empty();
        List<ProcessorRow> processors = new ArrayList<>();
        for (int i = 0; i < processorCount; i++) {
            processors.add(new ProcessorRow(1000 + i, i + 1 < processorCount ? List.of(1001L + i) : List.of(),
                    i / 2, i % 2 == 0 ? "ReadFromMergeTree" : "Expression", "default.hits", 0,
                    i % 2 == 0 ? "MergeTreeSelect(pool: ReadPool, algorithm: Thread)" : "ExpressionTransform",
                    "Processor_" + i, "Step_" + i / 2, 100L * i, 10L * i, 5L * i, 1000L * i, 8000L * i, 900L * i,
                    7200L * i));
        }
        IndexFunnel funnel = new IndexFunnel("default.hits", List.of(
                new FunnelStage("MinMax", "", "", List.of("EventDate"), "(EventDate in [19000, +Inf))", 10, 8, 1200, 960, ""),
                new FunnelStage("PrimaryKey", "", "", List.of("CounterID", "EventDate"), "(CounterID in [62, 62])", 8, 3,
                        960, 120, "binary search"),
                new FunnelStage("Skip", "url_idx", "ngrambf_v1 GRANULARITY 4", List.of("URL"), "URL LIKE '%google%'",
                        3, 3, 120, 120, "")));
        List<PartRow> parts = List.of(
                new PartRow("default", "hits", "202603", "202603_1_10_2", "Wide", true, 655_360, 81, 12_000_000,
                        11_500_000, 40_000_000, 6_480, 2, 1, 10, 1_772_000_000L),
                new PartRow("default", "hits", "202603", "202603_11_11_0", "Compact", true, 8_192, 2, 90_000,
                        85_000, 300_000, 160, 0, 11, 11, 1_772_000_100L));
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("site", "google");
        parameters.put("day", "2026-03-01");
        return new Run(id, seriesId, repetition, "query-" + id,
                new TargetInfo("embedded", "embedded /tmp/data", "0.1.0-SNAPSHOT"), sql, normalizedQueryHash,
                settings, parameters, tags, startedAt,
                new Outcome(elapsedMicros, error.isPresent() ? 0 : 1, error.isPresent() ? 0 : 8,
                        error.isPresent() ? "" : "5d41402abc4b2a76b9719d911017c592", error),
                log, processors, List.of(funnel, new IndexFunnel("default.empty_read", List.of())),
                new Explains("ReadFromMergeTree (default.hits)\n  Indexes: ...", "[{\"Plan\": {\"Node Type\": \"Expression\"}}]",
                        "(Expression)\nExpressionTransform × 2\n  (ReadFromMergeTree)"),
                parts, Optional.of("{\"rows\": 655360, \"columns\": {\"URL\": {\"distinct\": 1000}}}"),
                new MachineFacts("vm", 2, 24L << 30, "OpenJDK 17.0.12", "Linux 6.1 amd64"),
                List.of("system.part_log: not captured in this test"));
    }
}
