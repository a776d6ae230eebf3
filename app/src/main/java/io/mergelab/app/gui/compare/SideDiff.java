package io.mergelab.app.gui.compare;

import io.mergelab.profiler.analysis.FunnelCheck;
import io.mergelab.profiler.analysis.diff.FunnelDiff;
import io.mergelab.profiler.analysis.diff.GroupDiff;
import io.mergelab.profiler.analysis.diff.ProcessorDiff;
import io.mergelab.profiler.analysis.diff.StageDiff;
import io.mergelab.profiler.analysis.diff.StepDelta;
import io.mergelab.profiler.analysis.diff.StepIdentity;
import io.mergelab.profiler.analysis.graph.GraphNode;
import io.mergelab.profiler.analysis.graph.PipelineDiagram;
import io.mergelab.profiler.analysis.graph.PipelineGraph;
import io.mergelab.profiler.analysis.graph.PipelineLayout;
import io.mergelab.profiler.run.Run;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * The processor-aligned diff of two sides (two variants' runs, medians over each; or two single runs) ready to show:
 * a summary line, the change of processor time per plan step as a dataset for diverging bars (ms, B − A, the steps
 * that moved most first), the processor groups as table rows, the index funnels side by side as rows and as a
 * dataset of the granules left after each stage per side, and what each side selected at run time; then each
 * side's pipeline graph (of its first run, parallel copies collapsed) with the change of processor time of the
 * group each node belongs to, by {@link #nodeKey} (B − A, µs; the same change on both sides' nodes).
 */
public record SideDiff(String nameA, String nameB, String summary, DefaultCategoryDataset stepDeltas,
                       List<StepRow> groups, List<FunnelRow> funnels, DefaultCategoryDataset funnelGranules,
                       String funnelNote, PipelineDiagram pipelineA, PipelineDiagram pipelineB,
                       Map<String, Long> nodeDeltaMicros) {
    /** Plan steps drawn at most; the table lists every group. */
    static final int MAX_STEP_BARS = 14;
    /** The series of {@link #stepDeltas}. */
    static final String DELTA_SERIES = "Δ processor time";

    public SideDiff {
        Objects.requireNonNull(nameA, "nameA");
        Objects.requireNonNull(nameB, "nameB");
        groups = List.copyOf(groups);
        funnels = List.copyOf(funnels);
        Objects.requireNonNull(pipelineA, "pipelineA");
        Objects.requireNonNull(pipelineB, "pipelineB");
        nodeDeltaMicros = Map.copyOf(nodeDeltaMicros);
    }

    /** The change of processor time of the group a pipeline node belongs to (0 when not known). */
    public long deltaMicros(GraphNode node) {
        return nodeDeltaMicros.getOrDefault(nodeKey(node.stepLabel(), node.name()), 0L);
    }

    /** The largest change of any node's group, µs (at least 1). */
    public long largestDeltaMicros() {
        return Math.max(1, nodeDeltaMicros.values().stream().mapToLong(Math::abs).max().orElse(0));
    }

    /** A node's key: its plan step's label ("" for a processor without a step) and its processor's name. */
    static String nodeKey(String stepLabel, String processor) {
        return stepLabel + "\u0000" + processor;
    }

    /** The diff of {@code a}'s runs against {@code b}'s. */
    static SideDiff of(String nameA, List<Run> a, String nameB, List<Run> b) {
        ProcessorDiff diff = ProcessorDiff.of(a, b);
        DefaultCategoryDataset steps = new DefaultCategoryDataset();
        for (StepDelta step : diff.steps().subList(0, Math.min(MAX_STEP_BARS, diff.steps().size()))) {
            steps.addValue(step.deltaMicros() / 1000.0, DELTA_SERIES, step.step().label());
        }
        return new SideDiff(nameA, nameB, summary(diff, nameA, nameB), steps,
                diff.groups().stream().map(g -> StepRow.of(g, nameA, nameB)).toList(), FunnelRow.of(diff.funnels()),
                funnelGranules(diff.funnels(), nameA, nameB), funnelNote(diff, nameA, nameB),
                PipelineLayout.layout(PipelineGraph.of(a.get(0).processors(), true)),
                PipelineLayout.layout(PipelineGraph.of(b.get(0).processors(), true)), nodeDeltas(diff));
    }

    /** Each group's change keyed by both sides' node keys, so either side's graph finds it. */
    private static Map<String, Long> nodeDeltas(ProcessorDiff diff) {
        Map<String, Long> deltas = new HashMap<>();
        for (GroupDiff group : diff.groups()) {
            Set<String> keys = new HashSet<>();
            group.step().a().ifPresent(s -> keys.add(nodeKey(label(s), group.processor())));
            group.step().b().ifPresent(s -> keys.add(nodeKey(label(s), group.processor())));
            // two steps of one label (occurrences) share their nodes' key: their changes add up
            keys.forEach(key -> deltas.merge(key, group.elapsedDeltaMicros(), Long::sum));
        }
        return deltas;
    }

    /** As the pipeline graph labels the step: {@code name (description)}, "" for a processor without a step. */
    private static String label(StepIdentity step) {
        if (step.planless()) {
            return "";
        }
        return step.description().isEmpty() ? step.name() : step.name() + " (" + step.description() + ")";
    }

    private static String summary(ProcessorDiff diff, String nameA, String nameB) {
        long clientA = diff.a().clientElapsedMicros();
        long clientB = diff.b().clientElapsedMicros();
        return String.format(Locale.ROOT, "Client wall time (median): %s %s, %s %s, Δ %s  ·  Processor time (summed"
                        + " over every processor, attributed to the steps below): %s %s, %s %s, Δ %s",
                nameA, millis(clientA), nameB, millis(clientB), signedMillis(clientB - clientA),
                nameA, millis(diff.a().workMicros()), nameB, millis(diff.b().workMicros()),
                signedMillis(diff.totalDeltaMicros()));
    }

    /** Per table and stage, the granules left after it on each side; the first category is what the table had. */
    private static DefaultCategoryDataset funnelGranules(List<FunnelDiff> funnels, String nameA, String nameB) {
        DefaultCategoryDataset dataset = new DefaultCategoryDataset();
        boolean manyTables = funnels.size() > 1;
        for (FunnelDiff funnel : funnels) {
            String prefix = manyTables ? funnel.label() + ": " : "";
            if (!funnel.stages().isEmpty()) {
                StageDiff first = funnel.stages().get(0);
                first.a().ifPresent(s -> dataset.addValue(s.granulesBefore(), nameA, prefix + "all granules"));
                first.b().ifPresent(s -> dataset.addValue(s.granulesBefore(), nameB, prefix + "all granules"));
            }
            for (StageDiff stage : funnel.stages()) {
                stage.a().ifPresent(s -> dataset.addValue(s.granulesAfter(), nameA, prefix + stage.label()));
                stage.b().ifPresent(s -> dataset.addValue(s.granulesAfter(), nameB, prefix + stage.label()));
            }
        }
        return dataset;
    }

    private static String funnelNote(ProcessorDiff diff, String nameA, String nameB) {
        if (diff.funnels().isEmpty()) {
            return "EXPLAIN reported no index analysis on either side.";
        }
        return "Selected at run time (query log): " + selected(diff.a().selected(), nameA) + "; "
                + selected(diff.b().selected(), nameB);
    }

    private static String selected(Optional<FunnelCheck.Figures> figures, String name) {
        return figures.map(f -> String.format(Locale.ROOT, "%s %,d granules in %,d part%s", name, f.granules(),
                f.parts(), f.parts() == 1 ? "" : "s")).orElse(name + " not known");
    }

    private static String millis(long micros) {
        return String.format(Locale.ROOT, "%,.2f ms", micros / 1000.0);
    }

    private static String signedMillis(long micros) {
        return String.format(Locale.ROOT, "%+,.2f ms", micros / 1000.0);
    }
}
