package io.mergelab.app.cli;

import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The one-screen text profile {@code mergelab run} prints after a run: the plan steps that took the most time (the
 * processors' work summed per step, with how many processors ran it), the index funnel of each table read, and the
 * error or what could not be captured. The analysis package's {@code TextProfile} (step spreads, critical path)
 * takes its place once it is on main.
 */
final class RunProfileText {
    static final int TOP_STEPS = 8;

    private RunProfileText() {
    }

    static String render(Run run) {
        StringBuilder out = new StringBuilder();
        steps(run, out);
        for (IndexFunnel funnel : run.indexFunnels()) {
            funnel(funnel, out);
        }
        if (!run.indexFunnels().isEmpty()) {
            run.queryLog().ifPresent(log -> out.append(String.format(Locale.ROOT,
                    "Selected at run time (all tables): %,d/%,d parts, %,d/%,d granules%n",
                    log.profileEvent("SelectedParts"), log.profileEvent("SelectedPartsTotal"),
                    log.profileEvent("SelectedMarks"), log.profileEvent("SelectedMarksTotal"))));
        }
        run.outcome().error().ifPresent(error -> out.append("Error: Code: ").append(error.code())
                .append(". DB::Exception: ").append(error.message().lines().findFirst().orElse(""))
                .append(". (").append(error.name()).append(")\n"));
        for (String missing : run.missing()) {
            out.append("Not captured: ").append(missing).append('\n');
        }
        return out.toString();
    }

    /** Work per plan step, the largest first, as µs, share of all work, and the number of processors. */
    private static void steps(Run run, StringBuilder out) {
        Map<Long, StepTotal> byStep = new LinkedHashMap<>();
        long allWork = 0;
        for (ProcessorRow p : run.processors()) {
            byStep.computeIfAbsent(p.planStepId(), id -> new StepTotal(stepName(p))).add(p);
            allWork += p.elapsedMicros();
        }
        if (byStep.isEmpty()) {
            return;
        }
        List<StepTotal> steps = new ArrayList<>(byStep.values());
        steps.sort(Comparator.comparingLong(StepTotal::workMicros).reversed());
        int nameWidth = steps.stream().limit(TOP_STEPS).mapToInt(s -> s.name.length()).max().orElse(0);
        out.append("Top plan steps by processor time:\n");
        for (StepTotal step : steps.subList(0, Math.min(TOP_STEPS, steps.size()))) {
            double share = allWork == 0 ? 0 : 100.0 * step.workMicros / allWork;
            out.append(String.format(Locale.ROOT, "  %-" + nameWidth + "s  %,12d µs  %5.1f%%  %d processor%s%n",
                    step.name, step.workMicros, share, step.processors, step.processors == 1 ? "" : "s"));
        }
        if (steps.size() > TOP_STEPS) {
            out.append(String.format(Locale.ROOT, "  … %d more steps%n", steps.size() - TOP_STEPS));
        }
    }

    private static String stepName(ProcessorRow p) {
        String name = p.planStepName().isEmpty() ? "(no plan step)" : p.planStepName();
        return p.planStepDescription().isEmpty() ? name : name + " (" + p.planStepDescription() + ")";
    }

    /** Parts and granules after and before each stage, as EXPLAIN estimates them. */
    private static void funnel(IndexFunnel funnel, StringBuilder out) {
        out.append("Index funnel of ").append(funnel.table()).append(" (parts, granules):\n");
        int width = funnel.stages().stream().mapToInt(s -> stageName(s).length()).max().orElse(0);
        for (FunnelStage stage : funnel.stages()) {
            out.append(String.format(Locale.ROOT, "  %-" + width + "s  %,d/%,d  %,d/%,d%s%n", stageName(stage),
                    stage.partsAfter(), stage.partsBefore(), stage.granulesAfter(), stage.granulesBefore(),
                    stage.searchAlgorithm().isEmpty() ? "" : "  " + stage.searchAlgorithm()));
        }
    }

    private static String stageName(FunnelStage stage) {
        return stage.name().isEmpty() ? stage.type() : stage.type() + " " + stage.name();
    }

    private static final class StepTotal {
        private final String name;
        private long workMicros;
        private int processors;

        StepTotal(String name) {
            this.name = name;
        }

        void add(ProcessorRow p) {
            workMicros += p.elapsedMicros();
            processors++;
        }

        long workMicros() {
            return workMicros;
        }
    }
}
