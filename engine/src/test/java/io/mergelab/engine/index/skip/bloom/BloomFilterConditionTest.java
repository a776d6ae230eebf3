package io.mergelab.engine.index.skip.bloom;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.index.skip.SkipIndexFixture;
import java.math.BigInteger;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** For each predicate bloom_filter supports: granules without the value dropped, granules with it kept. */
class BloomFilterConditionTest {
    private static SkipIndexFixture index(String expr, String type) {
        return SkipIndexFixture.of(new BloomFilterIndexType(), expr, type, "0.001");
    }

    private final SkipIndexFixture strings = index("s", "String");

    @Test
    void equalsDropsGranulesWithoutTheValue() {
        assertThat(strings.keeps("s = 'needle'", "hay", "stack")).isFalse();
        assertThat(strings.keeps("s = 'needle'", "hay", "needle")).isTrue();
        assertThat(strings.keeps("'needle' = s", "hay", "stack")).isFalse();
        assertThat(strings.keeps("'needle' = s", "needle")).isTrue();
    }

    @Test
    void inDropsGranulesWithoutAnyValue() {
        assertThat(strings.keeps("s IN ('a', 'b')", "c", "d")).isFalse();
        assertThat(strings.keeps("s IN ('a', 'b')", "c", "b")).isTrue();
        assertThat(strings.keeps("s IN 'a'", "c")).isFalse();
        assertThat(strings.keeps("s IN ['a', 'b']", "c")).isFalse();
    }

    @Test
    void notEqualsAndNotInNeverDropAlone() {
        // The granule may hold other values, which satisfy the negation.
        assertThat(strings.keeps("s != 'needle'", "hay")).isTrue();
        assertThat(strings.keeps("s != 'needle'", "needle")).isTrue();
        assertThat(strings.keeps("s NOT IN ('a', 'b')", "c")).isTrue();
        assertThat(strings.keeps("s NOT IN ('a', 'b')", "a")).isTrue();
    }

    @Test
    void aNegatedNegationDropsLikeThePositiveForm() {
        // ClickHouse's notEquals atom: true on every row when the value is absent, so its negation is false there.
        assertThat(strings.keeps("NOT (s != 'needle')", "hay")).isFalse();
        assertThat(strings.keeps("NOT (s != 'needle')", "needle")).isTrue();
        assertThat(strings.keeps("NOT (s NOT IN ('a', 'b'))", "c")).isFalse();
        assertThat(strings.keeps("NOT (s NOT IN ('a', 'b'))", "b")).isTrue();
    }

    @Test
    void aNegationOfAPositivePredicateIsNeverProven() {
        assertThat(strings.keeps("NOT (s = 'needle')", "needle")).isTrue();
        assertThat(strings.keeps("NOT (s = 'needle')", "hay")).isTrue();
        assertThat(strings.keeps("NOT (s IN ('a'))", "a")).isTrue();
    }

    @Test
    void andOrCombineAtoms() {
        assertThat(strings.keeps("s = 'a' OR s = 'b'", "c")).isFalse();
        assertThat(strings.keeps("s = 'a' OR s = 'b'", "b")).isTrue();
        assertThat(strings.keeps("s = 'a' AND length(s) > 3", "c")).isFalse();
        assertThat(strings.keeps("s = 'a' OR length(s) > 3", "c")).isTrue();
    }

    @Test
    void patternAndRangePredicatesAreNotForBloomFilters() {
        assertThat(strings.condition("s LIKE 'needle%'")).isEmpty();
        assertThat(strings.condition("s NOT LIKE 'needle%'")).isEmpty();
        assertThat(strings.condition("startsWith(s, 'needle')")).isEmpty();
        assertThat(strings.condition("endsWith(s, 'needle')")).isEmpty();
        assertThat(strings.condition("match(s, 'needle')")).isEmpty();
        assertThat(strings.condition("s > 'needle'")).isEmpty();
        assertThat(strings.condition("s = NULL")).isEmpty();
        assertThat(strings.condition("s IN (SELECT 'a')")).isEmpty();
        assertThat(strings.condition("s IN ('a', NULL)")).isEmpty();
        assertThat(strings.condition("t = 'needle'")).isEmpty();
    }

