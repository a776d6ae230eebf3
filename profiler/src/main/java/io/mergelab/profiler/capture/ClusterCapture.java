package io.mergelab.profiler.capture;

import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.run.NodeRun;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.QueryLogEntry;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads every server's share of a run on a cluster, through the entry server (the one the statement went to): the
 * servers from {@code system.clusters}, then on each, through {@code remote('host:port', system.query_log)}, the rows
 * whose {@code initial_query_id} is the run's — its initial query there and the secondary queries it sent to the
 * shards — and the {@code system.parts} of the local tables behind the run's {@code Distributed} tables.
 *
 * <p>Only the entry server's logs can be flushed ({@code SYSTEM FLUSH LOGS} has no effect elsewhere, and its
 * {@code ON CLUSTER} form needs ZooKeeper): the other servers write their query_log rows on their own interval
 * ({@code flush_interval_milliseconds}, 7.5 s by default), so capture polls for them until every shard has shown its
 * secondary query, up to {@link #DEFAULT_LOG_WAIT}. A shard the entry server holds itself answers inside the initial
 * query (unless {@code prefer_localhost_replica = 0}), so none is awaited from it.
 *
 * <p>The other servers are reached by {@code remote()} as the target's user, with its password
 * ({@link QueryTarget#remoteTable}): a server that refuses that gives no rows, and the run's missing list says why.
 */
final class ClusterCapture {
    static final Duration DEFAULT_LOG_WAIT = Duration.ofSeconds(10);
    private static final int ALL_CONNECTION_TRIES_FAILED = 279;
    private static final long POLL_MILLIS = 200;

    private final QueryTarget target;
    private final String cluster;
    private final Duration logWait;

    ClusterCapture(QueryTarget target, String cluster, Duration logWait) {
        this.target = target;
        this.cluster = cluster;
        this.logWait = logWait;
    }

    /**
     * Every server's share of the run {@code queryId} of {@code sql}, whose entry row is {@code entryLog}; what cannot
     * be read goes into {@code missing}.
     */
    List<NodeRun> read(String queryId, String sql, Map<String, String> settings, Optional<QueryLogEntry> entryLog,
                       List<String> missing) {
        List<ClusterNode> nodes;
        List<DistributedTable> tables;
        try {
            nodes = ClusterNode.of(target, cluster);
            tables = DistributedTable.read(target, cluster, sql, entryLog.map(QueryLogEntry::tables).orElse(List.of()));
        } catch (TargetException e) {
            missing.add("cluster " + cluster + ": " + e.clientLine());
            return List.of();
        }
        if (nodes.isEmpty()) {
            missing.add("cluster " + cluster + ": not in system.clusters of " + target.info().description()
                    + " (its remote_servers name no such cluster)");
            return List.of();
        }
        boolean ranOnShards = !tables.isEmpty()
                && entryLog.map(log -> !log.type().equals("ExceptionBeforeStart")).orElse(false);
        Map<ClusterNode, List<QueryLogEntry>> queries = queries(nodes, queryId,
                ranOnShards ? awaitedShards(nodes, settings) : List.of(), missing);
        List<NodeRun> shares = new ArrayList<>();
        for (ClusterNode node : nodes) {
            shares.add(new NodeRun(node.label(), node.shardNum(), node.replicaNum(), node.local(),
                    queries.getOrDefault(node, List.of()), parts(node, tables, missing)));
        }
        return shares;
    }

    /** The shards expected to log a secondary query: all but one the entry server reads itself. */
    private static List<Integer> awaitedShards(List<ClusterNode> nodes, Map<String, String> settings) {
        boolean localReadInline = !"0".equals(settings.getOrDefault("prefer_localhost_replica", "1"));
        return nodes.stream()
                .map(ClusterNode::shardNum)
                .distinct()
                .filter(shard -> !(localReadInline && nodes.stream().anyMatch(n -> n.shardNum() == shard && n.local())))
                .toList();
    }

    /**
     * Each server's finished rows of the run, polled until every awaited shard has one or the wait is over. A server
     * whose query_log does not exist yet (it makes it at its first log flush) is polled again, not counted as failed:
     * through {@code remote()} an 18.16 server reports that as ALL_CONNECTION_TRIES_FAILED ("There is no table
     * system.query_log on server"), so its system.tables is asked instead of trusting the error code.
     */
    private Map<ClusterNode, List<QueryLogEntry>> queries(List<ClusterNode> nodes, String queryId,
                                                          List<Integer> awaitedShards, List<String> missing) {
        Map<ClusterNode, List<QueryLogEntry>> queries = new LinkedHashMap<>();
        Map<ClusterNode, String> failures = new LinkedHashMap<>();
        Map<ClusterNode, String> retried = new LinkedHashMap<>();
        Set<ClusterNode> withoutLog = new LinkedHashSet<>();
        long deadline = System.nanoTime() + logWait.toNanos();
        while (true) {
            withoutLog.clear();
            for (ClusterNode node : nodes) {
                if (!failures.containsKey(node) && !hasSecondary(queries.get(node))) {
                    try {
                        queries.put(node, finishedRows(node, queryId));
                        retried.remove(node);
                    } catch (TargetException e) {
                        if (logTableMissing(node)) {
                            withoutLog.add(node);
                        } else if (e.code() == ALL_CONNECTION_TRIES_FAILED) {
                            // the server may be making its query_log this moment (its first flush): asked again
                            retried.put(node, e.clientLine());
                        } else {
                            failures.put(node, e.clientLine());
                        }
                    } catch (IllegalArgumentException e) {
                        failures.put(node, e.getMessage());
                    }
                }
            }
            List<Integer> waiting = awaitedShards.stream().filter(shard -> nodes.stream()
                    .noneMatch(n -> n.shardNum() == shard && (failures.containsKey(n) || hasSecondary(queries.get(n)))))
                    .toList();
            boolean over = System.nanoTime() > deadline || Thread.currentThread().isInterrupted();
            if (waiting.isEmpty() || over) {
                failures.forEach((node, why) -> missing.add("system.query_log of " + node.label() + ": " + why));
                retried.forEach((node, why) -> {
                    if (!waiting.contains(node.shardNum())) {
                        missing.add("system.query_log of " + node.label() + ": " + why);
                    }
                });
                for (ClusterNode node : nodes) {
                    if (waiting.contains(node.shardNum()) && !failures.containsKey(node)) {
                        missing.add("system.query_log of " + node.label() + " (shard " + node.shardNum() + "): "
                                + (retried.containsKey(node) ? retried.get(node) : withoutLog.contains(node)
                                ? "the table does not exist on that server yet (it is made at the server's first log"
                                + " flush)" : "no secondary query of the run logged")
                                + " within " + logWait.toMillis() + " ms");
                    }
                }
                return queries;
            }
            pause();
        }
    }

    /** Whether {@code node} has no system.query_log table (yet); false when that cannot be read either. */
    private boolean logTableMissing(ClusterNode node) {
        try {
            return NamedRow.select(target, "SELECT count() AS tables FROM " + node.systemTable(target, "tables")
                    + " WHERE database = 'system' AND name = 'query_log'").get(0).number("tables") == 0;
        } catch (TargetException e) {
            return false;
        }
    }

    private List<QueryLogEntry> finishedRows(ClusterNode node, String queryId) {
        Map<String, List<NamedRow>> byQuery = new LinkedHashMap<>();
        for (NamedRow row : NamedRow.select(target, "SELECT * FROM " + node.systemTable(target, "query_log")
                + " WHERE initial_query_id = " + SqlLiterals.string(queryId) + " ORDER BY event_time")) {
            byQuery.computeIfAbsent(row.text("query_id"), id -> new ArrayList<>()).add(row);
        }
        List<QueryLogEntry> finished = new ArrayList<>();
        byQuery.values().forEach(rows -> QueryLogReader.chosen(rows).ifPresent(finished::add));
        return finished;
    }

    private static boolean hasSecondary(List<QueryLogEntry> rows) {
        return rows != null && rows.stream().anyMatch(row -> !NodeRun.initial(row));
    }

    private List<PartRow> parts(ClusterNode node, List<DistributedTable> tables, List<String> missing) {
        List<PartRow> parts = new ArrayList<>();
        for (DistributedTable table : tables) {
            try {
                parts.addAll(PartsReader.read(target, node.systemTable(target, "parts"), table.localDatabase(),
                        table.localTable()));
            } catch (TargetException e) {
                missing.add("system.parts of " + table.localDatabase() + "." + table.localTable() + " on "
                        + node.label() + ": " + e.clientLine());
            }
        }
        return parts;
    }

    private static void pause() {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
