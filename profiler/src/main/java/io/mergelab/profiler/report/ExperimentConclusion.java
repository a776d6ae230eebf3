package io.mergelab.profiler.report;

import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCell;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What an experiment says as a whole, in sentences built from its cells: the variant that did best over every query
 * (first places, and the geometric mean of its median time against each query's baseline; said to be within the noise
 * when none of its cells is faster with the verdict changed), each variant's verdicts
 * against the baseline counted by direction, and each layout step against the layout before it: where it changed the
 * client time, and where it changed nothing on any query (the step did not show, with its ratios).
 */
public record ExperimentConclusion(String best, List<String> variants, List<String> steps) {
    public ExperimentConclusion {
        variants = List.copyOf(variants);
        steps = List.copyOf(steps);
    }

    public static ExperimentConclusion of(Experiment e) {
        int queries = e.queries().size();
        Map<String, List<ExperimentCell>> byVariant = new LinkedHashMap<>();
        e.cells().forEach(c -> byVariant.computeIfAbsent(c.variant(), k -> new ArrayList<>()).add(c));
        if (byVariant.isEmpty()) {
            return new ExperimentConclusion("The experiment measured no cell.", List.of(), List.of());
        }
        String baseline = byVariant.keySet().iterator().next();
        String winner = byVariant.keySet().stream().min(Comparator
                .comparingDouble((String v) -> geometricMean(byVariant.get(v)))
                .thenComparing(v -> -firsts(byVariant.get(v)))).orElseThrow();
        List<ExperimentCell> won = byVariant.get(winner);
        boolean measurablyFaster = won.stream().anyMatch(c -> c.verdict().orElse(null) == Verdict.CHANGED
                && c.ratio() < 1);
        String ratioWords = MetricText.ratio(geometricMean(won)) + " of the baseline's time (geometric mean of the"
                + " median-time ratios)";
        String best;
        if (winner.equals(baseline) && geometricMean(won) >= 1) {
            best = "No variant beats the baseline " + baseline + " over the " + queries
                    + plural(queries, " query", " queries") + "; it is first in " + firsts(won) + " of them.";
        } else if (!measurablyFaster) {
            best = "No variant is faster than the baseline " + baseline + " beyond the noise on any query; the lowest"
                    + " times are " + winner + "'s, first in " + firsts(won) + " of " + queries + ", at " + ratioWords
                    + ".";
        } else {
            best = "Best over the " + queries + plural(queries, " query", " queries") + ": " + winner + ", first in "
                    + firsts(won) + " of " + queries + ", at " + ratioWords + ".";
        }
        List<String> variants = new ArrayList<>();
        byVariant.forEach((variant, cells) -> {
            if (!variant.equals(baseline)) {
                variants.add(variant + " against " + baseline + ": " + counted(cells.stream()
                        .map(c -> word(c.verdict().orElse(Verdict.NO_SIGNIFICANT_DIFFERENCE), c.ratio())).toList()));
            }
        });
        return new ExperimentConclusion(best, variants, steps(e));
    }

    /** Each layout step (under each settings variant), over the queries: its verdicts, or that it never showed. */
    private static List<String> steps(Experiment e) {
        Map<String, List<ExperimentCell>> bySteps = new LinkedHashMap<>();
        e.cells().stream().filter(c -> !c.stepFrom().isEmpty() && c.stepVerdict().isPresent()).forEach(c ->
                bySteps.computeIfAbsent(c.variant() + " vs " + c.stepFrom(), k -> new ArrayList<>()).add(c));
        List<String> lines = new ArrayList<>();
        bySteps.forEach((step, cells) -> {
            boolean none = cells.stream().noneMatch(c -> c.stepVerdict().get() == Verdict.CHANGED);
            if (none) {
                double low = cells.stream().mapToDouble(ExperimentCell::stepRatio).min().orElse(1);
                double high = cells.stream().mapToDouble(ExperimentCell::stepRatio).max().orElse(1);
                lines.add("Step " + step + ": did not show on any of its " + cells.size()
                        + plural(cells.size(), " query", " queries") + " (step ratios " + MetricText.ratio(low)
                        + (low == high ? "" : " to " + MetricText.ratio(high)) + ", "
                        + counted(cells.stream().map(c -> word(c.stepVerdict().get(), c.stepRatio())).toList()) + ").");
            } else {
                lines.add("Step " + step + ": " + counted(cells.stream()
                        .map(c -> word(c.stepVerdict().get(), c.stepRatio())).toList()) + ".");
            }
        });
        return lines;
    }

    /** All the sentences, the best variant first. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>(List.of(best));
        lines.addAll(variants);
        lines.addAll(steps);
        return lines;
    }

    private static String word(Verdict verdict, double ratio) {
        if (verdict != Verdict.CHANGED) {
            return verdict.words();
        }
        return ratio < 1 ? "faster" : "slower";
    }

    /** {@code faster in 3 queries, no significant difference in 2}. */
    private static String counted(List<String> words) {
        Set<String> order = new LinkedHashSet<>(List.of("faster", "slower", "unstable", "no significant difference"));
        List<String> parts = new ArrayList<>();
        boolean first = true;
        for (String word : order) {
            long n = words.stream().filter(word::equals).count();
            if (n > 0) {
                parts.add(word + " in " + n + (first ? plural(n, " query", " queries") : ""));
                first = false;
            }
        }
        return String.join(", ", parts);
    }

    private static int firsts(List<ExperimentCell> cells) {
        return (int) cells.stream().filter(c -> c.rank() == 1).count();
    }

    /** The geometric mean of the cells' ratios against their baselines (1 for the baseline's own cells). */
    private static double geometricMean(List<ExperimentCell> cells) {
        double logs = 0;
        int n = 0;
        for (ExperimentCell c : cells) {
            double ratio = c.verdict().isEmpty() ? 1 : c.ratio();
            if (Double.isFinite(ratio) && ratio > 0) {
                logs += Math.log(ratio);
                n++;
            }
        }
        return n == 0 ? 1 : Math.exp(logs / n);
    }

    private static String plural(long n, String one, String many) {
        return n == 1 ? one : many;
    }
}
