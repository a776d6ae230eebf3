package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.clamp;
import static io.mergelab.profiler.advice.RunFacts.percent;
import static io.mergelab.profiler.advice.RunFacts.size;

import io.mergelab.profiler.analysis.ProcessorGraph;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;

/**
 * Story B, step 6: FINAL needs the sorting key's, version's and is_deleted columns to merge rows, and drops them
 * right after the merge when the query does not use them. The share of bytes that projection drops (its input
 * bytes against its output bytes, rows unchanged) is what was read only for FINAL; score 150 × that share
 * (WARNING from 50%).
 */
final class FinalKeyColumnsRule implements Rule {
    static final String ID = "final-reads-key-columns";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Sorting-key columns read only for FINAL";
    }

    @Override
    public Finding evaluate(Run run) {
        ProcessorGraph graph = ProcessorGraph.of(run.processors());
        long bytesIn = 0;
        long bytesOut = 0;
        for (ProcessorRow p : graph.processors()) {
            boolean afterMerge = graph.upstream(p.id()).stream()
                    .anyMatch(u -> RunFacts.FINAL_MERGES.contains(graph.processor(u).name()));
            if (afterMerge && p.name().equals("ExpressionTransform") && p.inputRows() == p.outputRows()) {
                bytesIn += p.inputBytes();
                bytesOut += p.outputBytes();
            }
        }
        if (bytesIn == 0) {
            return Finding.ok(ID, "No FINAL merge dropped columns after merging.");
        }
        double share = 1 - (double) bytesOut / bytesIn;
        if (share <= 0) {
            return Finding.ok(ID, "FINAL read no columns beyond those the query uses.");
        }
        return new Finding(ID, clamp(150 * share),
                percent(share) + " of the bytes FINAL merged (" + size(bytesIn - bytesOut) + " of " + size(bytesIn)
                        + ") were sorting-key or version columns read only to merge rows",
                "To collapse rows FINAL reads the sorting key, the version and is_deleted columns of every row it "
                        + "merges, and drops them after the merge when the query does not use them. In story B "
                        + "processors_profile_log showed 130 GB read of which 35 GB relevant. The fewer rows reach "
                        + "FINAL, the less of this is read: filter them before the merge with a key column, and keep "
                        + "parts merged so fewer ranges intersect.",
                "Filter before FINAL on key columns (PREWHERE client_id IN {client_ids:Array(UInt64)}, or a period "
                        + "column in ORDER BY that skips granules); keep the sorting key short; "
                        + "ALTER TABLE t MODIFY SETTING min_age_to_force_merge_seconds = 86400");
    }
}
