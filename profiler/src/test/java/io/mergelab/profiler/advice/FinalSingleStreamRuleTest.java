package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import org.junit.jupiter.api.Test;

class FinalSingleStreamRuleTest {
    private final Rule rule = new FinalSingleStreamRule();

    private static final String READ = """
            0 | 2 | 3 | ReadFromMergeTree | default.ev | MergeTreeSelect(pool: ReadPoolInOrder, algorithm: InOrder) | 90000 | 0 | 100 | 0 | 0 | 10000 | 480000
            1 | 2 | 3 | ReadFromMergeTree | default.ev | MergeTreeSelect(pool: ReadPoolInOrder, algorithm: InOrder) | 80000 | 0 | 100 | 0 | 0 | 10000 | 480000
            """;

    @Test
    void oneReplacingSortedWithTwoThreadsIsAWarning() {
        Finding f = rule.evaluate(Runs.builder().setting("max_threads", "2").processors(READ + """
                2 | 3 | 3 | ReadFromMergeTree | default.ev | ReplacingSorted | 600000 | 1000 | 0 | 20000 | 960000 | 9000 | 432000
                3 |  | 1 | Expression | (Project names + Projection) | LazyOutputFormat | 100 | 0 | 0 | 9000 | 432000 | 0 | 0
                """).build());

        assertThat(f.severity()).isEqualTo(Severity.WARNING);
        assertThat(f.summary()).contains("20,000 rows in one ReplacingSorted stream", "2 threads");
        assertThat(f.fix()).contains("do_not_merge_across_partitions_select_final = 1");
    }

    @Test
    void maxFinalThreadsOfOneIsNamedAsTheFix() {
        Finding f = rule.evaluate(Runs.builder().setting("max_threads", "4").setting("max_final_threads", "1")
                .processors(READ + "2 |  | 3 | ReadFromMergeTree | default.ev | ReplacingSorted | 600000 | 0 | 0 | 20000 | 0 | 9000 | 0")
                .build());

        assertThat(f.fix()).contains("SET max_final_threads = 0");
    }

    @Test
    void twoMergingStreamsAreNotAFinding() {
        Finding f = rule.evaluate(Runs.builder().setting("max_threads", "2").processors(READ + """
                2 | 4 | 3 | ReadFromMergeTree | default.ev | ReplacingSorted | 300000 | 0 | 0 | 10000 | 0 | 9000 | 0
                3 | 4 | 3 | ReadFromMergeTree | default.ev | ReplacingSorted | 300000 | 0 | 0 | 10000 | 0 | 9000 | 0
                4 |  | 1 | Expression | (Project names + Projection) | LazyOutputFormat | 100 | 0 | 0 | 9000 | 0 | 0 | 0
                """).build());

        assertThat(f.severity()).isEqualTo(Severity.OK);
        assertThat(f.summary()).contains("2 parallel streams");
    }
}
