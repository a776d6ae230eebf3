package io.mergelab.engine.index.key;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.expr.ExpressionCompiler;
import io.mergelab.engine.expr.InputSchema;
import io.mergelab.engine.index.BoolMask;
import io.mergelab.engine.sql.SqlParser;
import io.mergelab.engine.sql.ast.Expr;
import io.mergelab.engine.type.DataType;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class KeyConditionTest {
    private static final EvaluationContext CTX = new EvaluationContext(Instant.EPOCH, ZoneOffset.UTC, Map.of());
    private static final InputSchema TABLE = new InputSchema(
            List.of("x", "y", "s", "f", "b", "u", "d", "ts", "v"),
            List.of(type("Int32"), type("Int32"), type("String"), type("Float64"), type("Nullable(Int32)"),
                    type("UInt64"), type("Date"), type("DateTime('UTC')"), type("Int32")));

    private static DataType type(String name) {
        return DataType.parse(name);
    }

    private static KeyCondition condition(String filter, String... keys) {
        List<KeyColumn> keyColumns = new ArrayList<>();
        for (String k : keys) {
            Expr e = SqlParser.parseExpression(k);
            DataType t = ExpressionCompiler.compile(e, TABLE, CTX).type();
            keyColumns.add(KeyColumn.of(e, t));
        }
        Optional<Expr> f = filter.isEmpty() ? Optional.empty() : Optional.of(SqlParser.parseExpression(filter));
        return KeyCondition.of(f, keyColumns, TABLE, CTX);
    }

    private static Column column(String type, Object... values) {
        ColumnBuilder b = ColumnBuilder.create(type(type));
        for (Object v : values) {
            b.appendValue(v);
        }
        return b.build();
    }

    /** The mask over one key whose values lie between {@code lo} and {@code hi}. */
    private static BoolMask between(KeyCondition c, String type, Object lo, Object hi) {
        return c.over(List.of(column(type, lo, hi))).checkBox(new int[] {0}, new int[] {1});
    }

    @Test
    void printsConditionsAsClickHouseDoesTheLaterOperandFirst() {
        assertThat(condition("x >= 5 AND x < 10", "x")).hasToString("and((x in (-Inf, 10)), (x in [5, +Inf)))");
        assertThat(condition("x IN (1, 2, 2, 3) OR x != 7", "x")).hasToString("or((x not in [7, 7]), (x in 3-element set))");
        assertThat(condition("x NOT IN (1, 2)", "x")).hasToString("(x notIn 2-element set)");
        assertThat(condition("s LIKE 'ab%' AND v = 1", "s")).hasToString("and(unknown, (s in ['ab', 'ac')))");
        assertThat(condition("x + 1 > 3", "x")).hasToString("(plus(x, 1) in (3, +Inf))");
        assertThat(condition("d >= '2024-01-01'", "d")).hasToString("(d in [19723, +Inf))");
        assertThat(condition("", "x")).hasToString("true");
        assertThat(condition("1 = 0", "x")).hasToString("false");
    }

    @Test
    void constantsAreEvaluatedWithTheQueryParametersAndRowDependentOnesAreNotConstants() {
        EvaluationContext withIds = new EvaluationContext(Instant.EPOCH, ZoneOffset.UTC, Map.of("ids", "[3, 1, 3]"));
        KeyCondition c = KeyCondition.of(Optional.of(SqlParser.parseExpression("x IN {ids:Array(Int32)}")),
                List.of(KeyColumn.of(SqlParser.parseExpression("x"), type("Int32"))), TABLE, withIds);
        assertThat(c).hasToString("(x in 2-element set)");
        assertThat(between(c, "Int32", 4, 9).canBeTrue()).isFalse();
        assertThat(condition("x < rand() % 3", "x")).hasToString("unknown");
        assertThat(condition("d < toDate(now())", "d")).hasToString("(d in (-Inf, 0))");
    }

    @Test
    void notIsPushedDownToAtomsWhereTheirComplementIsExact() {
        assertThat(condition("NOT (x >= 50)", "x")).hasToString("(x in (-Inf, 50))");
        assertThat(condition("NOT (x = 5 OR x < 2)", "x")).hasToString("and((x in [2, +Inf)), (x not in [5, 5]))");
        assertThat(condition("NOT NOT (x IN (1, 2))", "x")).hasToString("(x in 2-element set)");
        assertThat(condition("NOT (x NOT IN (1, 2))", "x")).hasToString("(x in 2-element set)");
        assertThat(condition("NOT ((x, y) = (1, 2))", "x", "y")).hasToString("or((y not in [2, 2]), (x not in [1, 1]))");
        assertThat(condition("NOT (1 = 0)", "x")).hasToString("true");
        assertThat(condition("NOT (v = 1)", "x")).hasToString("not(unknown)");
        // no exact complement: NaN, NULL rows of IN, implied atoms
        assertThat(condition("NOT (f < 3)", "f")).hasToString("not((f in (-Inf, 3)))");
        assertThat(condition("NOT (b IN (1, 2))", "b")).hasToString("not((b in 2-element set))");
        assertThat(condition("NOT (b < 2)", "b")).hasToString("(b in [2, +Inf))");
        assertThat(condition("NOT (ts >= '2024-01-02 10:00:00')", "toDate(ts)")).hasToString("not((toDate(ts) in [19724, +Inf)))");
        assertThat(condition("NOT (x >= 5 AND x < 10)", "x", "y").isContinuousRange()).isFalse();
        assertThat(condition("NOT (x >= 50)", "x", "y").isContinuousRange()).isTrue();
    }

    @Test
    void tupleInGivesEachKeyPositionItsSetOfValues() {
        KeyCondition c = condition("(x, v, y) IN ((1, 5, 2), (3, 6, 4))", "x", "y");
        assertThat(c).hasToString("and((y in 2-element set), (x in 2-element set))");
        KeyValues index = c.over(List.of(column("Int32", 1, 1, 2), column("Int32", 0, 3, 9)));
        assertThat(index.checkRange(0, 1).canBeTrue()).isTrue();
        assertThat(index.checkBox(new int[] {2, 2}, new int[] {2, 2}).canBeTrue()).isFalse();
        assertThat(condition("(x, y) NOT IN ((1, 2))", "x", "y")).hasToString("not(and((y in 1-element set), (x in 1-element set)))");
        assertThat(condition("(x, y) IN (1, 2)", "x")).hasToString("(x in 1-element set)");
        assertThat(condition("(v, y) IN ((1, 2))", "x")).hasToString("unknown");
    }

    @Test
    void notIsExactOverPointsAndRanges() {
        KeyCondition c = condition("NOT (x = 5)", "x");
        assertThat(between(c, "Int32", 5, 5)).isEqualTo(BoolMask.ALWAYS_FALSE);
        assertThat(between(c, "Int32", 4, 6)).isEqualTo(BoolMask.UNKNOWN);
        assertThat(between(c, "Int32", 6, 9)).isEqualTo(BoolMask.ALWAYS_TRUE);
        assertThat(between(condition("x NOT BETWEEN 3 AND 8", "x"), "Int32", 4, 8).canBeTrue()).isFalse();
    }

    @Test
    void floatKeysNeverProveAConditionFalseBecauseOfNaN() {
        KeyCondition c = condition("NOT (f < 3)", "f");
        assertThat(between(c, "Float64", 1.0, 2.0).canBeTrue()).isTrue();
        assertThat(between(condition("f > 3", "f"), "Float64", 1.0, 2.0).canBeTrue()).isFalse();
        assertThat(between(condition("f = 0", "f"), "Float64", -0.0, -0.0).canBeTrue()).isTrue();
    }

    @Test
    void nullRowsMakeInAndNotInFalseButComparisonsUnknown() {
        assertThat(between(condition("b NOT IN (1)", "b"), "Nullable(Int32)", 1, 1).canBeTrue()).isFalse();
        assertThat(between(condition("NOT (b NOT IN (1))", "b"), "Nullable(Int32)", 1, 1).canBeTrue()).isTrue();
        assertThat(between(condition("b IN (1, NULL)", "b"), "Nullable(Int32)", 2, 3).canBeTrue()).isFalse();
        BoolMask nullBound = condition("b = 1", "b").over(List.of(column("Nullable(Int32)", null, 5)))
                .checkBox(new int[] {0}, new int[] {1});
        assertThat(nullBound).isEqualTo(BoolMask.UNKNOWN);
    }

    @Test
    void aChainThatWrapsAroundInsideTheBoundsProvesNothing() {
        KeyCondition c = condition("u + 1 < 5", "u");
        assertThat(between(c, "UInt64", 5L, -1L).canBeTrue()).isTrue();
        assertThat(between(c, "UInt64", 5L, 100L).canBeTrue()).isFalse();
        assertThat(between(condition("-x > -3", "x"), "Int32", 5, 9).canBeTrue()).isFalse();
        assertThat(between(condition("-x > -3", "x"), "Int32", 1, 9).canBeTrue()).isTrue();
    }

    @Test
    void constantsTheEngineWouldNotCompareExactlyLeaveTheAtomUnknown() {
        assertThat(condition("x = 2.5", "x")).hasToString("unknown");
        assertThat(condition("x = 2.0", "x")).hasToString("(x in [2, 2])");
        assertThat(condition("u > -1", "u")).hasToString("unknown");
        assertThat(condition("x > 18446744073709551615", "x")).hasToString("unknown");
        assertThat(condition("d = toDateTime('2024-01-01 00:00:00')", "d")).hasToString("unknown");
        assertThat(condition("s = 5", "s")).hasToString("unknown");
        assertThat(condition("x = y", "x")).hasToString("unknown");
    }

    @Test
    void conditionsOnAColumnApplyThroughAKeyThatIsAFunctionOfIt() {
        KeyCondition c = condition("ts >= '2024-01-02 10:00:00'", "toDate(ts)");
        assertThat(c).hasToString("(toDate(ts) in [19724, +Inf))");
        assertThat(between(c, "Date", 19723, 19723).canBeTrue()).isFalse();
        assertThat(between(c, "Date", 19724, 19724)).isEqualTo(BoolMask.UNKNOWN);
        assertThat(between(condition("NOT (ts >= '2024-01-02 10:00:00')", "toDate(ts)"), "Date", 19724, 19730).canBeTrue())
                .isTrue();
        assertThat(condition("x = 41", "x % 4")).hasToString("(modulo(x, 4) in [1, 1])");
        assertThat(condition("x > 41", "x % 4")).hasToString("unknown");
        assertThat(condition("x IN (1, 6)", "intDiv(x, 5)")).hasToString("(intDiv(x, 5) in 2-element set)");
    }

    @Test
    void likePrefixesAreExactOnlyForATrailingPercent() {
        KeyCondition exact = condition("s NOT LIKE 'ab%'", "s");
        assertThat(between(exact, "String", "ab", "abz").canBeTrue()).isFalse();
        KeyCondition loose = condition("s NOT LIKE 'a_c'", "s");
        assertThat(loose).hasToString("(s not in ['a', 'b'))");
        assertThat(between(loose, "String", "abc", "abc").canBeTrue()).isTrue();
        assertThat(condition("s LIKE 'abc'", "s")).hasToString("(s in ['abc', 'abc'])");
        assertThat(condition("s LIKE '%c'", "s")).hasToString("unknown");
        assertThat(condition("startsWith(s, 'b')", "s")).hasToString("(s in ['b', 'c'))");
    }

    @Test
    void primaryIndexRangesFixThePrefixOfEqualKeys() {
        KeyCondition c = condition("y = 7", "x", "y");
        KeyValues index = c.over(List.of(column("Int32", 1, 1, 2), column("Int32", 0, 5, 9)));
        assertThat(index.checkRange(0, 1).canBeTrue()).isFalse();
        assertThat(index.checkRange(1, 2).canBeTrue()).isTrue();
    }

    @Test
    void aRangeAcrossTheFirstKeyBoundsTheNextKeyOnOneSideAtEachEnd() {
        // index tuples (1, 5), (1, 9), (2, 3), (4, 0)
        List<Column> index = List.of(column("Int32", 1, 1, 2, 4), column("Int32", 5, 9, 3, 0));
        // from (1, 9) to (2, 3): x = 1 with y >= 9, or x = 2 with y <= 3
        assertThat(condition("x = 1 AND y < 9", "x", "y").over(index).checkRange(1, 2).canBeTrue()).isFalse();
        assertThat(condition("x = 1 AND y <= 9", "x", "y").over(index).checkRange(1, 2).canBeTrue()).isTrue();
        assertThat(condition("x = 2 AND y > 3", "x", "y").over(index).checkRange(1, 2).canBeTrue()).isFalse();
        assertThat(condition("x = 2 AND y BETWEEN 1 AND 2", "x", "y").over(index).checkRange(0, 3).canBeTrue()).isTrue();
        // strictly between 2 and 4 the second key is free; 2 and 4 themselves are bounded on one side
        assertThat(condition("x = 3 AND y = 100", "x", "y").over(index).checkRange(2, 3).canBeTrue()).isTrue();
        assertThat(condition("x = 4 AND y > 0", "x", "y").over(index).checkRange(2, 3).canBeTrue()).isFalse();
        assertThat(condition("x = 2 AND y < 3", "x", "y").over(index).checkRange(2, 3).canBeTrue()).isFalse();
        assertThat(condition("x = 2 AND y > 3", "x", "y").over(index).checkRange(2, 3)).isEqualTo(BoolMask.UNKNOWN);
        assertThat(condition("x > 4", "x", "y").over(index).checkRange(0, 3).canBeTrue()).isFalse();
    }

    @Test
    void aNullableKeyHasNoOpenEndsBecauseItsNullRowsLieBeyondThem() {
        List<Column> index = List.of(column("Int32", 1, 2), column("Nullable(Int32)", 5, 3));
        assertThat(condition("x = 1 AND b < 5", "x", "b").over(index).checkRange(0, 1).canBeTrue()).isTrue();
        assertThat(condition("x = 1 AND y < 5", "x", "y").over(List.of(column("Int32", 1, 2), column("Int32", 5, 3)))
                .checkRange(0, 1).canBeTrue()).isFalse();
    }

    @Test
    void aChainOverAnOpenEndProvesNothing() {
        List<Column> index = List.of(column("Int32", 1, 2), column("Int32", 5, 3));
        assertThat(condition("x = 1 AND y + 1 < 6", "x", "y").over(index).checkRange(0, 1).canBeTrue()).isTrue();
        assertThat(condition("x = 1 AND y + 1 < 6", "x", "y").over(index).checkBox(new int[] {0, 0}, new int[] {0, 0})
                .canBeTrue()).isFalse();
    }

    @Test
    void binarySearchNeedsPointsOnAKeyPrefixThenOneRange() {
        assertThat(condition("x = 1 AND y > 2", "x", "y").isContinuousRange()).isTrue();
        assertThat(condition("x >= 1 AND x < 5 AND v = 3", "x", "y").isContinuousRange()).isTrue();
        assertThat(condition("y = 2", "x", "y").isContinuousRange()).isFalse();
        assertThat(condition("x > 1 AND y = 2", "x", "y").isContinuousRange()).isFalse();
        assertThat(condition("x IN (1, 2)", "x", "y").isContinuousRange()).isFalse();
        assertThat(condition("x = 1 OR x = 2", "x", "y").isContinuousRange()).isFalse();
        assertThat(condition("x + 1 = 2", "x", "y").isContinuousRange()).isFalse();
    }

    @Test
    void onlyConditionsThatCanRuleKeysOutUseTheKey() {
        assertThat(condition("v > 1", "x").alwaysUnknownOrTrue()).isTrue();
        assertThat(condition("x = 1 OR v > 1", "x").alwaysUnknownOrTrue()).isTrue();
        assertThat(condition("x = 1 AND v > 1", "x").alwaysUnknownOrTrue()).isFalse();
        assertThat(condition("NOT (x = 1)", "x").alwaysUnknownOrTrue()).isFalse();
        assertThat(condition("", "x").alwaysUnknownOrTrue()).isTrue();
        assertThat(condition("y = 1 AND v > 2 AND x < 3", "x", "y").usedKeys()).containsExactly("x", "y");
    }
}
