package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.count;

import io.mergelab.profiler.run.Run;

/**
 * The query condition cache did not help a filter that ran again. A repetition after the first of a series
 * ({@code repetition > 0}) that found nothing in the cache ({@code QueryConditionCacheHits} 0, misses > 0) scores
 * 75: something in the condition changes per run. A filtered MergeTree read with the cache switched off
 * ({@code use_query_condition_cache = 0}) scores 30, or 60 when it was a repetition.
 */
final class ConditionCacheUnusedRule implements Rule {
    static final String ID = "condition-cache-unused";
    static final String SETTING = "use_query_condition_cache";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Condition cache unused on a repeated filter";
    }

    @Override
    public Finding evaluate(Run run) {
        boolean filtered = run.processors().stream().anyMatch(p -> p.name().equals("FilterTransform"))
                || RunFacts.event(run, "RowsReadByPrewhereReaders") > 0;
        if (!filtered || RunFacts.event(run, "SelectedMarks") == 0) {
            return Finding.ok(ID, "No filtered MergeTree read.");
        }
        boolean repeated = run.repetition() > 0;
        if (!RunFacts.enabled(run, SETTING, true)) {
            return new Finding(ID, repeated ? 60 : 30,
                    "The query condition cache is off (" + SETTING + " = 0)"
                            + (repeated ? " for repetition " + run.repetition() + " of a repeated filter" : ""),
                    "The query condition cache remembers, per part and filter, which granules had no matching row, "
                            + "so a repeated filter skips them before index analysis. It is off here, as benchmarks "
                            + "do to measure cold behaviour (story A); dashboards that repeat filters lose it.",
                    "SET " + SETTING + " = 1");
        }
        long hits = RunFacts.event(run, "QueryConditionCacheHits");
        long misses = RunFacts.event(run, "QueryConditionCacheMisses");
        if (!repeated || hits > 0 || misses == 0) {
            return Finding.ok(ID, "Query condition cache: " + count(hits) + " hits, " + count(misses) + " misses"
                    + (repeated ? "." : " (first run of its series)."));
        }
        return new Finding(ID, 75,
                "Repetition " + run.repetition() + " of this filter found nothing in the query condition cache ("
                        + count(misses) + " misses, 0 hits)",
                "The cache is keyed by part and by a hash of the filter condition. A repeated filter that still "
                        + "misses changes between runs: now() or rand() in the condition, a parameter rendered into "
                        + "the text with a different value, or parts replaced by inserts and merges in between.",
                "Bind changing values as parameters of a stable condition ({from:DateTime} rather than now()), or "
                        + "round them (toStartOfHour(now())) so runs share the condition");
    }
}
