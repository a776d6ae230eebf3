package io.mergelab.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ReadableNumbersTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0|0.00 B", "1|1.00 B", "1023|1023.00 B", "1024|1.00 KiB", "1048576|1.00 MiB", "192851925|183.92 MiB",
        "1536|1.50 KiB", "-2048|-2.00 KiB", "1.2089258196146292e24|1.00 YiB", "1e27|827.18 YiB",
    })
    void size(double bytes, String expected) {
        assertThat(ReadableNumbers.size(bytes)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1|1.00 B", "999|999.00 B", "1000|1.00 KB", "1000000|1.00 MB", "192851925|192.85 MB", "40000000|40.00 MB",
    })
    void decimalSize(double bytes, String expected) {
        assertThat(ReadableNumbers.decimalSize(bytes)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "999|999.00", "0.5|0.50", "1000|1.00 thousand", "1024|1.02 thousand", "29700|29.70 thousand",
        "1234000|1.23 million", "10000000|10.00 million", "4567000000|4.57 billion", "98765432101234|98.77 trillion",
        "1e15|1.00 quadrillion", "1e18|1000.00 quadrillion", "-2500000|-2.50 million", "999999|1000.00 thousand",
        "inf|inf", "nan|nan",
    })
    void quantity(String n, String expected) {
        assertThat(ReadableNumbers.quantity(Double.parseDouble(n.replace("inf", "Infinity").replace("nan", "NaN")))).isEqualTo(expected);
    }

    @org.junit.jupiter.api.Test
    void nonFiniteValuesAsClickHousePrintsThem() {
        assertThat(ReadableNumbers.size(Double.POSITIVE_INFINITY)).isEqualTo("inf B");
        assertThat(ReadableNumbers.size(Double.NEGATIVE_INFINITY)).isEqualTo("-inf B");
        assertThat(ReadableNumbers.decimalSize(Double.NaN)).isEqualTo("nan B");
    }
}
