package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PrewhereKeepsAllRuleTest {
    private final Rule rule = new PrewhereKeepsAllRule();

    private static Finding of(long prewhereRows, long mainRows) {
        return new PrewhereKeepsAllRule().evaluate(Runs.builder().queryLog(10, prewhereRows, 1, 1, 1, 1,
                Map.of("RowsReadByPrewhereReaders", prewhereRows, "RowsReadByMainReader", mainRows)).build());
    }

    @Test
    void aPrewhereAfterWhichEveryGranuleWasReadIsInformation() {
        Finding f = of(1_000_000, 1_000_000);

        assertThat(f.severity()).isEqualTo(Severity.INFO);
        assertThat(f.summary()).startsWith("PREWHERE read 1,000,000 rows and the main read still read 1,000,000 (100%)");
        assertThat(f.fix()).contains("optimize_move_to_prewhere = 0");
    }

    @Test
    void aPrewhereThatSparedGranulesIsNotAFinding() {
        assertThat(of(1_000_000, 8_192).severity()).isEqualTo(Severity.OK);
        assertThat(rule.evaluate(Runs.needleUpfront()).severity()).isEqualTo(Severity.OK);
    }
}
