package io.mergelab.profiler.analysis.diff;

import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Two runs, or two series of repeated runs, compared processor by processor (issue 14 §2). Plan steps are aligned
 * across the sides ({@link AlignedStep}), and within a step the processors by name; each group's figures on each
 * side are {@link ProcessorFigures} (medians over a series' runs). {@code groups} are ranked by how much processor
 * time moved ({@code |Δ elapsed_us|}, largest first, then the larger time first); {@code steps} attribute
 * {@code totalDeltaMicros} to the plan steps in the same order.
 *
 * <p>The figure attributed is processor time: the summed {@code elapsed_us} of the groups, so every step's part is
 * its groups' Δ and the parts add up to the total exactly. For single runs the total is the summed
 * {@code elapsed_us} of all the run's processors; for series it is the sum of the groups' medians (which need not
 * equal the median of the runs' totals). Wall time is not attributed: parallel processors overlap, and time outside
 * the pipeline (parsing, planning, index analysis) has no processor; {@link DiffSide#clientElapsedMicros} is given
 * beside it.
 */
public record ProcessorDiff(DiffSide a, DiffSide b, List<GroupDiff> groups, List<StepDelta> steps,
                            List<FunnelDiff> funnels) {
    public ProcessorDiff {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        groups = List.copyOf(groups);
        steps = List.copyOf(steps);
        funnels = List.copyOf(funnels);
    }

    /** B's processor time minus A's, µs: the sum of the steps' parts. */
    public long totalDeltaMicros() {
        return b.workMicros() - a.workMicros();
    }

    public static ProcessorDiff of(Run a, Run b) {
        return of(List.of(a), List.of(b));
    }

    /** Two series (or any two sets of runs of one query each): each side's figures are medians over its runs. */
    public static ProcessorDiff of(List<Run> a, List<Run> b) {
        if (a.isEmpty() || b.isEmpty()) {
            throw new IllegalArgumentException("a processor diff needs at least one run on each side");
        }
        return of(a, SideFigures.of(a), b);
    }

    /**
     * Each of {@code others} against {@code a}, as {@link #of(List, List)} gives them; {@code a}'s figures are worked
     * out once (a comparison's variants against its baseline).
     */
    public static List<ProcessorDiff> against(List<Run> a, List<List<Run>> others) {
        if (a.isEmpty() || others.stream().anyMatch(List::isEmpty)) {
            throw new IllegalArgumentException("a processor diff needs at least one run on each side");
        }
        SideFigures sideA = SideFigures.of(a);
        return others.stream().map(b -> of(a, sideA, b)).toList();
    }

    private static ProcessorDiff of(List<Run> a, SideFigures sideA, List<Run> b) {
        SideFigures sideB = SideFigures.of(b);
        List<AlignedStep> aligned = Pairing.of(sideA.steps(), sideB.steps(), s -> s, s -> List.of(s.name(), s.planless()))
                .stream().map(p -> new AlignedStep(p.a(), p.b())).toList();
        long workA = sideA.workMicros();
        long workB = sideB.workMicros();
        long total = workB - workA;
        List<GroupDiff> groups = new ArrayList<>();
        List<StepDelta> steps = new ArrayList<>();
        for (AlignedStep step : aligned) {
            Set<String> processors = new LinkedHashSet<>();
            step.a().ifPresent(s -> processors.addAll(sideA.processors(s)));
            step.b().ifPresent(s -> processors.addAll(sideB.processors(s)));
            long stepA = 0;
            long stepB = 0;
            for (String processor : processors) {
                ProcessorFigures figuresA = figures(sideA, step.a(), processor);
                ProcessorFigures figuresB = figures(sideB, step.b(), processor);
                long delta = figuresB.elapsedMicros().sum() - figuresA.elapsedMicros().sum();
                groups.add(new GroupDiff(step, processor, figuresA, figuresB, share(delta, total)));
                stepA += figuresA.elapsedMicros().sum();
                stepB += figuresB.elapsedMicros().sum();
            }
            steps.add(new StepDelta(step, step.a().map(sideA.parallelism()::get).orElse(0),
                    step.b().map(sideB.parallelism()::get).orElse(0), stepA, stepB, share(stepB - stepA, total)));
        }
        groups.sort(Comparator.comparingLong((GroupDiff g) -> Math.abs(g.elapsedDeltaMicros()))
                .thenComparingLong(g -> Math.max(g.a().elapsedMicros().sum(), g.b().elapsedMicros().sum())).reversed());
        steps.sort(Comparator.comparingLong((StepDelta s) -> Math.abs(s.deltaMicros()))
                .thenComparingLong(s -> Math.max(s.workMicrosA(), s.workMicrosB())).reversed());
        return new ProcessorDiff(DiffSide.of(a, workA), DiffSide.of(b, workB), groups, steps,
                FunnelDiff.of(a.get(0).indexFunnels(), b.get(0).indexFunnels()));
    }

    private static ProcessorFigures figures(SideFigures side, Optional<StepIdentity> step, String processor) {
        return step.map(s -> side.groups().getOrDefault(new GroupKey(s, processor), ProcessorFigures.ABSENT))
                .orElse(ProcessorFigures.ABSENT);
    }

    private static double share(long part, long total) {
        return total == 0 ? Double.NaN : (double) part / total;
    }
}
