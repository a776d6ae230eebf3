package io.mergelab.engine.index.skip.text;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.index.skip.SkipIndexFixture;
import java.util.List;
import org.junit.jupiter.api.Test;

/** For each predicate tokenbf_v1 supports: granules without the needle's tokens dropped, granules with them kept. */
class TokenBloomFilterConditionTest {
    private final SkipIndexFixture f = SkipIndexFixture.of(new TokenBloomFilterIndexType(), "s", "String", "256", "2", "0");

    @Test
    void equalsAndInNeedEveryTokenOfAValue() {
        assertThat(f.keeps("s = 'red fox'", "red hen", "grey wolf")).isFalse();
        assertThat(f.keeps("s = 'red fox'", "a fox, red")).isTrue();
        assertThat(f.keeps("s IN ('fox', 'wolf')", "red hen")).isFalse();
        assertThat(f.keeps("s IN ('fox', 'wolf')", "grey wolf")).isTrue();
        assertThat(f.condition("s IN ('fox', '')")).isEmpty();
        assertThat(f.condition("s = '...'")).isEmpty();
    }

    @Test
    void negationsDropOnlyWhenNegatedAgain() {
        assertThat(f.keeps("s != 'fox'", "hen")).isTrue();
        assertThat(f.keeps("s NOT IN ('fox')", "hen")).isTrue();
        assertThat(f.keeps("s NOT LIKE '% fox %'", "hen")).isTrue();
        assertThat(f.keeps("NOT (s != 'fox')", "hen")).isFalse();
        assertThat(f.keeps("NOT (s NOT IN ('fox', 'wolf'))", "hen")).isFalse();
        assertThat(f.keeps("NOT (s NOT LIKE '% fox %')", "hen")).isFalse();
    }

    @Test
    void likeUsesOnlyTokensNoWildcardTouches() {
        assertThat(f.keeps("s LIKE '% fox %'", "red hen")).isFalse();
        assertThat(f.keeps("s LIKE '% fox %'", "a fox ran")).isTrue();
        assertThat(f.keeps("s LIKE 'red %'", "blue hen")).isFalse();
        assertThat(f.keeps("s LIKE 'red %'", "red hen")).isTrue();
        // 'fox' could be part of 'foxes' here: no whole token, no condition.
        assertThat(f.condition("s LIKE '%fox%'")).isEmpty();
    }

    @Test
    void startsWithEndsWithAndMatchUseWholeTokens() {
        assertThat(f.keeps("startsWith(s, 'red fo')", "blue hen")).isFalse();
        assertThat(f.keeps("startsWith(s, 'red fo')", "red fox")).isTrue();
        assertThat(f.condition("startsWith(s, 'red')")).isEmpty();
        assertThat(f.keeps("endsWith(s, 'd fox')", "red hen")).isFalse();
        assertThat(f.keeps("endsWith(s, 'd fox')", "red fox")).isTrue();
        assertThat(f.keeps("match(s, 'a fox ran.*')", "a hen ran")).isFalse();
        assertThat(f.keeps("match(s, 'a fox ran.*')", "a fox ran")).isTrue();
        assertThat(f.condition("match(s, 'fox')")).isEmpty();
    }

    @Test
    void hasTokenNeedsTheToken() {
        assertThat(f.keeps("hasToken(s, 'fox')", "red hen")).isFalse();
        assertThat(f.keeps("hasToken(s, 'fox')", "red fox")).isTrue();
        assertThat(f.keeps("hasTokenOrNull(s, 'fox')", "red hen")).isFalse();
        assertThat(f.keeps("hasTokenOrNull(s, 'fox')", "fox-trot")).isTrue();
        // Tokens are not found inside longer tokens: a granule with 'foxes' only is dropped.
        assertThat(f.keeps("hasToken(s, 'fox')", "foxes")).isFalse();
    }

    @Test
    void multiSearchAnyIsForNgrams() {
        assertThat(f.condition("multiSearchAny(s, ['fox', 'wolf'])")).isEmpty();
    }

    @Test
    void nonAsciiBytesAreTokenCharacters() {
        assertThat(f.keeps("hasToken(s, 'лиса')", "рыжая лиса")).isTrue();
        assertThat(f.keeps("hasToken(s, 'лиса')", "рыжая курица")).isFalse();
    }

    @Test
    void arraysAnswerHasHasAnyAndHasAll() {
        SkipIndexFixture a = SkipIndexFixture.of(new TokenBloomFilterIndexType(), "a", "Array(String)", "256", "2", "0");
        assertThat(a.keeps("has(a, 'fox')", List.of("hen", "wolf"))).isFalse();
        assertThat(a.keeps("has(a, 'fox')", List.of("fox"))).isTrue();
        assertThat(a.keeps("hasAny(a, ['fox', 'owl'])", List.of("hen"))).isFalse();
        assertThat(a.keeps("hasAny(a, ['fox', 'owl'])", List.of("owl"))).isTrue();
        assertThat(a.keeps("hasAll(a, ['fox', 'owl'])", List.of("owl"))).isFalse();
        assertThat(a.keeps("hasAll(a, ['fox', 'owl'])", List.of("owl", "fox"))).isTrue();
        assertThat(a.condition("hasToken(a, 'fox')")).isEmpty();
    }
}
