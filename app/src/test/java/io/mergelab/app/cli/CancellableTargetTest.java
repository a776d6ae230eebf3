package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.connect.server.ClickHouseTarget;
import io.mergelab.profiler.connect.server.ServerConnection;
import io.mergelab.profiler.testing.ClickHouseExtension;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What Ctrl-C does to a command on a server: the shutdown hook ({@link CancelOnShutdown#cancelAndAwait}, called here
 * as the JVM would) kills the statement in flight on the server, the command gets QUERY_WAS_CANCELLED at once, and
 * the hook returns when the command has closed its target.
 */
class CancellableTargetTest {
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.singleServer();

    @Test
    void ctrlCKillsTheSlowStatementOnTheServerAndWaitsForTheCommandToLetGo() throws Exception {
        CancelOnShutdown shutdown = new CancelOnShutdown(Duration.ofSeconds(30));
        CancellableTarget target = new CancellableTarget(
                ClickHouseTarget.connect(ServerConnection.to(clickhouse.server().url().toString())), shutdown);
        QueryRequest slow = QueryRequest.of("SELECT count() FROM numbers(10000000000)");
        CompletableFuture<TargetException> command = CompletableFuture.supplyAsync(() -> {
            try (target) {
                return catchThrowableOfType(() -> target.run(slow).rows(), TargetException.class);
            }
        });
        awaitRunning(slow.queryId());

        long start = System.nanoTime();
        CompletableFuture<Void> hook = CompletableFuture.runAsync(shutdown::cancelAndAwait);
        TargetException failure = command.get(20, TimeUnit.SECONDS);
        hook.get(20, TimeUnit.SECONDS);

        assertThat(failure).isNotNull();
        assertThat(failure.code()).isEqualTo(394);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
        assertThat(running(slow.queryId())).isZero();
        assertThat(shutdown.cancelled()).isTrue();
    }

    @Test
    void ctrlCAfterTheLastStatementFinishedKillsNothing() {
        CancelOnShutdown shutdown = new CancelOnShutdown(Duration.ofSeconds(5));
        CancellableTarget target = new CancellableTarget(
                ClickHouseTarget.connect(ServerConnection.to(clickhouse.server().url().toString())), shutdown);
        assertThat(target.run(QueryRequest.of("SELECT 42")).rows()).containsExactly(java.util.List.of("42"));

        target.cancelInFlight();

        assertThat(target.run(QueryRequest.of("SELECT 43")).rows()).containsExactly(java.util.List.of("43"));
        target.close();
    }

    private static void awaitRunning(String queryId) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (running(queryId) == 0) {
            assertThat(System.nanoTime()).as("query %s never showed in system.processes", queryId).isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    private static int running(String queryId) {
        return Integer.parseInt(clickhouse.server().query("SELECT count() FROM system.processes WHERE query_id = '"
                + queryId + "'")
                .strip());
    }
}
