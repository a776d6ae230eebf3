package io.mergelab.app.gui.compare;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.ComparisonRequest;
import io.mergelab.profiler.compare.ComparisonRunner;
import io.mergelab.profiler.compare.Sweep;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.store.RunStore;
import java.util.List;
import java.util.Map;

/**
 * A small needle table on the real embedded engine (a bloom filter on {@code s}, 20,000 rows in granules of 256, a
 * needle in every granule as in story A, so the filter drops nothing) and
 * real comparisons on it, their runs and the comparison saved in a real run store.
 */
final class CompareFixture {
    static final String NEEDLE_SQL = "SELECT * FROM needle WHERE s = 'needle' LIMIT 1";
    static final ComparisonOptions SEVEN_ROUNDS = ComparisonOptions.defaults().withRounds(7, 7).withWarmups(0);

    private CompareFixture() {
    }

    static EmbeddedTarget needleTarget() {
        EmbeddedTarget target = EmbeddedTarget.inMemory();
        run(target, "CREATE TABLE needle (id UInt64, s String, INDEX s_idx s TYPE bloom_filter(0.0001) GRANULARITY 1)"
                + " ENGINE = MergeTree ORDER BY id SETTINGS index_granularity = 256");
        run(target, "INSERT INTO needle SELECT number, if(number % 256 = 100, 'needle', concat('hay', toString(number)))"
                + " FROM numbers(20000)");
        return target;
    }

    /** The needle query with the bloom filter checked up front against while reading. */
    static Comparison skipIndexComparison(EmbeddedTarget target, RunStore store) {
        return compare(target, store, new ComparisonRequest("compare", NEEDLE_SQL, List.of(
                Variant.ofSettings("off", Map.of("use_skip_indexes_on_data_read", "0")),
                Variant.ofSettings("on", Map.of("use_skip_indexes_on_data_read", "1"))), Map.of(), List.of(),
                SEVEN_ROUNDS));
    }

    /**
     * The needle count over the table and a copy sorted by {@code s}: the copy's primary key keeps a few granules of
     * the table's 79, so the comparison's advice says it read fewer granules.
     */
    static Comparison layoutComparison(EmbeddedTarget target, RunStore store) {
        run(target, "CREATE TABLE needle_by_s (id UInt64, s String) ENGINE = MergeTree ORDER BY s"
                + " SETTINGS index_granularity = 256");
        run(target, "INSERT INTO needle_by_s SELECT id, s FROM needle");
        return compare(target, store, new ComparisonRequest("compare", "SELECT count() FROM {table} WHERE s = 'needle'",
                List.of(Variant.ofTable("by_id", "default.needle"), Variant.ofTable("by_s", "default.needle_by_s")),
                Map.of(), List.of(), SEVEN_ROUNDS));
    }

    static Comparison threadSweep(EmbeddedTarget target, RunStore store) {
        return compare(target, store, new ComparisonRequest("sweep", "SELECT s, count() FROM needle GROUP BY s"
                + " ORDER BY s LIMIT 3", List.of(Sweep.variant("max_threads", "1"), Sweep.variant("max_threads", "2"),
                Sweep.variant("max_threads", "4")), Map.of(), List.of(), SEVEN_ROUNDS));
    }

    private static Comparison compare(EmbeddedTarget target, RunStore store, ComparisonRequest request) {
        Comparison comparison = new ComparisonRunner(target).run(request, store::save);
        store.saveComparison(comparison);
        return comparison;
    }

    private static void run(EmbeddedTarget target, String sql) {
        target.run(QueryRequest.of(sql)).close();
    }
}
