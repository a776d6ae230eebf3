package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.ErrorCode;
import org.junit.jupiter.api.Test;

class ExitCodesTest {

    @Test
    void exitCodeIsTheErrorCodeCutToEightBitsButNeverZero() {
        assertThat(ExitCodes.of(ErrorCode.UNKNOWN_TABLE)).isEqualTo(60);
        assertThat(ExitCodes.of(ErrorCode.QUERY_WAS_CANCELLED)).isEqualTo(394 & 0xFF);
        assertThat(ExitCodes.of(ErrorCode.UNKNOWN_EXCEPTION)).isEqualTo(1002 & 0xFF);
        for (ErrorCode code : ErrorCode.values()) {
            assertThat(ExitCodes.of(code)).isBetween(1, 255);
        }
    }
}
