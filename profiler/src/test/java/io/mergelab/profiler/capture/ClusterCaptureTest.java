package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.profiler.connect.server.ClickHouseTarget;
import io.mergelab.profiler.connect.server.ServerConnection;
import io.mergelab.profiler.run.NodeRun;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.report.Report;
import io.mergelab.profiler.report.ReportFormat;
import io.mergelab.profiler.report.ReportWriter;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.testing.ClickHouseCluster;
import io.mergelab.profiler.testing.ClickHouseExtension;
import io.mergelab.profiler.testing.ClickHouseServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Capture of a query over a {@code Distributed} table on a real two-server cluster: every server's query_log rows of
 * the run (the initial query on the entry server, the secondary query on the other shard), the parts of the local
 * table on each, kept in the store.
 */
class ClusterCaptureTest {
    private static final String QUERY = "SELECT count(), sum(length(s)) FROM hits WHERE id % 7 = 1";
    @TempDir
    static Path dir;
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.clusterOf(2);

    @BeforeAll
    static void createDistributedTable() {
        // each shard gets its half directly, so the figures below are known exactly
        clickhouse.cluster().shardedTable("hits", "id UInt64, s String", "number, toString(number)", 60000);
    }

    @Test
    void aDistributedQueryIsCapturedOnEveryServerWithItsParts() {
        Run run = new RunRecorder(clickhouse.clusterTarget()).record(RunRequest.of(QUERY), RunSink.NONE).runs().get(0);

        assertThat(run.failed()).isFalse();
        assertThat(run.target().description()).endsWith("(cluster " + ClickHouseCluster.NAME + ")");
        List<ClickHouseServer> servers = clickhouse.cluster().nodes();
        assertThat(run.nodes()).extracting(NodeRun::node).containsExactly(
                "127.0.0.1:" + servers.get(0).tcpPort(), "127.0.0.1:" + servers.get(1).tcpPort());
        assertThat(run.nodes()).extracting(NodeRun::shardNum).containsExactly(1, 2);
        assertThat(run.nodes()).extracting(NodeRun::entry).containsExactly(true, false);

        NodeRun entry = run.nodes().get(0);
        QueryLogEntry initial = entry.initialQuery().orElseThrow();
        assertThat(initial.columns().get("query_id")).isEqualTo(run.queryId());
        assertThat(initial.type()).isEqualTo("QueryFinish");
        // the entry server reads its own shard inside the initial query; its read rows count both shards
        assertThat(initial.readRows()).isEqualTo(60000);
        assertThat(entry.secondaryQueries()).isEmpty();

        NodeRun other = run.nodes().get(1);
        assertThat(other.initialQuery()).isEmpty();
        assertThat(other.secondaryQueries()).as("nodes %s, missing %s", run.nodes(), run.missing()).isNotEmpty();
        QueryLogEntry secondary = other.secondaryQueries().get(0);
        assertThat(secondary.type()).isEqualTo("QueryFinish");
        assertThat(secondary.columns().get("initial_query_id")).isEqualTo(run.queryId());
        assertThat(secondary.columns().get("query")).contains("hits_local");
        assertThat(secondary.readRows()).isEqualTo(30000);
        assertThat(other.secondaryReadRows()).isEqualTo(30000);
        assertThat(other.elapsedMs()).isEqualTo(secondary.queryDurationMs());

        for (NodeRun node : run.nodes()) {
            assertThat(node.parts()).extracting(PartRow::table).containsOnly("hits_local");
            assertThat(node.activeRows()).isEqualTo(30000);
        }
        assertThat(run.missing()).noneMatch(line -> line.contains("cluster") || line.contains("secondary"));
    }

