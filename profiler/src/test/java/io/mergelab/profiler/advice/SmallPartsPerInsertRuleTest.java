package io.mergelab.profiler.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.Runs;
import org.junit.jupiter.api.Test;

class SmallPartsPerInsertRuleTest {
    private final Rule rule = new SmallPartsPerInsertRule();

    private static PartRow part(int month, long rows, long level, long modified) {
        String partition = Integer.toString(202400 + month);
        return new PartRow("default", "ev", partition, partition + "_" + month + "_" + month + "_" + level, "Compact",
                true, rows, 2, rows * 40, rows * 30, rows * 80, 0, level, month, month, modified);
    }

    @Test
    void oneInsertSpreadOverTwelveMonthPartitionsIsInformation() {
        Runs.Builder b = Runs.builder();
        for (int m = 1; m <= 12; m++) {
            b.part(part(m, 800, 0, 1_790_000_000L));
        }

        Finding f = rule.evaluate(b.build());

        assertThat(f.severity()).isEqualTo(Severity.INFO);
        assertThat(f.summary()).isEqualTo("12 unmerged parts of default.ev were written in the same second across 12 partitions, 800 rows a part");
        assertThat(f.fix()).contains("PARTITION BY (client_customer_id % 36)");
    }

    @Test
    void mergedPartsOrPartsFromSeparateInsertsAreNotAFinding() {
        Runs.Builder b = Runs.builder();
        for (int m = 1; m <= 12; m++) {
            b.part(part(m, 800, m % 2, 1_790_000_000L + m));
        }

        assertThat(rule.evaluate(b.build()).severity()).isEqualTo(Severity.OK);
    }
}
