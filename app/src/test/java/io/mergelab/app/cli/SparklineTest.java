package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SparklineTest {
    @Test
    void drawsTheLowestValueLowestAndTheHighestHighest() {
        assertThat(Sparkline.of(List.of(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0))).isEqualTo("▁▂▃▄▅▆▇█");
        assertThat(Sparkline.of(List.of(10.0, 1.0, 10.0))).isEqualTo("█▁█");
    }

    @Test
    void drawsEqualValuesAtHalfHeight() {
        assertThat(Sparkline.of(List.of(5.0, 5.0))).isEqualTo("▄▄");
        assertThat(Sparkline.of(List.of())).isEmpty();
    }
}
