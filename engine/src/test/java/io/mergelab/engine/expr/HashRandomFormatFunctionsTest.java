package io.mergelab.engine.expr;

import static io.mergelab.engine.expr.ExprTestSupport.call;
import static io.mergelab.engine.expr.ExprTestSupport.id;
import static io.mergelab.engine.expr.ExprTestSupport.lit;
import static io.mergelab.engine.expr.ExprTestSupport.table;
import static io.mergelab.engine.expr.ExprTestSupport.typeOf;
import static io.mergelab.engine.expr.ExprTestSupport.value;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.BytesColumn;
import io.mergelab.engine.column.Column;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HashRandomFormatFunctionsTest {

    @Test
    void cityHash64MatchesClickHouse() {
        assertThat(value(call("cityHash64", lit("Moscow")))).isEqualTo("12507901496292878638");
        assertThat(value(call("cityHash64", lit("How can you write a big system without C++?  -Paul Glick"))))
                .isEqualTo("6237945311650045625");
        assertThat(typeOf(call("cityHash64", lit("x")))).isEqualTo("UInt64");
        // Every length class gives a value and equal inputs hash equally.
        for (int len : List.of(0, 1, 3, 4, 8, 9, 16, 17, 32, 33, 64, 65, 200)) {
            String s = "x".repeat(len);
            assertThat(value(call("cityHash64", lit(s)))).isEqualTo(value(call("cityHash64", lit(s))));
        }
        assertThat(value(call("cityHash64", lit("a"), lit("b")))).isNotEqualTo(value(call("cityHash64", lit("b"), lit("a"))));
    }

    @Test
    void xxHash64MatchesClickHouse() {
        assertThat(value(call("xxHash64", lit("")))).isEqualTo("17241709254077376921");
        assertThat(value(call("xxHash64", lit("foo")))).isEqualTo("3728699739546630719");
        assertThat(value(call("xxHash64", lit(1)))).isEqualTo("9962287286179718960");
        assertThat(value(call("xxHash64", lit(0)))).isEqualTo("16804241149081757544");
        assertThat(value(call("xxHash64", lit(123456)))).isEqualTo("9049736899514479480");
        assertThat(value(call("xxHash64", call("toUInt16", lit(2))))).isEqualTo("6482051057365497128");
        assertThat(value(call("xxHash64", call("toInt64", lit(-154477))))).isEqualTo("1162348840373071858");
        assertThat(value(call("xxHash64", lit(1), lit(2), lit(3)))).isEqualTo("13728743482242651702");
        assertThat(value(call("xxHash64", lit(1), lit(3), lit(2)))).isEqualTo("10226792638577471533");
        assertThat(value(call("xxHash64", call("toFixedString", lit("bar"), lit(3))))).isEqualTo("5234164152756840025");
        assertThat(value(call("xxHash64", lit(null)))).isEqualTo("\\N");
    }

    @Test
    void randomValuesDifferPerRow() {
        var t = table().column("n", "UInt8", "1", "2", "3", "4", "5", "6", "7", "8");
        Set<String> values = new HashSet<>(t.eval(call("rand64")));
        assertThat(values).hasSizeGreaterThan(6);
        assertThat(t.type(call("rand"))).isEqualTo("UInt32");
        assertThat(t.eval(call("rand"))).allSatisfy(v -> assertThat(Long.parseLong(v)).isBetween(0L, 4294967295L));
        Column s = t.compile(call("randomPrintableASCII", lit(64))).evaluate(t.chunk());
        BytesColumn b = (BytesColumn) s;
        for (int i = 0; i < b.size(); i++) {
            assertThat(b.length(i)).isEqualTo(64);
            for (int k = b.start(i); k < b.start(i) + 64; k++) {
                assertThat(b.data()[k]).isBetween((byte) 32, (byte) 126);
            }
        }
        assertThat(t.eval(call("length", call("randomString", id("n"))))).containsExactly("1", "2", "3", "4", "5", "6", "7", "8");
        List<String> uuids = t.eval(call("generateUUIDv4"));
        assertThat(new HashSet<>(uuids)).hasSize(8);
        assertThat(uuids).allSatisfy(u -> assertThat(u).matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"));
    }

    @Test
    void rounding() {
        assertThat(value(call("round", lit(2.5)))).isEqualTo("2");
        assertThat(value(call("round", lit(3.5)))).isEqualTo("4");
        assertThat(value(call("round", lit(3.14159), lit(2)))).isEqualTo("3.14");
        assertThat(value(call("round", lit(1250), lit(-2)))).isEqualTo("1300");
        assertThat(value(call("floor", lit(-1.5)))).isEqualTo("-2");
        assertThat(value(call("ceil", lit(1.01)))).isEqualTo("2");
        assertThat(value(call("floor", lit(1234), lit(-2)))).isEqualTo("1200");
        assertThat(value(call("round", call("toDecimal64", lit("2.345"), lit(3)), lit(2)))).isEqualTo("2.35");
        assertThat(typeOf(call("round", call("toDecimal64", lit("2.345"), lit(3)), lit(2)))).isEqualTo("Decimal(18, 3)");
        assertThat(typeOf(call("floor", lit(1.5)))).isEqualTo("Float64");
    }

    @Test
    void leastAndGreatest() {
        assertThat(value(call("least", lit(3), lit(-1)))).isEqualTo("-1");
        assertThat(typeOf(call("least", lit(3), lit(-1)))).isEqualTo("Int16");
        assertThat(value(call("greatest", lit(3), lit(7.5), lit(-2)))).isEqualTo("7.5");
        assertThat(value(call("greatest", lit("a"), lit("b")))).isEqualTo("b");
        assertThat(typeOf(call("least", call("toUInt64", lit(1)), call("toInt64", lit(1))))).isEqualTo("Int64");
        assertThat(typeOf(call("greatest", call("toUInt64", lit(1)), call("toInt64", lit(1))))).isEqualTo("UInt64");
        var t = table().column("a", "Int32", "1", "5").column("b", "Int32", "4", "2");
        assertThat(t.eval(call("greatest", id("a"), id("b")))).containsExactly("4", "5");
    }

    @Test
    void readableFormats() {
        assertThat(value(call("formatReadableSize", lit(1024)))).isEqualTo("1.00 KiB");
        assertThat(value(call("FORMAT_BYTES", lit(192_850_000)))).isEqualTo("183.92 MiB");
        assertThat(value(call("formatReadableQuantity", lit(10_000_000)))).isEqualTo("10.00 million");
        assertThat(value(call("formatReadableDecimalSize", lit(40_000_000)))).isEqualTo("40.00 MB");
        assertThat(value(call("formatReadableTimeDelta", lit(3723)))).isEqualTo("1 hour, 2 minutes and 3 seconds");
    }
}
