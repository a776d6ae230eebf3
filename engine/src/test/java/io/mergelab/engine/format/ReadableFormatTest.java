package io.mergelab.engine.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ReadableFormatTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0|0 seconds", "0.9|0 seconds", "1|1 second", "59|59 seconds", "60|1 minute", "61|1 minute and 1 second",
        "100|1 minute and 40 seconds", "3600|1 hour", "3660|1 hour and 1 minute", "3723|1 hour, 2 minutes and 3 seconds",
        "12345|3 hours, 25 minutes and 45 seconds", "86400|1 day", "90061|1 day, 1 hour, 1 minute and 1 second",
        "432546534|13 years, 8 months, 17 days, 7 hours, 48 minutes and 54 seconds",
        "-100|-1 minute and 40 seconds", "1e30|3.170979198376459e22 years",
    })
    void timeDelta(double seconds, String expected) {
        assertThat(ReadableFormat.timeDelta(seconds)).isEqualTo(expected);
    }

    @org.junit.jupiter.api.Test
    void timeDeltaOfNonFiniteValues() {
        assertThat(ReadableFormat.timeDelta(Double.POSITIVE_INFINITY)).isEqualTo("inf");
        assertThat(ReadableFormat.timeDelta(Double.NaN)).isEqualTo("nan");
    }
}
