package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.capture.RunRecorder;
import io.mergelab.profiler.capture.RunRequest;
import io.mergelab.profiler.capture.RunSink;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.run.Run;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The three story rules on runs captured from the embedded engine on a temporary data directory. */
class CapturedStoryRunsTest {
    @TempDir
    static Path dir;
    private static EmbeddedTarget target;
    private static Path csv;

    @BeforeAll
    static void createTables() throws IOException {
        target = EmbeddedTarget.open(dir.resolve("data"));
        exec("CREATE TABLE needle (s String, INDEX s_idx s TYPE bloom_filter(0.0001) GRANULARITY 1)"
                + " ENGINE = MergeTree ORDER BY () SETTINGS index_granularity = 1024");
        exec("INSERT INTO needle SELECT if(number % 1024 = 0, 'needle', randomPrintableASCII(64)) FROM numbers(300000)");
        exec("CREATE TABLE events (client_id UInt64, event_type UInt8, created Date, period_ends Date, amount UInt64,"
                + " ver UInt64)"
                + " ENGINE = ReplacingMergeTree(ver) PARTITION BY toYYYYMM(created) ORDER BY (client_id, event_type)"
                + " SETTINGS index_granularity = 1024");
        exec("SYSTEM STOP MERGES");
        for (int version = 1; version <= 3; version++) {
            exec("INSERT INTO events SELECT number % 20000, number % 7, toDate('2026-01-01') + number % 60,"
                    + " toDate('2025-01-01') + number % 700, number, "
                    + version + " FROM numbers(150000)");
        }
        csv = target.engine().userFilesPath().resolve("referers.csv");
        try (Writer out = Files.newBufferedWriter(csv)) {
            out.write("Referer\n");
            for (int i = 0; i < 200_000; i++) {
                out.write("https://www.site" + (i % 300) + ".example/path/" + i + "\n");
            }
        }
    }

    @AfterAll
    static void close() {
        target.close();
    }

    private static void exec(String sql) {
        target.run(QueryRequest.of(sql)).close();
    }

    private static Run record(String sql, Map<String, String> settings) {
        return new RunRecorder(target).record(RunRequest.of(sql).withSettings(settings), RunSink.NONE).runs().get(0);
    }

    private static Finding finding(Run run, String ruleId) {
        return Advice.of(run).stream().filter(f -> f.ruleId().equals(ruleId)).findFirst().orElseThrow();
    }

    @Test
    void storyA_theBloomFilterEvaluatedUpFrontDropsNothingAndCostsTime() {
        String needle = "SELECT * FROM needle WHERE s = 'needle' LIMIT 1";
        Run upfront = record(needle, Map.of("use_skip_indexes_on_data_read", "0", "use_query_condition_cache", "0",
                "max_threads", "1"));
        Run streaming = record(needle, Map.of("use_skip_indexes_on_data_read", "1", "use_query_condition_cache", "0",
                "max_threads", "1"));

        Finding up = finding(upfront, SkipIndexDropsNothingRule.ID);
        assertThat(up.severity()).isNotEqualTo(Severity.OK);
        assertThat(up.summary()).contains("s_idx", "dropped 0 of 293 granules", "up front");
        assertThat(up.fix()).startsWith("SET use_skip_indexes_on_data_read = 1");
        Finding down = finding(streaming, SkipIndexDropsNothingRule.ID);
        assertThat(down.score()).isLessThan(up.score());
        assertThat(down.severity()).isNotEqualTo(Severity.WARNING);
    }

    @Test
    void storyB_finalOverMonthPartitionsMergesInOneStream() {
        String sql = "SELECT client_id, sum(amount) FROM events FINAL GROUP BY client_id ORDER BY client_id LIMIT 3";
        Run oneStream = record(sql, Map.of("max_threads", "2", "split_intersecting_parts_ranges_into_layers_final", "0"));
        Run layered = record(sql, Map.of("max_threads", "2"));

        Finding f = finding(oneStream, FinalSingleStreamRule.ID);
        assertThat(f.severity()).isNotEqualTo(Severity.OK);
        assertThat(f.summary()).contains("in one ReplacingSorted stream", "2 threads");
        assertThat(finding(layered, FinalSingleStreamRule.ID).severity()).isEqualTo(Severity.OK);
        assertThat(finding(oneStream, FinalKeyColumnsRule.ID).summary()).contains("sorting-key or version columns");
    }

    @Test
    void storyB_rowsOfExpiredPeriodsAreReadMergedAndDroppedWhereAKeyColumnCouldSkipThem() {
        Run run = record("SELECT client_id, sum(amount) FROM events FINAL WHERE period_ends >= toDate('2026-10-01')"
                + " GROUP BY client_id ORDER BY client_id LIMIT 3", Map.of("max_threads", "2"));

        Finding f = finding(run, FilterNotInKeyRule.ID);
        assertThat(f.severity()).isEqualTo(Severity.WARNING);
        assertThat(f.summary()).contains("dropped by WHERE (on period_ends)", "the primary key kept");
        assertThat(f.fix()).contains("toDate(period_ends)");
    }

    @Test
    void storyC_aFileReadWithoutParallelizedOutputRunsInOneLane() {
        String sql = "SELECT REGEXP_REPLACE(Referer, '^https?://(?:www\\\\.)?([^/]+)/.*$', '\\\\1') AS k, count() AS c"
                + " FROM file('" + csv + "', 'CSVWithNames', 'Referer String') GROUP BY k ORDER BY c DESC LIMIT 5";
        Run single = record(sql, Map.of("max_threads", "2", "parallelize_output_from_storages", "0"));
        Run resized = record(sql, Map.of("max_threads", "2", "parallelize_output_from_storages", "1"));

        assertThat(single.outcome().error()).isEmpty();
        Finding f = finding(single, SingleSourceNoResizeRule.ID);
        assertThat(f.severity()).isNotEqualTo(Severity.OK);
        assertThat(f.summary()).contains("One File source (ReadFromFile) fed a single lane");
        assertThat(f.fix()).isEqualTo("SET parallelize_output_from_storages = 1");
        assertThat(resized.explains().pipelineText()).contains("Resize 1 → 2");
        assertThat(finding(resized, SingleSourceNoResizeRule.ID).severity()).isEqualTo(Severity.OK);
    }
}
