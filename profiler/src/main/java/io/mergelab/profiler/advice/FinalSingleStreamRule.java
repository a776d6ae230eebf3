package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.clamp;
import static io.mergelab.profiler.advice.RunFacts.percent;

import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import java.util.List;

/**
 * Story B, step 1: FINAL merged every row in one merging transform ({@code ReplacingSorted} and kin) although the
 * query had more than one thread. Score 40 + 60 × that transform's share of the query's work (WARNING from 58%).
 */
final class FinalSingleStreamRule implements Rule {
    static final String ID = "final-single-stream";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "FINAL runs in one stream";
    }

    @Override
    public Finding evaluate(Run run) {
        List<ProcessorRow> merges = RunFacts.named(run, RunFacts.FINAL_MERGES);
        if (merges.isEmpty()) {
            return Finding.ok(ID, "No FINAL merge in the pipeline.");
        }
        int threads = RunFacts.threads(run);
        if (merges.size() > 1) {
            return Finding.ok(ID, "FINAL merged in " + merges.size() + " parallel streams.");
        }
        long maxFinalThreads = RunFacts.number(run, "max_final_threads", 0);
        if (threads == 1) {
            return Finding.ok(ID, "FINAL ran in one stream, as max_threads = 1 asks.");
        }
        ProcessorRow merge = merges.get(0);
        double share = (double) merge.elapsedMicros() / Math.max(1, RunFacts.totalWorkMicros(run));
        String fix = maxFinalThreads == 1 ? "SET max_final_threads = 0 (one stream per core, up to max_threads)"
                : "PARTITION BY a key that spreads rows evenly and keys stay in one partition, e.g. PARTITION BY "
                + "(client_customer_id % 36), with SET do_not_merge_across_partitions_select_final = 1; keep "
                + "split_intersecting_parts_ranges_into_layers_final = 1";
        return new Finding(ID, clamp(40 + 60 * share),
                "FINAL merged " + RunFacts.count(merge.inputRows()) + " rows in one " + merge.name()
                        + " stream (" + percent(share) + " of the query's work) with " + threads + " threads available",
                "FINAL collapses rows with equal sorting key by reading ranges in key order and merging them. "
                        + "ClickHouse runs those merges in parallel only per partition (when no key spans partitions, "
                        + "do_not_merge_across_partitions_select_final) or per key layer of intersecting ranges. "
                        + "Here one transform did all of it, so the other threads waited. A partition key that "
                        + "bounds every key to one partition, such as the story's client_customer_id % 36 instead of "
                        + "toYYYYMM(event_created_at), gives FINAL one stream per partition.",
                fix);
    }
}
