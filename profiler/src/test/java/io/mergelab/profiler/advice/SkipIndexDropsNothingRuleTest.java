package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SkipIndexDropsNothingRuleTest {
    private final Rule rule = new SkipIndexDropsNothingRule();

    @Test
    void anUpfrontBloomFilterThatKeptEveryGranuleIsAWarningWithItsCost() {
        Finding f = rule.evaluate(Runs.needleUpfront());

        assertThat(f.severity()).isEqualTo(Severity.WARNING);
        assertThat(f.summary()).contains("s_idx", "dropped 0 of 977 granules", "191 ms", "13%");
        assertThat(f.fix()).contains("SET use_skip_indexes_on_data_read = 1",
                "ALTER TABLE default.needle DROP INDEX s_idx");
    }

    @Test
    void checkedWhileReadingTheSameIndexIsOnlyInformation() {
        Finding f = rule.evaluate(Runs.needleStreaming());

        assertThat(f.severity()).isEqualTo(Severity.INFO);
        assertThat(f.summary()).contains("checked 56 index granules for nothing");
    }

    @Test
    void anIndexThatDropsGranulesIsNotAFinding() {
        Finding f = rule.evaluate(Runs.builder().setting("use_skip_indexes_on_data_read", "0")
                .queryLog(40, 8192, 65536, 1, 8, 1 << 20, Map.of("FilteringMarksWithSecondaryKeysMicroseconds", 30_000L))
                .funnel("default.t", Runs.skipStage("s_idx", "bloom_filter GRANULARITY 1", 1, 1, 977, 3)).build());

        assertThat(f.severity()).isEqualTo(Severity.OK);
    }
}
