package io.mergelab.profiler.parts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PartsFormatTest {
    @Test
    void aCountTakesTheNounInItsNumber() {
        assertThat(PartsFormat.counted(1, "active part", "active parts")).isEqualTo("1 active part");
        assertThat(PartsFormat.counted(0, "active part", "active parts")).isEqualTo("0 active parts");
        assertThat(PartsFormat.counted(1_200, "partition", "partitions")).isEqualTo("1,200 partitions");
    }

    @Test
    void countsAndAgesReadAsTheScreensShowThem() {
        assertThat(PartsFormat.count(999)).isEqualTo("999");
        assertThat(PartsFormat.count(1_200_000)).isEqualTo("1.20 million");
        assertThat(PartsFormat.age(59)).isEqualTo("59 s");
        assertThat(PartsFormat.age(3 * 3600 + 5)).isEqualTo("3 h");
        assertThat(PartsFormat.levels(2, 2)).isEqualTo("2");
    }
}
