package io.mergelab.profiler.experiment;

import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.Verdict;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What an experiment says as a whole, in sentences built from its cells; the reports and the app's Experiments screen
 * both show these. {@code best}: the variant that did best over every query (first places, and the geometric mean of
 * its median time against each query's baseline; said to be within the noise when none of its cells is faster with
 * the verdict changed). {@code queries}: per query, its fastest variant against the baseline. {@code variants}: each
 * variant's verdicts against its queries' baselines counted by direction (a query's baseline is its first variant,
 * which differs between queries that run on different layouts). {@code steps}: each layout step against the layout
 * before it, where it changed the client time or that it stayed within the noise, with the evidence of each query
 * (rows read, peak memory, parts selected, before → after) and, for a step that did not show, why ({@link StepNoise}).
 */
public record ExperimentConclusion(String best, List<String> queries, List<String> variants, List<String> steps) {
    public ExperimentConclusion {
        queries = List.copyOf(queries);
        variants = List.copyOf(variants);
        steps = List.copyOf(steps);
    }

    public static ExperimentConclusion of(Experiment e) {
        int queries = e.queries().size();
        Map<String, List<ExperimentCell>> byVariant = new LinkedHashMap<>();
        e.cells().forEach(c -> byVariant.computeIfAbsent(c.variant(), k -> new ArrayList<>()).add(c));
        if (byVariant.isEmpty()) {
            return new ExperimentConclusion("The experiment measured no cell.", List.of(), List.of(), List.of());
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
        List<String> perQuery = new ArrayList<>();
        for (QueryComparison q : e.queries()) {
            List<ExperimentCell> cells = e.cellsOf(q.query());
            if (!cells.isEmpty()) {
                perQuery.add(query(q.query(), cells));
            }
        }
        Map<String, String> baselines = new LinkedHashMap<>();
        e.cells().forEach(c -> baselines.putIfAbsent(c.query(), c.variant()));
        Map<String, List<String>> againstBaseline = new LinkedHashMap<>();
        e.cells().stream().filter(c -> c.verdict().isPresent()).forEach(c -> againstBaseline
                .computeIfAbsent(c.variant() + " against " + baselines.get(c.query()), k -> new ArrayList<>())
                .add(word(c.verdict().get(), c.ratio())));
        List<String> variants = new ArrayList<>();
        againstBaseline.forEach((pair, words) -> variants.add(pair + ": " + counted(words)));
        return new ExperimentConclusion(best, perQuery, variants, steps(e));
    }

    /** {@code q1: by_k is fastest, by_id 12.0 ms → 3.0 ms (0.25× the baseline's time, changed).} */
    private static String query(String query, List<ExperimentCell> cells) {
        ExperimentCell baseline = cells.stream().filter(c -> c.verdict().isEmpty()).findFirst().orElse(cells.get(0));
        ExperimentCell fastest = cells.stream().min(Comparator.comparingInt(ExperimentCell::rank)).orElseThrow();
        String base = baseline.variant() + " " + time(baseline);
        if (fastest == baseline) {
            long slower = cells.stream().filter(c -> c.verdict().orElse(null) == Verdict.CHANGED).count();
            return query + ": the baseline " + base + " stays fastest" + (slower == 0 ? "" : "; " + slower
                    + plural(slower, " variant is", " variants are") + " slower (changed)") + ".";
        }
        Verdict verdict = fastest.verdict().orElse(Verdict.NO_SIGNIFICANT_DIFFERENCE);
        return query + ": " + fastest.variant() + " is fastest, " + base + " → " + time(fastest) + " ("
                + MetricText.ratio(fastest.ratio()) + " the baseline's time, " + verdict.words() + ")"
                + (verdict == Verdict.CHANGED ? "" : " — not a difference beyond the noise") + ".";
    }

    /** Each layout step (under each settings variant), over the queries: its verdicts and evidence, or the noise. */
    private static List<String> steps(Experiment e) {
        Map<String, List<ExperimentCell>> bySteps = new LinkedHashMap<>();
        e.cells().stream().filter(c -> !c.stepFrom().isEmpty() && c.stepVerdict().isPresent()).forEach(c ->
                bySteps.computeIfAbsent(c.stepFrom() + " → " + c.variant(), k -> new ArrayList<>()).add(c));
        List<String> lines = new ArrayList<>();
        bySteps.forEach((step, cells) -> {
            String verdicts = counted(cells.stream().map(c -> word(c.stepVerdict().get(), c.stepRatio())).toList());
            String evidence = String.join("; ", cells.stream().map(c -> evidence(e, c)).filter(t -> !t.isEmpty())
                    .toList());
            String tail = evidence.isEmpty() ? "." : "; " + evidence + ".";
            List<String> why = cells.stream().filter(c -> c.stepVerdict().get() != Verdict.CHANGED || c.stepRatio() > 1)
                    .map(c -> (cells.size() > 1 ? c.query() + ": " : "") + (c.stepVerdict().get() == Verdict.CHANGED
                            ? StepNoise.whySlower(c, before(e, c))
                            : StepNoise.why(e.kind(), c, before(e, c), e.options())))
                    .toList();
            String whyText = why.isEmpty() ? "" : " Why it does not show: " + String.join(" ", why);
            if (cells.stream().noneMatch(c -> c.stepVerdict().get() == Verdict.CHANGED)) {
                double low = cells.stream().mapToDouble(ExperimentCell::stepRatio).min().orElse(1);
                double high = cells.stream().mapToDouble(ExperimentCell::stepRatio).max().orElse(1);
                lines.add("Step " + step + ": time within the noise (" + MetricText.ratio(low)
                        + (low == high ? "" : " to " + MetricText.ratio(high)) + ", " + verdicts + ")" + tail + whyText);
            } else {
                lines.add("Step " + step + ": " + verdicts + tail + whyText);
            }
        });
        return lines;
    }

    /**
     * The cell {@code cell} steps from: in the same query, or in the query its {@code stepFrom} names first
     * ({@code q1 wide}); null when the experiment does not hold it.
     */
    private static ExperimentCell before(Experiment e, ExperimentCell cell) {
        String from = cell.stepFrom();
        String query = cell.query();
        int space = from.indexOf(' ');
        if (space > 0 && e.queries().stream().anyMatch(q -> q.query().equals(from.substring(0, space)))) {
            query = from.substring(0, space);
        }
        String fromQuery = query;
        String fromVariant = space > 0 && !query.equals(cell.query()) ? from.substring(space + 1) : from;
        return e.cells().stream().filter(c -> c.query().equals(fromQuery) && c.variant().equals(fromVariant))
                .findFirst().orElse(null);
    }

    /** What the step changed in what the query read: rows read, peak memory and parts selected, where measured. */
    private static String evidence(Experiment e, ExperimentCell cell) {
        ExperimentCell before = before(e, cell);
        if (before == null || before.medianReadRows() + cell.medianReadRows() == 0) {
            return "";
        }
        return (e.queries().size() > 1 ? cell.query() + ": " : "") + "rows read "
                + MetricText.value("read_rows", before.medianReadRows()) + " → "
                + MetricText.value("read_rows", cell.medianReadRows()) + ", peak memory "
                + MetricText.value("memory_usage", before.medianMemoryBytes()) + " → "
                + MetricText.value("memory_usage", cell.medianMemoryBytes()) + ", parts "
                + MetricText.value("read_rows", before.medianSelectedParts()) + " → "
                + MetricText.value("read_rows", cell.medianSelectedParts());
    }

    /** All the sentences, the best variant first. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>(List.of(best));
        lines.addAll(queries);
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

    private static String time(ExperimentCell c) {
        return MetricText.value("client_elapsed_us", c.medianMicros());
    }

    private static String plural(long n, String one, String many) {
        return n == 1 ? one : many;
    }
}
