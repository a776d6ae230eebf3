package io.mergelab.profiler.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Thousands writes what {@code String.format(Locale.ROOT, "%,d")} writes, at every length and sign. */
class ThousandsTest {
    @Test
    void groupsLikeTheFormatter() {
        long[] edges = {0, 7, -7, 999, -999, 1000, -1000, 12_345, 123_456, 1_234_567, -1_234_567, Long.MAX_VALUE,
            Long.MIN_VALUE};
        for (long n : edges) {
            assertThat(Thousands.of(n)).isEqualTo(String.format(Locale.ROOT, "%,d", n));
        }
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 10_000; i++) {
            long n = random.nextLong() >> random.nextInt(64);
            assertThat(Thousands.of(n)).isEqualTo(String.format(Locale.ROOT, "%,d", n));
        }
    }
}
