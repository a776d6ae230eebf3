package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.clamp;
import static io.mergelab.profiler.advice.RunFacts.millis;
import static io.mergelab.profiler.advice.RunFacts.percent;

import io.mergelab.profiler.run.Run;

/**
 * Story B, step 5: parsing, analysing and planning the query took a large share of its time. Reads MergeLab's
 * phase counters ({@code MergeLabParseMicroseconds}, {@code MergeLabAnalyseMicroseconds},
 * {@code MergeLabPlanMicroseconds} against {@code MergeLabExecuteMicroseconds}); ClickHouse servers do not log
 * these, so their runs get no finding. Applies from 20 ms of planning; score 150 × planning's share of planning
 * plus execution (WARNING from 50%).
 */
final class PlanningTimeRule implements Rule {
    static final String ID = "planning-time";
    static final long MIN_PLANNING_MICROS = 20_000;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Parse and analysis time large against execution";
    }

    @Override
    public Finding evaluate(Run run) {
        long parse = RunFacts.event(run, "MergeLabParseMicroseconds");
        long analyse = RunFacts.event(run, "MergeLabAnalyseMicroseconds");
        long plan = RunFacts.event(run, "MergeLabPlanMicroseconds");
        long execute = RunFacts.event(run, "MergeLabExecuteMicroseconds");
        long planning = parse + analyse + plan;
        if (planning + execute == 0) {
            return Finding.ok(ID, "The target does not report phase timings.");
        }
        double share = (double) planning / (planning + execute);
        if (planning < MIN_PLANNING_MICROS) {
            return Finding.ok(ID, "Parse, analysis and planning took " + millis(planning) + ".");
        }
        return new Finding(ID, clamp(150 * share),
                "Parse " + millis(parse) + ", analysis " + millis(analyse) + " and planning " + millis(plan)
                        + " took " + percent(share) + " of the query (execution " + millis(execute) + ")",
                "Time before the first row is read grows with the query text: views nested in views, parameterized "
                        + "views expanded at every level, optional branches (a currency join) left in when not "
                        + "needed. In story B parse and planning were 420 ms of a 740 ms query; flat query text "
                        + "rendered per request cut latency 735 → 233 ms. On the embedded engine the first "
                        + "statement of a new process also pays for JIT warm-up: repeat it (--warmup 1) before "
                        + "acting on this.",
                "Render flat query text per request instead of nesting parameterized views; leave unused optional "
                        + "joins out of the text; keep {name:Type} parameters for values");
    }
}
