package io.mergelab.profiler.testing;

import io.mergelab.profiler.connect.server.ClickHouseTarget;
import io.mergelab.profiler.connect.server.ServerConnection;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real ClickHouse server, or a local cluster of them, started once for a test class and stopped after its last test:
 * {@code @RegisterExtension static final ClickHouseExtension clickhouse = ClickHouseExtension.singleServer();}. The
 * servers keep their data in a temporary directory of their own, deleted after. JUnit calls the extension before the class's
 * {@code @BeforeAll} methods (which may fill the server) and after its {@code @AfterAll} methods (which may close the
 * targets on it first).
 */
public final class ClickHouseExtension implements BeforeAllCallback, AfterAllCallback {
    private final Function<Path, AutoCloseable> starter;
    private Path dir;
    private AutoCloseable started;
    private ClickHouseTarget clusterTarget;

    private ClickHouseExtension(Function<Path, AutoCloseable> starter) {
        this.starter = starter;
    }

    /** One server ({@link ClickHouseServer#start}). */
    public static ClickHouseExtension singleServer() {
        return new ClickHouseExtension(ClickHouseServer::start);
    }

    /** One server with an https port too ({@link ClickHouseServer#startWithHttps}). */
    public static ClickHouseExtension singleServerWithHttps() {
        return new ClickHouseExtension(ClickHouseServer::startWithHttps);
    }

    /** A cluster of {@code nodes} servers ({@link ClickHouseCluster#start}). */
    public static ClickHouseExtension clusterOf(int nodes) {
        return new ClickHouseExtension(dir -> ClickHouseCluster.start(dir, nodes));
    }

    /** A cluster whose shards write their query_log when told ({@link ClickHouseCluster#startWithUnflushedShards}). */
    public static ClickHouseExtension clusterOfUnflushedShards(int nodes) {
        return new ClickHouseExtension(dir -> ClickHouseCluster.startWithUnflushedShards(dir, nodes));
    }

    /**
     * A cluster where user default needs a password nobody is told ({@link ClickHouseCluster#startPasswordOnly}): only
     * {@link ClickHouseServer#PASSWORD_USER} with its password reaches the servers.
     */
    public static ClickHouseExtension passwordOnlyClusterOf(int nodes) {
        return new ClickHouseExtension(dir -> ClickHouseCluster.startPasswordOnly(dir, nodes));
    }

    /** The server; on a cluster, its entry server (shard 1). */
    public ClickHouseServer server() {
        if (started instanceof ClickHouseCluster cluster) {
            return cluster.entry();
        }
        return (ClickHouseServer) running();
    }

    /** The cluster, for an extension made by one of the cluster factories. */
    public ClickHouseCluster cluster() {
        if (running() instanceof ClickHouseCluster cluster) {
            return cluster;
        }
        throw new IllegalStateException("this extension started a single server, not a cluster");
    }

    /**
     * A target on the cluster's entry server, opened on the cluster (capture reads every server's share), as
     * {@link ClickHouseServer#PASSWORD_USER} where only that user gets in; made once, closed before the servers stop.
     */
    public ClickHouseTarget clusterTarget() {
        if (clusterTarget == null) {
            ClickHouseCluster cluster = cluster();
            ServerConnection connection = ServerConnection.to(cluster.entry().url().toString())
                    .withCluster(ClickHouseCluster.NAME);
            clusterTarget = ClickHouseTarget.connect(cluster.passwordOnly()
                    ? connection.withUser(ClickHouseServer.PASSWORD_USER).withPassword(cluster.password())
                    : connection);
        }
        return clusterTarget;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        dir = Files.createTempDirectory("mergelab-clickhouse-");
        started = starter.apply(dir);
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        try {
            if (clusterTarget != null) {
                clusterTarget.close();
            }
            if (started != null) {
                started.close();
            }
        } finally {
            clusterTarget = null;
            started = null;
            deleteTree(dir);
        }
    }

    private AutoCloseable running() {
        if (started == null) {
            throw new IllegalStateException("no ClickHouse server is running: register the extension on a static field"
                    + " with @RegisterExtension");
        }
        return started;
    }

    private static void deleteTree(Path root) {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete the test servers' data under " + root, e);
        }
    }
}
