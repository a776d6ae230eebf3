package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.Runs;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class PartNeverMergesRuleTest {
    private final Rule rule = new PartNeverMergesRule();
    private static final Instant RUN = Instant.parse("2026-12-01T12:00:00Z");
    private static final long DAY_BEFORE = RUN.getEpochSecond() - 86_400;

    static PartRow part(String name, long bytes, long level, long modified) {
        return new PartRow("default", "ev", "7", name, "Wide", true, bytes / 40, bytes / 40 / 8192 + 1, bytes, bytes,
                bytes * 3, 0, level, 1, 1, modified);
    }

    @Test
    void aBigPartBesideIdleSmallOnesIsAWarningWithTheForcedMergeAge() {
        Runs.Builder b = Runs.builder().startedAt(RUN).part(part("7_1_400_5", 30_000_000_000L, 5, DAY_BEFORE - 86_400));
        for (int i = 0; i < 5; i++) {
            b.part(part("7_" + (401 + i) + "_" + (401 + i) + "_0", 2_000_000_000L, 0, DAY_BEFORE));
        }

        Finding f = rule.evaluate(b.build());

        assertThat(f.severity()).isEqualTo(Severity.WARNING);
        assertThat(f.summary()).contains("default.ev partition 7", "7_1_400_5", "75%", "5 parts", "24 h");
        assertThat(f.fix()).isEqualTo("ALTER TABLE default.ev MODIFY SETTING min_age_to_force_merge_seconds = 86400");
    }

    @Test
    void partsStillBeingWrittenAreNotAFinding() {
        Runs.Builder b = Runs.builder().startedAt(RUN).part(part("7_1_400_5", 30_000_000_000L, 5, DAY_BEFORE));
        for (int i = 0; i < 5; i++) {
            b.part(part("7_" + (401 + i) + "_" + (401 + i) + "_0", 2_000_000_000L, 0, RUN.getEpochSecond() - 60));
        }

        assertThat(rule.evaluate(b.build()).severity()).isEqualTo(Severity.OK);
    }
}
