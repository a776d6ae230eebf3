package io.mergelab.profiler.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.server.ClickHouseTarget;
import io.mergelab.profiler.connect.server.ServerConnection;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.testing.ClickHouseCluster;
import io.mergelab.profiler.testing.ClickHouseExtension;
import io.mergelab.profiler.testing.ClickHouseServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The sharding lab on a real two-server cluster: a Distributed table sharded by {@code id % 2} against the same rows
 * sharded by the user, each variant's local tables made on both servers and filled through its Distributed table,
 * measured through the entry server with every server's share captured, and dropped afterwards.
 */
class ShardingLabTest {
    private static final ComparisonOptions SEVEN_ROUNDS = new ComparisonOptions(0, 7, 7, 0, 600, false, 0.1, 1);
    private static final String QUERY = "SELECT count() FROM {table} WHERE user = 42";
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.clusterOf(2);
    /** The other server, where the lab makes its local tables (the entry's target is the extension's). */
    private static ClickHouseTarget other;

    @BeforeAll
    static void createDistributedTable() {
        ClickHouseCluster cluster = clickhouse.cluster();
        cluster.shardedTable("events", "id UInt64, user UInt32", "number, toUInt32(intDiv(number, 2) % 100)", 20000);
        other = ClickHouseTarget.connect(ServerConnection.to(cluster.nodes().get(1).url().toString()));
    }

    @AfterAll
    static void close() {
        if (other != null) {
            other.close();
        }
    }

    @Test
    void aShardingKeyVariantHoldsTheSameRowsElsewhereAndIsMeasuredOnEveryServer() {
        ShardingLab lab = new ShardingLab(List.<QueryTarget>of(clickhouse.clusterTarget(), other),
                "default.events", List.of(new ShardingLab.Variant("by_user", "user % 2")), true);
        List<Run> runs = new ArrayList<>();
        ExperimentPlan plan = new ExperimentPlan("sharding", "default.events", "", lab.layoutNames(),
                List.of(new ExperimentQuery("query", QUERY, Map.of(), List.of())), List.of(), SEVEN_ROUNDS);

        Experiment experiment = new ExperimentRunner(clickhouse.clusterTarget()).run(plan, lab, new ExperimentSink() {
            @Override
            public void run(Run run) {
                runs.add(run);
            }

            @Override
            public void comparison(Comparison comparison) {
            }
        }, ExperimentProgress.NONE);

        assertThat(experiment.layouts()).extracting(LayoutResult::name).containsExactly("original", "by_user");
        assertThat(experiment.layouts()).allSatisfy(l -> assertThat(l.storage().storedRows()).isEqualTo(20000));
        assertThat(experiment.dataDigest()).matches("20,000 rows, digest [0-9a-f]{16} in each of 2 layouts");
        assertThat(experiment.cells()).extracting(ExperimentCell::variant).containsExactly("original", "by_user");
        assertThat(runs).isNotEmpty().allSatisfy(run -> assertThat(run.nodes()).hasSize(2));
        // both servers' parts are read (no key skips any): the cells count them all, not only the entry's
        List<ClickHouseServer> nodes = clickhouse.cluster().nodes();
        assertThat(experiment.cells()).allSatisfy(cell -> assertThat(cell.medianSelectedParts()).isEqualTo(
                activeParts(nodes.get(0), cell.variant()) + activeParts(nodes.get(1), cell.variant())));
        // sharded by user % 2, user 42's 200 rows are all on the first shard; by id % 2 they were split in halves
        List<ClickHouseServer> servers = clickhouse.cluster().nodes();
        assertThat(servers.get(0).query("SELECT count() FROM default.events_local__by_user WHERE user = 42"))
                .isEqualTo("200\n");
        assertThat(servers.get(1).query("SELECT count() FROM default.events_local__by_user WHERE user = 42"))
                .isEqualTo("0\n");
        assertThat(servers.get(1).query("SELECT count() FROM default.events_local WHERE user = 42"))
                .isEqualTo("100\n");

        lab.finish(false);
        for (ClickHouseServer server : servers) {
            assertThat(server.query("SELECT name FROM system.tables WHERE database = 'default' ORDER BY name"))
                    .isEqualTo(server == servers.get(0) ? "events\nevents_local\n" : "events_local\n");
        }
    }

    private static double activeParts(ClickHouseServer server, String variant) {
        String table = variant.equals("original") ? "events_local" : "events_local__" + variant;
        return Double.parseDouble(server.query("SELECT count() FROM system.parts WHERE database = 'default' AND table = '"
                + table + "' AND active").strip());
    }

    @Test
    void aTableThatIsNotDistributedIsRefusedNamingIt() {
        ShardingLab lab = new ShardingLab(List.<QueryTarget>of(clickhouse.clusterTarget(), other),
                "default.events_local", List.of(new ShardingLab.Variant("by_user", "user % 2")), false);

        assertThatThrownBy(() -> lab.prepare(ExperimentProgress.NONE)).isInstanceOf(ExperimentException.class)
                .hasMessageContaining("`default`.`events_local` is not a Distributed table");
    }
}
