package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.NodeRun;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.testing.ClickHouseExtension;
import io.mergelab.profiler.testing.ClickHouseServer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Cluster capture while a shard's server has not written its query_log: the shards of this cluster write it only when
 * the test says so. What made {@link ClusterCaptureTest} fail in clean-clone CI: on a warm JVM capture read the second
 * server right after the query, before that server's first log flush had made its system.query_log; through
 * {@code remote()} 18.16 answers a missing table with ALL_CONNECTION_TRIES_FAILED, which capture took for a failed
 * server, so it returned at once without the secondary query.
 */
class ClusterLogWaitTest {
    private static final String QUERY = "SELECT count() FROM hits WHERE id % 3 = 0";
    private static final Duration SEEN_TIMEOUT = Duration.ofSeconds(30);
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.clusterOfUnflushedShards(2);

    @BeforeAll
    static void createDistributedTable() {
        clickhouse.cluster().shardedTable("hits", "id UInt64", "number", 6000);
    }

    @Test
    void aShardWhoseQueryLogIsNotMadeYetIsWaitedFor() {
        ClickHouseServer shard = clickhouse.cluster().nodes().get(1);
        assertThat(shard.query("EXISTS TABLE system.query_log").trim()).as("the shard has not flushed its log yet")
                .isEqualTo("0");
        long failedReadsBefore = failedReadsOfAMissingLog();
        // the shard's log is written only once capture has found it missing, as on the CI machine
        CompletableFuture<Void> flushOnceSeenMissing = CompletableFuture.runAsync(() -> {
            awaitFailedReadsAbove(failedReadsBefore);
            shard.query("SYSTEM FLUSH LOGS");
        });

        Run run = new RunRecorder(clickhouse.clusterTarget()).record(RunRequest.of(QUERY), RunSink.NONE).runs().get(0);
        flushOnceSeenMissing.join();

        NodeRun other = run.nodes().get(1);
        assertThat(other.secondaryQueries()).as("nodes %s, missing %s", run.nodes(), run.missing()).singleElement()
                .satisfies(secondary -> assertThat(secondary.readRows()).isEqualTo(3000));
        assertThat(run.missing()).noneMatch(line -> line.contains(other.node()));
    }

    @Test
    void aShardWhoseRowsNeverComeIsNamedAfterTheWait() {
        long start = System.nanoTime();
        Run run = new RunRecorder(clickhouse.clusterTarget()).record(RunRequest.of(QUERY), RunSink.NONE).runs().get(0);
        long waitedMs = (System.nanoTime() - start) / 1_000_000;

        NodeRun other = run.nodes().get(1);
        assertThat(other.secondaryQueries()).isEmpty();
        assertThat(waitedMs).isGreaterThanOrEqualTo(ClusterCapture.DEFAULT_LOG_WAIT.toMillis());
        // before the shard's first flush its table is missing; after it (the other test), the run's rows are unwritten
        assertThat(run.missing()).anySatisfy(line -> assertThat(line)
                .startsWith("system.query_log of " + other.node() + " (shard 2): ")
                .containsAnyOf("the table does not exist on that server yet", "no secondary query of the run logged")
                .endsWith("within " + ClusterCapture.DEFAULT_LOG_WAIT.toMillis() + " ms"));
    }

    /** The entry server's failed reads of a server's query_log that did not exist, as its own query_log keeps them. */
    private static long failedReadsOfAMissingLog() {
        clickhouse.cluster().entry().query("SYSTEM FLUSH LOGS");
        return Long.parseLong(clickhouse.cluster().entry().query("SELECT count() FROM system.query_log"
                + " WHERE exception LIKE '%There is no table system.query_log%'").trim());
    }

    private static void awaitFailedReadsAbove(long count) {
        long deadline = System.nanoTime() + SEEN_TIMEOUT.toNanos();
        while (failedReadsOfAMissingLog() <= count && System.nanoTime() < deadline) {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
