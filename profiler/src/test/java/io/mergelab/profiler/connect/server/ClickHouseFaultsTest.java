package io.mergelab.profiler.connect.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.testing.ClickHouseServer;
import io.mergelab.profiler.testing.ClickHouseExtension;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each way a server conversation fails ends in one {@link TargetException} with the server's code and message, or
 * the code clickhouse-client gives a network failure; all against a real server.
 */
class ClickHouseFaultsTest {
    /** A statement that runs for minutes, block by block, so KILL QUERY stops it (sleep() would finish first). */
    private static final String LONG_SCAN = "SELECT sum(cityHash64(number)) FROM system.numbers LIMIT 100000000000";
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.singleServer();

    private static ClickHouseTarget target() {
        return ClickHouseTarget.connect(ServerConnection.to(clickhouse.server().url().toString()));
    }

    @Test
    void aServerExceptionKeepsItsCodeAndMessage() {
        try (ClickHouseTarget target = target()) {
            TargetException e = catchThrowableOfType(() -> target.run(QueryRequest.of("SELECT * FROM nope")),
                    TargetException.class);
            assertThat(e.code()).isEqualTo(60);
            assertThat(e.codeName()).isEqualTo("UNKNOWN_TABLE");
            assertThat(e.clientLine()).startsWith("Code: 60. DB::Exception: Table default.nope doesn't exist")
                    .endsWith("(UNKNOWN_TABLE)");
        }
    }

    @Test
    void anHttp500WithAnExceptionBodyIsThatException() {
        try (ClickHouseTarget target = target()) {
            assertThatThrownBy(() -> target.run(QueryRequest.of("SELECT throwIf(1)")).rows())
                    .isInstanceOfSatisfying(TargetException.class, e -> {
                        assertThat(e.code()).isEqualTo(395);
                        assertThat(e.getMessage()).contains("Value passed to 'throwIf' function is non zero");
                    });
        }
    }

    @Test
    void anExceptionAfterRowsStartedStreamingEndsTheResultWithIt() {
        try (ClickHouseTarget target = target()) {
            TargetResult result = target.run(QueryRequest.of("SELECT throwIf(number = 3000000) FROM system.numbers"
                    + " LIMIT 4000000").withSettings(java.util.Map.of("max_block_size", "65536")));
            long rows = 0;
            TargetException failure = null;
            try {
                for (Iterator<List<List<String>>> chunks = result.chunks(); chunks.hasNext(); ) {
                    rows += chunks.next().size();
                }
            } catch (TargetException e) {
                failure = e;
            }
            assertThat(failure).as("rows read before: " + rows).isNotNull();
            assertThat(failure.code()).isEqualTo(395);
            assertThat(rows).isLessThan(3_000_000);
        }
    }

