package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ElapsedTextTest {

    @Test
    void printsSixSignificantDigitsWithoutTrailingZeros() {
        assertThat(ElapsedText.general(0.0123456789)).isEqualTo("0.0123457");
        assertThat(ElapsedText.general(1.5)).isEqualTo("1.5");
        assertThat(ElapsedText.general(2.0)).isEqualTo("2");
        assertThat(ElapsedText.general(123.456789)).isEqualTo("123.457");
        assertThat(ElapsedText.general(0.001)).isEqualTo("0.001");
        assertThat(ElapsedText.general(0)).isEqualTo("0");
    }

    @Test
    void usesExponentFormOutsideTheFixedRange() {
        assertThat(ElapsedText.general(0.0000123456)).isEqualTo("1.23456e-05");
        assertThat(ElapsedText.general(1234567.0)).isEqualTo("1.23457e+06");
    }

    @Test
    void convertsNanoseconds() {
        assertThat(ElapsedText.seconds(169_000_000L)).isEqualTo("0.169");
    }
}
