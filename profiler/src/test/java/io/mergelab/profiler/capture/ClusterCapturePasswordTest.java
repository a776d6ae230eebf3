package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.run.NodeRun;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.report.Report;
import io.mergelab.profiler.report.ReportFormat;
import io.mergelab.profiler.report.ReportWriter;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.testing.ClickHouseExtension;
import io.mergelab.profiler.testing.ClickHouseServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Capture on a cluster where user default needs a password nobody is told, as on servers people share: the other
 * servers' query_log and parts are read through {@code remote()} as the connection's user with its password, and the
 * password stays out of the run, the store and every report format.
 */
class ClusterCapturePasswordTest {
    private static final String QUERY = "SELECT count() FROM hits WHERE id % 3 = 0";
    @TempDir
    static Path dir;
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.passwordOnlyClusterOf(2);

    @BeforeAll
    static void createDistributedTable() {
        clickhouse.cluster().shardedTable("hits", "id UInt64", "number", 20000);
    }

    @Test
    void theServersRefuseRemoteWithoutCredentials() {
        ClickHouseServer other = clickhouse.cluster().nodes().get(1);

        assertThatThrownBy(() -> clickhouse.server().query("SELECT * FROM remote('127.0.0.1:" + other.tcpPort()
                + "', system.one)")).hasMessageContaining("Password required for user default");
    }

    @Test
    void theOtherServersAreReadAsTheConnectionsUser() {
        // without the local shortcut every shard, the entry's too, logs a secondary query for capture to find
        Run run = new RunRecorder(clickhouse.clusterTarget()).record(RunRequest.of(QUERY)
                .withSettings(Map.of("prefer_localhost_replica", "0")), RunSink.NONE).runs().get(0);

        assertThat(run.failed()).isFalse();
        assertThat(run.nodes()).hasSize(2).allSatisfy(node -> {
            assertThat(node.secondaryReadRows()).as("missing: %s", run.missing()).isEqualTo(10000);
            assertThat(node.activeRows()).isEqualTo(10000);
        });
        assertThat(run.nodes()).extracting(NodeRun::entry).containsExactly(true, false);
        assertThat(run.missing()).noneMatch(line -> line.contains("query_log of") || line.contains("system.parts"));
    }

    @Test
    void thePasswordStaysOutOfTheRunTheStoreAndTheReports() throws IOException {
        String password = clickhouse.cluster().password();
        Run run = new RunRecorder(clickhouse.clusterTarget()).record(RunRequest.of(QUERY), RunSink.NONE).runs().get(0);
        assertThat(run.nodes().get(1).secondaryQueries()).as("missing: %s", run.missing()).isNotEmpty();
        Path store = dir.resolve("store");
        try (RunStore runs = RunStore.open(store)) {
            runs.save(run);
        }
        Report report = Report.ofRuns(List.of(run), Instant.now());
        for (ReportFormat format : ReportFormat.values()) {
            ReportWriter.write(report, format, dir.resolve("report." + format.name().toLowerCase()));
        }

        assertThat(run.toString()).contains(run.queryId()).doesNotContain(password);
        StringBuilder written = new StringBuilder();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                written.append(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
            }
        }
        // the store and reports keep text as it is (the query id is found in them), so the password would be too
        assertThat(written).contains(run.queryId()).doesNotContain(password);
    }
}
