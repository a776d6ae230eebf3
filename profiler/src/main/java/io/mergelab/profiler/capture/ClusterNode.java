package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import java.util.List;

/**
 * One server of a cluster as the entry server's {@code system.clusters} defines it: shard and replica numbers, the host
 * and native port its peers reach it on, and whether it is the entry server itself ({@code is_local}).
 */
record ClusterNode(int shardNum, int replicaNum, String host, int port, boolean local) {

    /** The servers of {@code cluster} in shard and replica order; none when the server does not know the cluster. */
    static List<ClusterNode> of(QueryTarget target, String cluster) {
        return NamedRow.select(target, "SELECT shard_num, replica_num, host_name, port, is_local FROM system.clusters"
                        + " WHERE cluster = " + SqlLiterals.string(cluster) + " ORDER BY shard_num, replica_num").stream()
                .map(row -> new ClusterNode((int) row.number("shard_num"), (int) row.number("replica_num"),
                        row.text("host_name"), (int) row.number("port"), row.number("is_local") != 0))
                .toList();
    }

    /** {@code host:port}, how people and the run's breakdown name the server. */
    String label() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }

    /**
     * {@code system.<table>} of this server, read through the entry server {@code target}:
     * {@code remote('host:port', system.t)} with the target's credentials.
     */
    String systemTable(QueryTarget target, String table) {
        return target.remoteTable(label(), "system." + table);
    }
}
