package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.server.ConnectionsFile;
import io.mergelab.profiler.testing.ClickHouseCluster;
import io.mergelab.profiler.testing.ClickHouseExtension;
import io.mergelab.profiler.testing.ClickHouseServer;
import io.mergelab.sampledata.dataset.Datasets;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A saved connection that keeps its cluster, on a real two-server cluster where user default needs a password nobody
 * is told: {@code run --connection NAME} captures every server's share (read through {@code remote()} as the
 * connection's user, with its password), and the password reaches no output, store, bundle or report.
 */
class ClusterConnectionCommandsTest {
    private static final Pattern RUN_ID = Pattern.compile("Run: ([0-9a-f-]{36})");
    private static final String QUERY = "SELECT count() FROM events WHERE id % 3 = 0";
    @TempDir
    static Path dir;
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.passwordOnlyClusterOf(2);

    @BeforeAll
    static void createDistributedTable() {
        clickhouse.cluster().shardedTable("events", "id UInt64", "number", 30000);
    }

    private static CommandOutcome mergelab(Map<String, String> environment, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--path", dir.resolve("embedded").toString()));
        Map<String, String> withConnections = new HashMap<>(environment);
        withConnections.put(ConnectionsFile.ENVIRONMENT_VARIABLE, dir.resolve("connections").toString());
        return CommandOutcome.run("", Datasets.all(), all, withConnections);
    }

    @Test
    void aSavedConnectionKeepsItsClusterAndRunsReadEveryServerWithItsCredentials() throws IOException {
        String password = clickhouse.cluster().password();
        Map<String, String> withPassword = Map.of(TargetOptions.PASSWORD_VARIABLE, password);
        Path store = dir.resolve("cluster.store");
        List<CommandOutcome> outcomes = new ArrayList<>();

        CommandOutcome added = mergelab(Map.of(), "connection", "add", "lab", "--target",
                clickhouse.server().url().toString(), "--user", ClickHouseServer.PASSWORD_USER, "--cluster",
                ClickHouseCluster.NAME);
        outcomes.add(added);
        assertThat(added.exitCode()).as(added.err()).isZero();
        assertThat(added.err()).contains("cluster " + ClickHouseCluster.NAME);
        CommandOutcome list = mergelab(Map.of(), "connection", "list");
        outcomes.add(list);
        assertThat(list.out()).containsPattern("(?m)^NAME .* CLUSTER ").containsPattern(
                "(?m)^lab .* " + ClickHouseServer.PASSWORD_USER + " +" + ClickHouseCluster.NAME + " +asked *$");

        CommandOutcome run = mergelab(withPassword, "run", "--connection", "lab", "--store", store.toString(),
                "-q", QUERY);
        outcomes.add(run);
        assertThat(run.exitCode()).as(run.err()).isZero();
        String other = "127.0.0.1:" + clickhouse.cluster().nodes().get(1).tcpPort();
        assertThat(run.out()).contains("(cluster " + ClickHouseCluster.NAME + ")", "Servers of the cluster");
        // the other server's secondary query, read there through remote() as the connection's user
        assertThat(run.out().lines().filter(line -> line.contains(other) && line.contains("secondary")))
                .as(run.out()).singleElement().asString().contains("15,000");
        assertThat(run.out()).doesNotContain("system.query_log of " + other);

        String runId = runId(run.err());
        Path bundle = dir.resolve("bundle.json");
        Path report = dir.resolve("report.html");
        outcomes.add(mergelab(Map.of(), "show", runId, "--store", store.toString()));
        outcomes.add(mergelab(Map.of(), "export", runId, "--store", store.toString(), "--out", bundle.toString()));
        outcomes.add(mergelab(Map.of(), "report", runId, "--store", store.toString(), "--out", report.toString()));
        outcomes.add(mergelab(withPassword, "sql", "--connection", "lab", "-q", "SELECT * FROM nope"));

        for (CommandOutcome outcome : outcomes) {
            assertThat(outcome.out() + outcome.err()).doesNotContain(password);
        }
        assertThat(outcomes.get(outcomes.size() - 1).err()).contains("nope");
        // the connections file, the store, the bundle and the report keep text as it is, so the password would show
        StringBuilder written = new StringBuilder();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                written.append(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
            }
        }
        assertThat(written).contains(runId, ClickHouseCluster.NAME).doesNotContain(password);
    }

    private static String runId(String err) {
        Matcher m = RUN_ID.matcher(err);
        assertThat(m.find()).as(err).isTrue();
        return m.group(1);
    }
}
