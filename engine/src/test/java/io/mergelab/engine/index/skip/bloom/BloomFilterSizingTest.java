package io.mergelab.engine.index.skip.bloom;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BloomFilterSizingTest {
    @Test
    void choosesClickHousesBitsPerRowAndHashes() {
        assertThat(BloomFilterSizing.forFalsePositiveRate(0.025)).isEqualTo(new BloomFilterSizing(8, 4));
        assertThat(BloomFilterSizing.forFalsePositiveRate(0.01)).isEqualTo(new BloomFilterSizing(10, 5));
        assertThat(BloomFilterSizing.forFalsePositiveRate(0.1)).isEqualTo(new BloomFilterSizing(5, 3));
        assertThat(BloomFilterSizing.forFalsePositiveRate(0.001)).isEqualTo(new BloomFilterSizing(15, 7));
        assertThat(BloomFilterSizing.forFalsePositiveRate(0.0001)).isEqualTo(new BloomFilterSizing(19, 13));
    }

    @Test
    void extremeRatesGetTheSmallestOrLargestFilter() {
        assertThat(BloomFilterSizing.forFalsePositiveRate(0.5)).isEqualTo(new BloomFilterSizing(2, 2));
        assertThat(BloomFilterSizing.forFalsePositiveRate(1.0)).isEqualTo(new BloomFilterSizing(2, 2));
        assertThat(BloomFilterSizing.forFalsePositiveRate(0.0)).isEqualTo(new BloomFilterSizing(19, 13));
        assertThat(BloomFilterSizing.forFalsePositiveRate(1e-9)).isEqualTo(new BloomFilterSizing(19, 13));
        // As in ClickHouse, a size where one hash would already do is passed over.
        assertThat(BloomFilterSizing.forFalsePositiveRate(0.23)).isEqualTo(new BloomFilterSizing(19, 13));
    }

    @Test
    void ratesMatchTheTextbookTableToThreeDigits() {
        assertThat(BloomFilterSizing.rate(8, 6)).isEqualTo(0.0216);
        assertThat(BloomFilterSizing.rate(15, 7)).isEqualTo(0.001);
        assertThat(BloomFilterSizing.rate(19, 13)).isEqualTo(0.000109);
        assertThat(BloomFilterSizing.rate(3, 1)).isEqualTo(0.283);
    }
}
