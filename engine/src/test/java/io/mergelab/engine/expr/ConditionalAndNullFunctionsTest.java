package io.mergelab.engine.expr;

import static io.mergelab.engine.expr.ExprTestSupport.array;
import static io.mergelab.engine.expr.ExprTestSupport.call;
import static io.mergelab.engine.expr.ExprTestSupport.id;
import static io.mergelab.engine.expr.ExprTestSupport.lit;
import static io.mergelab.engine.expr.ExprTestSupport.table;
import static io.mergelab.engine.expr.ExprTestSupport.tuple;
import static io.mergelab.engine.expr.ExprTestSupport.typeOf;
import static io.mergelab.engine.expr.ExprTestSupport.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import org.junit.jupiter.api.Test;

class ConditionalAndNullFunctionsTest {
    private final ExprTestSupport.Table t = table()
            .column("b", "Nullable(UInt8)", "1", "0", "\\N")
            .column("x", "Int32", "10", "20", "30")
            .column("s", "Nullable(String)", "a", "\\N", "c");

    @Test
    void threeValuedAndOr() {
        assertThat(t.eval(call("and", id("b"), lit(1)))).containsExactly("1", "0", "\\N");
        assertThat(t.eval(call("and", id("b"), lit(0)))).containsExactly("0", "0", "0");
        assertThat(t.eval(call("or", id("b"), lit(0)))).containsExactly("1", "0", "\\N");
        assertThat(t.eval(call("or", id("b"), lit(1)))).containsExactly("1", "1", "1");
        assertThat(t.type(call("and", id("b"), lit(1)))).isEqualTo("Nullable(UInt8)");
        assertThat(typeOf(call("and", lit(1), lit(2), lit(3)))).isEqualTo("UInt8");
        assertThat(value(call("or", lit(0), lit(null)))).isEqualTo("\\N");
        assertThat(t.eval(call("not", id("b")))).containsExactly("0", "1", "\\N");
        assertThat(value(call("xor", lit(1), lit(1)))).isEqualTo("0");
        assertThat(value(call("xor", lit(1), lit(0), lit(0)))).isEqualTo("1");
        assertThat(t.eval(call("and", id("x"), lit(0.5)))).containsExactly("1", "1", "1");
    }

    @Test
    void ifAndMultiIf() {
        assertThat(t.eval(call("if", id("b"), id("x"), lit(-1)))).containsExactly("10", "-1", "-1");
        assertThat(t.type(call("if", id("b"), id("x"), lit(-1)))).isEqualTo("Int32");
        assertThat(t.type(call("if", id("b"), lit(1), lit(2.5)))).isEqualTo("Float64");
        assertThat(t.eval(call("if", id("b"), lit("yes"), id("s")))).containsExactly("yes", "\\N", "c");
        assertThat(t.eval(call("multiIf", call("less", id("x"), lit(15)), lit("small"),
                call("less", id("x"), lit(25)), lit("medium"), lit("large")))).containsExactly("small", "medium", "large");
        assertThat(typeOf(call("IF", lit(1), lit(1), lit(300)))).isEqualTo("UInt16");
        assertThatThrownBy(() -> t.compile(call("if", id("b"), lit(1), lit("x"))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.NO_COMMON_TYPE);
        assertThatThrownBy(() -> t.compile(call("if", lit("c"), lit(1), lit(2))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT);
        assertThatThrownBy(() -> t.compile(call("multiIf", lit(1), lit(1), lit(0), lit(2))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.NUMBER_OF_ARGUMENTS_DOESNT_MATCH);
    }

    @Test
    void nullFunctions() {
        assertThat(t.eval(call("isNull", id("s")))).containsExactly("0", "1", "0");
        assertThat(t.eval(call("isNotNull", id("s")))).containsExactly("1", "0", "1");
        assertThat(t.eval(call("isNull", id("x")))).containsExactly("0", "0", "0");
        assertThat(t.eval(call("coalesce", id("s"), lit("z")))).containsExactly("a", "z", "c");
        assertThat(t.type(call("coalesce", id("s"), lit("z")))).isEqualTo("String");
        assertThat(t.type(call("coalesce", lit(null), id("s")))).isEqualTo("Nullable(String)");
        assertThat(t.eval(call("COALESCE", lit(null), id("b"), id("x")))).containsExactly("1", "0", "30");
        assertThat(t.type(call("coalesce", lit(null), id("b"), id("x")))).isEqualTo("Int32");
        assertThat(t.eval(call("ifNull", id("b"), lit(9)))).containsExactly("1", "0", "9");
        assertThat(t.eval(call("nullIf", id("x"), lit(20)))).containsExactly("10", "\\N", "30");
        assertThat(t.type(call("nullIf", id("x"), lit(20)))).isEqualTo("Nullable(Int32)");
        assertThat(t.eval(call("assumeNotNull", id("b")))).containsExactly("1", "0", "0");
        assertThat(t.type(call("assumeNotNull", id("b")))).isEqualTo("UInt8");
        assertThat(value(call("coalesce", lit(null), lit(null)))).isEqualTo("\\N");
    }

    @Test
    void tuplesAndArrays() {
        assertThat(typeOf(tuple(lit(1), lit("a")))).isEqualTo("Tuple(UInt8, String)");
        assertThat(value(call("tupleElement", tuple(lit(1), lit("a")), lit(2)))).isEqualTo("a");
        assertThat(typeOf(array(lit(1), lit(-1)))).isEqualTo("Array(Int16)");
        assertThat(typeOf(array(lit(1), lit(null)))).isEqualTo("Array(Nullable(UInt8))");
        assertThat(typeOf(array())).isEqualTo("Array(Nothing)");
        assertThat(value(array(lit(1), lit(300)))).isEqualTo("[1,300]");
        assertThat(t.eval(array(id("x"), lit(1)))).containsExactly("[10,1]", "[20,1]", "[30,1]");
        assertThat(value(call("arrayElement", array(lit(5), lit(6), lit(7)), lit(1)))).isEqualTo("5");
        assertThat(value(call("arrayElement", array(lit(5), lit(6), lit(7)), lit(-1)))).isEqualTo("7");
        assertThat(value(call("arrayElement", array(lit(5), lit(6), lit(7)), lit(9)))).isEqualTo("0");
        assertThat(value(call("has", array(lit(5), lit(6)), lit(6)))).isEqualTo("1");
        assertThat(value(call("has", array(lit("a")), lit("b")))).isEqualTo("0");
        assertThat(t.eval(call("has", array(lit(10), lit(30)), id("x")))).containsExactly("1", "0", "1");
        assertThat(value(call("length", array(lit(5), lit(6))))).isEqualTo("2");
        assertThat(value(call("LENGTH", lit("héllo")))).isEqualTo("6");
        assertThat(value(call("empty", lit("")))).isEqualTo("1");
        assertThat(value(call("notEmpty", array()))).isEqualTo("0");
        assertThat(t.eval(call("length", id("s")))).containsExactly("1", "\\N", "1");
        assertThatThrownBy(() -> t.compile(call("length", id("x"))))
                .hasMessage("Illegal type Int32 of argument of function length");
    }

    @Test
    void toTypeNameSeesLowCardinalityAndNullable() {
        var lc = table().column("l", "LowCardinality(String)", "a").column("n", "Nullable(Int8)", "\\N");
        assertThat(lc.eval(call("toTypeName", id("l")))).containsExactly("LowCardinality(String)");
        assertThat(lc.eval(call("toTypeName", id("n")))).containsExactly("Nullable(Int8)");
        assertThat(value(call("toTypeName", lit(null)))).isEqualTo("Nullable(Nothing)");
    }
}