    @Test
    void integersCompareByValueWithinTheTypesRange() {
        SkipIndexFixture f = index("x", "UInt8");
        assertThat(f.keeps("x = 5", 1L, 2L)).isFalse();
        assertThat(f.keeps("x = 5", 5L)).isTrue();
        assertThat(f.keeps("x = 5.0", 1L)).isFalse();
        assertThat(f.keeps("x IN (5, 6)", 6L)).isTrue();
        // Out of range or inexact: the index does not judge them.
        assertThat(f.condition("x = 300")).isEmpty();
        assertThat(f.condition("x = -1")).isEmpty();
        assertThat(f.condition("x = 5.5")).isEmpty();
        assertThat(f.condition("x = '5'")).isEmpty();
        SkipIndexFixture u64 = index("x", "UInt64");
        assertThat(u64.keeps("x = 18446744073709551615", -1L)).isTrue();
        assertThat(u64.keeps("x = 18446744073709551615", 1L)).isFalse();
    }

    @Test
    void floatsDatesEnumsUuidsAndFixedStrings() {
        assertThat(index("f", "Float32").keeps("f = 0.5", 0.25)).isFalse();
        assertThat(index("f", "Float32").keeps("f = 0.1", 0.1)).isTrue();
        assertThat(index("f", "Float64").keeps("f = 0", -0.0)).isTrue();
        assertThat(index("f", "Float64").keeps("f = 2", 2.0)).isTrue();
        LocalDate day = LocalDate.of(2024, 1, 1);
        assertThat(index("d", "Date").keeps("d = '2024-01-01'", day)).isTrue();
        assertThat(index("d", "Date").keeps("d = '2024-01-02'", day)).isFalse();
        assertThat(index("d", "Date32").keeps("d = '2024-01-02'", day)).isFalse();
        assertThat(index("t", "DateTime").keeps("t = 1700000000", java.time.Instant.ofEpochSecond(1_700_000_000L))).isTrue();
        assertThat(index("t", "DateTime").condition("t = '2024-01-01 00:00:00'")).isEmpty();
        assertThat(index("e", "Enum8('a' = 1, 'b' = 2)").keeps("e = 'b'", "a")).isFalse();
        assertThat(index("e", "Enum8('a' = 1, 'b' = 2)").keeps("e = 2", "b")).isTrue();
        UUID u = UUID.fromString("61f0c404-5cb3-11e7-907b-a6006ad3dba0");
        assertThat(index("u", "UUID").keeps("u = '61f0c404-5cb3-11e7-907b-a6006ad3dba0'", u)).isTrue();
        assertThat(index("u", "UUID").keeps("u = '00000000-0000-0000-0000-000000000001'", u)).isFalse();
        assertThat(index("b", "Bool").keeps("b = true", false)).isFalse();
        assertThat(index("b", "Bool").keeps("b = 1", true)).isTrue();
        // FixedString compares zero-padded.
        assertThat(index("fs", "FixedString(4)").keeps("fs = 'ab'", "ab")).isTrue();
        assertThat(index("fs", "FixedString(4)").keeps("fs = 'abc'", "ab")).isFalse();
        assertThat(index("fs", "FixedString(4)").condition("fs = 'abcde'")).isEmpty();
        assertThat(index("x", "Int64").keeps("x = 9223372036854775807", Long.MAX_VALUE)).isTrue();
        assertThat(index("x", "Int64").condition("x = " + BigInteger.ONE.shiftLeft(63))).isEmpty();
    }

    @Test
    void nullableAndLowCardinalityValuesAreTheirValues() {
        SkipIndexFixture f = index("s", "Nullable(String)");
        assertThat(f.keeps("s = 'a'", null, "b")).isFalse();
        assertThat(f.keeps("s = 'b'", null, "b")).isTrue();
        // A NULL is indexed as the default value, as ClickHouse does: kept, never wrongly dropped.
        assertThat(f.keeps("s = ''", null, "b")).isTrue();
        SkipIndexFixture lc = index("s", "LowCardinality(String)");
        assertThat(lc.keeps("s = 'a'", "b")).isFalse();
        assertThat(lc.keeps("s = 'a'", "a")).isTrue();
    }

