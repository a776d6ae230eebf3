package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.clamp;
import static io.mergelab.profiler.advice.RunFacts.percent;

import io.mergelab.profiler.analysis.ProcessorGraph;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import java.util.List;

/**
 * Story C: one source read a file, URL or table function and the processors after it ran in one lane (each feeding
 * exactly one next processor) though the query had more threads. Applies when that lane did at least 10 ms of
 * work before anything fanned it out; score 50 + 50 × the lane's share of the query's work after the source
 * (WARNING from 50%).
 */
final class SingleSourceNoResizeRule implements Rule {
    static final String ID = "single-source-no-resize";
    static final String SETTING = "parallelize_output_from_storages";
    static final long MIN_LANE_MICROS = 10_000;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "No Resize after a single source";
    }

    @Override
    public Finding evaluate(Run run) {
        ProcessorGraph graph = ProcessorGraph.of(run.processors());
        List<ProcessorRow> sources = RunFacts.sources(graph).stream().filter(p -> p.outputRows() > 0).toList();
        if (sources.size() != 1) {
            return Finding.ok(ID, sources.isEmpty() ? "No source produced rows." : sources.size() + " sources read in parallel.");
        }
        ProcessorRow source = sources.get(0);
        if (!source.planStepName().startsWith("ReadFrom") || source.planStepName().equals("ReadFromMergeTree")) {
            return Finding.ok(ID, "The single source reads a MergeTree table, which sizes its own streams.");
        }
        int threads = RunFacts.threads(run);
        if (threads == 1) {
            return Finding.ok(ID, "One source and one lane, as max_threads = 1 asks.");
        }
        long laneMicros = 0;
        long id = source.id();
        while (graph.downstream(id).size() == 1 && graph.upstream(graph.downstream(id).get(0)).size() == 1) {
            id = graph.downstream(id).get(0);
            laneMicros += graph.processor(id).elapsedMicros();
        }
        if (laneMicros < MIN_LANE_MICROS) {
            int fanOut = graph.downstream(id).size();
            return Finding.ok(ID, fanOut > 1 ? "The pipeline fans out after the " + source.name() + " source ("
                    + graph.processor(id).name() + " 1 → " + fanOut + ")."
                    : "One lane after the source, but it did only " + RunFacts.millis(laneMicros) + " of work.");
        }
        double share = (double) laneMicros / Math.max(1, RunFacts.totalWorkMicros(run) - source.elapsedMicros());
        boolean off = !RunFacts.enabled(run, SETTING, true);
        return new Finding(ID, clamp(50 + 50 * share),
                "One " + source.name() + " source (" + source.planStepName() + ") fed a single lane: "
                        + RunFacts.millis(laneMicros) + " of work after it ran in one thread of " + threads
                        + " (" + percent(share) + " of the work after the source)",
                "A storage that produces one stream (one file, one URL, one object) yields one pipeline lane. "
                        + "Without a Resize 1 → N after the source, every step downstream, the aggregation "
                        + "included, runs in one thread. ClickHouse adds the Resize when "
                        + SETTING + " = 1 (PR #99548 fixed object storage, which skipped it: ClickBench Q28 79 s → "
                        + "4.8 s). EXPLAIN PIPELINE shows it as Resize 1 → N after the read step.",
                off ? "SET " + SETTING + " = 1"
                        : "Split the input into max_threads files, or load it into a MergeTree table and query that");
    }
}
