package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import org.junit.jupiter.api.Test;

class SourceOutputWaitRuleTest {
    private final Rule rule = new SourceOutputWaitRule();

    @Test
    void sourcesWaitingOnASlowAggregationIsAWarningNamingIt() {
        Finding f = rule.evaluate(Runs.builder().setting("max_threads", "2").processors("""
                0 | 2 | 3 | ReadFromMergeTree | default.hits | MergeTreeSelect(pool: ReadPool, algorithm: Thread) | 50000 | 0 | 400000 | 0 | 0 | 500000 | 4000000
                1 | 3 | 3 | ReadFromMergeTree | default.hits | MergeTreeSelect(pool: ReadPool, algorithm: Thread) | 50000 | 0 | 400000 | 0 | 0 | 500000 | 4000000
                2 | 4 | 2 | Aggregating |  | AggregatingTransform | 450000 | 40000 | 0 | 500000 | 4000000 | 10 | 80
                3 | 4 | 2 | Aggregating |  | AggregatingTransform | 450000 | 40000 | 0 | 500000 | 4000000 | 10 | 80
                4 |  | 1 | Expression | (Project names + Projection) | LazyOutputFormat | 10 | 0 | 0 | 20 | 160 | 0 | 0
                """).build());

        assertThat(f.severity()).isEqualTo(Severity.WARNING);
        assertThat(f.summary()).isEqualTo("The sources waited 800 ms on a full output (89% of their time); "
                + "the busiest step downstream is Aggregating ×2, 900 ms of work");
        assertThat(f.fix()).startsWith("Make Aggregating cheaper");
    }

    @Test
    void sourcesThatAreTheBottleneckThemselvesAreNotAFinding() {
        assertThat(rule.evaluate(Runs.groupByTwoThreads()).severity()).isEqualTo(Severity.OK);
    }
}