    @Test
    void arraysAnswerHasHasAnyAndHasAll() {
        SkipIndexFixture f = index("a", "Array(String)");
        assertThat(f.keeps("has(a, 'x')", List.of("y", "z"), List.of())).isFalse();
        assertThat(f.keeps("has(a, 'x')", List.of("y"), List.of("x"))).isTrue();
        assertThat(f.keeps("hasAny(a, ['x', 'w'])", List.of("y", "z"))).isFalse();
        assertThat(f.keeps("hasAny(a, ['x', 'w'])", List.of("y", "w"))).isTrue();
        assertThat(f.keeps("hasAny(a, [])", List.of("y"))).isFalse();
        assertThat(f.keeps("hasAll(a, ['y', 'w'])", List.of("y", "z"))).isFalse();
        assertThat(f.keeps("hasAll(a, ['y', 'z'])", List.of("y"), List.of("z"))).isTrue();
        assertThat(f.keeps("hasAll(a, [])", List.of("y"))).isTrue();
        // Whole-array comparisons are not element lookups.
        assertThat(f.condition("a = ['x']")).isEmpty();
        assertThat(index("a", "Array(UInt32)").keeps("has(a, 7)", List.of(1L, 2L))).isFalse();
        assertThat(index("a", "Array(Nullable(UInt32))").keeps("has(a, 7)", java.util.Arrays.asList(1L, null, 7L))).isTrue();
    }

    @Test
    void mapKeysAnswerMapContains() {
        SkipIndexFixture keys = index("mapKeys(m)", "Array(String)");
        assertThat(keys.keeps("mapContains(m, 'k')", List.of("a", "b"))).isFalse();
        assertThat(keys.keeps("mapContains(m, 'k')", List.of("a", "k"))).isTrue();
        assertThat(keys.keeps("has(mapKeys(m), 'k')", List.of("a"))).isFalse();
        // m['k'] = v holds without the key when v is the value type's default, which mapKeys cannot know.
        assertThat(keys.condition("m['k'] = 'v'")).isEmpty();
        assertThat(keys.condition("mapContains(n, 'k')")).isEmpty();
    }

    @Test
    void mapValuesAnswerLookupsOfNonDefaultValues() {
        SkipIndexFixture values = index("mapValues(m)", "Array(String)");
        assertThat(values.keeps("m['k'] = 'v'", List.of("a", "b"))).isFalse();
        assertThat(values.keeps("m['k'] = 'v'", List.of("v"))).isTrue();
        assertThat(values.keeps("m['k'] IN ('v', 'w')", List.of("a"))).isFalse();
        assertThat(values.keeps("NOT (m['k'] != 'v')", List.of("a"))).isFalse();
        assertThat(values.keeps("m['k'] != 'v'", List.of("a"))).isTrue();
        // A missing key reads as '', so these may hold anywhere.
        assertThat(values.condition("m['k'] = ''")).isEmpty();
        assertThat(values.condition("m['k'] IN ('v', '')")).isEmpty();
        assertThat(index("mapValues(m)", "Array(UInt8)").condition("m['k'] = 0")).isEmpty();
        assertThat(index("mapValues(m)", "Array(UInt8)").keeps("m['k'] = 3", List.of(1L, 2L))).isFalse();
    }

    @Test
    void anIndexOnAnExpressionAnswersPredicatesOnThatExpression() {
        SkipIndexFixture f = index("lower(s)", "String");
        assertThat(f.keeps("lower(s) = 'abc'", "xyz")).isFalse();
        assertThat(f.keeps("lower(s) = 'abc'", "abc")).isTrue();
        assertThat(f.condition("s = 'abc'")).isEmpty();
        assertThat(f.condition("upper(s) = 'ABC'")).isEmpty();
    }

    @Test
    void typeFullShowsTheArguments() {
        assertThat(index("s", "String").index().typeFull()).isEqualTo("bloom_filter(0.001)");
        assertThat(SkipIndexFixture.of(new BloomFilterIndexType(), "s", "String").index().typeFull()).isEqualTo("bloom_filter");
    }
}
