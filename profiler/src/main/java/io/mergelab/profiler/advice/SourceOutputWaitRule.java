package io.mergelab.profiler.advice;

import static io.mergelab.profiler.advice.RunFacts.clamp;
import static io.mergelab.profiler.advice.RunFacts.millis;
import static io.mergelab.profiler.advice.RunFacts.percent;

import io.mergelab.profiler.analysis.ProcessorGraph;
import io.mergelab.profiler.analysis.StepRollup;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import java.util.List;

/**
 * The sources spent most of their time with a full output port ({@code output_wait_elapsed_us}): reading was not
 * the bottleneck, a step downstream was. Applies from 10 ms of output wait; score 100 × output wait's share of the
 * sources' work plus output wait (WARNING from 75%).
 */
final class SourceOutputWaitRule implements Rule {
    static final String ID = "source-output-wait";
    static final long MIN_WAIT_MICROS = 10_000;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "High output wait at the source (downstream is the bottleneck)";
    }

    @Override
    public Finding evaluate(Run run) {
        ProcessorGraph graph = ProcessorGraph.of(run.processors());
        List<ProcessorRow> sources = RunFacts.sources(graph).stream().filter(p -> p.outputRows() > 0).toList();
        long work = sources.stream().mapToLong(ProcessorRow::elapsedMicros).sum();
        long wait = sources.stream().mapToLong(ProcessorRow::outputWaitMicros).sum();
        if (wait < MIN_WAIT_MICROS) {
            return Finding.ok(ID, "The sources waited " + millis(wait) + " for downstream.");
        }
        double share = (double) wait / (work + wait);
        String sourceStep = StepRollup.stepKey(sources.get(0));
        StepRollup busiest = StepRollup.of(graph).stream()
                .filter(s -> !("step " + s.planStepId()).equals(sourceStep) && !s.name().equals(sources.get(0).name()))
                .findFirst().orElse(null);
        String culprit = busiest == null ? "downstream" : busiest.label() + (busiest.parallelism() > 1
                ? " ×" + busiest.parallelism() : "") + ", " + millis(busiest.elapsedMicros().sum()) + " of work";
        boolean oneLane = busiest != null && busiest.parallelism() == 1 && RunFacts.threads(run) > 1;
        return new Finding(ID, clamp(100 * share),
                "The sources waited " + millis(wait) + " on a full output (" + percent(share)
                        + " of their time); the busiest step downstream is " + culprit,
                "A source's output wait is time its output port was full because the next processor had not "
                        + "taken the last chunk. Reading was fast enough; settings that make reading faster (caches, "
                        + "skip indexes) will not help. Look at the step downstream that did the most work.",
                oneLane ? "Give the downstream step more lanes: SET parallelize_output_from_storages = 1, or raise "
                        + "max_threads" : "Make " + (busiest == null ? "the downstream steps" : busiest.name())
                        + " cheaper (simpler expressions, fewer GROUP BY keys), or precompute its values at insert");
    }
}
