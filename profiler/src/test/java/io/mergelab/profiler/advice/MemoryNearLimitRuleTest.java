package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MemoryNearLimitRuleTest {
    private final Rule rule = new MemoryNearLimitRule();

    @Test
    void peakMemoryAt90PercentOfTheLimitIsAWarning() {
        Finding f = rule.evaluate(Runs.builder().setting("max_memory_usage", Long.toString(10L << 30))
                .queryLog(100, 1, 1, 1, 1, 9L << 30, Map.of()).build());

        assertThat(f.score()).isEqualTo(90);
        assertThat(f.summary()).isEqualTo("Peak memory 9.00 GiB reached 90% of max_memory_usage 10.00 GiB");
    }

    @Test
    void withoutALimitTheMachinesMemoryIsTheMeasure() {
        Finding small = rule.evaluate(Runs.groupByTwoThreads());
        Finding big = rule.evaluate(Runs.builder().queryLog(100, 1, 1, 1, 1, 20L << 30, Map.of()).build());

        assertThat(small.severity()).isEqualTo(Severity.OK);
        assertThat(big.severity()).isEqualTo(Severity.WARNING);
        assertThat(big.summary()).contains("the machine's 24.00 GiB (no max_memory_usage)");
    }
}
