package io.mergelab.profiler.compare;

import io.mergelab.profiler.analysis.Spread;
import io.mergelab.profiler.analysis.StepRollup;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A setting swept over values, from a comparison whose variants are those values in order: per value the client
 * time's spread, the verdict against the previous value and the time per plan step; the steps, the one with the most
 * work first; and the knee: the last value that still improves on the one before beyond the noise threshold, walking
 * up from the first value and stopping at the first that does not (the first value when none improves).
 */
public record Sweep(String setting, List<SweepPoint> points, List<String> steps, int kneeIndex) {
    public Sweep {
        Objects.requireNonNull(setting, "setting");
        points = List.copyOf(points);
        steps = List.copyOf(steps);
    }

    public SweepPoint knee() {
        return points.get(kneeIndex);
    }

    /** The variant that runs {@code setting} at {@code value}, named {@code setting=value}. */
    public static Variant variant(String setting, String value) {
        return Variant.ofSettings(setting + "=" + value, Map.of(setting, value));
    }

    /**
     * The sweep of {@code setting} over the values of {@code variants} (made by {@link #variant}), from each
     * variant's runs; {@code minEffect} and {@code seed} as in the comparison.
     */
    public static Sweep of(String setting, List<Variant> variants, List<List<Run>> runs, double minEffect, long seed) {
        List<SweepPoint> points = new ArrayList<>();
        Map<String, Long> totalByStep = new HashMap<>();
        for (int v = 0; v < variants.size(); v++) {
            List<Run> valueRuns = runs.get(v);
            Optional<MetricVerdict> againstPrevious = v == 0 ? Optional.empty()
                    : Optional.of(MedianTest.compare(RunMetrics.CLIENT_ELAPSED, variants.get(v).name(),
                    RunMetrics.values(runs.get(v - 1), RunMetrics.CLIENT_ELAPSED),
                    RunMetrics.values(valueRuns, RunMetrics.CLIENT_ELAPSED), minEffect, seed));
            Map<String, Long> steps = stepMedians(valueRuns);
            steps.forEach((step, micros) -> totalByStep.merge(step, micros, Long::sum));
            points.add(new SweepPoint(variants.get(v).settings().get(setting),
                    Spread.of(valueRuns.stream().mapToLong(r -> r.outcome().clientElapsedMicros()).toArray()),
                    againstPrevious, steps));
        }
        List<String> steps = totalByStep.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())
                        .thenComparing(Map.Entry.comparingByKey()))
                .map(Map.Entry::getKey).toList();
        int knee = 0;
        while (knee + 1 < points.size() && points.get(knee + 1).improves()) {
            knee++;
        }
        return new Sweep(setting, points, steps, knee);
    }

    /** Each step's summed work per run, the median over the runs; a step a run lacks counts 0 for it. */
    private static Map<String, Long> stepMedians(List<Run> runs) {
        List<Map<String, Long>> perRun = new ArrayList<>();
        Set<String> labels = new LinkedHashSet<>();
        for (Run run : runs) {
            Map<String, Long> steps = new LinkedHashMap<>();
            for (StepRollup step : StepRollup.of(run.processors())) {
                steps.merge(step.label(), step.elapsedMicros().sum(), Long::sum);
            }
            labels.addAll(steps.keySet());
            perRun.add(steps);
        }
        Map<String, Long> medians = new LinkedHashMap<>();
        for (String label : labels) {
            medians.put(label, Spread.of(perRun.stream().mapToLong(s -> s.getOrDefault(label, 0L)).toArray()).median());
        }
        return medians;
    }
}
