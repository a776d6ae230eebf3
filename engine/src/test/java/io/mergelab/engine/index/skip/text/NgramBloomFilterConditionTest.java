package io.mergelab.engine.index.skip.text;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.index.skip.SkipIndexFixture;
import java.util.List;
import org.junit.jupiter.api.Test;

/** For each predicate ngrambf_v1 supports: granules without the needle's n-grams dropped, granules with them kept. */
class NgramBloomFilterConditionTest {
    private final SkipIndexFixture f = SkipIndexFixture.of(new NgramBloomFilterIndexType(), "s", "String", "3", "256", "2", "0");

    @Test
    void equalsAndInNeedEveryNgramOfAValue() {
        assertThat(f.keeps("s = 'needle'", "haystack", "straw")).isFalse();
        assertThat(f.keeps("s = 'needle'", "straw", "needle")).isTrue();
        assertThat(f.keeps("'needle' = s", "straw")).isFalse();
        assertThat(f.keeps("s IN ('needle', 'pin')", "straw")).isFalse();
        assertThat(f.keeps("s IN ('needle', 'pin')", "a pin")).isTrue();
    }

    @Test
    void negationsDropOnlyWhenNegatedAgain() {
        assertThat(f.keeps("s != 'needle'", "straw")).isTrue();
        assertThat(f.keeps("s NOT IN ('needle')", "straw")).isTrue();
        assertThat(f.keeps("s NOT LIKE '%needle%'", "straw")).isTrue();
        assertThat(f.keeps("NOT (s != 'needle')", "straw")).isFalse();
        assertThat(f.keeps("NOT (s NOT LIKE '%needle%')", "straw")).isFalse();
        assertThat(f.keeps("NOT (s NOT LIKE '%needle%')", "a needle in")).isTrue();
        assertThat(f.keeps("NOT s LIKE '%needle%'", "a needle in")).isTrue();
    }

    @Test
    void likeNeedsTheNgramsOfItsLiteralPieces() {
        assertThat(f.keeps("s LIKE '%needle%'", "haystack")).isFalse();
        assertThat(f.keeps("s LIKE '%needle%'", "haystack with a needle in it")).isTrue();
        assertThat(f.keeps("s LIKE 'nee_le%'", "haystack")).isFalse();
        assertThat(f.keeps("s LIKE 'nee_le%'", "neexle")).isTrue();
        assertThat(f.keeps("s LIKE '%ne\\%le%'", "ne%le")).isTrue();
        assertThat(f.keeps("s LIKE '%ne\\%le%'", "nekle")).isFalse();
        assertThat(f.condition("s LIKE '%ab%cd%'")).isEmpty();
    }

    @Test
    void startsWithEndsWithMultiSearchAnyAndMatch() {
        assertThat(f.keeps("startsWith(s, 'need')", "haystack")).isFalse();
        assertThat(f.keeps("startsWith(s, 'need')", "needle")).isTrue();
        assertThat(f.keeps("endsWith(s, 'edle')", "haystack")).isFalse();
        assertThat(f.keeps("endsWith(s, 'edle')", "needle")).isTrue();
        assertThat(f.keeps("multiSearchAny(s, ['needle', 'pin'])", "haystack")).isFalse();
        assertThat(f.keeps("multiSearchAny(s, ['needle', 'pin'])", "spinning")).isTrue();
        assertThat(f.condition("multiSearchAny(s, ['needle', 'x'])")).isEmpty();
        assertThat(f.keeps("match(s, 'need.*stack')", "haystack")).isFalse();
        assertThat(f.keeps("match(s, 'need.*stack')", "needle in a haystack")).isTrue();
        assertThat(f.keeps("match(s, 'needle|pin')", "spinning")).isTrue();
        assertThat(f.keeps("match(s, 'needle|pin')", "straw")).isFalse();
        assertThat(f.condition("match(s, '(?i)needle')")).isEmpty();
    }

    @Test
    void needlesShorterThanNAreUnusable() {
        assertThat(f.condition("s = 'ne'")).isEmpty();
        assertThat(f.condition("s IN ('needle', 'ne')")).isEmpty();
        assertThat(f.condition("startsWith(s, 'ne')")).isEmpty();
        assertThat(f.condition("s LIKE '%ne%'")).isEmpty();
        assertThat(f.condition("hasToken(s, 'needle')")).isEmpty();
    }

