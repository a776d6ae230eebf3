package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.clamp;
import static io.mergelab.profiler.advice.RunFacts.percent;
import static io.mergelab.profiler.advice.RunFacts.size;

import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.Run;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Story B, step 6: in a partition, one big part holds at least 40% of the bytes while at least 3 other parts sit
 * beside it, all of them untouched for an hour or more before the run (modification_time): merges leave the big
 * part alone (its merge would pass max_bytes_to_merge_at_max_space_in_pool, or the selector never finds the range
 * worth it). Score 40 + 10 per part beside it (WARNING from 4).
 */
final class PartNeverMergesRule implements Rule {
    static final String ID = "part-never-merges";
    static final double MIN_BIG_SHARE = 0.4;
    static final int MIN_OTHERS = 3;
    static final Duration MIN_AGE = Duration.ofHours(1);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "A part that never merges";
    }

    @Override
    public Finding evaluate(Run run) {
        if (run.parts().isEmpty()) {
            return Finding.ok(ID, "No parts snapshot.");
        }
        long now = run.startedAt().getEpochSecond();
        Finding worst = null;
        for (Map.Entry<String, List<PartRow>> partition : Partitions.active(run).entrySet()) {
            List<PartRow> parts = partition.getValue();
            if (parts.size() <= MIN_OTHERS) {
                continue;
            }
            PartRow big = parts.stream().max(Comparator.comparingLong(PartRow::bytesOnDisk)).orElseThrow();
            long total = parts.stream().mapToLong(PartRow::bytesOnDisk).sum();
            double share = (double) big.bytesOnDisk() / Math.max(1, total);
            long newest = parts.stream().mapToLong(PartRow::modificationTime).max().orElse(now);
            long idleSeconds = now - newest;
            if (share < MIN_BIG_SHARE || idleSeconds < MIN_AGE.toSeconds()) {
                continue;
            }
            int others = parts.size() - 1;
            Finding f = new Finding(ID, clamp(40 + 10 * others),
                    "In " + partition.getKey() + ", part " + big.name() + " (" + size(big.bytesOnDisk()) + ", "
                            + percent(share) + " of the partition) sits beside " + others + " parts and nothing "
                            + "merged for " + hours(idleSeconds),
                    "Merges combine neighbouring parts of a partition. A big part is left out when merging it would "
                            + "pass max_bytes_to_merge_at_max_space_in_pool, or when the selector's size ratio never "
                            + "makes the range worth merging; the small parts beside it then stay too, and every "
                            + "query (FINAL above all) reads and merges them. In story B half of each partition sat in "
                            + "a >30 GB part; raising the byte cap did nothing, min_age_to_force_merge_seconds did "
                            + "(534 → 378 parts, 2.12 → 1.55 TiB).",
                    "ALTER TABLE " + Partitions.table(big) + " MODIFY SETTING min_age_to_force_merge_seconds = 86400");
            if (worst == null || f.score() > worst.score()) {
                worst = f;
            }
        }
        return worst != null ? worst : Finding.ok(ID, "No partition has a big part left beside idle small ones.");
    }

    private static String hours(long seconds) {
        return seconds >= 2 * 86_400 ? seconds / 86_400 + " days" : seconds / 3600 + " h";
    }
}
