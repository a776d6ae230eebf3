package io.mergelab.engine.expr;

import static io.mergelab.engine.expr.ExprTestSupport.call;
import static io.mergelab.engine.expr.ExprTestSupport.id;
import static io.mergelab.engine.expr.ExprTestSupport.lit;
import static io.mergelab.engine.expr.ExprTestSupport.table;
import static io.mergelab.engine.expr.ExprTestSupport.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StringFunctionsTest {
    private final ExprTestSupport.Table t = table().column("s", "String", "Hello", "", "needle in a haystack", "ÄbC");

    @Test
    void caseMapping() {
        assertThat(t.eval(call("lower", id("s")))).containsExactly("hello", "", "needle in a haystack", "Äbc");
        assertThat(t.eval(call("UPPER", id("s")))).containsExactly("HELLO", "", "NEEDLE IN A HAYSTACK", "ÄBC");
        assertThat(t.eval(call("lowerUTF8", id("s")))).containsExactly("hello", "", "needle in a haystack", "äbc");
        assertThat(t.eval(call("ucase", lit("x")))).containsExactly("X", "X", "X", "X");
    }

    @Test
    void concatAndLength() {
        assertThat(t.eval(call("concat", id("s"), lit("!"), lit(1)))).containsExactly("Hello!1", "!1", "needle in a haystack!1", "ÄbC!1");
        assertThat(value(call("concat", lit("a"), lit(null)))).isEqualTo("\\N");
        assertThat(t.eval(call("length", id("s")))).containsExactly("5", "0", "20", "4");
    }

    @ParameterizedTest(name = "substring(''hello'', {0}, {1}) = ''{2}''")
    @CsvSource(value = {"1|2|he", "2|100|ello", "0|3|''", "-3|2|ll", "-10|8|hel", "2|-1|ell", "6|1|''", "-2|-1|l"}, delimiter = '|')
    void substringOffsets(long offset, long length, String expected) {
        assertThat(value(call("substring", lit("hello"), lit(offset), lit(length)))).isEqualTo(expected);
    }

    @Test
    void substringWithoutLength() {
        assertThat(value(call("substring", lit("hello"), lit(3)))).isEqualTo("llo");
        assertThat(value(call("substring", lit("hello"), lit(-2)))).isEqualTo("lo");
        assertThat(value(call("mid", lit("hello"), lit(2), lit(2)))).isEqualTo("el");
        assertThat(t.eval(call("length", call("substr", id("s"), lit(1), lit(1))))).containsExactly("1", "0", "1", "1");
    }

    @Test
    void searching() {
        assertThat(t.eval(call("position", id("s"), lit("l")))).containsExactly("3", "0", "5", "0");
        assertThat(value(call("position", lit("abc"), lit("")))).isEqualTo("1");
        assertThat(value(call("locate", lit("abcabc"), lit("ca")))).isEqualTo("3");
        assertThat(t.eval(call("startsWith", id("s"), lit("He")))).containsExactly("1", "0", "0", "0");
        assertThat(t.eval(call("endsWith", id("s"), lit("stack")))).containsExactly("0", "0", "1", "0");
        assertThat(value(call("startsWith", lit("x"), lit("")))).isEqualTo("1");
    }

    @ParameterizedTest(name = "''{0}'' LIKE ''{1}'' = {2}")
    @CsvSource(value = {
        "hello|hello|1", "hello|hell|0", "hello|he%|1", "hello|%lo|1", "hello|%ell%|1", "hello|%|1", "|%|1",
        "hello|h_llo|1", "hello|h_lo|0", "hello|h%o|1", "hello|%x%|0", "a%b|a\\%b|1", "axb|a\\%b|0",
        "a_b|a\\_b|1", "ab|a\\_b|0", "héllo|h_llo|1", "HeLLo|hello|0"}, delimiter = '|')
    void likePatterns(String s, String pattern, String expected) {
        String text = s == null ? "" : s;
        assertThat(value(call("like", lit(text), lit(pattern)))).isEqualTo(expected);
        assertThat(value(call("notLike", lit(text), lit(pattern)))).isEqualTo(expected.equals("1") ? "0" : "1");
    }

    @Test
    void likeWildcardsSpanNewlines() {
        assertThat(value(call("like", lit("line\nbreak"), lit("line%")))).isEqualTo("1");
        assertThat(value(call("like", lit("line\nbreak"), lit("line_break")))).isEqualTo("1");
    }

    @Test
    void likeOnColumnsAndCaseInsensitive() {
        assertThat(t.eval(call("like", id("s"), lit("%needle%")))).containsExactly("0", "0", "1", "0");
        assertThat(t.eval(call("ilike", id("s"), lit("hel%")))).containsExactly("1", "0", "0", "0");
        assertThat(t.eval(call("ilike", id("s"), lit("äbc")))).containsExactly("0", "0", "0", "1");
        assertThat(t.eval(call("notILike", id("s"), lit("HELLO")))).containsExactly("0", "1", "1", "1");
        var p = table().column("s", "String", "abc", "abc").column("p", "String", "a%", "b%");
        assertThat(p.eval(call("like", id("s"), id("p")))).containsExactly("1", "0");
    }

    @Test
    void trimRepeatReverse() {
        assertThat(value(call("trimBoth", lit("  a b  ")))).isEqualTo("a b");
        assertThat(value(call("trimLeft", lit("  a  ")))).isEqualTo("a  ");
        assertThat(value(call("rtrim", lit("  a  ")))).isEqualTo("  a");
        assertThat(value(call("repeat", lit("ab"), lit(3)))).isEqualTo("ababab");
        assertThat(value(call("repeat", lit("ab"), lit(0)))).isEqualTo("");
        assertThat(value(call("reverse", lit("abc")))).isEqualTo("cba");
    }

    @Test
    void stringArgumentsAreChecked() {
        assertThatThrownBy(() -> t.compile(call("lower", lit(1))))
                .hasMessage("Illegal type UInt8 of argument of function lower")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT);
        assertThatThrownBy(() -> t.compile(call("like", id("s"), lit(1))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT);
    }
}