    @Test
    void utf8NeedlesAreCutByCodePoints() {
        assertThat(f.keeps("s LIKE '%иго%'", "стог сена")).isFalse();
        assertThat(f.keeps("s LIKE '%иго%'", "иголка")).isTrue();
    }

    @Test
    void arraysAnswerHasHasAnyAndHasAll() {
        SkipIndexFixture a = SkipIndexFixture.of(new NgramBloomFilterIndexType(), "a", "Array(String)", "3", "256", "2", "0");
        assertThat(a.keeps("has(a, 'needle')", List.of("hay", "straw"))).isFalse();
        assertThat(a.keeps("has(a, 'needle')", List.of("hay", "needle"))).isTrue();
        assertThat(a.keeps("hasAny(a, ['needle', 'pin'])", List.of("hay"))).isFalse();
        assertThat(a.keeps("hasAny(a, ['needle', 'pin'])", List.of("pin"))).isTrue();
        assertThat(a.keeps("hasAll(a, ['needle', 'pin'])", List.of("pin"))).isFalse();
        assertThat(a.keeps("hasAll(a, ['needle', 'pin'])", List.of("pin"), List.of("needle"))).isTrue();
        assertThat(a.condition("a = ['needle']")).isEmpty();
    }

    @Test
    void mapKeysAndValues() {
        SkipIndexFixture keys = SkipIndexFixture.of(new NgramBloomFilterIndexType(), "mapKeys(m)", "Array(String)", "3", "256", "2", "0");
        assertThat(keys.keeps("mapContains(m, 'color')", List.of("size"))).isFalse();
        assertThat(keys.keeps("mapContains(m, 'color')", List.of("color"))).isTrue();
        SkipIndexFixture values = SkipIndexFixture.of(new NgramBloomFilterIndexType(), "mapValues(m)", "Array(String)", "3", "256", "2", "0");
        assertThat(values.keeps("m['color'] = 'purple'", List.of("red"))).isFalse();
        assertThat(values.keeps("m['color'] = 'purple'", List.of("purple"))).isTrue();
        assertThat(values.condition("m['color'] = ''")).isEmpty();
    }

    @Test
    void anIndexOnLowerAnswersPredicatesOnLower() {
        SkipIndexFixture lower = SkipIndexFixture.of(new NgramBloomFilterIndexType(), "lower(s)", "String", "3", "256", "2", "0");
        assertThat(lower.keeps("lower(s) LIKE '%needle%'", "straw")).isFalse();
        assertThat(lower.condition("s LIKE '%needle%'")).isEmpty();
    }

    @Test
    void fixedStringAndLowCardinalityNullable() {
        SkipIndexFixture fs = SkipIndexFixture.of(new NgramBloomFilterIndexType(), "s", "FixedString(8)", "3", "256", "2", "0");
        assertThat(fs.keeps("s = 'abcd'", "abcd")).isTrue();
        assertThat(fs.keeps("s = 'abcd'", "wxyz")).isFalse();
        SkipIndexFixture lc = SkipIndexFixture.of(new NgramBloomFilterIndexType(), "s", "LowCardinality(Nullable(String))", "3", "256", "2", "0");
        assertThat(lc.keeps("s = 'needle'", null, "straw")).isFalse();
        assertThat(lc.keeps("s = 'needle'", null, "needle")).isTrue();
    }

    @Test
    void seedAndSizeChangeTheFilter() {
        SkipIndexFixture other = SkipIndexFixture.of(new NgramBloomFilterIndexType(), "s", "String", "3", "512", "3", "7");
        assertThat(SkipIndexFixture.serialised(f.granule("needle"))).hasSize(256);
        assertThat(SkipIndexFixture.serialised(other.granule("needle"))).hasSize(512);
        assertThat(other.keeps("s = 'needle'", "needle")).isTrue();
        assertThat(other.index().typeFull()).isEqualTo("ngrambf_v1(3, 512, 3, 7)");
    }
}
