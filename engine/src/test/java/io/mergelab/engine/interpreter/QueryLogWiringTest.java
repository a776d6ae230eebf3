package io.mergelab.engine.interpreter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryOptions;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every query leaves its rows in system.query_log and system.processors_profile_log, across restarts. */
class QueryLogWiringTest {
    @TempDir
    Path dataDir;

    @Test
    void errorsFoundBeforeExecutionAreExceptionBeforeStartAndLaterOnesExceptionWhileProcessing() {
        try (Engine engine = Engine.inMemory()) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (a UInt64) ENGINE = MergeTree ORDER BY a").close();
            s.execute("INSERT INTO t VALUES (1), (2), (3)").close();
            List<String> failing = List.of("SELECT nope FROM t", "SELECT unknownFunction(a) FROM t",
                    "CREATE TABLE t (a UInt64) ENGINE = MergeTree ORDER BY a", "INSERT INTO t FORMAT CSV\nx\n",
                    "SELECT a FROM t SETTINGS max_rows_to_read = 1");
            for (String bad : failing) {
                // Reading the rows, not only closing the result: closing early cancels a query that has not failed yet.
                assertThatThrownBy(() -> {
                    try (QueryResult r = s.execute(bad)) {
                        r.rows();
                    }
                }).isInstanceOf(MergeLabException.class);
            }
            assertThat(s.execute("SELECT type, query FROM system.query_log WHERE exception_code != 0 OR type = 'QueryStart' AND "
                    + "(query LIKE 'INSERT INTO t FORMAT%' OR query LIKE '%max_rows_to_read = 1') ORDER BY event_time_microseconds, type").rows())
                    .containsExactly(List.of("ExceptionBeforeStart", failing.get(0)), List.of("ExceptionBeforeStart", failing.get(1)),
                            List.of("ExceptionBeforeStart", failing.get(2)),
                            List.of("QueryStart", failing.get(3)), List.of("ExceptionWhileProcessing", failing.get(3)),
                            List.of("QueryStart", failing.get(4)), List.of("ExceptionWhileProcessing", failing.get(4)));
        }
    }

    @Test
    void finishedAndFailedQueriesAreLoggedWithTheirProcessors() {
        String queryId;
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (a UInt64) ENGINE = MergeTree ORDER BY a").close();
            s.execute("INSERT INTO t VALUES (1), (2), (3)").close();
            s.setSetting("log_comment", "wiring");
            try (QueryResult r = s.execute("SELECT a * 2 FROM t WHERE a > 1")) {
                assertThat(r.rows()).hasSize(2);
                queryId = r.summary().queryId();
            }
            assertThatThrownBy(() -> s.execute("SELECT * FROM nope")).isInstanceOf(MergeLabException.class);
            assertThatThrownBy(() -> s.execute("SELEC 1")).isInstanceOf(MergeLabException.class);
            s.execute("SYSTEM FLUSH LOGS").close();
        }
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThat(s.execute("SELECT type, read_rows, result_rows, log_comment, exception_code FROM system.query_log "
                    + "WHERE query_id = '" + queryId + "'").rows())
                    .containsExactly(List.of("QueryStart", 0L, 0L, "wiring", 0L), List.of("QueryFinish", 3L, 2L, "wiring", 0L));
            assertThat(s.execute("SELECT ProfileEvents['SelectedRows'], mapContains(ProfileEvents, 'MergeLabAnalyseMicroseconds'), "
                    + "mapContains(ProfileEvents, 'MergeLabPlanMicroseconds') FROM system.query_log "
                    + "WHERE query_id = '" + queryId + "' AND type = 'QueryFinish'").rows())
                    .containsExactly(List.of(3L, 1L, 1L));
            assertThat(s.execute("SELECT databases, tables, columns FROM system.query_log "
                    + "WHERE query_id = '" + queryId + "' AND type = 'QueryFinish'").rows())
                    .containsExactly(List.of(List.of("default"), List.of("default.t"), List.of("default.t.a")));
            assertThat(s.execute("SELECT type, exception_code FROM system.query_log WHERE query = 'SELECT * FROM nope'").rows())
                    .containsExactly(List.of("ExceptionBeforeStart", 60L));
            assertThat(s.execute("SELECT type, exception_code FROM system.query_log WHERE query = 'SELEC 1'").rows())
                    .containsExactly(List.of("ExceptionBeforeStart", 62L));
            List<List<Object>> processors = s.execute("SELECT name, input_rows, output_rows FROM system.processors_profile_log "
                    + "WHERE query_id = '" + queryId + "' AND name = 'FilterTransform'").rows();
            assertThat(processors).containsExactly(List.of("FilterTransform", 3L, 2L));
        }
    }

    @Test
    void killQueryStopsALongScanPromptly() throws Exception {
        try (Engine engine = Engine.open(dataDir)) {
            Session runner = engine.newSession();
            AtomicReference<Throwable> failure = new AtomicReference<>();
            CompletableFuture<Void> running = CompletableFuture.runAsync(() -> {
                try (QueryResult r = runner.execute("SELECT count() FROM numbers(100000000000) WHERE number % 7 = 3")) {
                    r.rows();
                } catch (Throwable t) {
                    failure.set(t);
                }
            });
            Session killer = engine.newSession();
            String id = null;
            for (int i = 0; i < 200 && id == null; i++) {
                List<List<Object>> rows = killer.execute("SELECT query_id FROM system.processes WHERE query LIKE 'SELECT count() FROM numbers%'").rows();
                id = rows.isEmpty() ? null : (String) rows.get(0).get(0);
                Thread.sleep(10);
            }
            assertThat(id).as("the long query shows in system.processes").isNotNull();
            long start = System.nanoTime();
            killer.execute("KILL QUERY WHERE query_id = '" + id + "' SYNC").close();
            running.get(10, TimeUnit.SECONDS);
            assertThat((System.nanoTime() - start) / 1_000_000).as("milliseconds to stop").isLessThan(1000);
            assertThat(failure.get()).isInstanceOfSatisfying(MergeLabException.class,
                    e -> assertThat(e.code()).isEqualTo(ErrorCode.QUERY_WAS_CANCELLED));
        }
    }

    @Test
    void aQueryIdGivenByTheCallerNamesTheQueryInTheLogs() {
        try (Engine engine = Engine.inMemory()) {
            Session s = engine.newSession();
            try (QueryResult r = s.execute("SELECT number FROM numbers(3)", null, QueryOptions.withQueryId("given-id-1"))) {
                assertThat(r.rows()).hasSize(3);
                assertThat(r.summary().queryId()).isEqualTo("given-id-1");
            }
            assertThatThrownBy(() -> s.execute("SELECT * FROM nope", null, QueryOptions.withQueryId("given-id-2")))
                    .isInstanceOf(MergeLabException.class);
            s.execute("SYSTEM FLUSH LOGS").close();
            assertThat(s.execute("SELECT query_id, type FROM system.query_log WHERE query_id LIKE 'given-id-%' "
                    + "ORDER BY event_time_microseconds, type").rows())
                    .containsExactly(List.of("given-id-1", "QueryStart"), List.of("given-id-1", "QueryFinish"),
                            List.of("given-id-2", "ExceptionBeforeStart"));
            assertThat(s.execute("SELECT count() > 0 FROM system.processors_profile_log WHERE query_id = 'given-id-1'").rows())
                    .containsExactly(List.of(1L));
        }
    }

    @Test
    void settingsAndParametersGivenWithAStatementApplyToItAloneAndAreLogged() {
        try (Engine engine = Engine.inMemory()) {
            Session s = engine.newSession();
            s.execute("CREATE DATABASE lab").close();
            s.execute("SET max_block_size = 100").close();
            QueryOptions options = new QueryOptions("overlay-1", Map.of("max_threads", "3"), Map.of("n", "5"));
            try (QueryResult r = s.execute("SELECT name, value, {n:UInt8} FROM system.settings "
                    + "WHERE name IN ('max_threads', 'max_block_size') ORDER BY name", null, options)) {
                assertThat(r.rows()).containsExactly(List.of("max_block_size", "100", 5L), List.of("max_threads", "3", 5L));
            }
            s.execute("USE lab", null, new QueryOptions("overlay-2", Map.of("max_threads", "2"), Map.of())).close();

            assertThat(s.currentDatabase()).isEqualTo("lab");
            assertThat(s.execute("SELECT value FROM system.settings WHERE name = 'max_threads'").rows())
                    .containsExactly(List.of("0"));
            assertThatThrownBy(() -> s.execute("SELECT {n:UInt8}")).isInstanceOf(MergeLabException.class);
            assertThatThrownBy(() -> s.execute("SELECT 1", null, new QueryOptions("overlay-3", Map.of("no_such", "1"), Map.of())))
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_SETTING));
            s.execute("SYSTEM FLUSH LOGS").close();
            assertThat(s.execute("SELECT query_id, type, Settings['max_threads'] FROM system.query_log "
                    + "WHERE query_id LIKE 'overlay-%' AND type != 'QueryStart' ORDER BY query_id").rows())
                    .containsExactly(List.of("overlay-1", "QueryFinish", "3"), List.of("overlay-2", "QueryFinish", "2"),
                            List.of("overlay-3", "ExceptionBeforeStart", ""));
        }
    }
}
