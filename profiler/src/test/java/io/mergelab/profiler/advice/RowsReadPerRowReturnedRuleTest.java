package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RowsReadPerRowReturnedRuleTest {
    private final Rule rule = new RowsReadPerRowReturnedRule();

    @Test
    void aMillionRowsReadForTenReturnedIsAWarning() {
        Finding f = rule.evaluate(Runs.builder().sql("SELECT * FROM hits WHERE URL = 'x'")
                .queryLog(900, 1_000_000, 80_000_000, 10, 800, 1 << 24, Map.of("SelectedMarks", 123L))
                .processors("0 |  | 1 | ReadFromMergeTree | default.hits | MergeTreeSelect(pool: ReadPool, algorithm: Thread) | 1 | 0 | 0 | 0 | 0 | 1000000 | 0")
                .build());

        assertThat(f.severity()).isEqualTo(Severity.WARNING);
        assertThat(f.score()).isEqualTo(90);
        assertThat(f.summary()).isEqualTo("Read 123 granules (1,000,000 rows) to return 10 rows: 100,000 rows read per row returned");
    }

    @Test
    void anAggregationIsNotAFinding() {
        Finding f = rule.evaluate(Runs.groupByTwoThreads());

        assertThat(f.severity()).isEqualTo(Severity.OK);
    }

    @Test
    void theNeedleReadThatLimitStoppedAfterABlockPerStreamIsNotAFinding() {
        Finding f = rule.evaluate(Runs.needleStreaming());

        assertThat(f.severity()).isEqualTo(Severity.OK);
        assertThat(f.summary()).startsWith("LIMIT stopped the read");
    }
}
