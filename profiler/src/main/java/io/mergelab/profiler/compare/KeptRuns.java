package io.mergelab.profiler.compare;

import io.mergelab.profiler.run.Explains;
import io.mergelab.profiler.run.NodeRun;
import io.mergelab.profiler.run.Run;
import java.util.List;

/**
 * What a comparison or an experiment keeps in memory of a run it has already handed to its sink (which stores it):
 * the verdicts, the settings diff and the data check read only the outcome, the query_log row, the settings and the
 * datasets, so the processors, index funnels, EXPLAIN texts and parts snapshot — most of a run's size, and growing
 * with the tables' parts and the pipeline's width — are dropped. A comparison of 14 variants over 30 rounds holds
 * 420 runs, an experiment several such comparisons; kept whole they grew the heap by gigabytes on story B.
 */
public final class KeptRuns {
    private KeptRuns() {
    }

    /**
     * {@code run} without its processors, index funnels, EXPLAIN texts, parts and part log; on a cluster each server's
     * query_log rows stay (an experiment's cell sums their parts read), its parts do not.
     */
    public static Run metricsOnly(Run run) {
        List<NodeRun> nodes = run.nodes().stream().map(n -> new NodeRun(n.node(), n.shardNum(), n.replicaNum(),
                n.entry(), n.queries(), List.of())).toList();
        return new Run(run.id(), run.seriesId(), run.repetition(), run.queryId(), run.target(), run.sql(),
                run.normalizedQueryHash(), run.settings(), run.parameters(), run.tags(), run.startedAt(),
                run.outcome(), run.queryLog(), List.of(), List.of(), Explains.NONE, List.of(),
                run.datasets(), run.machine(), run.missing(), List.of(), nodes);
    }
}
