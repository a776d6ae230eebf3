package io.mergelab.profiler.analysis.diff;

import io.mergelab.profiler.analysis.Spread;
import io.mergelab.profiler.analysis.StepRollup;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One side of a diff, a run or a series' runs, reduced to one figure set: its plan steps (in the first run's plan
 * step id order, then any another run added), each step's parallelism (the median of {@link StepRollup#parallelism}
 * over the runs that had it) and each processor group's figures ({@link ProcessorFigures#medianOf}).
 */
record SideFigures(List<StepIdentity> steps, Map<StepIdentity, Integer> parallelism,
                   Map<GroupKey, ProcessorFigures> groups) {

    static SideFigures of(List<Run> runs) {
        List<RunGroups> perRun = runs.stream().map(RunGroups::of).toList();
        Set<StepIdentity> steps = new LinkedHashSet<>();
        Set<GroupKey> keys = new LinkedHashSet<>();
        for (RunGroups run : perRun) {
            steps.addAll(run.steps().keySet());
            keys.addAll(run.groups().keySet());
        }
        Map<StepIdentity, Integer> parallelism = new LinkedHashMap<>();
        for (StepIdentity step : steps) {
            long[] copies = perRun.stream().map(r -> r.steps().get(step)).filter(Objects::nonNull)
                    .mapToLong(StepRollup::parallelism).toArray();
            parallelism.put(step, (int) Spread.of(copies).median());
        }
        Map<GroupKey, ProcessorFigures> groups = new LinkedHashMap<>();
        for (GroupKey key : keys) {
            List<ProcessorFigures> figures = new ArrayList<>();
            perRun.forEach(r -> figures.add(r.groups().getOrDefault(key, ProcessorFigures.ABSENT)));
            groups.put(key, ProcessorFigures.medianOf(figures));
        }
        return new SideFigures(List.copyOf(steps), parallelism, groups);
    }

    /** The side's processor time: its groups' summed {@code elapsed_us}. */
    long workMicros() {
        return groups.values().stream().mapToLong(f -> f.elapsedMicros().sum()).sum();
    }

    /** The processor names of a step's groups, in order. */
    List<String> processors(StepIdentity step) {
        return groups.keySet().stream().filter(k -> k.step().equals(step)).map(GroupKey::processor).toList();
    }
}
