package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import org.junit.jupiter.api.Test;

class SingleSourceNoResizeRuleTest {
    private final Rule rule = new SingleSourceNoResizeRule();

    @Test
    void aFileSourceFeedingOneLaneWithParallelizeOffIsAWarningWithTheSetting() {
        Finding f = rule.evaluate(Runs.builder().setting("max_threads", "2").setting("parallelize_output_from_storages", "0")
                .processors("""
                        0 | 1 | 4 | ReadFromFile |  | File | 200000 | 0 | 400000 | 0 | 0 | 1000000 | 90000000
                        1 | 2 | 3 | Expression | Before GROUP BY | ExpressionTransform | 500000 | 200000 | 0 | 1000000 | 90000000 | 1000000 | 9000000
                        2 | 3 | 2 | Aggregating |  | AggregatingTransform | 300000 | 0 | 0 | 1000000 | 9000000 | 25 | 400
                        3 |  | 1 | Expression | (Project names + Projection) | LazyOutputFormat | 10 | 0 | 0 | 25 | 400 | 0 | 0
                        """).build());

        assertThat(f.severity()).isEqualTo(Severity.WARNING);
        assertThat(f.summary()).contains("One File source (ReadFromFile) fed a single lane", "800 ms", "one thread of 2");
        assertThat(f.fix()).isEqualTo("SET parallelize_output_from_storages = 1");
    }

    @Test
    void aResizeRightAfterTheSourceIsNotAFinding() {
        Finding f = rule.evaluate(Runs.builder().setting("max_threads", "2").processors("""
                0 | 1 | 4 | ReadFromFile |  | File | 200000 | 0 | 0 | 0 | 0 | 1000000 | 90000000
                1 | 2,3 | 4 | ReadFromFile |  | Resize | 0 | 0 | 0 | 1000000 | 90000000 | 1000000 | 90000000
                2 | 4 | 3 | Expression | Before GROUP BY | ExpressionTransform | 250000 | 0 | 0 | 500000 | 45000000 | 500000 | 4500000
                3 | 4 | 3 | Expression | Before GROUP BY | ExpressionTransform | 250000 | 0 | 0 | 500000 | 45000000 | 500000 | 4500000
                4 |  | 1 | Expression | (Project names + Projection) | LazyOutputFormat | 10 | 0 | 0 | 25 | 400 | 0 | 0
                """).build());

        assertThat(f.severity()).isEqualTo(Severity.OK);
        assertThat(f.summary()).contains("Resize 1 → 2");
    }

    @Test
    void aMergeTreeReadIsNotAFinding() {
        Finding f = rule.evaluate(Runs.builder().setting("max_threads", "2").processors("""
                0 | 1 | 2 | ReadFromMergeTree | default.t | MergeTreeSelect(pool: ReadPool, algorithm: Thread) | 200000 | 0 | 0 | 0 | 0 | 1000 | 8000
                1 |  | 1 | Expression | (Project names + Projection) | ExpressionTransform | 900000 | 0 | 0 | 1000 | 8000 | 1000 | 8000
                """).build());

        assertThat(f.severity()).isEqualTo(Severity.OK);
    }
}
