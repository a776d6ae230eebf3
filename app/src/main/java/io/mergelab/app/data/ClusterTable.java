package io.mergelab.app.data;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.sampledata.dataset.Dataset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * The tables {@code generate --cluster NAME} fills: on every server of the cluster a local table {@code db.t_local}
 * with the dataset's layout, and on every server given a {@code Distributed(NAME, db, t_local, rand())} table
 * {@code db.t} over them, through which the rows are inserted (synchronously, so they are on the shards when the
 * command ends). Each server's tables are created on that server itself: {@code CREATE ... ON CLUSTER} needs the
 * servers' distributed DDL (ZooKeeper), which a plain cluster has not. Existing tables are checked as
 * {@link TargetTable} checks them; a server of the cluster without the local table afterwards is named.
 */
public final class ClusterTable {
    /** What a shard's table is called: the Distributed table's name with this suffix. */
    public static final String LOCAL_SUFFIX = "_local";

    private ClusterTable() {
    }

    /**
     * Prepares {@code qualifiedTable} ({@code db.t}) on {@code cluster} through {@code servers} (the entry server
     * first, then the others whose URL the user gave), creating a missing table on a server with {@code create}.
     */
    public static void prepare(List<QueryTarget> servers, String cluster, String qualifiedTable, Dataset dataset,
                               BiConsumer<QueryTarget, String> create) {
        String local = qualifiedTable + LOCAL_SUFFIX;
        int dot = qualifiedTable.indexOf('.');
        String database = qualifiedTable.substring(0, dot);
        for (QueryTarget server : servers) {
            TargetTable.prepare(server, local, dataset, ddl -> create.accept(server, ddl));
        }
        requireOnEveryServer(servers.get(0), cluster, database, local.substring(dot + 1));
        String distributed = "CREATE TABLE " + qualifiedTable + " AS " + local + " ENGINE = Distributed(" + cluster
                + ", " + database + ", " + local.substring(dot + 1) + ", rand())";
        for (QueryTarget server : servers) {
            TargetTable.prepare(server, qualifiedTable, dataset, ddl -> server.run(QueryRequest.of(distributed)).close());
        }
    }

    /** Fails naming the servers of {@code cluster} that lack {@code database.table}. */
    private static void requireOnEveryServer(QueryTarget entry, String cluster, String database, String table) {
        List<List<String>> nodes = entry.run(QueryRequest.of("SELECT host_name, port FROM system.clusters WHERE"
                + " cluster = " + SqlLiterals.string(cluster) + " ORDER BY shard_num, replica_num")).rows();
        if (nodes.isEmpty()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "No cluster '" + cluster + "' in system.clusters of "
                    + entry.info().description() + ": name one of its remote_servers");
        }
        List<String> lacking = new ArrayList<>();
        for (List<String> node : nodes) {
            String address = node.get(0) + ":" + node.get(1);
            String count = entry.run(QueryRequest.of("SELECT count() FROM remote(" + SqlLiterals.string(address)
                    + ", system.tables) WHERE database = " + SqlLiterals.string(database) + " AND name = "
                    + SqlLiterals.string(table))).rows().get(0).get(0);
            if (count.equals("0")) {
                lacking.add(address);
            }
        }
        if (!lacking.isEmpty()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "The servers " + String.join(", ", lacking)
                    + " of cluster " + cluster + " have no table " + database + "." + table + ": give each server's"
                    + " HTTP URL with --cluster-node URL (or create the table there yourself)");
        }
    }
}
