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
import org.junit.jupiter.api.Test;

class DateFunctionsTest {
    private final ExprTestSupport.Table t = table()
            .column("d", "Date", "2024-02-29", "1999-12-31")
            .column("t", "DateTime", "2024-02-29 23:30:15", "1999-12-31 00:00:00")
            .column("tk", "DateTime('Asia/Tokyo')", "2024-03-01 08:30:15", "2000-01-01 09:00:00")
            .column("t64", "DateTime64(3)", "2024-02-29 23:30:15.250", "1969-12-31 23:59:59.500");

    @Test
    void calendarParts() {
        assertThat(t.eval(call("toYYYYMM", id("d")))).containsExactly("202402", "199912");
        assertThat(t.type(call("toYYYYMM", id("d")))).isEqualTo("UInt32");
        assertThat(t.eval(call("toYYYYMMDD", id("t")))).containsExactly("20240229", "19991231");
        assertThat(t.eval(call("toYear", id("t64")))).containsExactly("2024", "1969");
        assertThat(t.type(call("toYear", id("d")))).isEqualTo("UInt16");
        assertThat(t.eval(call("toMonth", id("d")))).containsExactly("2", "12");
        assertThat(t.eval(call("toDayOfMonth", id("d")))).containsExactly("29", "31");
        assertThat(t.eval(call("toHour", id("t")))).containsExactly("23", "0");
        assertThat(t.eval(call("toMinute", id("t")))).containsExactly("30", "0");
        assertThat(t.eval(call("toDayOfWeek", id("d")))).containsExactly("4", "5");
    }

    @Test
    void timeZonesComeFromTheTypeOrTheArgument() {
        assertThat(t.eval(call("toYYYYMMDD", id("tk")))).containsExactly("20240301", "20000101");
        assertThat(t.eval(call("toYYYYMMDD", id("tk"), lit("UTC")))).containsExactly("20240229", "20000101");
        assertThat(t.eval(call("toHour", id("tk")))).containsExactly("8", "9");
        assertThat(t.eval(call("toHour", id("t"), lit("Asia/Tokyo")))).containsExactly("8", "9");
        assertThat(t.eval(call("toStartOfDay", id("tk")))).containsExactly("2024-03-01 00:00:00", "2000-01-01 00:00:00");
        assertThat(t.type(call("toStartOfDay", id("tk")))).isEqualTo("DateTime('Asia/Tokyo')");
    }

    @Test
    void daylightSavingTransitions() {
        var ny = table().column("t", "DateTime('America/New_York')", "2024-03-10 01:59:59", "2024-03-10 03:00:00",
                "2024-11-03 01:30:00");
        assertThat(ny.eval(call("toHour", id("t")))).containsExactly("1", "3", "1");
        assertThat(ny.eval(call("toStartOfDay", id("t"))))
                .containsExactly("2024-03-10 00:00:00", "2024-03-10 00:00:00", "2024-11-03 00:00:00");
        assertThat(ny.eval(call("toUInt32", call("toStartOfDay", id("t")))))
                .containsExactly("1710046800", "1710046800", "1730606400");
    }

    @Test
    void truncations() {
        assertThat(t.eval(call("toStartOfMonth", id("t")))).containsExactly("2024-02-01", "1999-12-01");
        assertThat(t.type(call("toStartOfMonth", id("t")))).isEqualTo("Date");
        assertThat(t.eval(call("toMonday", id("d")))).containsExactly("2024-02-26", "1999-12-27");
        assertThat(t.eval(call("toStartOfWeek", id("d")))).containsExactly("2024-02-25", "1999-12-26");
        assertThat(t.eval(call("toStartOfWeek", id("d"), lit(1)))).containsExactly("2024-02-26", "1999-12-27");
        assertThat(t.eval(call("toStartOfHour", id("t")))).containsExactly("2024-02-29 23:00:00", "1999-12-31 00:00:00");
        assertThat(t.eval(call("toStartOfDay", id("d")))).containsExactly("2024-02-29 00:00:00", "1999-12-31 00:00:00");
        assertThat(t.type(call("toStartOfDay", id("d")))).isEqualTo("DateTime");
        assertThat(t.eval(call("toStartOfYear", id("d")))).containsExactly("2024-01-01", "1999-01-01");
    }

