package io.mergelab.app.gui.experiments;

import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCell;
import io.mergelab.profiler.experiment.QueryComparison;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What an experiment says in a few sentences: per query, the fastest variant against the baseline with its verdict;
 * per layout step (each layout against the one before it), in how many queries it was faster, slower or no different;
 * and which variant ranks first most often (or that several tie). Only verdicts of {@code changed} count as faster or
 * slower.
 */
final class ExperimentConclusion {
    private ExperimentConclusion() {
    }

    static List<String> of(Experiment e) {
        List<String> lines = new ArrayList<>();
        Map<String, Integer> firsts = new LinkedHashMap<>();
        for (QueryComparison q : e.queries()) {
            List<ExperimentCell> cells = e.cellsOf(q.query());
            if (cells.isEmpty()) {
                continue;
            }
            lines.add(query(q.query(), cells));
            cells.stream().filter(c -> c.rank() == 1).forEach(c -> firsts.merge(c.variant(), 1, Integer::sum));
        }
        lines.addAll(steps(e.cells()));
        lines.add(overall(firsts, e.queries().size()));
        return lines;
    }

    /** The variant first in most queries; when several share the most, all of them, not the first one met. */
    private static String overall(Map<String, Integer> firsts, int queries) {
        int most = firsts.values().stream().max(Integer::compare).orElse(0);
        List<String> best = firsts.entrySet().stream().filter(f -> f.getValue() == most).map(Map.Entry::getKey)
                .toList();
        if (best.size() == 1) {
            return String.format(Locale.ROOT, "Overall: %s is fastest in %d of %d queries.", best.get(0), most,
                    queries);
        }
        return String.format(Locale.ROOT, "Overall: no single variant is fastest most often; %s are each fastest in"
                + " %d of %d queries.", String.join(", ", best), most, queries);
    }

    private static String query(String query, List<ExperimentCell> cells) {
        ExperimentCell baseline = cells.stream().filter(c -> c.verdict().isEmpty()).findFirst().orElse(cells.get(0));
        ExperimentCell fastest = cells.stream().min(Comparator.comparingInt(ExperimentCell::rank)).orElseThrow();
        String base = baseline.variant() + " " + time(baseline);
        if (fastest == baseline) {
            long slower = cells.stream().filter(c -> c.verdict().orElse(null) == Verdict.CHANGED).count();
            return String.format(Locale.ROOT, "%s: the baseline %s stays fastest%s.", query, base,
                    slower == 0 ? "" : "; " + slower + " variant" + (slower == 1 ? " is" : "s are") + " slower (changed)");
        }
        Verdict verdict = fastest.verdict().orElse(Verdict.NO_SIGNIFICANT_DIFFERENCE);
        return String.format(Locale.ROOT, "%s: %s is fastest, %s → %s (%s the baseline's time, %s)%s.", query,
                fastest.variant(), base, time(fastest), MetricText.ratio(fastest.ratio()), verdict.words(),
                verdict == Verdict.CHANGED ? "" : " — not a difference beyond the noise");
    }

    /** One line per layout step: {@code Step by_customer (after by_month): faster in 2 of 3 queries, ...}. */
    private static List<String> steps(List<ExperimentCell> cells) {
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (ExperimentCell c : cells) {
            Optional<Verdict> verdict = c.stepVerdict();
            if (c.stepFrom().isEmpty() || verdict.isEmpty()) {
                continue;
            }
            int[] n = counts.computeIfAbsent(c.variant() + " (after " + c.stepFrom() + ")", k -> new int[4]);
            n[3]++;
            if (verdict.get() == Verdict.CHANGED) {
                n[c.stepRatio() < 1 ? 0 : 1]++;
            } else {
                n[2]++;
            }
        }
        List<String> lines = new ArrayList<>();
        counts.forEach((step, n) -> {
            List<String> parts = new ArrayList<>();
            if (n[0] > 0) {
                parts.add("faster in " + n[0]);
            }
            if (n[1] > 0) {
                parts.add("slower in " + n[1]);
            }
            if (n[2] > 0) {
                parts.add("no clear difference in " + n[2]);
            }
            lines.add("Step " + step + ": " + String.join(", ", parts) + " of " + n[3] + (n[3] == 1 ? " query." : " queries."));
        });
        return lines;
    }

    private static String time(ExperimentCell c) {
        return MetricText.value("client_elapsed_us", c.medianMicros());
    }
}
