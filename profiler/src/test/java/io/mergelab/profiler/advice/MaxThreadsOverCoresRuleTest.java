package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import org.junit.jupiter.api.Test;

class MaxThreadsOverCoresRuleTest {
    private final Rule rule = new MaxThreadsOverCoresRule();

    @Test
    void sixteenThreadsOnTwoCoresIsAWarning() {
        Finding f = rule.evaluate(Runs.builder().setting("max_threads", "16").build());

        assertThat(f.severity()).isEqualTo(Severity.WARNING);
        assertThat(f.summary()).isEqualTo("max_threads = 16 on a machine with 2 cores");
        assertThat(f.fix()).isEqualTo("SET max_threads = 0 (as many as the cores) or at most 2");
    }

    @Test
    void threadsWithinTheCoresAreNotAFinding() {
        assertThat(rule.evaluate(Runs.groupByTwoThreads()).severity()).isEqualTo(Severity.OK);
        assertThat(rule.evaluate(Runs.builder().build()).severity()).isEqualTo(Severity.OK);
    }
}
