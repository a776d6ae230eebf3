package io.mergelab.app.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import org.junit.jupiter.api.Test;

class RowCountTest {

    @Test
    void acceptsPlainUnderscoredSuffixedAndExponentForms() {
        assertThat(RowCount.parse("10000000")).isEqualTo(10_000_000L);
        assertThat(RowCount.parse("10_000_000")).isEqualTo(10_000_000L);
        assertThat(RowCount.parse("10M")).isEqualTo(10_000_000L);
        assertThat(RowCount.parse("10m")).isEqualTo(10_000_000L);
        assertThat(RowCount.parse("2.5K")).isEqualTo(2_500L);
        assertThat(RowCount.parse("1G")).isEqualTo(1_000_000_000L);
        assertThat(RowCount.parse("1e7")).isEqualTo(10_000_000L);
        assertThat(RowCount.parse("1.5E3")).isEqualTo(1_500L);
        assertThat(RowCount.parse("0")).isZero();
    }

    @Test
    void rejectsNegativeFractionalHugeAndUnparsableCounts() {
        assertBad("-1", "Number of rows must not be negative, got -1");
        assertBad("-1M", "Number of rows must not be negative, got -1M");
        assertBad("1.5", "Number of rows must be a whole number, got 1.5");
        assertBad("1e30", "Number of rows is too large: 1e30");
        assertBad("ten", "Cannot parse number of rows 'ten': expected e.g. 1000000, 1_000_000, 1M or 1e6");
        assertBad("M", "Cannot parse number of rows 'M': expected e.g. 1000000, 1_000_000, 1M or 1e6");
        assertBad("", "Cannot parse number of rows '': expected e.g. 1000000, 1_000_000, 1M or 1e6");
    }

    @Test
    void compactCountsFitInAFewCharacters() {
        assertThat(RowCount.compact(0)).isEqualTo("0");
        assertThat(RowCount.compact(950)).isEqualTo("950");
        assertThat(RowCount.compact(1_000)).isEqualTo("1.00K");
        assertThat(RowCount.compact(12_345)).isEqualTo("12.3K");
        assertThat(RowCount.compact(999.6)).isEqualTo("1.00K");
        assertThat(RowCount.compact(999_499)).isEqualTo("999K");
        assertThat(RowCount.compact(999_500)).isEqualTo("1.00M");
        assertThat(RowCount.compact(4_500_000)).isEqualTo("4.50M");
        assertThat(RowCount.compact(1.2e9)).isEqualTo("1.20G");
    }

    private static void assertBad(String text, String message) {
        assertThatThrownBy(() -> RowCount.parse(text))
                .isInstanceOf(MergeLabException.class)
                .hasMessage(message)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(ErrorCode.BAD_ARGUMENTS));
    }
}
