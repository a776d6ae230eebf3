package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.clamp;
import static io.mergelab.profiler.advice.RunFacts.count;
import static io.mergelab.profiler.advice.RunFacts.plural;

import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.Run;
import java.util.List;
import java.util.Map;

/**
 * Too many active parts in one partition of a table the run read. From 10 parts; score 25 at 10 rising to 75 at
 * 100 and 100 at 300 (ClickHouse's parts_to_throw_insert before 23.6; today it delays inserts from 1,000 parts
 * and refuses them from 3,000).
 */
final class TooManyPartsRule implements Rule {
    static final String ID = "too-many-parts";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Too many parts in a partition";
    }

    @Override
    public Finding evaluate(Run run) {
        String worst = null;
        List<PartRow> worstParts = List.of();
        for (Map.Entry<String, List<PartRow>> e : Partitions.active(run).entrySet()) {
            if (e.getValue().size() > worstParts.size()) {
                worst = e.getKey();
                worstParts = e.getValue();
            }
        }
        int n = worstParts.size();
        if (n < 10) {
            return Finding.ok(ID, n == 0 ? "No parts snapshot."
                    : "At most " + plural(n, "active part", "active parts") + " in a partition.");
        }
        double score = n <= 100 ? 25 + 50.0 * (n - 10) / 90 : 75 + 25.0 * (n - 100) / 200;
        long rows = worstParts.stream().mapToLong(PartRow::rows).sum();
        long levelZero = worstParts.stream().filter(p -> p.level() == 0).count();
        return new Finding(ID, clamp(score),
                worst + " has " + n + " active parts (" + levelZero + " never merged) holding " + count(rows)
                        + " rows, " + count(rows / n) + " a part",
                "Every query opens, analyses and reads each part separately, and FINAL merges across them. "
                        + "Parts pile up when inserts are small and frequent or spread over many partitions, or "
                        + "when merges are stopped or cannot keep up. ClickHouse delays inserts from "
                        + "parts_to_delay_insert (1,000) parts in a partition and refuses them with TOO_MANY_PARTS "
                        + "from parts_to_throw_insert (3,000).",
                "Insert fewer, bigger batches (≥ 100,000 rows); choose a coarser partition key; check SYSTEM START "
                        + "MERGES; ALTER TABLE " + Partitions.table(worstParts.get(0))
                        + " MODIFY SETTING min_age_to_force_merge_seconds = 3600");
    }
}
