package io.mergelab.engine.expr;

import static io.mergelab.engine.expr.ExprTestSupport.call;
import static io.mergelab.engine.expr.ExprTestSupport.id;
import static io.mergelab.engine.expr.ExprTestSupport.lit;
import static io.mergelab.engine.expr.ExprTestSupport.table;
import static io.mergelab.engine.expr.ExprTestSupport.typeOf;
import static io.mergelab.engine.expr.ExprTestSupport.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ArithmeticFunctionsTest {

    @ParameterizedTest(name = "{0}({1}, {2}) -> {3}")
    @CsvSource({
        "plus, UInt8, UInt8, UInt16",
        "plus, UInt64, Int32, Int64",
        "plus, UInt64, UInt64, UInt64",
        "plus, Int8, Float32, Float64",
        "plus, Float32, Float32, Float64",
        "plus, UInt8, Int8, Int16",
        "plus, UInt32, Int32, Int64",
        "minus, UInt8, UInt8, Int16",
        "minus, UInt64, UInt64, Int64",
        "multiply, UInt16, UInt16, UInt32",
        "divide, UInt8, UInt8, Float64",
        "divide, Int64, Float32, Float64",
        "intDiv, UInt8, Int64, Int8",
        "intDiv, UInt32, UInt8, UInt32",
        "intDiv, Float64, UInt8, Int64",
        "modulo, UInt64, UInt8, UInt8",
        "modulo, Int32, UInt8, Int16",
        "modulo, UInt8, Int64, UInt64",
        "modulo, Float32, UInt8, Float64",
        "plus, 'Decimal(9, 2)', 'Decimal(9, 3)', 'Decimal(9, 3)'",
        "plus, 'Decimal(9, 2)', 'Decimal(18, 1)', 'Decimal(18, 2)'",
        "multiply, 'Decimal(9, 2)', 'Decimal(9, 3)', 'Decimal(9, 5)'",
        "divide, 'Decimal(18, 4)', 'Decimal(9, 2)', 'Decimal(18, 4)'",
        "plus, 'Decimal(9, 2)', Int64, 'Decimal(9, 2)'",
        "plus, 'Decimal(9, 2)', Float64, Float64",
        "plus, Date, UInt8, Date",
        "minus, DateTime, Int32, DateTime",
    })
    void resultTypes(String fn, String a, String b, String expected) {
        var t = table().column("a", a, "1").column("b", b, "1");
        assertThat(t.type(call(fn, id("a"), id("b")))).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}({1}) -> {2}")
    @CsvSource({"negate, UInt8, Int16", "negate, Int8, Int8", "negate, UInt64, Int64", "negate, Float32, Float32",
        "abs, Int8, UInt8", "abs, Int64, UInt64", "abs, Float64, Float64", "abs, UInt16, UInt16"})
    void unaryTypes(String fn, String a, String expected) {
        assertThat(table().column("a", a, "1").type(call(fn, id("a")))).isEqualTo(expected);
    }

    @Test
    void integerLiteralsGetTheSmallestType() {
        assertThat(typeOf(lit(1))).isEqualTo("UInt8");
        assertThat(typeOf(lit(300))).isEqualTo("UInt16");
        assertThat(typeOf(lit(70000))).isEqualTo("UInt32");
        assertThat(typeOf(lit(5_000_000_000L))).isEqualTo("UInt64");
        assertThat(typeOf(lit(-1))).isEqualTo("Int8");
        assertThat(typeOf(lit(-200))).isEqualTo("Int16");
        assertThat(typeOf(lit(-40000))).isEqualTo("Int32");
        assertThat(typeOf(lit(new BigInteger("18446744073709551615")))).isEqualTo("UInt64");
        assertThat(typeOf(lit(1.5))).isEqualTo("Float64");
        assertThat(typeOf(lit("s"))).isEqualTo("String");
        assertThat(typeOf(lit(null))).isEqualTo("Nullable(Nothing)");
    }

    @Test
    void computesWithWrapAroundAndWidening() {
        var t = table().column("a", "UInt8", "255", "0").column("b", "UInt8", "255", "1");
        assertThat(t.eval(call("plus", id("a"), id("b")))).containsExactly("510", "1");
        assertThat(t.eval(call("minus", id("b"), id("a")))).containsExactly("0", "1");
        assertThat(t.eval(call("minus", id("a"), lit(1)))).containsExactly("254", "-1");
        assertThat(value(call("plus", lit(new BigInteger("18446744073709551615")), lit(1)))).isEqualTo("0");
        assertThat(value(call("multiply", lit(3), lit(0.5)))).isEqualTo("1.5");
        assertThat(value(call("divide", lit(1), lit(0)))).isEqualTo("inf");
        assertThat(value(call("divide", lit(7), lit(2)))).isEqualTo("3.5");
        assertThat(value(call("negate", lit(-128)))).isEqualTo("-128");
        assertThat(value(call("abs", lit(-128)))).isEqualTo("128");
    }

    @Test
    void integerDivisionAndModulo() {
        assertThat(value(call("intDiv", lit(7), lit(2)))).isEqualTo("3");
        assertThat(value(call("intDiv", lit(-7), lit(2)))).isEqualTo("-3");
        assertThat(value(call("modulo", lit(-7), lit(2)))).isEqualTo("-1");
        assertThat(value(call("modulo", lit(new BigInteger("18446744073709551615")), lit(10)))).isEqualTo("5");
        assertThat(value(call("intDiv", lit(new BigInteger("18446744073709551615")), lit(-1)))).isEqualTo("1");
        assertThat(value(call("intDivOrZero", lit(5), lit(0)))).isEqualTo("0");
        assertThat(value(call("intDiv", lit(10.5), lit(3)))).isEqualTo("3");
        assertThat(value(call("modulo", lit(5.5), lit(2)))).isEqualTo("1.5");
        var t = table().column("c", "UInt32", "10", "21", "36");
        assertThat(t.eval(call("modulo", id("c"), lit(36)))).containsExactly("10", "21", "0");
    }

    @Test
    void divisionByZeroIsIllegalDivision() {
        var t = table().column("a", "Int32", "1", "2").column("b", "Int32", "1", "0");
        assertThatThrownBy(() -> t.eval(call("intDiv", id("a"), id("b"))))
                .isInstanceOf(MergeLabException.class)
                .hasMessage("Division by zero")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.ILLEGAL_DIVISION);
        assertThatThrownBy(() -> t.eval(call("modulo", id("a"), id("b"))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.ILLEGAL_DIVISION);
    }

    @Test
    void nullRowsNeverRaiseDivisionErrors() {
        var t = table().column("a", "Int32", "1", "2").column("b", "Nullable(Int32)", "1", "\\N");
        assertThat(t.eval(call("intDiv", id("a"), id("b")))).containsExactly("1", "\\N");
        assertThat(t.type(call("intDiv", id("a"), id("b")))).isEqualTo("Nullable(Int32)");
    }

    @Test
    void decimalArithmeticKeepsScale() {
        var t = table().column("a", "Decimal(9, 2)", "1.25", "-3.5").column("b", "Decimal(18, 3)", "0.125", "2");
        assertThat(t.eval(call("plus", id("a"), id("b")))).containsExactly("1.375", "-1.5");
        assertThat(t.eval(call("multiply", id("a"), id("b")))).containsExactly("0.15625", "-7");
        assertThat(t.eval(call("divide", id("a"), id("b")))).containsExactly("10", "-1.75");
        assertThat(t.eval(call("plus", id("a"), lit(1)))).containsExactly("2.25", "-2.5");
    }

    @Test
    void decimalOverflowIsAnError() {
        var t = table().column("a", "Decimal(18, 0)", "900000000000000000");
        assertThatThrownBy(() -> t.eval(call("multiply", id("a"), id("a"))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.DECIMAL_OVERFLOW);
    }

    @Test
    void dateArithmetic() {
        var t = table().column("d", "Date", "2024-01-31").column("t", "DateTime", "2024-01-31 23:59:59");
        assertThat(t.eval(call("plus", id("d"), lit(1)))).containsExactly("2024-02-01");
        assertThat(t.eval(call("minus", id("d"), lit(31)))).containsExactly("2023-12-31");
        assertThat(t.eval(call("plus", id("t"), lit(1)))).containsExactly("2024-02-01 00:00:00");
    }

    @Test
    void illegalTypesAreRejectedBeforeAnyRow() {
        var t = table().column("s", "String", "x");
        assertThatThrownBy(() -> t.compile(call("negate", id("s"))))
                .hasMessage("Illegal type String of argument of function negate")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT);
        assertThatThrownBy(() -> t.compile(call("plus", id("s"), lit(1))))
                .hasMessage("Illegal types of arguments (String, UInt8) of function plus");
    }

    @Test
    void nullLiteralMakesNullableNothing() {
        assertThat(typeOf(call("plus", lit(1), lit(null)))).isEqualTo("Nullable(Nothing)");
        assertThat(value(call("plus", lit(1), lit(null)))).isEqualTo("\\N");
    }
}
