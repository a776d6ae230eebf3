package io.mergelab.profiler.report;

import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.bundle.TableRecipes;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.ComparisonRequest;
import io.mergelab.profiler.compare.ComparisonRunner;
import io.mergelab.profiler.compare.Sweep;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.run.Run;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Real comparisons for the report tests, run on the embedded engine in memory: a layout comparison of a table
 * sorted by {@code id} against one sorted by {@code k} (named {@code table}, which may hold hostile text), and a
 * sweep of {@code max_threads}, 7 rounds each, with every run kept.
 */
final class RealComparisons {
    private static final ComparisonOptions SEVEN_ROUNDS = ComparisonOptions.defaults().withRounds(7, 7).withWarmups(0);

    private RealComparisons() {
    }

    /** The layout comparison ({@code variantName} for the second variant) and the sweep, as a bundle. */
    static BundleContents layoutAndSweep(String table, String variantName, String tag) {
        try (EmbeddedTarget target = EmbeddedTarget.inMemory()) {
            run(target, "CREATE TABLE by_id (id UInt64, k UInt64, s String) ENGINE = MergeTree ORDER BY id"
                    + " SETTINGS index_granularity = 256");
            run(target, "INSERT INTO by_id SELECT number, number % 97, toString(number) FROM numbers(20000)");
            run(target, "CREATE TABLE `" + table + "` (id UInt64, k UInt64, s String) ENGINE = MergeTree ORDER BY k"
                    + " SETTINGS index_granularity = 256");
            run(target, "INSERT INTO `" + table + "` SELECT * FROM by_id");
            List<Run> runs = new ArrayList<>();
            ComparisonRunner runner = new ComparisonRunner(target);
            Comparison layout = runner.run(new ComparisonRequest("compare", "SELECT count() FROM {table} WHERE k = 5",
                    List.of(new Variant("by_id", Map.of("use_query_condition_cache", "0"), Optional.of("default.by_id"),
                                    Optional.empty()),
                            new Variant(variantName, Map.of("use_query_condition_cache", "0"),
                                    Optional.of("default.`" + table + "`"), Optional.empty())),
                    Map.of(), List.of(tag), SEVEN_ROUNDS), runs::add);
            Comparison sweep = runner.run(new ComparisonRequest("sweep", "SELECT k, count() FROM by_id GROUP BY k",
                    List.of(Sweep.variant("max_threads", "1"), Sweep.variant("max_threads", "2")), Map.of(),
                    List.of(tag), SEVEN_ROUNDS), runs::add);
            return new BundleContents(runs, List.of(layout, sweep), TableRecipes.of(runs, Optional.of(target)));
        }
    }

    private static void run(EmbeddedTarget target, String sql) {
        target.run(QueryRequest.of(sql)).close();
    }
}
