package io.mergelab.profiler.experiment;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonCancelledException;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.ComparisonProgress;
import io.mergelab.profiler.compare.ComparisonRequest;
import io.mergelab.profiler.compare.ComparisonRunner;
import io.mergelab.profiler.compare.KeptRuns;
import io.mergelab.profiler.compare.RoundRule;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.compare.VariantPair;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.experiment.MatrixBuilder.VariantKey;
import io.mergelab.profiler.run.Run;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Runs an experiment on a target: has its {@link ExperimentData} build and fill the layouts, checks that they hold the
 * same rows ({@link DataDigests}), then runs each query as one comparison of every layout it runs on under every
 * settings variant (layout by layout in the plan's order, settings variants within; the first is the baseline; named
 * {@code layout/settings} when there are two or more settings variants, else by the layout), each
 * run and comparison handed to the sink as soon as it is made (with {@link ComparisonOptions#untilDecided()} the
 * rounds go on while a client time against the baseline or the previous layout step is undecided), and ranks the variants per query
 * ({@link MatrixBuilder}). A failure or a cancel ends it with the runs so far in the sink and the data told so.
 * One experiment per runner.
 */
public final class ExperimentRunner {
    /** The comparison kind of an experiment's queries in the run store. */
    public static final String COMPARISON_KIND = "experiment";

    private final QueryTarget target;
    private volatile boolean cancelled;
    private volatile ExperimentData currentData;
    private volatile ComparisonRunner currentComparison;

    public ExperimentRunner(QueryTarget target) {
        this.target = target;
    }

    /** Stops the experiment from another thread: the load, or the comparison before its next run. */
    public void cancel() {
        cancelled = true;
        ExperimentData data = currentData;
        if (data != null) {
            data.cancel();
        }
        ComparisonRunner comparison = currentComparison;
        if (comparison != null) {
            comparison.cancel();
        }
    }

    /** Runs {@code plan} over {@code data}; {@link ExperimentCancelledException} when cancelled. */
    public Experiment run(ExperimentPlan plan, ExperimentData data, ExperimentSink sink, ExperimentProgress progress) {
        currentData = data;
        boolean succeeded = false;
        try {
            Experiment experiment = measure(plan, data, sink, progress);
            succeeded = true;
            return experiment;
        } finally {
            data.finish(succeeded);
        }
    }

    private Experiment measure(ExperimentPlan plan, ExperimentData data, ExperimentSink sink,
                               ExperimentProgress progress) {
        stopIfCancelled("before its layouts were built");
        List<PreparedLayout> layouts = data.prepare(progress);
        stopIfCancelled("while its layouts were built");
        List<String> names = layouts.stream().map(PreparedLayout::name).toList();
        if (!names.equals(plan.layouts())) {
            throw new IllegalStateException("The data built layouts " + names + ", the plan names " + plan.layouts());
        }
        String digest = DataDigests.check(target, layouts);
        progress.dataChecked(digest);
        MatrixBuilder matrix = new MatrixBuilder(plan.layouts(), plan.options().minEffect(), plan.options().seed());
        List<QueryComparison> queries = new ArrayList<>();
        List<String> notices = new ArrayList<>();
        for (int q = 0; q < plan.queries().size(); q++) {
            ExperimentQuery query = plan.queries().get(q);
            List<VariantKey> keys = new ArrayList<>();
            List<Variant> variants = new ArrayList<>();
            for (PreparedLayout layout : layouts) {
                if (!query.runsOn(layout.name())) {
                    continue;
                }
                for (SettingsSet settings : settingsOrNone(plan)) {
                    String name = plan.settings().size() > 1
                            ? MatrixBuilder.variantName(layout.name(), settings.name()) : layout.name();
                    keys.add(new VariantKey(layout.name(), settings.name(), name));
                    variants.add(new Variant(name, settings.settings(), Optional.of(layout.source()),
                            Optional.empty()));
                }
            }
            if (variants.size() < 2) {
                String reason = "it runs on " + variants.size() + " variant, so there is nothing to compare";
                notices.add("Query " + query.name() + " left out: " + reason);
                progress.querySkipped(query.name(), reason);
                continue;
            }
            progress.queryStarted(query.name(), q, plan.queries().size(), variants.size());
            Comparison comparison = compare(plan, query, variants, sink, progress, keys, matrix);
            queries.add(new QueryComparison(query.name(), query.sql(), comparison.id()));
            comparison.notices().forEach(n -> notices.add(query.name() + ": " + n));
        }
        List<LayoutResult> layoutResults = layouts.stream()
                .map(l -> new LayoutResult(l.name(), l.source(), l.storage(), data.copyOf(l.name()))).toList();
        return new Experiment(UUID.randomUUID().toString(), Instant.now(), plan.kind(), plan.name(),
                plan.description(), plan.options(), layoutResults, plan.settings().stream().map(SettingsSet::name)
                .toList(), digest, queries, matrix.cells(), notices);
    }

    private Comparison compare(ExperimentPlan plan, ExperimentQuery query, List<Variant> variants, ExperimentSink sink,
                               ExperimentProgress progress, List<VariantKey> keys, MatrixBuilder matrix) {
        ComparisonRequest request = new ComparisonRequest(COMPARISON_KIND, query.sql(), variants, query.parameters(),
                List.of("experiment=" + plan.name(), "query=" + query.name()), plan.options());
        Map<String, List<Run>> runs = new HashMap<>();
        ComparisonRunner runner = new ComparisonRunner(target);
        currentComparison = runner;
        if (cancelled) {
            runner.cancel();
        }
        Comparison comparison;
        try {
            comparison = runner.run(request, run -> {
                sink.run(run);
                if (!run.failed()) {
                    // stored by the sink: the first run of a series is kept whole for the cell's evidence
                    List<Run> series = runs.computeIfAbsent(run.seriesId(), id -> new ArrayList<>());
                    series.add(series.isEmpty() ? run : KeptRuns.metricsOnly(run));
                }
            }, new ComparisonProgress() {
                @Override
                public void measured(String variant, int round, Run run) {
                    progress.measured(query.name(), variant, round, run);
                }
            }, pairsToDecide(plan.layouts(), keys));
        } catch (ComparisonCancelledException e) {
            throw new ExperimentCancelledException("in query " + query.name() + " after " + e.roundsDone()
                    + " rounds");
        } finally {
            currentComparison = null;
        }
        sink.comparison(comparison);
        matrix.add(query.name(), comparison, keys,
                comparison.runs().stream().map(v -> runs.get(v.seriesId())).toList());
        return comparison;
    }

    /**
     * The pairs whose client time the rounds decide: every variant against the baseline, and each against its layout
     * step within the comparison (the previous layout under the same settings variant).
     */
    static List<VariantPair> pairsToDecide(List<String> layouts, List<VariantKey> keys) {
        Set<VariantPair> pairs = new LinkedHashSet<>(RoundRule.againstBaseline(keys.size()));
        for (int v = 0; v < keys.size(); v++) {
            int layout = layouts.indexOf(keys.get(v).layout());
            for (int p = 0; p < keys.size() && layout > 0; p++) {
                if (keys.get(p).layout().equals(layouts.get(layout - 1))
                        && keys.get(p).settings().equals(keys.get(v).settings())) {
                    pairs.add(new VariantPair(p, v));
                }
            }
        }
        return List.copyOf(pairs);
    }

    private static List<SettingsSet> settingsOrNone(ExperimentPlan plan) {
        return plan.settings().isEmpty() ? List.of(new SettingsSet("", Map.of())) : plan.settings();
    }

    private void stopIfCancelled(String where) {
        if (cancelled) {
            throw new ExperimentCancelledException(where);
        }
    }
}
