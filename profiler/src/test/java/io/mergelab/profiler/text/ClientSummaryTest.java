package io.mergelab.profiler.text;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.ResultSummary;
import org.junit.jupiter.api.Test;

class ClientSummaryTest {

    private static ResultSummary summary(long resultRows, long elapsedNanos, long readRows, long readBytes, long peak) {
        return new ResultSummary("q", elapsedNanos, readRows, readBytes, 0, 0, resultRows, peak);
    }

    @Test
    void theReferenceExample() {
        assertThat(ClientSummary.format(summary(28, 169_370_000, 10_000_000, 40_000_000, 106_066_739)))
                .isEqualTo("\n28 rows in set. Elapsed: 0.169 sec. Processed 10.00 million rows, 40.00 MB "
                        + "(59.04 million rows/s., 236.17 MB/s.)\nPeak memory usage: 101.15 MiB.\n\n");
    }

    @Test
    void oneRowAndFewRowsRead() {
        assertThat(ClientSummary.format(summary(1, 1_234_567, 1, 1, 100))).isEqualTo("\n1 row in set. Elapsed: 0.001 sec. \n\n");
        assertThat(ClientSummary.format(summary(2, 1_000_000, 999, 8_000, 100))).isEqualTo("\n2 rows in set. Elapsed: 0.001 sec. \n\n");
    }

    @Test
    void zeroElapsedReplacesTheRates() {
        assertThat(ClientSummary.format(summary(0, 0, 1000, 8000, 2048)))
                .isEqualTo("\n0 rows in set. Elapsed: 0.000 sec. Processed 1.00 thousand rows, 8.00 KB. \nPeak memory usage: 2.00 KiB.\n\n");
    }

    @Test
    void failedStatementWithoutRowsOmitsTheRowCount() {
        assertThat(ClientSummary.format(summary(0, 2_000_000, 0, 0, 0), true)).isEqualTo("\nElapsed: 0.002 sec. \n\n");
        assertThat(ClientSummary.format(summary(5, 2_000_000, 0, 0, 0), true)).isEqualTo("\n5 rows in set. Elapsed: 0.002 sec. \n\n");
    }

    @Test
    void oneLineJoinsTheLines() {
        assertThat(ClientSummary.oneLine(summary(28, 169_370_000, 10_000_000, 40_000_000, 106_066_739)))
                .isEqualTo("28 rows in set. Elapsed: 0.169 sec. Processed 10.00 million rows, 40.00 MB "
                        + "(59.04 million rows/s., 236.17 MB/s.) Peak memory usage: 101.15 MiB.");
    }
}
