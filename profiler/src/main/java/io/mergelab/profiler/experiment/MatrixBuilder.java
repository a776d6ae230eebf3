package io.mergelab.profiler.experiment;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ExactQuantile;
import io.mergelab.profiler.compare.MedianTest;
import io.mergelab.profiler.compare.MetricVerdict;
import io.mergelab.profiler.compare.RunMetrics;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.ToDoubleFunction;

/**
 * Collects each query's comparison with its runs and makes the experiment's matrix cells: ranked by median client
 * time within the query, judged against the comparison's baseline (its verdicts) and against the previous layout step.
 * The previous step of a cell on layout L<sub>i</sub> under settings S is the cell of the same query on L<sub>i-1</sub>
 * under S, or, when that query does not run on L<sub>i-1</sub>, the cell of the last query (in the plan's order) that
 * does: so a step that changes the query with the layout (a join removed, a precomputed column) is still measured
 * against the step before it. Such a step verdict compares runs of two comparisons, taken one after the other rather
 * than interleaved.
 */
final class MatrixBuilder {
    private final List<String> layouts;
    private final double minEffect;
    private final long seed;
    private final List<Entry> entries = new ArrayList<>();

    /**
     * One variant of one query as the cells need it, worked out when its comparison is added so that its runs need
     * not be held until the experiment ends: the client times, the evidence's medians (0 when a run has no query_log
     * row) and the first run's funnel and Resize steps.
     */
    private record Entry(String query, String layout, String settings, String variant, double[] clientMicros,
                         Optional<MetricVerdict> vsBaseline, double medianReadRows, double medianReadBytes,
                         double medianMemoryBytes, double medianSelectedParts, String funnel, String resizes) {
        static Entry of(String query, VariantKey key, List<Run> runs, Optional<MetricVerdict> vsBaseline) {
            Run first = runs.get(0);
            return new Entry(query, key.layout(), key.settings(), key.variant(),
                    RunMetrics.values(runs, RunMetrics.CLIENT_ELAPSED), vsBaseline,
                    medianOr0(runs, r -> RunMetrics.value(r, "read_rows")),
                    medianOr0(runs, r -> RunMetrics.value(r, "read_bytes")),
                    medianOr0(runs, r -> RunMetrics.value(r, "memory_usage")),
                    medianOr0(runs, RunEvidence::selectedParts), RunEvidence.funnel(first),
                    RunEvidence.resizes(first));
        }

        private static double medianOr0(List<Run> runs, ToDoubleFunction<Run> value) {
            return runs.stream().allMatch(r -> r.queryLog().isPresent())
                    ? ExactQuantile.median(runs.stream().mapToDouble(value).toArray()) : 0;
        }

        double medianClientMicros() {
            return ExactQuantile.median(clientMicros);
        }
    }

    MatrixBuilder(List<String> layouts, double minEffect, long seed) {
        this.layouts = List.copyOf(layouts);
        this.minEffect = minEffect;
        this.seed = seed;
    }

    /** The variants of {@code query}'s comparison, each with its layout, settings and runs, in the variants' order. */
    void add(String query, Comparison comparison, List<VariantKey> keys, List<List<Run>> runs) {
        for (int v = 0; v < keys.size(); v++) {
            VariantKey key = keys.get(v);
            Optional<MetricVerdict> verdict = comparison.verdicts().stream()
                    .filter(m -> m.metric().equals(RunMetrics.CLIENT_ELAPSED) && m.variant().equals(key.variant()))
                    .findFirst();
            entries.add(Entry.of(query, key, runs.get(v), verdict));
        }
    }

    List<ExperimentCell> cells() {
        List<ExperimentCell> cells = new ArrayList<>();
        for (Entry entry : entries) {
            Optional<Entry> step = previousStep(entry);
            Optional<MetricVerdict> stepVerdict = step.map(s -> MedianTest.compare(RunMetrics.CLIENT_ELAPSED,
                    entry.variant(), s.clientMicros(), entry.clientMicros(), minEffect, seed));
            cells.add(new ExperimentCell(entry.query(), entry.layout(), entry.settings(), entry.variant(), rank(entry),
                    entry.medianClientMicros(),
                    entry.vsBaseline().map(MetricVerdict::ratio).orElse(1.0),
                    entry.vsBaseline().map(MetricVerdict::ratioLow).orElse(1.0),
                    entry.vsBaseline().map(MetricVerdict::ratioHigh).orElse(1.0),
                    entry.vsBaseline().map(MetricVerdict::verdict),
                    step.map(s -> s.query().equals(entry.query()) ? s.variant() : s.query() + " " + s.variant())
                            .orElse(""),
                    stepVerdict.map(MetricVerdict::ratio).orElse(Double.NaN),
                    stepVerdict.map(MetricVerdict::verdict),
                    entry.medianReadRows(), entry.medianReadBytes(), entry.medianMemoryBytes(),
                    entry.medianSelectedParts(), entry.funnel(), entry.resizes(),
                    stepVerdict.map(v -> OptionalDouble.of(v.threshold())).orElse(OptionalDouble.empty())));
        }
        return cells;
    }

    private int rank(Entry entry) {
        List<Entry> ofQuery = entries.stream().filter(e -> e.query().equals(entry.query()))
                .sorted(Comparator.comparingDouble(Entry::medianClientMicros)).toList();
        return ofQuery.indexOf(entry) + 1;
    }

    private Optional<Entry> previousStep(Entry entry) {
        int index = layouts.indexOf(entry.layout());
        if (index <= 0) {
            return Optional.empty();
        }
        String previous = layouts.get(index - 1);
        Optional<Entry> sameQuery = find(entry.query(), previous, entry.settings());
        if (sameQuery.isPresent()) {
            return sameQuery;
        }
        Entry last = null;
        for (Entry e : entries) {
            if (e.layout().equals(previous) && e.settings().equals(entry.settings())) {
                last = e;
            }
        }
        return Optional.ofNullable(last);
    }

    private Optional<Entry> find(String query, String layout, String settings) {
        return entries.stream().filter(e -> e.query().equals(query) && e.layout().equals(layout)
                && e.settings().equals(settings)).findFirst();
    }

    /** Which layout and settings variant a comparison variant stands for. */
    record VariantKey(String layout, String settings, String variant) {
    }

    /** {@code layout/settings}: a variant's name when the experiment has two or more settings variants. */
    static String variantName(String layout, String settings) {
        return layout + "/" + settings;
    }
}
