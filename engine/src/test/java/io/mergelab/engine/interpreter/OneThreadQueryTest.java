package io.mergelab.engine.interpreter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.QueryOptions;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A one-thread SELECT (max_threads = 1) is stopped by a cancel or KILL QUERY, and an error in the middle of its read
 * keeps its code, in the result and in system.query_log.
 */
class OneThreadQueryTest {
    private static final String ENDLESS = "SELECT count() FROM numbers(100000000000) WHERE number % 7 = 3";

    @Test
    void anErrorInTheMiddleOfTheReadKeepsItsCodeAndIsLogged() {
        try (Engine engine = Engine.inMemory()) {
            Session s = engine.newSession();
            assertThatThrownBy(() -> {
                try (QueryResult r = s.execute("SELECT count() FROM numbers(100000) WHERE intDiv(1, number - 50000) > 0 "
                        + "SETTINGS max_threads = 1, max_block_size = 1000", null, QueryOptions.withQueryId("one-thread-error"))) {
                    r.rows();
                }
            }).isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.ILLEGAL_DIVISION));
            s.execute("SYSTEM FLUSH LOGS").close();
            assertThat(s.execute("SELECT type, exception_code FROM system.query_log WHERE query_id = 'one-thread-error' "
                    + "ORDER BY event_time_microseconds, type").rows())
                    .containsExactly(List.of("QueryStart", 0L), List.of("ExceptionWhileProcessing", 153L));
        }
    }

    @Test
    void sessionCancelStopsAOneThreadQuery() throws Exception {
        stopsAnEndlessOneThreadQuery((runner, killer) -> runner.cancel());
    }

    @Test
    void killQueryStopsAOneThreadQuery() throws Exception {
        stopsAnEndlessOneThreadQuery((runner, killer) ->
                killer.execute("KILL QUERY WHERE query_id = 'endless-one-thread' SYNC").close());
    }

    private interface Stop {
        void stop(Session runner, Session killer);
    }

    private static void stopsAnEndlessOneThreadQuery(Stop stop) throws Exception {
        try (Engine engine = Engine.inMemory()) {
            Session runner = engine.newSession();
            runner.setSetting("max_threads", "1");
            CompletableFuture<Throwable> failure = CompletableFuture.supplyAsync(() -> {
                try (QueryResult r = runner.execute(ENDLESS, null, QueryOptions.withQueryId("endless-one-thread"))) {
                    r.rows();
                    return null;
                } catch (Throwable t) {
                    return t;
                }
            });
            Session killer = engine.newSession();
            awaitRunning(killer);
            stop.stop(runner, killer);
            assertThat(failure.get(30, TimeUnit.SECONDS)).isInstanceOfSatisfying(MergeLabException.class,
                    e -> assertThat(e.code()).isEqualTo(ErrorCode.QUERY_WAS_CANCELLED));
        }
    }

    /** Polls system.processes until the endless query is listed (it is registered before its pipeline starts). */
    private static void awaitRunning(Session killer) throws InterruptedException {
        for (int i = 0; i < 3000; i++) {
            if (!killer.execute("SELECT 1 FROM system.processes WHERE query_id = 'endless-one-thread'").rows().isEmpty()) {
                return;
            }
            Thread.sleep(10);
        }
        throw new AssertionError("the endless query never showed in system.processes");
    }
}
