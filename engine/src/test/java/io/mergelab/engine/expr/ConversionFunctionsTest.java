package io.mergelab.engine.expr;

import static io.mergelab.engine.expr.ExprTestSupport.call;
import static io.mergelab.engine.expr.ExprTestSupport.id;
import static io.mergelab.engine.expr.ExprTestSupport.lit;
import static io.mergelab.engine.expr.ExprTestSupport.table;
import static io.mergelab.engine.expr.ExprTestSupport.typeOf;
import static io.mergelab.engine.expr.ExprTestSupport.value;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.format.TextValues;
import io.mergelab.engine.function.ColumnOps;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import org.junit.jupiter.api.Test;

class ConversionFunctionsTest {

    @Test
    void castBetweenNumbersWraps() {
        assertThat(value(call("CAST", lit(-1), lit("UInt8")))).isEqualTo("255");
        assertThat(value(call("cast", lit(300), lit("UInt8")))).isEqualTo("44");
        assertThat(value(call("toInt8", lit(200)))).isEqualTo("-56");
        assertThat(value(call("toUInt64", lit(-1)))).isEqualTo("18446744073709551615");
        assertThat(value(call("toInt32", lit(-3.9)))).isEqualTo("-3");
        assertThat(value(call("toFloat32", lit(0.1)))).isEqualTo("0.1");
        assertThat(value(call("toDecimal64", lit(3.14159), lit(2)))).isEqualTo("3.14");
        assertThat(typeOf(call("toDecimal32", lit(1), lit(3)))).isEqualTo("Decimal(9, 3)");
        assertThat(value(call("toBool", lit(2)))).isEqualTo("true");
    }

    @Test
    void castFromAndToText() {
        assertThat(value(call("toUInt32", lit("42")))).isEqualTo("42");
        assertThat(value(call("toDate", lit("2024-02-29")))).isEqualTo("2024-02-29");
        assertThat(value(call("toDateTime", lit("2024-02-29 10:11:12")))).isEqualTo("2024-02-29 10:11:12");
        assertThat(value(call("toDateTime64", lit("2024-02-29 10:11:12.345"), lit(3)))).isEqualTo("2024-02-29 10:11:12.345");
        assertThat(value(call("toString", lit(1.5)))).isEqualTo("1.5");
        assertThat(value(call("toString", call("toDate", lit("2024-01-02"))))).isEqualTo("2024-01-02");
        assertThat(value(call("toUUID", lit("61f0c404-5cb3-11e7-907b-a6006ad3dba0"))))
                .isEqualTo("61f0c404-5cb3-11e7-907b-a6006ad3dba0");
        assertThat(value(call("toFixedString", lit("ab"), lit(3)))).isEqualTo("ab\0");
        assertThat(typeOf(call("CAST", lit("[1,2]"), lit("Array(UInt8)")))).isEqualTo("Array(UInt8)");
        assertThat(value(call("CAST", lit("[1,2]"), lit("Array(UInt8)")))).isEqualTo("[1,2]");
        assertThat(value(call("toUInt64OrZero", lit("x")))).isEqualTo("0");
        assertThat(value(call("toInt64OrNull", lit("x")))).isEqualTo("\\N");
        assertThat(value(call("toInt64OrNull", lit("-7")))).isEqualTo("-7");
        assertThat(typeOf(call("toInt64OrNull", lit("1")))).isEqualTo("Nullable(Int64)");
        assertThat(value(call("toDateOrZero", lit("nope")))).isEqualTo("1970-01-01");
    }

    @Test
    void unparsableTextIsAnError() {
        assertThatThrownBy(() -> value(call("toUInt8", lit("abc"))))
                .isInstanceOf(MergeLabException.class)
                .extracting(e -> ((MergeLabException) e).code().name()).asString().startsWith("CANNOT_PARSE");
        assertThatThrownBy(() -> value(call("toFixedString", lit("abcd"), lit(2))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.TOO_LARGE_STRING_SIZE);
        assertThatThrownBy(() -> value(call("toUInt64OrZero", lit(1))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT);
    }

    @Test
    void datesAndTimesConvert() {
        var t = table().column("t", "DateTime('Asia/Tokyo')", "2024-01-01 08:00:00")
                .column("d", "Date", "2024-01-01");
        assertThat(t.eval(call("toDate", id("t")))).containsExactly("2024-01-01");
        assertThat(t.eval(call("toDateTime", id("d")))).containsExactly("2024-01-01 00:00:00");
        assertThat(t.eval(call("toDateTime", id("d"), lit("Asia/Tokyo")))).containsExactly("2024-01-01 00:00:00");
        assertThat(t.eval(call("toUInt32", call("toDateTime", id("d"), lit("Asia/Tokyo"))))).containsExactly("1704034800");
        assertThat(t.eval(call("toString", id("t")))).containsExactly("2024-01-01 08:00:00");
        assertThat(t.eval(call("toString", id("t"), lit("UTC")))).containsExactly("2023-12-31 23:00:00");
        assertThat(value(call("toDate", lit(19723)))).isEqualTo("2024-01-01");
        assertThat(value(call("toDate", lit(1704067200)))).isEqualTo("2024-01-01");
        assertThat(value(call("toDateTime", lit(0)))).isEqualTo("1970-01-01 00:00:00");
        assertThat(t.type(call("toDateTime64", id("t"), lit(3)))).isEqualTo("DateTime64(3)");
        assertThatThrownBy(() -> t.compile(call("toDateTime", id("d"), lit("Not/AZone"))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.BAD_ARGUMENTS);
    }

    @Test
    void castNullIntoNonNullableFails() {
        assertThatThrownBy(() -> value(call("CAST", lit(null), lit("Int32"))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.CANNOT_INSERT_NULL_IN_ORDINARY_COLUMN);
        assertThat(value(call("CAST", lit(null), lit("Nullable(Int32)")))).isEqualTo("\\N");
        assertThat(value(call("toInt32", lit(null)))).isEqualTo("\\N");
    }

    @Test
    void castsApi() {
        Column c = LongColumn.of(IntegerType.UINT16, 1, 300);
        assertThat(Casts.cast(c, IntegerType.UINT8).get(1)).isEqualTo(44L);
        assertThatThrownBy(() -> Casts.convertForInsert(c, IntegerType.UINT8))
                .hasMessage("Value 300 of type UInt16 cannot be safely converted into type UInt8")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.CANNOT_CONVERT_TYPE);
        Column s = ColumnOps.constant(StringType.INSTANCE, "2024-05-06");
        assertThat(TextValues.format(Casts.convertForInsert(s, DataType.parse("Date")), 0)).isEqualTo("2024-05-06");
        Column nulls = ColumnOps.allNull(DataType.parse("Nullable(Int32)"), 2);
        assertThat(Casts.convertForInsert(nulls, IntegerType.INT32).get(0)).isEqualTo(0L);
        Column dec = Casts.convertForInsert(LongColumn.of(IntegerType.INT64, 123), DataType.parse("Decimal(5, 2)"));
        assertThat(TextValues.format(dec, 0)).isEqualTo("123");
        assertThatThrownBy(() -> Casts.convertForInsert(LongColumn.of(IntegerType.INT64, 1234), DataType.parse("Decimal(5, 2)")))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.DECIMAL_OVERFLOW);
    }
}
