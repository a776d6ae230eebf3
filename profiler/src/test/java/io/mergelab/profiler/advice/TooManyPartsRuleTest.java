package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.Runs;
import org.junit.jupiter.api.Test;

class TooManyPartsRuleTest {
    private final Rule rule = new TooManyPartsRule();

    private static Runs.Builder withParts(int count) {
        Runs.Builder b = Runs.builder();
        for (int i = 1; i <= count; i++) {
            b.part(new PartRow("default", "ev", "202601", "202601_" + i + "_" + i + "_0", "Compact", true, 500, 2,
                    9_000, 8_000, 20_000, 0, 0, i, i, 1_790_000_000L));
        }
        return b;
    }

    @Test
    void aHundredPartsInOnePartitionIsAWarning() {
        Finding f = rule.evaluate(withParts(100).build());

        assertThat(f.score()).isEqualTo(75);
        assertThat(f.summary()).isEqualTo("default.ev partition 202601 has 100 active parts (100 never merged) holding 50,000 rows, 500 a part");
    }

    @Test
    void aFewPartsAreNotAFinding() {
        assertThat(rule.evaluate(withParts(9).build()).severity()).isEqualTo(Severity.OK);
    }
}
