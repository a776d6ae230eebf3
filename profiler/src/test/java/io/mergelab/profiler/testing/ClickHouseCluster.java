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
    private final boolean passwordOnly;

    private ClickHouseCluster(List<ClickHouseServer> nodes, boolean passwordOnly) {
        this.nodes = List.copyOf(nodes);
        this.passwordOnly = passwordOnly;
    }

    /** Starts {@code count} servers forming the cluster; skips (or fails in CI) when there is no clickhouse-server. */
    public static ClickHouseCluster start(Path dir, int count) {
        return start(dir, count, ClickHouseServer.QUERY_LOG_FLUSH, false);
    }

    /**
     * {@link #start}, where user default needs a password nobody is told, as on a server people share: the servers
     * reach each other as {@link ClickHouseServer#PASSWORD_USER} ({@code remote_servers} names it with its password),
     * and so must anything that reads the other servers through {@code remote()}.
     */
    public static ClickHouseCluster startPasswordOnly(Path dir, int count) {
        return start(dir, count, ClickHouseServer.QUERY_LOG_FLUSH, true);
    }

    /**
     * {@link #start}, where every server but the entry writes its query_log only when told ({@code SYSTEM FLUSH LOGS}
     * on that server; its own interval is 10 minutes): until then its rows stay unread and, before its first flush, its
     * system.query_log table does not exist. For tests of what capture does while a shard's log is not written yet.
     */
    public static ClickHouseCluster startWithUnflushedShards(Path dir, int count) {
        return start(dir, count, RARE_FLUSH, false);
    }

    private static ClickHouseCluster start(Path dir, int count, Duration shardsQueryLogFlush, boolean defaultLocked) {
        if (count < 2) {
            throw new IllegalArgumentException("a cluster has at least two servers, not " + count);
        }
        List<Integer> tcpPorts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            tcpPorts.add(ClickHouseServer.freePortOrFail());
        }
        String password = ClickHouseServer.newPassword();
        String remoteServers = remoteServers(tcpPorts, defaultLocked
                ? "<user>" + ClickHouseServer.PASSWORD_USER + "</user><password>" + password + "</password>" : "");
        List<ClickHouseServer> nodes = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                nodes.add(ClickHouseServer.launch(dir.resolve("node" + (i + 1)), false, tcpPorts.get(i), remoteServers,
                        i == 0 ? ClickHouseServer.QUERY_LOG_FLUSH : shardsQueryLogFlush, password, defaultLocked));
            }
            for (ClickHouseServer node : nodes) {
                node.awaitPing();
            }
        } catch (RuntimeException | Error e) {
            nodes.forEach(ClickHouseServer::close);
            throw e;
        }
        return new ClickHouseCluster(nodes, defaultLocked);
    }

    /** The servers in shard order: the first is shard 1. */
    public List<ClickHouseServer> nodes() {
        return nodes;
    }

    /** The server a test sends its statements to: shard 1. */
    public ClickHouseServer entry() {
        return nodes.get(0);
    }

    /** Whether only {@link ClickHouseServer#PASSWORD_USER} reaches the servers ({@link #startPasswordOnly}). */
    public boolean passwordOnly() {
        return passwordOnly;
    }

    /** The password of {@link ClickHouseServer#PASSWORD_USER}, the same on every server. */
    public String password() {
        return entry().password();
    }

    /** Runs {@code sql} on every server (as user default), e.g. to create each shard's local table. */
    public void onEachNode(String sql) {
        nodes.forEach(node -> node.query(sql));
    }

    /**
     * Makes {@code name}, a Distributed table over the MergeTree tables {@code name_local} of every server (columns
     * {@code columns}, the first {@code id UInt64}, ordered by it, 1024 rows a granule), sharded by
     * {@code id % servers}, and writes the rows {@code SELECT values FROM numbers(rows)} straight to the shard each
     * belongs to, so each server holds exactly its share.
     */
    public void shardedTable(String name, String columns, String values, long rows) {
        onEachNode("CREATE TABLE " + name + "_local (" + columns + ") ENGINE = MergeTree ORDER BY id"
                + " SETTINGS index_granularity = 1024");
        entry().query("CREATE TABLE " + name + " AS " + name + "_local ENGINE = Distributed(" + NAME + ", default, "
                + name + "_local, id % " + nodes.size() + ")");
        for (int shard = 0; shard < nodes.size(); shard++) {
            nodes.get(shard).query("INSERT INTO " + name + "_local SELECT " + values + " FROM numbers(" + rows + ")"
                    + " WHERE number % " + nodes.size() + " = " + shard);
        }
    }

    @Override
    public void close() {
        nodes.forEach(ClickHouseServer::close);
    }

    /** The cluster's {@code remote_servers}, each replica reached with {@code credentials} (user default if none). */
    private static String remoteServers(List<Integer> tcpPorts, String credentials) {
        StringBuilder xml = new StringBuilder("<remote_servers><" + NAME + ">");
        for (int port : tcpPorts) {
            xml.append("<shard><replica><host>127.0.0.1</host><port>").append(port).append("</port>")
                    .append(credentials).append("</replica></shard>");
        }
        return xml.append("</").append(NAME).append("></remote_servers>").toString();
    }
}
