package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.testing.ClickHouseCluster;
import io.mergelab.profiler.testing.ClickHouseExtension;
import io.mergelab.profiler.testing.ClickHouseServer;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run}, {@code show}, {@code compare} and {@code generate} with {@code --target URL --cluster NAME} on a real
 * two-server cluster: runs keep each server's share and print it, comparisons run on the cluster, and generate creates
 * a local table on each server with a Distributed table over them.
 */
class ClusterCommandsTest {
    private static final Pattern RUN_ID = Pattern.compile("Run: ([0-9a-f-]{36})");
    private static final Pattern COMPARISON_ID = Pattern.compile("Comparison: ([0-9a-f-]{36})");
    private static final String QUERY = "SELECT count() FROM events WHERE id % 3 = 0";
    @TempDir
    static Path dir;
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.clusterOf(2);

    @BeforeAll
    static void startCluster() {
        clickhouse.cluster().shardedTable("events", "id UInt64", "number", 30000);
    }

    private static CommandOutcome mergelab(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--path", dir.resolve("embedded").toString()));
        return CommandOutcome.run("", Datasets.all(), all, Map.of());
    }

    private static String entryUrl() {
        return clickhouse.cluster().entry().url().toString();
    }

    @Test
    void runPrintsEachServersShareAndShowReadsItBackFromTheStore() {
        Path store = dir.resolve("run.store");
        CommandOutcome run = mergelab("run", "--target", entryUrl(), "--cluster", ClickHouseCluster.NAME,
                "--store", store.toString(), "-q", QUERY);

        assertThat(run.exitCode()).as(run.err()).isZero();
        String other = "127.0.0.1:" + clickhouse.cluster().nodes().get(1).tcpPort();
        assertThat(run.out()).contains("(cluster " + ClickHouseCluster.NAME + ")", "Servers of the cluster",
                "→ 127.0.0.1:" + clickhouse.cluster().entry().tcpPort());
        assertThat(run.out().lines().filter(line -> line.contains(other) && line.contains("secondary")))
                .singleElement().asString().contains("15,000");
        String id = id(RUN_ID, run.err());
        try (RunStore runs = RunStore.openExisting(store)) {
            Run stored = runs.load(id).orElseThrow();
            assertThat(stored.nodes()).hasSize(2);
            assertThat(stored.nodes().get(1).secondaryReadRows()).isEqualTo(15000);
        }

        CommandOutcome show = mergelab("show", "--store", store.toString(), id);
        assertThat(show.exitCode()).as(show.err()).isZero();
        assertThat(show.out()).contains("Servers of the cluster", other);
    }

    @Test
    void compareRunsItsVariantsOnTheClusterAndKeepsEachServersShare() {
        Path store = dir.resolve("compare.store");
        CommandOutcome outcome = mergelab("compare", "--target", entryUrl(), "--cluster", ClickHouseCluster.NAME,
                "--store", store.toString(), "-q", QUERY, "--variant", "local:prefer_localhost_replica=1",
                "--variant", "remote:prefer_localhost_replica=0", "--rounds", "7", "--measure", "0", "--warmup", "0");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.out()).contains("local", "remote");
        try (RunStore runs = RunStore.openExisting(store)) {
            Comparison comparison = runs.loadComparison(id(COMPARISON_ID, outcome.err())).orElseThrow();
            List<String> remoteRuns = comparison.runs().stream().filter(v -> v.variant().equals("remote"))
                    .findFirst().orElseThrow().runIds();
            assertThat(remoteRuns).hasSize(7);
            Run run = runs.load(remoteRuns.get(0)).orElseThrow();
            // without the local shortcut the entry server sends a secondary query to itself too
            assertThat(run.nodes()).allSatisfy(node -> assertThat(node.secondaryReadRows()).isEqualTo(15000));
        }
    }

    @Test
    void generateCreatesALocalTableOnEachServerAndFillsThemThroughADistributedTable() {
        CommandOutcome outcome = mergelab("generate", "needle", "--rows", "20000", "--table", "lab.needle",
                "--target", entryUrl(), "--cluster", ClickHouseCluster.NAME,
                "--cluster-node", clickhouse.cluster().nodes().get(1).url().toString());

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.err()).contains("Loaded 20000 rows into lab.needle");
        assertThat(clickhouse.cluster().entry()
                .query("SELECT engine FROM system.tables WHERE database = 'lab' AND name = 'needle'"))
                .isEqualTo("Distributed\n");
        List<ClickHouseServer> nodes = clickhouse.cluster().nodes();
        long onEntry = Long.parseLong(nodes.get(0).query("SELECT count() FROM lab.needle_local").strip());
        long onOther = Long.parseLong(nodes.get(1).query("SELECT count() FROM lab.needle_local").strip());
        assertThat(onEntry + onOther).isEqualTo(20000);
        assertThat(onEntry).isPositive();
        assertThat(onOther).isPositive();
        assertThat(clickhouse.cluster().nodes().get(1).query("SELECT count() FROM lab.needle").strip())
                .isEqualTo("20000");
    }

    @Test
    void generateNamesTheServersWithoutTheLocalTable() {
        CommandOutcome outcome = mergelab("generate", "needle", "--rows", "1000", "--table", "lab.lonely",
                "--target", entryUrl(), "--cluster", ClickHouseCluster.NAME);

        assertThat(outcome.exitCode()).isNotZero();
        assertThat(outcome.err()).contains("127.0.0.1:" + clickhouse.cluster().nodes().get(1).tcpPort(),
                "lab.lonely_local",
                "--cluster-node URL");
    }

    @Test
    void theLayoutLabComparesShardingKeysOfTheDistributedTableOnEveryServer() {
        List<ClickHouseServer> nodes = clickhouse.cluster().nodes();
        CommandOutcome outcome = mergelab("experiment", "layouts", "--target", entryUrl(), "--cluster",
                ClickHouseCluster.NAME, "--cluster-node", nodes.get(1).url().toString(), "--table", "default.events",
                "-q", "SELECT count() FROM {table} WHERE id < 100", "--shard-by", "by_half:intDiv(id, 15000)",
                "--rounds", "7", "--max-rounds", "7", "--measure", "0", "--warmup", "0",
                "--store", dir.resolve("sharding.store").toString());

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.out()).contains("original", "by_half");
        assertThat(outcome.err()).contains("Experiment: ");
        // the variant's tables were made on both servers and are gone again
        assertThat(nodes.get(0).query("SELECT name FROM system.tables WHERE database = 'default' ORDER BY name"))
                .isEqualTo("events\nevents_local\n");
        assertThat(nodes.get(1).query("SELECT name FROM system.tables WHERE database = 'default' ORDER BY name"))
                .isEqualTo("events_local\n");
    }

    @Test
    void clusterNeedsAServer() {
        CommandOutcome outcome = mergelab("run", "--cluster", ClickHouseCluster.NAME, "-q", "SELECT 1");

        assertThat(outcome.exitCode()).isNotZero();
        assertThat(outcome.err()).contains("--cluster", "need --target URL or --connection NAME");
    }

    private static String id(Pattern pattern, String err) {
        Matcher matcher = pattern.matcher(err);
        assertThat(matcher.find()).as(err).isTrue();
        return matcher.group(1);
    }
}