    @Test
    void withoutTheLocalShortcutEveryShardLogsASecondaryQuery() {
        Run run = new RunRecorder(clickhouse.clusterTarget()).record(RunRequest.of(QUERY)
                .withSettings(Map.of("prefer_localhost_replica", "0")), RunSink.NONE).runs().get(0);

        assertThat(run.nodes()).allSatisfy(node -> {
            assertThat(node.secondaryQueries()).hasSize(1);
            assertThat(node.secondaryReadRows()).isEqualTo(30000);
        });
        assertThat(run.nodes().get(0).initialQuery()).isPresent();
    }

    @Test
    void theBreakdownKeepsInTheStore() {
        Run run = new RunRecorder(clickhouse.clusterTarget()).record(RunRequest.of(QUERY), RunSink.NONE).runs().get(0);
        try (RunStore store = RunStore.open(dir.resolve("store"))) {
            store.save(run);
            Run back = store.load(run.id()).orElseThrow();
            assertThat(back.nodes()).isEqualTo(run.nodes());
        }
    }

    @Test
    void reportsHaveASectionPerServer() throws IOException {
        Run run = new RunRecorder(clickhouse.clusterTarget()).record(RunRequest.of(QUERY), RunSink.NONE).runs().get(0);
        Report report = Report.ofRuns(List.of(run), Instant.now());
        String other = "127.0.0.1:" + clickhouse.cluster().nodes().get(1).tcpPort();
        assertThat(run.nodes().get(1).secondaryQueries()).as("nodes %s, missing %s", run.nodes(), run.missing())
                .isNotEmpty();
        long secondaryMs = run.nodes().get(1).secondaryQueries().get(0).queryDurationMs();

        Path html = dir.resolve("report.html");
        ReportWriter.write(report, ReportFormat.HTML, html);
        String page = Files.readString(html);
        assertThat(page).contains("Servers of the cluster", "Time per server of the cluster", other, "secondary");
        assertThat(page).contains("<td>" + "→ 127.0.0.1:" + clickhouse.cluster().entry().tcpPort() + "</td>");

        Path markdown = dir.resolve("report.md");
        ReportWriter.write(report, ReportFormat.MARKDOWN, markdown);
        assertThat(Files.readString(markdown)).contains("### Servers of the cluster",
                "| " + other + " | 2 | secondary | " + String.format(Locale.ROOT, "%,d", secondaryMs) + " | 30,000 |");
        assertThat(dir.resolve("report_files").resolve("servers-" + run.id().substring(0, 8) + ".svg")).exists();

        Path json = dir.resolve("report.json");
        ReportWriter.write(report, ReportFormat.JSON, json);
        assertThat(RunFiles.read(List.of(json))).singleElement()
                .satisfies(back -> assertThat(back.nodes()).isEqualTo(run.nodes()));
    }

    @Test
    void aClusterTheServerDoesNotKnowIsNamedInTheMissingList() {
        String entryUrl = clickhouse.cluster().entry().url().toString();
        try (ClickHouseTarget unknown = ClickHouseTarget.connect(ServerConnection.to(entryUrl)
                .withCluster("no_such_cluster"))) {
            Run run = new RunRecorder(unknown).record(RunRequest.of("SELECT 1"), RunSink.NONE).runs().get(0);

            assertThat(run.nodes()).isEmpty();
            assertThat(run.missing())
                    .anyMatch(line -> line.startsWith("cluster no_such_cluster: not in system.clusters"));
        }
    }

    @Test
    void aQueryOfNoDistributedTableWaitsForNoShard() {
        long start = System.nanoTime();
        Run run = new RunRecorder(clickhouse.clusterTarget())
                .record(RunRequest.of("SELECT count() FROM hits_local"), RunSink.NONE)
                .runs().get(0);

        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(ClusterCapture.DEFAULT_LOG_WAIT.toMillis());
        assertThat(run.nodes()).hasSize(2);
        assertThat(run.nodes().get(1).queries()).isEmpty();
        assertThat(run.nodes()).allSatisfy(node -> assertThat(node.parts()).isEmpty());
    }
}
