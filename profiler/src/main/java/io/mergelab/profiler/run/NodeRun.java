package io.mergelab.profiler.run;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One server's share of a run on a cluster: the server ({@code node}, as {@code host:port} of the cluster's
 * definition in {@code system.clusters}, with its shard and replica numbers), whether the client sent the statement to
 * it ({@code entry}), its rows of {@code system.query_log} for the run — the initial query on the entry server, the
 * secondary queries the initial one sent to each shard — one per query, each its {@code QueryFinish} or exception
 * row, and the {@code system.parts} rows of the local tables the run's {@code Distributed} tables read on it.
 */
public record NodeRun(
        String node,
        int shardNum,
        int replicaNum,
        boolean entry,
        List<QueryLogEntry> queries,
        List<PartRow> parts) {

    public NodeRun {
        Objects.requireNonNull(node, "node");
        queries = List.copyOf(queries);
        parts = List.copyOf(parts);
    }

    /** The initial query's row, on the entry server. */
    public Optional<QueryLogEntry> initialQuery() {
        return queries.stream().filter(NodeRun::initial).findFirst();
    }

    /** The secondary queries' rows: what this server did for another's query (or for its own, sent over the network). */
    public List<QueryLogEntry> secondaryQueries() {
        return queries.stream().filter(query -> !initial(query)).toList();
    }

    /**
     * The server's time on the run: its longest secondary query, or, where it ran none, its initial query's
     * duration (which on the entry server includes waiting for the others); 0 when its log holds neither.
     */
    public long elapsedMs() {
        List<QueryLogEntry> secondary = secondaryQueries();
        List<QueryLogEntry> counted = secondary.isEmpty() ? queries : secondary;
        return counted.stream().mapToLong(QueryLogEntry::queryDurationMs).max().orElse(0);
    }

    /** Rows its secondary queries read: the rows read on this server for a shard. */
    public long secondaryReadRows() {
        return secondaryQueries().stream().mapToLong(QueryLogEntry::readRows).sum();
    }

    /** Rows in the active parts listed. */
    public long activeRows() {
        return parts.stream().filter(PartRow::active).mapToLong(PartRow::rows).sum();
    }

    /** Whether {@code query} is an initial query (the client's own), by the row's {@code is_initial_query}. */
    public static boolean initial(QueryLogEntry query) {
        return "1".equals(query.columns().get("is_initial_query"));
    }
}
