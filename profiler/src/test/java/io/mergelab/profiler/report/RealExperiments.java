package io.mergelab.profiler.report;

import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.bundle.TableRecipes;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentPlan;
import io.mergelab.profiler.experiment.ExperimentProgress;
import io.mergelab.profiler.experiment.ExperimentQuery;
import io.mergelab.profiler.experiment.ExperimentRunner;
import io.mergelab.profiler.experiment.ExperimentSink;
import io.mergelab.profiler.experiment.LayoutLab;
import io.mergelab.profiler.experiment.LayoutSpec;
import io.mergelab.profiler.run.Run;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A real experiment for the report tests, run by the layout lab on the embedded engine in a temp directory: a table
 * sorted by {@code id} (the original), copies sorted by {@code k} and by {@code (k, id)} with small granules, and two
 * queries, 7 rounds each, every run and comparison kept.
 */
final class RealExperiments {
    private static final ComparisonOptions SEVEN_ROUNDS = new ComparisonOptions(0, 7, 7, 0, 600, false, 0.1, 1);

    private RealExperiments() {
    }

    /** The experiment, its comparisons and runs; {@code queryName} names the first query, {@code text} is put in its SQL. */
    static Report layouts(Path dataDir, String queryName, String description, String text) {
        try (EmbeddedTarget target = EmbeddedTarget.open(dataDir)) {
            run(target, "CREATE DATABASE shop");
            run(target, "CREATE TABLE shop.orders (id UInt64, k UInt64, s String) ENGINE = MergeTree ORDER BY id"
                    + " SETTINGS index_granularity = 256");
            run(target, "INSERT INTO shop.orders SELECT number, number % 97, toString(number) FROM numbers(30000)");
            LayoutLab lab = new LayoutLab(target, "shop.orders", List.of(
                    LayoutSpec.parse("by_k", "ORDER BY k SETTINGS index_granularity = 256"),
                    LayoutSpec.parse("by_k_id", "ORDER BY (k, id) SETTINGS index_granularity = 128")), true, false);
            List<Run> runs = new ArrayList<>();
            List<Comparison> comparisons = new ArrayList<>();
            ExperimentSink sink = new ExperimentSink() {
                @Override
                public void run(Run run) {
                    runs.add(run);
                }

                @Override
                public void comparison(Comparison comparison) {
                    comparisons.add(comparison);
                }
            };
            Experiment experiment = new ExperimentRunner(target).run(new ExperimentPlan("layouts", "shop.orders",
                    description, lab.layoutNames(), List.of(
                    new ExperimentQuery(queryName, "SELECT count() FROM {table} WHERE k = 5 AND s != '" + text.replace("'",
                            "\\'") + "'", Map.of(), List.of()),
                    new ExperimentQuery("sum_by_k", "SELECT k, sum(id) FROM {table} GROUP BY k ORDER BY k LIMIT 3",
                            Map.of(), List.of())), List.of(), SEVEN_ROUNDS), lab, sink, ExperimentProgress.NONE);
            return Report.ofExperiments(List.of(experiment), new BundleContents(runs, comparisons,
                    TableRecipes.of(runs, Optional.of(target))), Instant.parse("2026-12-02T00:00:00Z"));
        }
    }

    private static void run(EmbeddedTarget target, String sql) {
        target.run(QueryRequest.of(sql)).close();
    }
}
