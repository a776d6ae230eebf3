package io.mergelab.engine.aggregate;

import static io.mergelab.engine.aggregate.AggregateTesting.evaluate;
import static io.mergelab.engine.aggregate.AggregateTesting.resolve;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class AggregateFunctionsTest {
    private static final DataType INT64 = DataType.parse("Int64");
    private static final DataType NINT64 = DataType.parse("Nullable(Int64)");
    private static final DataType STRING = DataType.parse("String");
    private static final DataType UINT8 = DataType.parse("UInt8");

    private static List<Object[]> rows(Object[]... rows) {
        return Arrays.asList(rows);
    }

    private static List<Object[]> column(Object... values) {
        List<Object[]> out = new ArrayList<>();
        for (Object v : values) {
            out.add(new Object[] {v});
        }
        return out;
    }

    /** The value of {@code function} over {@code rows}, the same whole and merged from partial states. */
    private static Object agg(String function, List<Object> params, List<DataType> types, List<Object[]> rows) {
        return aggDistinct(function, params, false, types, rows);
    }

    private static Object aggDistinct(String function, List<Object> params, boolean distinct, List<DataType> types,
                                      List<Object[]> rows) {
        AggregateFunction f = resolve(function, params, distinct, types);
        Object whole = evaluate(f, types, rows, rows.size());
        for (int split : new int[] {0, rows.size() / 2}) {
            assertThat(evaluate(f, types, rows, split)).as("%s split at %d", function, split).isEqualTo(whole);
        }
        return whole;
    }

    private static DataType type(String function, List<Object> params, String... types) {
        return resolve(function, params, false, Arrays.stream(types).map(DataType::parse).toList()).resultType();
    }

    private static void fails(ErrorCode code, String messagePart, String function, List<Object> params, boolean distinct,
                              String... types) {
        assertThatThrownBy(() -> resolve(function, params, distinct, Arrays.stream(types).map(DataType::parse).toList()))
                .isInstanceOf(MergeLabException.class)
                .satisfies(e -> assertThat(((MergeLabException) e).code()).isEqualTo(code))
                .hasMessageContaining(messagePart);
    }

    @Test
    void namesFollowClickHouseCaseRules() {
        assertThat(AggregateFunctions.isAggregate("count")).isTrue();
        assertThat(AggregateFunctions.isAggregate("COUNT")).isTrue();
        assertThat(AggregateFunctions.isAggregate("Sum")).isTrue();
        assertThat(AggregateFunctions.isAggregate("countIf")).isTrue();
        assertThat(AggregateFunctions.isAggregate("COUNTIf")).isTrue();
        assertThat(AggregateFunctions.isAggregate("argMaxIf")).isTrue();
        assertThat(AggregateFunctions.isAggregate("countif")).isFalse();
        assertThat(AggregateFunctions.isAggregate("ANY")).isFalse();
        assertThat(AggregateFunctions.isAggregate("If")).isFalse();
        assertThat(AggregateFunctions.isAggregate("plus")).isFalse();
    }

    @Test
    void resultTypesFollowClickHouse() {
        assertThat(type("count", List.of()).name()).isEqualTo("UInt64");
        assertThat(type("sum", List.of(), "UInt8").name()).isEqualTo("UInt64");
        assertThat(type("sum", List.of(), "Int32").name()).isEqualTo("Int64");
        assertThat(type("sum", List.of(), "Float32").name()).isEqualTo("Float64");
        assertThat(type("sum", List.of(), "Decimal(9, 2)").name()).isEqualTo("Decimal(18, 2)");
        assertThat(type("sum", List.of(), "Nullable(Int8)").name()).isEqualTo("Nullable(Int64)");
        assertThat(type("avg", List.of(), "UInt16").name()).isEqualTo("Float64");
        assertThat(type("min", List.of(), "LowCardinality(String)").name()).isEqualTo("LowCardinality(String)");
        assertThat(type("max", List.of(), "Nullable(Date)").name()).isEqualTo("Nullable(Date)");
        assertThat(type("argMax", List.of(), "String", "DateTime").name()).isEqualTo("String");
        assertThat(type("uniq", List.of(), "Nullable(String)", "Int8").name()).isEqualTo("UInt64");
        assertThat(type("uniqExact", List.of(), "String").name()).isEqualTo("UInt64");
        assertThat(type("quantile", List.of(0.9), "Int32").name()).isEqualTo("Float64");
        assertThat(type("quantiles", List.of(0.1, 0.9), "UInt32").name()).isEqualTo("Array(Float64)");
        assertThat(type("quantileExact", List.of(), "UInt32").name()).isEqualTo("UInt32");
        assertThat(type("groupArray", List.of(), "Nullable(String)").name()).isEqualTo("Array(String)");
        assertThat(type("count", List.of(), "Nullable(String)").name()).isEqualTo("UInt64");
        assertThat(type("sumIf", List.of(), "Int32", "UInt8").name()).isEqualTo("Int64");
        assertThat(type("countIf", List.of(), "Nullable(Bool)").name()).isEqualTo("UInt64");
        assertThat(AggregateFunctions.resultType(new AggregateDescription("count", List.of(), List.of("x"), "c", true),
                List.of(STRING)).name()).isEqualTo("UInt64");
    }

    @Test
    void analysisErrorsCarryClickHouseCodes() {
        fails(ErrorCode.UNKNOWN_AGGREGATE_FUNCTION, "Maybe you meant: ['sum'", "summ", List.of(), false, "Int64");
        fails(ErrorCode.UNKNOWN_AGGREGATE_FUNCTION, "Unknown aggregate function frobnicate", "frobnicate", List.of(),
                false);
        fails(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "Illegal type String of argument for aggregate function sum", "sum",
                List.of(), false, "String");
        fails(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "aggregate function avg", "avg", List.of(), false, "Date");
        fails(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "of last argument for aggregate function with If suffix", "sumIf",
                List.of(), false, "Int64", "String");
        fails(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT, "Array(Int64)", "min", List.of(), false, "Array(Int64)");
        fails(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "passed 1, should be 2", "argMax", List.of(), false, "Int64");
        fails(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "passed 0, should be 1", "sum", List.of(), false);
        fails(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "the condition", "countIf", List.of(), false);
        fails(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "at least one argument", "uniq", List.of(), false);
        fails(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "at least one parameter", "quantiles", List.of(), false,
                "Int64");
        fails(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH, "count(DISTINCT", "count", List.of(), true);
        fails(ErrorCode.AGGREGATE_FUNCTION_DOESNT_ALLOW_PARAMETERS, "sum cannot have parameters", "sum", List.of(1L),
                false, "Int64");
        fails(ErrorCode.BAD_ARGUMENTS, "out of range", "quantile", List.of(1.5), false, "Int64");
        fails(ErrorCode.BAD_ARGUMENTS, "positive integer", "groupArray", List.of(0L), false, "Int64");
        fails(ErrorCode.NOT_IMPLEMENTED, "DISTINCT is not supported for aggregate function sum", "sum", List.of(), true,
                "Int64");
    }

    @Test
    void countCountsRowsAndSkipsNulls() {
        assertThat(agg("count", List.of(), List.of(), column(1L, 2L, 3L).stream().map(r -> new Object[0]).toList()))
                .isEqualTo(3L);
        assertThat(agg("count", List.of(), List.of(), List.of())).isEqualTo(0L);
        assertThat(agg("count", List.of(), List.of(NINT64), column(1L, null, 3L, null))).isEqualTo(2L);
        assertThat(aggDistinct("count", List.of(), true, List.of(NINT64), column(1L, null, 3L, 1L, 3L, 7L)))
                .isEqualTo(3L);
        assertThat(aggDistinct("COUNT", List.of(), true, List.of(STRING, INT64),
                rows(new Object[] {"a", 1L}, new Object[] {"a", 2L}, new Object[] {"a", 1L}))).isEqualTo(2L);
    }

    @Test
    void sumAndAvgFollowTheArgumentType() {
        assertThat(agg("sum", List.of(), List.of(INT64), column(1L, -5L, 10L))).isEqualTo(6L);
        assertThat(agg("sum", List.of(), List.of(DataType.parse("UInt64")), column(-1L, 2L))).isEqualTo(1L);
        assertThat(agg("sum", List.of(), List.of(DataType.parse("Float32")), column(0.5, 0.25))).isEqualTo(0.75);
        assertThat(agg("sum", List.of(), List.of(DataType.parse("Decimal(9, 2)")),
                column(new BigDecimal("1.25"), new BigDecimal("2.50")))).isEqualTo(new BigDecimal("3.75"));
        assertThat(agg("sum", List.of(), List.of(INT64), List.of())).isEqualTo(0L);
        assertThat(agg("avg", List.of(), List.of(INT64), column(1L, 2L, 3L, 4L))).isEqualTo(2.5);
        assertThat(agg("avg", List.of(), List.of(DataType.parse("Decimal(9, 1)")),
                column(new BigDecimal("1.5"), new BigDecimal("2.5")))).isEqualTo(2.0);
        assertThat(agg("avg", List.of(), List.of(DataType.parse("UInt64")), column(-2L, -2L)))
                .isEqualTo(1.8446744073709552E19);
        assertThat((Double) agg("avg", List.of(), List.of(INT64), List.of())).isNaN();
    }

    @Test
    void nullableArgumentsGiveNullOnlyWhenNothingWasAggregated() {
        assertThat(agg("sum", List.of(), List.of(NINT64), column(null, 4L, null, 5L))).isEqualTo(9L);
        assertThat(agg("sum", List.of(), List.of(NINT64), column(null, null))).isNull();
        assertThat(agg("sum", List.of(), List.of(NINT64), List.of())).isNull();
        assertThat(agg("avg", List.of(), List.of(NINT64), column(null, 4L, 6L))).isEqualTo(5.0);
        assertThat(agg("max", List.of(), List.of(DataType.parse("Nullable(String)")), column("b", null, "a")))
                .isEqualTo("b");
        assertThat(agg("uniqExact", List.of(), List.of(NINT64), column(null, null))).isEqualTo(0L);
        assertThat(agg("groupArray", List.of(), List.of(NINT64), column(null, 1L, null, 2L))).isEqualTo(List.of(1L, 2L));
    }

    @Test
    void minMaxAnyCompareInTheTypesOrder() {
        DataType u64 = DataType.parse("UInt64");
        assertThat(agg("min", List.of(), List.of(INT64), column(3L, -7L, 5L))).isEqualTo(-7L);
        assertThat(agg("max", List.of(), List.of(u64), column(1L, -1L, 5L))).isEqualTo(-1L);
        assertThat(agg("min", List.of(), List.of(u64), column(-1L, 5L))).isEqualTo(5L);
        assertThat(agg("min", List.of(), List.of(STRING), column("pear", "apple", "zoo", "\u00e9"))).isEqualTo("apple");
        assertThat(agg("max", List.of(), List.of(STRING), column("pear", "apple", "zoo", "\u00e9"))).isEqualTo("\u00e9");
        assertThat(agg("max", List.of(), List.of(DataType.parse("Float64")), column(-1.5, 2.5))).isEqualTo(2.5);
        assertThat(agg("min", List.of(), List.of(INT64), List.of())).isEqualTo(0L);
        assertThat(agg("min", List.of(), List.of(STRING), List.of())).isEqualTo("");
        AggregateFunction any = resolve("any", List.of(), false, List.of(INT64));
        AggregateFunction anyLast = resolve("anyLast", List.of(), false, List.of(INT64));
        List<Object[]> rows = column(4L, 5L, 6L);
        assertThat(evaluate(any, List.of(INT64), rows, 3)).isEqualTo(4L);
        assertThat(evaluate(anyLast, List.of(INT64), rows, 3)).isEqualTo(6L);
        assertThat(evaluate(any, List.of(NINT64), column(null, 8L), 2)).isEqualTo(8L);
    }

    @Test
    void argMinArgMaxReturnTheArgumentOfTheExtremeValue() {
        List<DataType> types = List.of(STRING, INT64);
        List<Object[]> rows = rows(new Object[] {"b", 5L}, new Object[] {"a", 9L}, new Object[] {"c", 1L});
        assertThat(agg("argMax", List.of(), types, rows)).isEqualTo("a");
        assertThat(agg("argMin", List.of(), types, rows)).isEqualTo("c");
        assertThat(agg("argMaxIf", List.of(), List.of(STRING, INT64, UINT8),
                rows(new Object[] {"b", 5L, 1L}, new Object[] {"a", 9L, 0L}, new Object[] {"c", 1L, 1L})))
                .isEqualTo("b");
    }

    @Test
    void uniqExactIsExactAndUniqIsCloseAboveItsExactRange() {
        assertThat(agg("uniqExact", List.of(), List.of(STRING), column("a", "b", "a", "", "b"))).isEqualTo(3L);
        assertThat(agg("uniqExact", List.of(), List.of(DataType.parse("Float64")), column(0.0, -0.0, 1.5)))
                .isEqualTo(2L);
        assertThat(agg("uniq", List.of(), List.of(INT64), column(1L, 2L, 2L, 3L))).isEqualTo(3L);
        List<Object[]> many = new ArrayList<>();
        for (long i = 0; i < 300_000; i++) {
            many.add(new Object[] {i % 200_000});
        }
        assertThat(agg("uniqExact", List.of(), List.of(INT64), many)).isEqualTo(200_000L);
        long estimate = (Long) agg("uniq", List.of(), List.of(INT64), many);
        assertThat(estimate).isBetween(190_000L, 210_000L);
    }

    @Test
    void quantilesInterpolateAndQuantileExactPicksARank() {
        List<Object[]> ten = column(10L, 1L, 9L, 2L, 8L, 3L, 7L, 4L, 6L, 5L);
        assertThat(agg("quantile", List.of(), List.of(INT64), ten)).isEqualTo(5.5);
        assertThat(agg("quantile", List.of(0.9), List.of(INT64), ten)).isEqualTo(9.1);
        assertThat(agg("median", List.of(), List.of(INT64), ten)).isEqualTo(5.5);
        assertThat(agg("medianExactIf", List.of(), List.of(INT64, UINT8),
                rows(new Object[] {3L, 1L}, new Object[] {100L, 0L}))).isEqualTo(3L);
        assertThat(agg("quantiles", List.of(0.0, 0.5, 1.0), List.of(INT64), ten)).isEqualTo(List.of(1.0, 5.5, 10.0));
        assertThat(agg("quantileExact", List.of(), List.of(INT64), ten)).isEqualTo(6L);
        assertThat(agg("quantileExact", List.of(0.0), List.of(DataType.parse("Decimal(9, 2)")),
                column(new BigDecimal("2.50"), new BigDecimal("-1.25")))).isEqualTo(new BigDecimal("-1.25"));
        assertThat(agg("quantileExact", List.of(), List.of(DataType.parse("Date")),
                column(java.time.LocalDate.of(2024, 1, 2), java.time.LocalDate.of(2024, 1, 1))))
                .isEqualTo(java.time.LocalDate.of(2024, 1, 2));
        assertThat(agg("quantileExact", List.of(1.0), List.of(DataType.parse("UInt64")), column(1L, -1L)))
                .isEqualTo(-1L);
        assertThat((Double) agg("quantile", List.of(), List.of(INT64), List.of())).isNaN();
        assertThat(agg("quantileExact", List.of(), List.of(INT64), List.of())).isEqualTo(0L);
        assertThat(agg("quantiles", List.of(0.5), List.of(NINT64), column(null, 4L))).isEqualTo(List.of(4.0));
    }

    @Test
    void groupArrayKeepsOrderUpToItsLimit() {
        AggregateFunction f = resolve("groupArray", List.of(), false, List.of(STRING));
        assertThat(evaluate(f, List.of(STRING), column("x", "y", "z"), 3)).isEqualTo(List.of("x", "y", "z"));
        assertThat(evaluate(f, List.of(STRING), column("x", "y", "z"), 1)).isEqualTo(List.of("x", "y", "z"));
        assertThat(agg("groupArray", List.of(2L), List.of(INT64), column(1L, 2L, 3L))).asList().hasSize(2);
        assertThat(agg("groupArray", List.of(), List.of(INT64), List.of())).isEqualTo(List.of());
    }

    @Test
    void ifCombinatorFiltersRowsForEveryFunction() {
        List<DataType> cond = List.of(DataType.parse("Nullable(UInt8)"));
        assertThat(agg("countIf", List.of(), cond, column(1L, 0L, null, 1L))).isEqualTo(2L);
        List<DataType> types = List.of(NINT64, UINT8);
        List<Object[]> rows = rows(new Object[] {1L, 1L}, new Object[] {10L, 0L}, new Object[] {null, 1L},
                new Object[] {5L, 1L});
        assertThat(agg("sumIf", List.of(), types, rows)).isEqualTo(6L);
        assertThat(agg("avgIf", List.of(), types, rows)).isEqualTo(3.0);
        assertThat(agg("maxIf", List.of(), types, rows)).isEqualTo(5L);
        assertThat(agg("uniqExactIf", List.of(), types, rows)).isEqualTo(2L);
        assertThat(agg("groupArrayIf", List.of(), types, rows)).isEqualTo(List.of(1L, 5L));
        assertThat(agg("quantileExactIf", List.of(0.0), types, rows)).isEqualTo(1L);
        assertThat(agg("sumIf", List.of(), types, rows(new Object[] {3L, 0L}))).isNull();
        assertThat(agg("sumIf", List.of(), List.of(INT64, UINT8), rows(new Object[] {3L, 0L}))).isEqualTo(0L);
        assertThat(aggDistinct("countIf", List.of(), true, types, rows(new Object[] {1L, 1L}, new Object[] {1L, 1L},
                new Object[] {2L, 0L}))).isEqualTo(1L);
    }
}
