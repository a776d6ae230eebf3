package io.mergelab.app.gui.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TrendTest {

    @Test
    void fewRunsAreAPointEach() {
        assertThat(Trend.of(new double[] {5, 7, 6}, 30).medianMillis()).containsExactly(5.0, 7.0, 6.0);
    }

    @Test
    void manyRunsAreCutIntoSlicesDrawnAtTheirMedian() {
        double[] elapsed = {10, 12, 500, 11, 20, 22, 21, 900};

        Trend trend = Trend.of(elapsed, 2);

        // slices {10, 12, 500, 11} and {20, 22, 21, 900}: the outliers do not lift the line
        assertThat(trend.medianMillis()).containsExactly(12.0, 22.0);
        assertThat(trend.firstMillis()).isEqualTo(12.0);
        assertThat(trend.lastMillis()).isEqualTo(22.0);
        assertThat(trend.maxMillis()).isEqualTo(22.0);
    }

    @Test
    void unevenCountsSpreadOverTheSlices() {
        assertThat(Trend.of(new double[] {1, 2, 3, 4, 5}, 2).medianMillis()).containsExactly(2.0, 4.0);
    }

    @Test
    void noRunsNoLine() {
        assertThat(Trend.of(new double[0], 30).isEmpty()).isTrue();
        assertThatThrownBy(() -> Trend.of(new double[] {1}, 0)).hasMessageContaining("maxPoints");
    }

    @Test
    void percentilesTakeTheValueAtTheFlooredRank() {
        double[] hundred = new double[100];
        for (int i = 0; i < 100; i++) {
            hundred[i] = 100 - i;
        }
        assertThat(Percentiles.of(hundred, 0.5)).isEqualTo(51.0);
        assertThat(Percentiles.of(hundred, 0.95)).isEqualTo(96.0);
        assertThat(Percentiles.of(new double[] {3}, 0.95)).isEqualTo(3.0);
        assertThat(Percentiles.of(new double[0], 0.5)).isEqualTo(0.0);
    }
}
