package io.mergelab.profiler.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ClientWordingTest {

    @Test
    void summarisesARunAsClickhouseClientDoes() {
        assertThat(ClientWording.summary(Runs.needleUpfront())).isEqualTo(
                "1 row in set. Elapsed: 1.417 sec. Processed 57.34 thousand rows, 3.90 MB (40.47 thousand rows/s., 2.75 MB/s.)\n"
                        + "Peak memory usage: 1.86 MiB.");
    }

    @Test
    void fewRowsReadPrintNoProgressAndAFailedEmptyRunNoRowCount() {
        assertThat(ClientWording.summary(Runs.builder().outcome(2_000, 3, 30)
                .queryLog(2, 999, 9_000, 3, 30, 100, Map.of()).build()))
                .isEqualTo("3 rows in set. Elapsed: 0.002 sec.");
        assertThat(ClientWording.summary(Runs.builder().outcome(169_400, 0, 0).error(60, "UNKNOWN_TABLE", "x").build()))
                .isEqualTo("Elapsed: 0.169 sec.");
    }
}
