package io.mergelab.profiler.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ReadableNumbersTest {

    @Test
    void sizesCountsAndTheirUnits() {
        assertThat(ReadableNumbers.size(1)).isEqualTo("1.00 B");
        assertThat(ReadableNumbers.size(1024)).isEqualTo("1.00 KiB");
        assertThat(ReadableNumbers.size(192_856_064)).isEqualTo("183.92 MiB");
        assertThat(ReadableNumbers.decimalSize(40_000_000)).isEqualTo("40.00 MB");
        assertThat(ReadableNumbers.quantity(999)).isEqualTo("999.00");
        assertThat(ReadableNumbers.quantity(29_700)).isEqualTo("29.70 thousand");
        assertThat(ReadableNumbers.quantity(10_000_000)).isEqualTo("10.00 million");
        assertThat(ReadableNumbers.quantity(-2_500)).isEqualTo("-2.50 thousand");
        assertThat(ReadableNumbers.size(Double.POSITIVE_INFINITY)).isEqualTo("inf B");
    }
}
