package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.clamp;
import static io.mergelab.profiler.advice.RunFacts.count;

import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Story B, step 1: one insert wrote many small parts because its rows spread over many partitions. The run model
 * has no count of parts an INSERT wrote, so this reads the parts snapshot of the tables a query read: never-merged
 * parts (level 0) of one table written in the same second are taken as one insert's parts. From 5 such parts
 * averaging under 100,000 rows; score 25 + 50 × log(parts / 4) / log(25) (WARNING from 100 parts).
 */
final class SmallPartsPerInsertRule implements Rule {
    static final String ID = "small-parts-per-insert";
    static final int MIN_PARTS = 5;
    static final long SMALL_ROWS = 100_000;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Too many small parts per insert";
    }

    @Override
    public Finding evaluate(Run run) {
        Map<String, List<PartRow>> batches = new LinkedHashMap<>();
        for (PartRow p : run.parts()) {
            if (p.active() && p.level() == 0) {
                batches.computeIfAbsent(Partitions.table(p) + " @" + p.modificationTime(), k -> new ArrayList<>()).add(p);
            }
        }
        List<PartRow> biggest = batches.values().stream().max((a, b) -> Integer.compare(a.size(), b.size())).orElse(List.of());
        long rows = biggest.stream().mapToLong(PartRow::rows).sum();
        if (biggest.size() < MIN_PARTS || rows / biggest.size() >= SMALL_ROWS) {
            return Finding.ok(ID, "No insert left many small unmerged parts.");
        }
        long partitions = biggest.stream().map(PartRow::partition).distinct().count();
        int n = biggest.size();
        return new Finding(ID, clamp(25 + 50 * Math.log(n / 4.0) / Math.log(25)),
                n + " unmerged parts of " + Partitions.table(biggest.get(0)) + " were written in the same second across "
                        + partitions + " partitions, " + count(rows / n) + " rows a part",
                "An INSERT writes at least one part per partition its rows fall into. A partition key by time "
                        + "(toYYYYMM(event_created_at)) over events whose dates spread widely makes every batch "
                        + "write small parts in many partitions, which merges must then catch up with, and FINAL "
                        + "has to merge across. Story B's PARTITION BY (client_customer_id % 36) bounded every "
                        + "insert to 36 parts. ClickHouse refuses inserts touching more than "
                        + "max_partitions_per_insert_block (100) partitions.",
                "A partition key each batch maps to few partitions, e.g. PARTITION BY (client_customer_id % 36); "
                        + "or group batches by partition before inserting");
    }
}
