package io.mergelab.engine.querylog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.PhaseTimings;
import io.mergelab.engine.QueryKind;
import io.mergelab.engine.QueryProfile;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.sql.QueryNormalizer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Drives the logs the way the interpreter does: start, work (counters, memory), finish or fail. */
class QueryLogsTest {
    private static final Settings DEFAULTS = Settings.queryDefaults();

    private static ProcessorStats source(long id, List<Long> parents) {
        return new ProcessorStats(id, parents, 1, "ReadFromMergeTree", "default.t", 0,
                "MergeTreeSelect(pool: ReadPool, algorithm: Thread)", "MergeTreeSelect_" + id, "ReadFromMergeTree_1",
                1500, 10, 200, 0, 0, 1000, 8000);
    }

    private static QueryProfile runSelect(QueryLogs logs, String id, String sql, Settings settings) {
        RunningQuery q = logs.start(id, sql, QueryKind.SELECT, "default", "default", settings);
        q.limits().addReadRows(1000, 8000);
        q.memory().alloc(4096);
        q.memory().free(4096);
        q.events().increment(ProfileEvent.SelectedMarks, 3);
        QueryProfile p = q.profile()
                .result(1, 8)
                .phases(new PhaseTimings(10, 20, 30, 5, 35))
                .processors(List.of(source(1, List.of(2L)), source(2, List.of())))
                .touched(List.of("default"), List.of("default.t"), List.of("default.t.x"))
                .build();
        logs.finish(q, p);
        return p;
    }

    @Test
    void successfulQueryLogsStartAndFinishRows() {
        try (QueryLogs logs = QueryLogs.inMemory()) {
            QueryProfile p = runSelect(logs, "q1", "SELECT x FROM t WHERE x = 42", DEFAULTS.with("log_comment", "hello"));
            assertThat(LogRows.queryLog(logs, "type")).containsExactly("QueryStart", "QueryFinish");
            assertThat(LogRows.queryLog(logs, "query_id")).containsExactly("q1", "q1");
            assertThat(LogRows.queryLog(logs, "read_rows")).containsExactly(0L, 1000L);
            assertThat(LogRows.queryLog(logs, "read_bytes")).containsExactly(0L, 8000L);
            assertThat(LogRows.queryLog(logs, "result_rows")).containsExactly(0L, 1L);
            assertThat(LogRows.queryLog(logs, "memory_usage")).containsExactly(0L, 4096L);
            assertThat(LogRows.queryLog(logs, "query_kind")).containsExactly("Select", "Select");
            assertThat(LogRows.queryLog(logs, "tables").get(1)).isEqualTo(List.of("default.t"));
            assertThat(LogRows.queryLog(logs, "exception_code")).containsExactly(0L, 0L);
            assertThat(LogRows.queryLog(logs, "is_initial_query")).containsExactly(1L, 1L);
            assertThat(LogRows.queryLog(logs, "log_comment")).containsExactly("hello", "hello");
            assertThat(LogRows.asMap(LogRows.queryLog(logs, "Settings").get(1))).isEqualTo(Map.of("log_comment", "hello"));
            Map<Object, Object> events = LogRows.asMap(LogRows.queryLog(logs, "ProfileEvents").get(1));
            assertThat(events).containsKeys("Query", "SelectQuery", "SelectedMarks");
            assertThat(events.get("SelectedMarks")).isEqualTo(3L);
            assertThat(LogRows.queryLog(logs, "ProfileEvents").get(0)).isEqualTo(List.of());
            assertThat(LogRows.queryLog(logs, "normalized_query_hash").get(0))
                    .isEqualTo(QueryNormalizer.hash("SELECT x FROM t WHERE x = 7"));
            assertThat(LogRows.queryLog(logs, "thread_ids").get(1)).isEqualTo(List.of(Thread.currentThread().getId()));
            assertThat(p.phases().totalNanos()).isEqualTo(100);
            assertThat(p.peakMemoryBytes()).isEqualTo(4096);
        }
    }

    @Test
    void processorsAreLoggedOnlyWithLogProcessorsProfiles() {
        try (QueryLogs logs = QueryLogs.inMemory()) {
            runSelect(logs, "on", "SELECT 1", DEFAULTS);
            runSelect(logs, "off", "SELECT 1", DEFAULTS.with("log_processors_profiles", "0"));
            assertThat(LogRows.processorsLog(logs, "query_id")).containsExactly("on", "on");
            assertThat(LogRows.processorsLog(logs, "parent_ids")).containsExactly(List.of(2L), List.of());
            assertThat(LogRows.processorsLog(logs, "name")).containsOnly("MergeTreeSelect(pool: ReadPool, algorithm: Thread)");
            assertThat(LogRows.processorsLog(logs, "elapsed_us")).containsExactly(1500L, 1500L);
            assertThat(LogRows.processorsLog(logs, "output_wait_elapsed_us")).containsExactly(200L, 200L);
            assertThat(LogRows.processorsLog(logs, "step_uniq_id")).containsOnly("ReadFromMergeTree_1");
        }
    }

