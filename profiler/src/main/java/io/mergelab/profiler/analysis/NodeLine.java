package io.mergelab.profiler.analysis;

import io.mergelab.profiler.run.NodeRun;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of a cluster run's per-server table, as the terminal, the reports and the Profile screen show it: a server
 * and one of its query_log rows of the run ({@code role} {@code initial} or {@code secondary}; a server that logged
 * none has one line, {@code none logged}, with zeros), with the server's active parts and their rows of the tables
 * read. The figures are the query_log row's own: an initial query's read rows count every shard's.
 */
public record NodeLine(
        String node,
        int shardNum,
        boolean entry,
        String role,
        String type,
        long durationMs,
        long readRows,
        long readBytes,
        long memoryBytes,
        long resultRows,
        long activeParts,
        long activeRows) {

    public static final String NONE_LOGGED = "none logged";

    /** The lines of {@code run}, server by server in shard order, the initial query first; none off a cluster. */
    public static List<NodeLine> of(Run run) {
        List<NodeLine> lines = new ArrayList<>();
        for (NodeRun node : run.nodes()) {
            long parts = node.parts().stream().filter(PartRow::active).count();
            List<QueryLogEntry> queries = new ArrayList<>(node.initialQuery().stream().toList());
            queries.addAll(node.secondaryQueries());
            if (queries.isEmpty()) {
                lines.add(new NodeLine(node.node(), node.shardNum(), node.entry(), NONE_LOGGED, "", 0, 0, 0, 0, 0, parts,
                        node.activeRows()));
            }
            for (QueryLogEntry query : queries) {
                lines.add(new NodeLine(node.node(), node.shardNum(), node.entry(),
                        NodeRun.initial(query) ? "initial" : "secondary", query.type(), query.queryDurationMs(),
                        query.readRows(), query.readBytes(), query.memoryUsage(), query.resultRows(), parts,
                        node.activeRows()));
            }
        }
        return lines;
    }
}