    @Test
    void currentTimeIsFixedPerQuery() {
        assertThat(value(call("now"))).isEqualTo("2024-03-15 10:20:30");
        assertThat(typeOf(call("now"))).isEqualTo("DateTime");
        assertThat(typeOf(call("now", lit("Asia/Tokyo")))).isEqualTo("DateTime('Asia/Tokyo')");
        assertThat(value(call("today"))).isEqualTo("2024-03-15");
        assertThat(value(call("yesterday"))).isEqualTo("2024-03-14");
        assertThat(typeOf(call("now64"))).isEqualTo("DateTime64(3)");
        assertThat(value(call("now64", lit(6)))).isEqualTo("2024-03-15 10:20:30.000000");
        assertThat(table().compile(call("now")).isConstant()).isTrue();
    }

    @Test
    void addAndSubtractIntervals() {
        assertThat(t.eval(call("addDays", id("d"), lit(1)))).containsExactly("2024-03-01", "2000-01-01");
        assertThat(t.eval(call("subtractDays", id("d"), lit(29)))).containsExactly("2024-01-31", "1999-12-02");
        assertThat(t.eval(call("addMonths", id("d"), lit(12)))).containsExactly("2025-02-28", "2000-12-31");
        assertThat(t.eval(call("addMonths", id("t"), lit(-1)))).containsExactly("2024-01-29 23:30:15", "1999-11-30 00:00:00");
        assertThat(t.eval(call("addHours", id("t"), lit(1)))).containsExactly("2024-03-01 00:30:15", "1999-12-31 01:00:00");
        assertThat(t.type(call("addHours", id("d"), lit(1)))).isEqualTo("DateTime");
        assertThat(t.eval(call("addYears", id("d"), lit(1)))).containsExactly("2025-02-28", "2000-12-31");
        assertThat(t.eval(call("addSeconds", id("t64"), lit(1)))).containsExactly("2024-02-29 23:30:16.250", "1970-01-01 00:00:00.500");
    }

    @Test
    void dateDiffCountsBoundaries() {
        var p = table().column("a", "DateTime", "2024-01-01 23:59:59").column("b", "DateTime", "2024-01-02 00:00:00")
                .column("d1", "Date", "2024-01-31").column("d2", "Date", "2025-03-01");
        assertThat(p.eval(call("dateDiff", lit("day"), id("a"), id("b")))).containsExactly("1");
        assertThat(p.eval(call("dateDiff", lit("second"), id("a"), id("b")))).containsExactly("1");
        assertThat(p.eval(call("DATE_DIFF", lit("hour"), id("a"), id("b")))).containsExactly("1");
        assertThat(p.eval(call("dateDiff", lit("month"), id("d1"), id("d2")))).containsExactly("14");
        assertThat(p.eval(call("dateDiff", lit("year"), id("d1"), id("d2")))).containsExactly("1");
        assertThat(p.eval(call("dateDiff", lit("quarter"), id("d1"), id("d2")))).containsExactly("4");
        assertThat(p.eval(call("dateDiff", lit("week"), id("d1"), id("d2")))).containsExactly("56");
        assertThat(p.eval(call("dateDiff", lit("day"), id("d2"), id("d1")))).containsExactly("-395");
        assertThat(p.eval(call("dateDiff", lit("minute"), id("d1"), id("a")))).containsExactly("-41761");
        assertThat(p.type(call("dateDiff", lit("day"), id("a"), id("b")))).isEqualTo("Int64");
        assertThatThrownBy(() -> p.compile(call("dateDiff", lit("fortnight"), id("a"), id("b"))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.BAD_ARGUMENTS);
        assertThatThrownBy(() -> p.compile(call("dateDiff", id("a"), id("a"), id("b"))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.ILLEGAL_COLUMN);
    }

    @Test
    void wrongArgumentTypes() {
        assertThatThrownBy(() -> t.compile(call("toYYYYMM", lit("2024-01-01"))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.ILLEGAL_TYPE_OF_ARGUMENT);
        assertThatThrownBy(() -> t.compile(call("toYYYYMM", id("d"), lit("Mars/Base"))))
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.BAD_ARGUMENTS);
    }
}
