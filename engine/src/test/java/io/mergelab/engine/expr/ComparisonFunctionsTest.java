package io.mergelab.engine.expr;

import static io.mergelab.engine.expr.ExprTestSupport.array;
import static io.mergelab.engine.expr.ExprTestSupport.call;
import static io.mergelab.engine.expr.ExprTestSupport.id;
import static io.mergelab.engine.expr.ExprTestSupport.lit;
import static io.mergelab.engine.expr.ExprTestSupport.table;
import static io.mergelab.engine.expr.ExprTestSupport.tuple;
import static io.mergelab.engine.expr.ExprTestSupport.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class ComparisonFunctionsTest {

    @Test
    void numbersCompareExactlyAcrossTypes() {
        BigInteger max = new BigInteger("18446744073709551615");
        assertThat(value(call("greater", lit(max), lit(-1)))).isEqualTo("1");
        assertThat(value(call("less", lit(-1), lit(max)))).isEqualTo("1");
        assertThat(value(call("equals", lit(max), lit(-1)))).isEqualTo("0");
        assertThat(value(call("greater", lit(max), lit(1.0e19)))).isEqualTo("1");
        assertThat(value(call("equals", lit(1), lit(1.0)))).isEqualTo("1");
        assertThat(value(call("less", lit(1), lit(1.5)))).isEqualTo("1");
        var t = table().column("a", "Int64", "9007199254740993").column("f", "Float64", "9007199254740992");
        assertThat(t.eval(call("greater", id("a"), id("f")))).containsExactly("1");
        assertThat(t.eval(call("notEquals", id("f"), id("a")))).containsExactly("1");
        var u = table().column("u", "UInt64", "18446744073709551615", "3").column("i", "Int8", "-1", "3");
        assertThat(u.eval(call("greater", id("u"), id("i")))).containsExactly("1", "0");
        assertThat(u.eval(call("lessOrEquals", id("i"), id("u")))).containsExactly("1", "1");
        assertThat(u.eval(call("equals", id("u"), id("i")))).containsExactly("0", "1");
    }

    @Test
    void allSixOperatorsOnColumnsAndConstants() {
        var t = table().column("a", "Int32", "1", "2", "3");
        assertThat(t.eval(call("equals", id("a"), lit(2)))).containsExactly("0", "1", "0");
        assertThat(t.eval(call("notEquals", lit(2), id("a")))).containsExactly("1", "0", "1");
        assertThat(t.eval(call("less", id("a"), lit(2)))).containsExactly("1", "0", "0");
        assertThat(t.eval(call("less", lit(2), id("a")))).containsExactly("0", "0", "1");
        assertThat(t.eval(call("greater", id("a"), lit(2)))).containsExactly("0", "0", "1");
        assertThat(t.eval(call("lessOrEquals", id("a"), lit(2)))).containsExactly("1", "1", "0");
        assertThat(t.eval(call("greaterOrEquals", id("a"), id("a")))).containsExactly("1", "1", "1");
    }

    @Test
    void floatsAndNan() {
        var t = table().column("f", "Float64", "nan", "1.5");
        assertThat(t.eval(call("equals", id("f"), id("f")))).containsExactly("0", "1");
        assertThat(t.eval(call("notEquals", id("f"), id("f")))).containsExactly("1", "0");
        assertThat(t.eval(call("less", id("f"), lit(2)))).containsExactly("0", "1");
    }

    @Test
    void stringsCompareBytewise() {
        var t = table().column("s", "String", "abc", "abd", "", "ab");
        assertThat(t.eval(call("equals", id("s"), lit("abc")))).containsExactly("1", "0", "0", "0");
        assertThat(t.eval(call("less", id("s"), lit("abc")))).containsExactly("0", "0", "1", "1");
        assertThat(value(call("less", lit("a"), lit("é")))).isEqualTo("1");
        var f = table().column("f", "FixedString(4)", "ab");
        assertThat(f.eval(call("equals", id("f"), lit("ab")))).containsExactly("1");
        var lc = table().column("l", "LowCardinality(String)", "x", "y");
        assertThat(lc.eval(call("equals", id("l"), lit("y")))).containsExactly("0", "1");
    }

    @Test
    void stringLiteralIsParsedAsTheDateOrTimeColumnType() {
        var t = table().column("d", "Date", "2024-01-01", "2024-02-01")
                .column("t", "DateTime", "2024-01-01 12:00:00", "2024-01-02 00:00:00")
                .column("t64", "DateTime64(3)", "2024-01-01 00:00:00.500", "2024-01-01 00:00:00.000");
        assertThat(t.eval(call("equals", id("d"), lit("2024-01-01")))).containsExactly("1", "0");
        assertThat(t.eval(call("greater", id("t"), lit("2024-01-01 12:00:00")))).containsExactly("0", "1");
        assertThat(t.eval(call("less", lit("2024-01-15"), id("d")))).containsExactly("0", "1");
        assertThat(t.eval(call("greater", id("t64"), lit("2024-01-01 00:00:00.250")))).containsExactly("1", "0");
        assertThatThrownBy(() -> t.compile(call("equals", id("d"), lit("not a date"))))
                .isInstanceOf(MergeLabException.class)
                .extracting(e -> ((MergeLabException) e).code().name()).asString().startsWith("CANNOT_PARSE");
    }

    @Test
    void dateComparedWithDateTimeUsesMidnight() {
        var t = table().column("d", "Date", "2024-01-01").column("t", "DateTime", "2024-01-01 00:00:00");
        assertThat(t.eval(call("equals", id("d"), id("t")))).containsExactly("1");
        assertThat(t.eval(call("less", id("d"), call("plus", id("t"), lit(1))))).containsExactly("1");
    }

    @Test
    void decimalsCompareAfterRescaling() {
        var t = table().column("a", "Decimal(9, 2)", "1.50").column("b", "Decimal(18, 4)", "1.5000");
        assertThat(t.eval(call("equals", id("a"), id("b")))).containsExactly("1");
        assertThat(t.eval(call("less", id("a"), lit(2)))).containsExactly("1");
        assertThat(t.eval(call("greater", id("a"), lit(1.25)))).containsExactly("1");
    }

    @Test
    void tuplesAndArraysCompareLexicographically() {
        assertThat(value(call("less", tuple(lit(1), lit("b")), tuple(lit(1), lit("c"))))).isEqualTo("1");
        assertThat(value(call("equals", tuple(lit(1), lit(2)), tuple(lit(1), lit(2))))).isEqualTo("1");
        assertThat(value(call("less", array(lit(1), lit(2)), array(lit(1), lit(2), lit(0))))).isEqualTo("1");
        assertThat(value(call("equals", array(lit(1)), array(lit(1))))).isEqualTo("1");
    }

    @Test
    void nullComparesToNull() {
        var t = table().column("n", "Nullable(Int32)", "1", "\\N");
        assertThat(t.eval(call("equals", id("n"), lit(1)))).containsExactly("1", "\\N");
        assertThat(t.type(call("equals", id("n"), lit(1)))).isEqualTo("Nullable(UInt8)");
        assertThat(value(call("equals", lit(null), lit(null)))).isEqualTo("\\N");
    }

    @Test
    void incomparableTypesAreRejected() {
        var t = table().column("s", "String", "1").column("a", "Array(UInt8)", "[1]");
        assertThatThrownBy(() -> t.compile(call("equals", id("s"), id("a"))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT);
    }

    @Test
    void inAndNotInWithLiteralSets() {
        var t = table().column("a", "UInt8", "1", "2", "5").column("s", "String", "x", "y", "z")
                .column("n", "Nullable(Int32)", "1", "\\N", "7");
        assertThat(t.eval(call("in", id("a"), tuple(lit(1), lit(5), lit(1000))))).containsExactly("1", "0", "1");
        assertThat(t.eval(call("notIn", id("a"), array(lit(1), lit(2))))).containsExactly("0", "0", "1");
        assertThat(t.eval(call("in", id("a"), lit(2)))).containsExactly("0", "1", "0");
        assertThat(t.eval(call("in", id("s"), tuple(lit("y"), lit("z"))))).containsExactly("0", "1", "1");
        assertThat(t.eval(call("in", id("n"), tuple(lit(1), lit(null))))).containsExactly("1", "0", "0");
        assertThat(t.eval(call("in", tuple(id("a"), id("s")), tuple(tuple(lit(1), lit("x")), tuple(lit(5), lit("y"))))))
                .containsExactly("1", "0", "0");
        assertThat(t.eval(call("in", tuple(id("a"), id("s")), tuple(lit(2), lit("y"))))).containsExactly("0", "1", "0");
        assertThat(t.eval(call("in", id("a"), tuple(lit(1.0), lit(2.5))))).containsExactly("1", "0", "0");
    }

    @Test
    void inNeedsAConstantSet() {
        var t = table().column("a", "UInt8", "1");
        assertThatThrownBy(() -> t.compile(call("in", id("a"), id("a"))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.ILLEGAL_COLUMN);
    }
}
