package io.mergelab.engine.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ReadableFormatTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0|0.00 B", "1|1.00 B", "1023|1023.00 B", "1024|1.00 KiB", "1048576|1.00 MiB", "192851925|183.92 MiB",
        "1536|1.50 KiB", "-2048|-2.00 KiB", "1.2089258196146292e24|1.00 YiB", "1e27|827.18 YiB",
    })
    void size(double bytes, String expected) {
        assertThat(ReadableFormat.size(bytes)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1|1.00 B", "999|999.00 B", "1000|1.00 KB", "1000000|1.00 MB", "192851925|192.85 MB", "40000000|40.00 MB",
    })
    void decimalSize(double bytes, String expected) {
        assertThat(ReadableFormat.decimalSize(bytes)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "999|999.00", "0.5|0.50", "1000|1.00 thousand", "1024|1.02 thousand", "29700|29.70 thousand",
        "1234000|1.23 million", "10000000|10.00 million", "4567000000|4.57 billion", "98765432101234|98.77 trillion",
        "1e15|1.00 quadrillion", "1e18|1000.00 quadrillion", "-2500000|-2.50 million", "999999|1000.00 thousand",
        "inf|inf", "nan|nan",
    })
    void quantity(String n, String expected) {
        assertThat(ReadableFormat.quantity(Double.parseDouble(n.replace("inf", "Infinity").replace("nan", "NaN")))).isEqualTo(expected);
    }

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
