package io.mergelab.engine.index.skip.text;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.index.skip.SkipIndexFixture;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TextBloomFilterGranuleTest {
    private static String word(Random random) {
        char[] w = new char[3 + random.nextInt(10)];
        for (int i = 0; i < w.length; i++) {
            w[i] = (char) ('a' + random.nextInt(26));
        }
        return new String(w);
    }

    @Test
    void measuredFalsePositiveRateMatchesTheFiltersSize() {
        // 800 distinct words (3 to 12 bytes: both hash paths) in 1024 bytes with 3 hashes: (1 - e^(-3 * 800 / 8192))^3 = 0.0164.
        TextBloomFilterParams params = new TextBloomFilterParams(1024, 3, 5);
        SkipIndexFixture f = SkipIndexFixture.of(new TokenBloomFilterIndexType(), "s", "String", "1024", "3", "5");
        Random random = new Random(11);
        Set<String> words = new HashSet<>();
        while (words.size() < 800) {
            words.add(word(random));
        }
        TextBloomFilterGranule g = (TextBloomFilterGranule) f.granule(String.join(" ", words));
        for (String w : words) {
            byte[] b = w.getBytes(StandardCharsets.UTF_8);
            assertThat(g.mayContain(params.hash(b, 0, b.length))).isTrue();
        }
        int probes = 100_000;
        int falsePositives = 0;
        for (int i = 0; i < probes; i++) {
            String w = word(random);
            byte[] b = w.getBytes(StandardCharsets.UTF_8);
            if (!words.contains(w) && g.mayContain(params.hash(b, 0, b.length))) {
                falsePositives++;
            }
        }
        assertThat((double) falsePositives / probes).isBetween(0.012, 0.022);
    }

    @Test
    void theSeedChangesWhichBitsATokenSets() {
        byte[] token = "needle".getBytes(StandardCharsets.UTF_8);
        assertThat(new TextBloomFilterParams(256, 2, 0).hash(token, 0, token.length))
                .isNotEqualTo(new TextBloomFilterParams(256, 2, 1).hash(token, 0, token.length));
        byte[] longToken = "needle-in-a-haystack".getBytes(StandardCharsets.UTF_8);
        assertThat(new TextBloomFilterParams(256, 2, 0).hash(longToken, 0, longToken.length))
                .isNotEqualTo(new TextBloomFilterParams(256, 2, 1).hash(longToken, 0, longToken.length));
    }
}
