package io.mergelab.profiler.testing;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A local ClickHouse cluster for a test: {@code n} real servers ({@link ClickHouseServer}, each with its data in a
 * directory of its own under the one given) on loopback ports, one shard per server, named {@link #NAME} in every
 * server's {@code remote_servers}. The servers start side by side (their native ports are chosen first, so each config
 * lists them all) and all answer {@code /ping} before {@link #start} returns; close stops them. Starting costs about
 * as much as one server, so a test class should share one cluster ({@code @BeforeAll}). {@link
 * ClickHouseServer#PASSWORD_USER} has the same password on every server ({@link #password()}), as a cluster's user
 * needs.
 */
public final class ClickHouseCluster implements AutoCloseable {
    /** The cluster's name in {@code remote_servers} and {@code system.clusters}. */
    public static final String NAME = "mergelab_lab";

    /** How rarely the shards of {@link #startWithUnflushedShards} write their query_log on their own. */
    private static final Duration RARE_FLUSH = Duration.ofMinutes(10);

    private final List<ClickHouseServer> nodes;

    private ClickHouseCluster(List<ClickHouseServer> nodes) {
        this.nodes = List.copyOf(nodes);
    }

    /** Starts {@code count} servers forming the cluster; skips (or fails in CI) when there is no clickhouse-server. */
    public static ClickHouseCluster start(Path dir, int count) {
        return start(dir, count, ClickHouseServer.QUERY_LOG_FLUSH);
    }

    /**
     * {@link #start}, where every server but the entry writes its query_log only when told ({@code SYSTEM FLUSH LOGS}
     * on that server; its own interval is 10 minutes): until then its rows stay unread and, before its first flush, its
     * system.query_log table does not exist. For tests of what capture does while a shard's log is not written yet.
     */
    public static ClickHouseCluster startWithUnflushedShards(Path dir, int count) {
        return start(dir, count, RARE_FLUSH);
    }

    private static ClickHouseCluster start(Path dir, int count, Duration shardsQueryLogFlush) {
        if (count < 2) {
            throw new IllegalArgumentException("a cluster has at least two servers, not " + count);
        }
        List<Integer> tcpPorts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            tcpPorts.add(ClickHouseServer.freePortOrFail());
        }
        String remoteServers = remoteServers(tcpPorts);
        String password = ClickHouseServer.newPassword();
        List<ClickHouseServer> nodes = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                nodes.add(ClickHouseServer.launch(dir.resolve("node" + (i + 1)), false, tcpPorts.get(i), remoteServers,
                        i == 0 ? ClickHouseServer.QUERY_LOG_FLUSH : shardsQueryLogFlush, password));
            }
            for (ClickHouseServer node : nodes) {
                node.awaitPing();
            }
        } catch (RuntimeException | Error e) {
            nodes.forEach(ClickHouseServer::close);
            throw e;
        }
        return new ClickHouseCluster(nodes);
    }

    /** The servers in shard order: the first is shard 1. */
    public List<ClickHouseServer> nodes() {
        return nodes;
    }

    /** The server a test sends its statements to: shard 1. */
    public ClickHouseServer entry() {
        return nodes.get(0);
    }

    /** The password of {@link ClickHouseServer#PASSWORD_USER}, the same on every server. */
    public String password() {
        return entry().password();
    }

    /** Runs {@code sql} on every server (as user default), e.g. to create each shard's local table. */
    public void onEachNode(String sql) {
        nodes.forEach(node -> node.query(sql));
    }

    @Override
    public void close() {
        nodes.forEach(ClickHouseServer::close);
    }

    private static String remoteServers(List<Integer> tcpPorts) {
        StringBuilder xml = new StringBuilder("<remote_servers><" + NAME + ">");
        for (int port : tcpPorts) {
            xml.append("<shard><replica><host>127.0.0.1</host><port>").append(port).append("</port></replica></shard>");
        }
        return xml.append("</").append(NAME).append("></remote_servers>").toString();
    }
}
