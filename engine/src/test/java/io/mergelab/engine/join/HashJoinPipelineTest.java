package io.mergelab.engine.join;

import static io.mergelab.engine.join.JoinTesting.header;
import static io.mergelab.engine.join.JoinTesting.lanes;
import static io.mergelab.engine.join.JoinTesting.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.step.JoinStep;
import io.mergelab.engine.ProcessorStats;
import io.mergelab.engine.sql.ast.JoinClause.Kind;
import io.mergelab.engine.sql.ast.JoinClause.Strictness;
import io.mergelab.engine.testing.ChunksSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HashJoinPipelineTest {
    private static final Header LEFT = header("k", "Int64", "l", "String");
    private static final Header RIGHT = header("rk", "Int64", "r", "String");

    private static List<Object> row(Object... values) {
        return Arrays.asList(values);
    }

    /** Left: keys 1, 2, 2, 3, NULL-free; right: 2 twice, 3 once, 4 once. */
    private static final List<List<Object>> L = List.of(row(1L, "a"), row(2L, "b"), row(2L, "c"), row(3L, "d"));
    private static final List<List<Object>> R = List.of(row(2L, "x"), row(3L, "y"), row(2L, "z"), row(4L, "w"));

    private static JoinStep join(Header lh, List<List<Object>> l, Header rh, List<List<Object>> r, Kind kind,
                                 Strictness strictness, int lanes, List<String> lk, List<String> rk) {
        return new JoinStep(new ChunksSource(lh, JoinTesting.lanes(lh, l, lanes, 2)),
                new ChunksSource(rh, JoinTesting.lanes(rh, r, 2, 3)), kind, strictness, lk, rk);
    }

    private static List<List<Object>> joined(Kind kind, Strictness strictness, int threads) {
        return run(join(LEFT, L, RIGHT, R, kind, strictness, threads, List.of("k"), List.of("rk")), threads, 65_536).rows();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void innerAllJoinsEveryMatchWithDuplicatesOnBothSides(int threads) {
        assertThat(joined(Kind.INNER, Strictness.ALL, threads)).containsExactlyInAnyOrder(
                row(2L, "b", 2L, "x"), row(2L, "b", 2L, "z"), row(2L, "c", 2L, "x"), row(2L, "c", 2L, "z"),
                row(3L, "d", 3L, "y"));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void defaultStrictnessIsAll(int threads) {
        assertThat(joined(Kind.INNER, Strictness.DEFAULT, threads))
                .containsExactlyInAnyOrderElementsOf(joined(Kind.INNER, Strictness.ALL, threads));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void leftAllFillsUnmatchedRowsWithDefaults(int threads) {
        assertThat(joined(Kind.LEFT, Strictness.ALL, threads)).containsExactlyInAnyOrder(
                row(1L, "a", 0L, ""), row(2L, "b", 2L, "x"), row(2L, "b", 2L, "z"), row(2L, "c", 2L, "x"),
                row(2L, "c", 2L, "z"), row(3L, "d", 3L, "y"));
    }

    @Test
    void leftAnyTakesTheFirstRightRowPerLeftRow() {
        // one right lane, so "first" is the build order
        JoinStep j = new JoinStep(new ChunksSource(LEFT, lanes(LEFT, L, 1, 2)), new ChunksSource(RIGHT, lanes(RIGHT, R, 1, 3)),
                Kind.LEFT, Strictness.ANY, List.of("k"), List.of("rk"));
        assertThat(run(j, 1, 65_536).rows()).containsExactly(
                row(1L, "a", 0L, ""), row(2L, "b", 2L, "x"), row(2L, "c", 2L, "x"), row(3L, "d", 3L, "y"));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void innerAnyJoinsEachKeyOnce(int threads) {
        List<List<Object>> rows = joined(Kind.INNER, Strictness.ANY, threads);
        // key 2: exactly one of the left rows b, c, with one of the right rows; key 3 once
        assertThat(rows).hasSize(2);
        assertThat(rows).extracting(r -> r.get(0)).containsExactlyInAnyOrder(2L, 3L);
        assertThat(rows).contains(row(3L, "d", 3L, "y"));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void rightAllAddsTheRightRowsNoLeftRowJoined(int threads) {
        assertThat(joined(Kind.RIGHT, Strictness.ALL, threads)).containsExactlyInAnyOrder(
                row(2L, "b", 2L, "x"), row(2L, "b", 2L, "z"), row(2L, "c", 2L, "x"), row(2L, "c", 2L, "z"),
                row(3L, "d", 3L, "y"), row(0L, "", 4L, "w"));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void fullAllKeepsBothSides(int threads) {
        assertThat(joined(Kind.FULL, Strictness.ALL, threads)).containsExactlyInAnyOrder(
                row(1L, "a", 0L, ""), row(2L, "b", 2L, "x"), row(2L, "b", 2L, "z"), row(2L, "c", 2L, "x"),
                row(2L, "c", 2L, "z"), row(3L, "d", 3L, "y"), row(0L, "", 4L, "w"));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void rightJoinWithAnEmptyLeftSideReturnsEveryRightRowOnceWithNullKeysToo(int threads) {
        Header lh = header("k", "Nullable(Int64)");
        Header rh = header("rk", "Nullable(Int64)");
        JoinStep j = join(lh, List.of(), rh, List.of(row(1L), row((Object) null), row(1L)), Kind.RIGHT, Strictness.ALL,
                threads, List.of("k"), List.of("rk"));
        assertThat(run(j, threads, 65_536).rows()).containsExactlyInAnyOrder(row(null, 1L), row(null, null), row(null, 1L));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void emptyRightSide(int threads) {
        JoinStep inner = join(LEFT, L, RIGHT, List.of(), Kind.INNER, Strictness.ALL, threads, List.of("k"), List.of("rk"));
        assertThat(run(inner, threads, 65_536).rows()).isEmpty();
        JoinStep left = join(LEFT, L, RIGHT, List.of(), Kind.LEFT, Strictness.ALL, threads, List.of("k"), List.of("rk"));
        assertThat(run(left, threads, 65_536).rows()).containsExactlyInAnyOrder(
                row(1L, "a", 0L, ""), row(2L, "b", 0L, ""), row(2L, "c", 0L, ""), row(3L, "d", 0L, ""));
    }

    @Test
    void innerJoinWithEmptyRightSideDoesNotReadTheLeftSide() {
        JoinStep inner = join(LEFT, L, RIGHT, List.of(), Kind.INNER, Strictness.ALL, 1, List.of("k"), List.of("rk"));
        List<ProcessorStats> stats = run(inner, 1, 65_536).stats();
        ProcessorStats joining = stats.stream().filter(s -> s.name().equals("JoiningTransform")).findFirst().orElseThrow();
        assertThat(joining.inputRows()).isZero();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void emptyLeftSide(int threads) {
        JoinStep j = join(LEFT, List.of(), RIGHT, R, Kind.LEFT, Strictness.ALL, threads, List.of("k"), List.of("rk"));
        assertThat(run(j, threads, 65_536).rows()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void nullKeysNeverMatch(int threads) {
        Header lh = header("k", "Nullable(Int64)", "l", "String");
        Header rh = header("rk", "Nullable(Int64)", "r", "Nullable(String)");
        List<List<Object>> l = List.of(row(null, "a"), row(1L, "b"));
        List<List<Object>> r = List.of(row(null, "x"), row(1L, "y"));
        JoinStep inner = join(lh, l, rh, r, Kind.INNER, Strictness.ALL, threads, List.of("k"), List.of("rk"));
        assertThat(run(inner, threads, 65_536).rows()).containsExactly(row(1L, "b", 1L, "y"));
        JoinStep left = join(lh, l, rh, r, Kind.LEFT, Strictness.ALL, threads, List.of("k"), List.of("rk"));
        // join_use_nulls = 0: a Nullable right column is filled with NULL, as its default
        assertThat(run(left, threads, 65_536).rows()).containsExactlyInAnyOrder(row(null, "a", null, null), row(1L, "b", 1L, "y"));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void stringKeysCompareBytes(int threads) {
        Header lh = header("s", "String", "v", "UInt8");
        Header rh = header("rs", "LowCardinality(String)", "w", "UInt8");
        List<List<Object>> l = List.of(row("", 1L), row("ab", 2L), row("abc", 3L), row("héllo", 4L), row("a", 5L));
        List<List<Object>> r = List.of(row("ab", 10L), row("", 11L), row("héllo", 12L), row("abcd", 13L));
        JoinStep j = join(lh, l, rh, r, Kind.LEFT, Strictness.ALL, threads, List.of("s"), List.of("rs"));
        assertThat(run(j, threads, 65_536).rows()).containsExactlyInAnyOrder(row("", 1L, "", 11L), row("ab", 2L, "ab", 10L),
                row("abc", 3L, "", 0L), row("héllo", 4L, "héllo", 12L), row("a", 5L, "", 0L));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void compositeKeys(int threads) {
        Header lh = header("a", "UInt32", "b", "String", "c", "Float64");
        Header rh = header("ra", "UInt32", "rb", "String", "rc", "Float64", "v", "Int8");
        List<List<Object>> l = List.of(row(1L, "x", 0.5), row(1L, "y", 0.5), row(2L, "x", 0.5), row(1L, "x", -0.0),
                row(1L, "xy", 0.5));
        List<List<Object>> r = List.of(row(1L, "x", 0.5, 1L), row(1L, "y", 0.5, 2L), row(1L, "x", 0.0, 3L),
                row(1L, "x", 0.5, 4L), row(1L, "", 0.5, 5L));
        JoinStep j = join(lh, l, rh, r, Kind.INNER, Strictness.ALL, threads, List.of("a", "b", "c"), List.of("ra", "rb", "rc"));
        assertThat(run(j, threads, 65_536).rows()).containsExactlyInAnyOrder(
                row(1L, "x", 0.5, 1L, "x", 0.5, 1L), row(1L, "x", 0.5, 1L, "x", 0.5, 4L),
                row(1L, "y", 0.5, 1L, "y", 0.5, 2L), row(1L, "x", -0.0, 1L, "x", 0.0, 3L));
    }

    @Test
    void singleFloatKeyTreatsMinusZeroAsZero() {
        Header lh = header("f", "Float64");
        Header rh = header("rf", "Float64");
        JoinStep j = join(lh, List.of(row(-0.0), row(1.5)), rh, List.of(row(0.0), row(1.5)), Kind.INNER, Strictness.ALL, 1,
                List.of("f"), List.of("rf"));
        assertThat(run(j, 1, 65_536).rows()).containsExactlyInAnyOrder(row(-0.0, 0.0), row(1.5, 1.5));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void manyMatchesAreSplitIntoBlocks(int threads) {
        Header lh = header("k", "UInt64");
        Header rh = header("rk", "UInt64", "i", "UInt64");
        List<List<Object>> l = List.of(row(7L), row(7L), row(8L));
        List<List<Object>> r = new ArrayList<>();
        for (long i = 0; i < 1000; i++) {
            r.add(row(7L, i));
        }
        JoinStep j = join(lh, l, rh, r, Kind.LEFT, Strictness.ALL, threads, List.of("k"), List.of("rk"));
        JoinTesting.Run run = run(j, threads, 100);
        assertThat(run.rows()).hasSize(2001).contains(row(8L, 0L, 0L));
        assertThat(run.rows().stream().filter(x -> x.get(0).equals(7L)).map(x -> x.get(2)).distinct().count()).isEqualTo(1000);
        long chunks = run.stats().stream().filter(s -> s.name().equals("JoiningTransform")).mapToLong(ProcessorStats::outputRows).sum();
        assertThat(chunks).isEqualTo(2001);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void largeInputsMatchTheExpectedCounts(int threads) {
        // 1 M left rows over 100 k right keys (each right key twice): every left row k < 200 k matches twice
        int leftRows = 1_000_000;
        int rightKeys = 100_000;
        Header lh = header("k", "UInt64");
        Header rh = header("rk", "UInt64", "v", "UInt64");
        List<List<Chunk>> leftLanes = new ArrayList<>();
        for (int lane = 0; lane < threads; lane++) {
            List<Chunk> chunks = new ArrayList<>();
            for (int from = lane * 65_536; from < leftRows; from += 65_536 * threads) {
                int n = Math.min(65_536, leftRows - from);
                long[] v = new long[n];
                for (int i = 0; i < n; i++) {
                    v[i] = (from + i) % 200_000;
                }
                chunks.add(Chunk.of(List.of(LongColumn.of(lh.types().get(0), v))));
            }
            leftLanes.add(chunks);
        }
        long[] rk = new long[2 * rightKeys];
        long[] rv = new long[2 * rightKeys];
        for (int i = 0; i < 2 * rightKeys; i++) {
            rk[i] = i % rightKeys;
            rv[i] = i;
        }
        Chunk right = Chunk.of(List.of(LongColumn.of(rh.types().get(0), rk),
                LongColumn.of(rh.types().get(1), rv)));
        JoinStep inner = new JoinStep(new ChunksSource(lh, leftLanes), new ChunksSource(rh, List.of(List.of(right))),
                Kind.INNER, Strictness.ALL, List.of("k"), List.of("rk"));
        JoinTesting.Run run = run(inner, threads, 65_536);
        assertThat(run.rows()).hasSize(1_000_000);
        assertThat(run.rows().stream().allMatch(r -> r.get(0).equals(r.get(1)))).isTrue();
        JoinStep leftAny = new JoinStep(new ChunksSource(lh, leftLanes), new ChunksSource(rh, List.of(List.of(right))),
                Kind.LEFT, Strictness.ANY, List.of("k"), List.of("rk"));
        List<List<Object>> rows = run(leftAny, threads, 65_536).rows();
        assertThat(rows).hasSize(leftRows);
        assertThat(rows.stream().filter(r -> (Long) r.get(0) < rightKeys).allMatch(r -> r.get(2).equals(r.get(0)))).isTrue();
        assertThat(rows.stream().filter(r -> (Long) r.get(0) >= rightKeys).allMatch(r -> r.get(2).equals(0L))).isTrue();
    }
}
