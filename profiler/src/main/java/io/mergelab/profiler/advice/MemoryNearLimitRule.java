package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.clamp;
import static io.mergelab.profiler.advice.RunFacts.percent;
import static io.mergelab.profiler.advice.RunFacts.size;

import io.mergelab.profiler.run.Run;

/**
 * Peak memory ({@code memory_usage}) near {@code max_memory_usage}, or, with no limit set, near the machine's
 * memory. From half of it; score 100 × the share (WARNING from 75%).
 */
final class MemoryNearLimitRule implements Rule {
    static final String ID = "memory-near-limit";
    static final double MIN_SHARE = 0.5;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Peak memory near max_memory_usage";
    }

    @Override
    public Finding evaluate(Run run) {
        if (run.queryLog().isEmpty()) {
            return Finding.ok(ID, "No query log row: peak memory is not known.");
        }
        long peak = run.queryLog().get().memoryUsage();
        long limit = RunFacts.number(run, "max_memory_usage", 0);
        boolean machine = limit == 0;
        long cap = machine ? run.machine().memoryBytes() : limit;
        if (cap <= 0) {
            return Finding.ok(ID, "No memory limit and no machine memory known.");
        }
        double share = (double) peak / cap;
        String against = machine ? "the machine's " + size(cap) + " (no max_memory_usage)" : "max_memory_usage " + size(cap);
        if (share < MIN_SHARE) {
            return Finding.ok(ID, "Peak memory " + size(peak) + " is " + percent(share) + " of " + against + ".");
        }
        return new Finding(ID, clamp(100 * share),
                "Peak memory " + size(peak) + " reached " + percent(share) + " of " + against,
                "A query that passes max_memory_usage fails with MEMORY_LIMIT_EXCEEDED; one near it fails as the "
                        + "data grows or when queries run side by side (story B's dashboard ran twelve at once, "
                        + "23 GiB each). Memory goes to hash tables of GROUP BY and JOIN, to sorting, and to FINAL.",
                "Shrink the state: fewer or narrower GROUP BY keys, a JOIN replaced by a value precomputed at insert "
                        + "(story B: 13× less memory), fewer rows reaching FINAL; or SET max_threads lower");
    }
}
