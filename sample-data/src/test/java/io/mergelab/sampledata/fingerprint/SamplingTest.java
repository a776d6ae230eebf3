package io.mergelab.sampledata.fingerprint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SamplingTest {

    @Test
    void smallTablesAreOneWindowOverEveryRow() {
        assertThat(Sampling.DEFAULT.windowStarts(2_000_000)).containsExactly(0);
        assertThat(Sampling.DEFAULT.windowLength(2_000_000)).isEqualTo(Long.MAX_VALUE);
        assertThat(Sampling.DEFAULT.windowStarts(0)).containsExactly(0);
    }

    @Test
    void largeTablesGetEvenlySpacedWindows() {
        assertThat(Sampling.DEFAULT.windowStarts(10_000_001)).containsExactly(0, 2_500_000, 5_000_000, 7_500_000);
        assertThat(Sampling.DEFAULT.windowLength(10_000_001)).isEqualTo(500_000);
    }

    @Test
    void windowsNeverOverlap() {
        Sampling s = new Sampling(10, 4, 1_000);

        assertThat(s.windowStarts(103)).containsExactly(0, 25, 51, 77);
        assertThat(s.windowLength(103)).isEqualTo(25);
    }

    @Test
    void rejectsSettingsThatSampleNothing() {
        assertThatThrownBy(() -> new Sampling(-1, 4, 100)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Sampling(10, 0, 100)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Sampling(10, 4, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("windowRows >= 2");
    }
}
