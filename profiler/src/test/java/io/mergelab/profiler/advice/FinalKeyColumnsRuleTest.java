package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import org.junit.jupiter.api.Test;

class FinalKeyColumnsRuleTest {
    private final Rule rule = new FinalKeyColumnsRule();

    @Test
    void aProjectionAfterTheMergeThatDropsMostBytesIsAWarning() {
        Finding f = rule.evaluate(Runs.builder().processors("""
                0 | 1 | 3 | ReadFromMergeTree | default.ev | MergeTreeSelect(pool: ReadPoolInOrder, algorithm: InOrder) | 1000 | 0 | 0 | 0 | 0 | 1000 | 48000
                1 | 2 | 3 | ReadFromMergeTree | default.ev | ReplacingSorted | 5000 | 0 | 0 | 1000 | 48000 | 1000 | 48000
                2 |  | 3 | ReadFromMergeTree | default.ev | ExpressionTransform | 10 | 0 | 0 | 1000 | 48000 | 1000 | 8000
                """).build());

        assertThat(f.severity()).isEqualTo(Severity.WARNING);
        assertThat(f.summary()).startsWith("83% of the bytes FINAL merged");
    }

    @Test
    void aReadWithoutFinalIsNotAFinding() {
        assertThat(rule.evaluate(Runs.groupByTwoThreads()).severity()).isEqualTo(Severity.OK);
    }

    @Test
    void aFinalWhoseQueryUsesEveryColumnIsNotAFinding() {
        Finding f = rule.evaluate(Runs.builder().processors("""
                0 | 1 | 3 | ReadFromMergeTree | default.ev | ReplacingSorted | 5000 | 0 | 0 | 1000 | 48000 | 1000 | 48000
                1 |  | 3 | ReadFromMergeTree | default.ev | ExpressionTransform | 10 | 0 | 0 | 1000 | 48000 | 1000 | 48000
                """).build());

        assertThat(f.severity()).isEqualTo(Severity.OK);
    }
}