    @Test
    void settingsAndProfileEventsCanBeLeftOut() {
        try (QueryLogs logs = QueryLogs.inMemory()) {
            runSelect(logs, "q", "SELECT 1", DEFAULTS.with("log_query_settings", "0").with("log_profile_events", "0"));
            assertThat(LogRows.queryLog(logs, "Settings")).containsOnly(List.of());
            assertThat(LogRows.queryLog(logs, "ProfileEvents")).containsOnly(List.of());
            assertThat(LogRows.queryLog(logs, "read_rows")).containsExactly(0L, 1000L);
        }
    }

    @Test
    void logQueriesOffLogsNothingButStillCounts() {
        try (QueryLogs logs = QueryLogs.inMemory()) {
            runSelect(logs, "q", "SELECT 1", DEFAULTS.with("log_queries", "0"));
            assertThat(logs.queryLogRows().rows()).isZero();
            assertThat(logs.totals().get(ProfileEvent.SelectQuery)).isEqualTo(1);
        }
    }

    @Test
    void failureWhileProcessingAndBeforeStart() {
        try (QueryLogs logs = QueryLogs.inMemory()) {
            RunningQuery q = logs.start("bad", "SELECT * FROM t", QueryKind.SELECT, "default", "default", DEFAULTS);
            logs.logStart(q);
            MergeLabException e = new MergeLabException(ErrorCode.TOO_MANY_ROWS, "Limit for rows exceeded");
            logs.finish(q, q.profile().exception(e.code().code(), e.toClientLine()).build());
            RunningQuery unknown = logs.start("unknown", "SELECT nope", QueryKind.SELECT, "default", "default", DEFAULTS);
            logs.finish(unknown, unknown.profile().exception(47, "Unknown identifier nope").build());
            logs.exceptionBeforeStart(QueryProfile.builder("syntax", "SELEC 1")
                    .exception(62, "Syntax error").startTimeMicros(LogTime.nowMicros()).build(), DEFAULTS);
            assertThat(LogRows.queryLog(logs, "type")).containsExactly("QueryStart", "ExceptionWhileProcessing",
                    "ExceptionBeforeStart", "ExceptionBeforeStart");
            assertThat(LogRows.queryLog(logs, "exception_code")).containsExactly(0L, 158L, 47L, 62L);
            assertThat((String) LogRows.queryLog(logs, "exception").get(1)).contains("Limit for rows exceeded");
            assertThat(LogRows.queryLog(logs, "query_kind").get(2)).isEqualTo("Select");
            assertThat(LogRows.queryLog(logs, "query_kind").get(3)).isEqualTo("None");
            assertThat(logs.totals().get(ProfileEvent.FailedQuery)).isEqualTo(3);
            assertThat(logs.totals().get(ProfileEvent.FailedSelectQuery)).isEqualTo(2);
            assertThat(logs.totals().get(ProfileEvent.Query)).isEqualTo(3);
        }
    }

    @Test
    void totalsSumFinishedQueries() {
        try (QueryLogs logs = QueryLogs.inMemory()) {
            runSelect(logs, "a", "SELECT 1", DEFAULTS);
            runSelect(logs, "b", "SELECT 2", DEFAULTS);
            assertThat(logs.totals().get(ProfileEvent.SelectedMarks)).isEqualTo(6);
            assertThat(logs.totals().snapshot()).containsEntry("Query", 2L).containsKey("QueryTimeMicroseconds");
        }
    }

    @Test
    void registryTracksRunningQueriesAndKills() {
        try (QueryLogs logs = QueryLogs.inMemory()) {
            RunningQuery a = logs.start("a", "SELECT sleep(1)", QueryKind.SELECT, "default", "default", DEFAULTS);
            RunningQuery b = logs.start("b", "SELECT 2", QueryKind.SELECT, "default", "default", DEFAULTS);
            assertThatThrownBy(() -> logs.start("a", "SELECT 3", QueryKind.SELECT, "default", "default", DEFAULTS))
                    .isInstanceOf(MergeLabException.class)
                    .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.QUERY_WITH_SAME_ID_IS_ALREADY_RUNNING))
                    .hasMessage("Query with id = a is already running.");
            int[] stopped = {0};
            a.onCancel(() -> stopped[0]++);
            List<RunningQuery> killed = logs.registry().kill(q -> q.queryId().equals("a"));
            assertThat(killed).containsExactly(a);
            assertThat(a.isCancelled()).isTrue();
            assertThat(b.isCancelled()).isFalse();
            assertThat(stopped[0]).isEqualTo(1);
            logs.registry().kill(q -> true);
            assertThat(stopped[0]).as("a listener runs once").isEqualTo(1);
            logs.finish(a, a.profile().exception(394, "Query was cancelled").build());
            assertThat(logs.registry().running()).containsExactly(b);
            logs.finish(b, b.profile().build());
            assertThat(logs.registry().running()).isEmpty();
        }
    }

    @Test
    void memoryLimitComesFromTheQuerySettings() {
        try (QueryLogs logs = QueryLogs.inMemory()) {
            RunningQuery q = logs.start("m", "SELECT 1", QueryKind.SELECT, "default", "default",
                    DEFAULTS.with("max_memory_usage", "1000"));
            assertThatThrownBy(() -> q.memory().alloc(2000))
                    .isInstanceOf(MergeLabException.class)
                    .hasMessageStartingWith("Memory limit (for query) exceeded");
            assertThat(q.memory().used()).isZero();
            logs.finish(q, q.profile().build());
        }
    }
}
