package io.mergelab.profiler.analysis;

import io.mergelab.profiler.run.ProcessorRow;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToLongFunction;

/**
 * A run's processors rolled up per plan step: which step it is, how many processors it ran and how parallel it was
 * ({@code parallelism}: the most copies of one processor name in the step, e.g. 2 for {@code FilterTransform × 2};
 * {@code Resize} and {@code StrictResize} only route chunks and do not count unless the step has nothing else), the
 * spread of work and waits over those processors in µs, the rows that entered the step (input rows of its
 * processors fed from outside it) and left it (output rows of its processors feeding outside it or nothing), and its
 * share of the query's work (its summed {@code elapsed_us} over all processors' summed {@code elapsed_us}).
 *
 * <p>Processors belong to their plan step ({@code plan_step}); those without one ({@code plan_step = 0}, as
 * ClickHouse leaves e.g. {@code LazyOutputFormat} or a final {@code Resize}) are grouped by processor name, each
 * name a step of its own named after the processor, as ClickHouse's own per-step tables do.
 */
public record StepRollup(long planStepId, String name, String description, int processors, int parallelism,
                         Spread elapsedMicros, Spread inputWaitMicros, Spread outputWaitMicros, long inputRows,
                         long outputRows, double workShare) {
    private static final Set<String> ROUTERS = Set.of("Resize", "StrictResize");

    /** The step as people read it: {@code ReadFromMergeTree (default.needle)}. */
    public String label() {
        return description.isEmpty() ? name : name + " (" + description + ")";
    }

    /** The key {@link #stepKey} gives this step's processors. */
    public String key() {
        return planStepId != 0 ? "step " + planStepId : "processor " + name;
    }

    /** The run's steps, the one with the most summed work first (ties: the order the steps first appear). */
    public static List<StepRollup> of(List<ProcessorRow> processors) {
        return of(ProcessorGraph.of(processors));
    }

    public static List<StepRollup> of(ProcessorGraph graph) {
        Map<String, List<ProcessorRow>> groups = new LinkedHashMap<>();
        for (ProcessorRow p : graph.processors()) {
            groups.computeIfAbsent(stepKey(p), k -> new ArrayList<>()).add(p);
        }
        long totalWork = graph.processors().stream().mapToLong(ProcessorRow::elapsedMicros).sum();
        List<StepRollup> steps = new ArrayList<>();
        for (List<ProcessorRow> group : groups.values()) {
            steps.add(rollUp(group, graph, totalWork));
        }
        steps.sort(Comparator.comparingLong((StepRollup s) -> s.elapsedMicros().sum()).reversed());
        return List.copyOf(steps);
    }

    /** Which step a processor belongs to: its plan step, or for processors without one, its name. */
    public static String stepKey(ProcessorRow p) {
        return p.planStepId() != 0 ? "step " + p.planStepId() : "processor " + p.name();
    }

    private static StepRollup rollUp(List<ProcessorRow> group, ProcessorGraph graph, long totalWork) {
        ProcessorRow first = group.get(0);
        String key = stepKey(first);
        long rowsIn = 0;
        long rowsOut = 0;
        for (ProcessorRow p : group) {
            List<Long> up = graph.upstream(p.id());
            if (up.isEmpty() || up.stream().anyMatch(u -> !stepKey(graph.processor(u)).equals(key))) {
                rowsIn += p.inputRows();
            }
            List<Long> down = graph.downstream(p.id());
            if (down.isEmpty() || down.stream().anyMatch(d -> !stepKey(graph.processor(d)).equals(key))) {
                rowsOut += p.outputRows();
            }
        }
        Spread work = spread(group, ProcessorRow::elapsedMicros);
        return new StepRollup(first.planStepId(), stepName(first), first.planStepId() != 0 ? first.planStepDescription() : "",
                group.size(), parallelism(group), work, spread(group, ProcessorRow::inputWaitMicros),
                spread(group, ProcessorRow::outputWaitMicros), rowsIn, rowsOut,
                totalWork == 0 ? 0 : (double) work.sum() / totalWork);
    }

    private static int parallelism(List<ProcessorRow> group) {
        Map<String, Integer> copies = new LinkedHashMap<>();
        group.stream().filter(p -> !ROUTERS.contains(p.name())).forEach(p -> copies.merge(p.name(), 1, Integer::sum));
        return copies.isEmpty() ? group.size() : copies.values().stream().mapToInt(Integer::intValue).max().orElse(1);
    }

    /** The step's name; older servers leave {@code plan_step_name} empty but keep it in {@code step_uniq_id}. */
    private static String stepName(ProcessorRow p) {
        if (p.planStepId() == 0) {
            return p.name();
        }
        if (!p.planStepName().isEmpty()) {
            return p.planStepName();
        }
        String uniq = p.stepUniqId();
        int cut = uniq.lastIndexOf('_');
        return cut > 0 ? uniq.substring(0, cut) : "plan step " + p.planStepId();
    }

    private static Spread spread(List<ProcessorRow> group, ToLongFunction<ProcessorRow> figure) {
        return Spread.of(group.stream().mapToLong(figure).toArray());
    }
}