    @Test
    void aClosedPortIsConnectionRefused() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        try (ClickHouseTarget target = ClickHouseTarget.connect(ServerConnection.to("http://127.0.0.1:" + port))) {
            assertThatThrownBy(() -> target.run(QueryRequest.of("SELECT 1")))
                    .isInstanceOfSatisfying(TargetException.class, e -> {
                        assertThat(e.code()).isEqualTo(210);
                        assertThat(e.clientLine()).isEqualTo("Code: 210. DB::Exception: Connection refused:"
                                + " no ClickHouse server answers at http://127.0.0.1:" + port + "/. (NETWORK_ERROR)");
                    });
        }
    }

    @Test
    void aStatementOutlivingTheQueryTimeoutFailsAndIsKilledOnTheServer() throws Exception {
        ServerConnection impatient = ServerConnection.to(clickhouse.server().url().toString())
                .withTimeouts(Duration.ofSeconds(5), Duration.ofMillis(700));
        try (ClickHouseTarget target = ClickHouseTarget.connect(impatient)) {
            QueryRequest slow = QueryRequest.of(LONG_SCAN).withQueryId("slow-one");
            assertThatThrownBy(() -> target.run(slow)).isInstanceOfSatisfying(TargetException.class, e -> {
                assertThat(e.code()).isEqualTo(209);
                assertThat(e.codeName()).isEqualTo("SOCKET_TIMEOUT");
                assertThat(e.getMessage()).contains("within 700 ms", "slow-one", "killed");
            });
        }
        awaitGone("slow-one");
    }

    @Test
    void cancelKillsARunningStatementFromASecondConnection() throws Exception {
        try (ClickHouseTarget target = target()) {
            QueryRequest slow = QueryRequest.of(LONG_SCAN).withQueryId("to-cancel");
            CompletableFuture<TargetException> failure = CompletableFuture.supplyAsync(() ->
                    catchThrowableOfType(() -> target.run(slow).rows(), TargetException.class));
            awaitRunning("to-cancel");
            long startNanos = System.nanoTime();
            target.cancel("to-cancel");
            TargetException e = failure.get(10, TimeUnit.SECONDS);
            assertThat(e).isNotNull();
            assertThat(e.code()).isEqualTo(394);
            assertThat(Duration.ofNanos(System.nanoTime() - startNanos)).isLessThan(Duration.ofMillis(2500));
        }
    }

    @Test
    void cancelStopsReadingAStreamingResult() {
        try (ClickHouseTarget target = target()) {
            TargetResult endless = target.run(QueryRequest.of("SELECT number FROM system.numbers")
                    .withQueryId("endless"));
            Iterator<List<List<String>>> chunks = endless.chunks();
            assertThat(chunks.next()).isNotEmpty();
            target.cancel("endless");
            assertThatThrownBy(() -> {
                while (chunks.hasNext()) {
                    chunks.next();
                }
            }).isInstanceOfSatisfying(TargetException.class, e -> assertThat(e.code()).isEqualTo(394));
        }
    }

    @Test
    void aWrongPasswordIsTheServersErrorWithoutThePassword() {
        ServerConnection wrong = ServerConnection.to(clickhouse.server().url().toString())
                .withUser(ClickHouseServer.PASSWORD_USER).withPassword("not-" + clickhouse.server().password());
        try (ClickHouseTarget target = ClickHouseTarget.connect(wrong)) {
            assertThatThrownBy(() -> target.run(QueryRequest.of("SELECT 1")))
                    .isInstanceOfSatisfying(TargetException.class, e -> {
                        assertThat(e.code()).isIn(193, 516);
                        assertThat(e.getMessage()).contains(ClickHouseServer.PASSWORD_USER)
                                .doesNotContain(clickhouse.server().password());
                    });
        }
    }

    @Test
    void aServerDyingMidStreamIsALostConnection(@TempDir Path own) {
        ClickHouseServer doomed = ClickHouseServer.start(own);
        try (ClickHouseTarget target = ClickHouseTarget.connect(ServerConnection.to(doomed.url().toString()))) {
            TargetResult endless = target.run(QueryRequest.of("SELECT number FROM system.numbers"));
            Iterator<List<List<String>>> chunks = endless.chunks();
            assertThat(chunks.next()).isNotEmpty();
            doomed.kill();
            assertThatThrownBy(() -> {
                while (chunks.hasNext()) {
                    chunks.next();
                }
            }).isInstanceOfSatisfying(TargetException.class, e -> {
                assertThat(e.code()).isEqualTo(210);
                assertThat(e.getMessage()).contains("lost while reading the result");
            });
            assertThatThrownBy(() -> target.run(QueryRequest.of("SELECT 1")))
                    .isInstanceOfSatisfying(TargetException.class, e -> assertThat(e.code()).isEqualTo(210));
        } finally {
            doomed.close();
        }
    }

    private static void awaitGone(String queryId) throws InterruptedException {
        for (int i = 0; i < 250; i++) {
            if (clickhouse.server().query("SELECT count() FROM system.processes WHERE query_id = '" + queryId + "'")
                    .strip()
                    .equals("0")) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError(queryId + " still runs on the server 5 s after it was given up");
    }

    private static void awaitRunning(String queryId) throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            if (!clickhouse.server().query("SELECT count() FROM system.processes WHERE query_id = '" + queryId + "'")
                    .strip()
                    .equals("0")) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError(queryId + " never showed in system.processes");
    }
}
