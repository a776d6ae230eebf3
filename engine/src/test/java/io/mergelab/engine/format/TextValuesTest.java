package io.mergelab.engine.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TextValuesTest {

    private static Column parse(String type, String... texts) {
        DataType t = DataType.parse(type);
        ColumnBuilder b = ColumnBuilder.create(t);
        for (String s : texts) {
            TextValues.parseInto(b, t, s);
        }
        return b.build();
    }

    private static String roundTrip(String type, String text) {
        return TextValues.format(parse(type, text), 0);
    }

    private static MergeLabException parseError(String type, String text) {
        try {
            parse(type, text);
        } catch (MergeLabException e) {
            return e;
        }
        throw new AssertionError("expected '" + text + "' to fail as " + type);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "UInt8|0|0", "UInt8|255|255", "UInt8|+7|7", "UInt8|007|7", "UInt8|-0|0",
        "Int8|-128|-128", "Int8|127|127",
        "UInt16|65535|65535", "Int16|-32768|-32768",
        "UInt32|4294967295|4294967295", "Int32|-2147483648|-2147483648",
        "UInt64|18446744073709551615|18446744073709551615", "UInt64|9223372036854775808|9223372036854775808",
        "Int64|-9223372036854775808|-9223372036854775808", "Int64|9223372036854775807|9223372036854775807",
    })
    void integersRoundTripAtTheirLimits(String type, String text, String expected) {
        assertThat(roundTrip(type, text)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "UInt8|256", "UInt8|300", "UInt8|-1", "Int8|128", "Int8|-129", "UInt16|65536", "Int32|2147483648",
        "UInt32|4294967296", "UInt64|18446744073709551616", "UInt64|-1", "Int64|9223372036854775808",
        "Int64|-9223372036854775809", "UInt64|99999999999999999999999",
    })
    void integersOutOfRangeAreErrors(String type, String text) {
        MergeLabException e = parseError(type, text);
        assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_PARSE_NUMBER);
        assertThat(e.getMessage()).startsWith("Value " + text + " cannot be parsed as " + type + ": it is out of range");
    }

    @Test
    void integerSyntaxErrorsNameTheTextAndPosition() {
        MergeLabException e = parseError("UInt8", "abc");
        assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
        assertThat(e.getMessage()).isEqualTo("Cannot parse string 'abc' as UInt8: syntax error at begin of string");
        assertThat(parseError("Int32", "12a").getMessage())
                .isEqualTo("Cannot parse string '12a' as Int32: syntax error at position 2 (parsed just '12')");
        assertThat(parseError("Int32", "").getMessage()).isEqualTo("Cannot parse string '' as Int32: syntax error at begin of string");
        assertThat(parseError("Int32", "-").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
        assertThat(parseError("Int32", " 1").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
        assertThat(parseError("Int32", "1.5").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Float64|0|0", "Float64|-0|-0", "Float64|1.5|1.5", "Float64|.5|0.5", "Float64|5.|5", "Float64|1e3|1000",
        "Float64|1.25E-2|0.0125", "Float64|0.1|0.1", "Float64|123456.789|123456.789",
        "Float64|0.000001|0.000001", "Float64|0.0000001|1e-7", "Float64|1.5e-10|1.5e-10",
        "Float64|1e20|100000000000000000000", "Float64|1e21|1e21", "Float64|1.2345e25|1.2345e25",
        "Float64|0.30000000000000004|0.30000000000000004", "Float64|3.141592653589793|3.141592653589793",
        "Float64|12345678901234567890|12345678901234567000",
        "Float64|inf|inf", "Float64|-inf|-inf", "Float64|+Infinity|inf", "Float64|nan|nan", "Float64|NaN|nan",
        "Float64|1.7976931348623157e308|1.7976931348623157e308", "Float64|4.9e-324|5e-324",
        "Float32|0.1|0.1", "Float32|3.4028235e38|3.4028235e38", "Float32|16777216|16777216",
        "Float32|123456789|123456790", "Float32|1.1|1.1",
    })
    void floatsParseAndPrintShortest(String type, String text, String expected) {
        assertThat(roundTrip(type, text)).isEqualTo(expected);
    }

    @Test
    void floatParsingIsExact() {
        String[] samples = {"0.1", "2.2250738585072014E-308", "9007199254740993", "1.000000000000000111", "123.456e-5"};
        for (String s : samples) {
            assertThat(((Double) parse("Float64", s).get(0))).as(s).isEqualTo(Double.parseDouble(s));
        }
    }

    @Test
    void floatSyntaxErrors() {
        assertThat(parseError("Float64", "abc").getMessage()).isEqualTo("Cannot parse string 'abc' as Float64: syntax error at begin of string");
        assertThat(parseError("Float64", "1.5x").getMessage())
                .isEqualTo("Cannot parse string '1.5x' as Float64: syntax error at position 3 (parsed just '1.5')");
        assertThat(parseError("Float64", "").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
        assertThat(parseError("Float64", ".").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
        assertThat(parseError("Float32", "1e").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
        assertThat(parseError("Float32", "infinit").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Decimal(10, 2)|1.23|1.23", "Decimal(10, 2)|1.5|1.5", "Decimal(10, 2)|2|2", "Decimal(10, 2)|2.00|2",
        "Decimal(10, 2)|1.23456|1.23", "Decimal(10, 2)|-1.239|-1.23", "Decimal(10, 2)|-0.5|-0.5",
        "Decimal(10, 2)|.05|0.05", "Decimal(10, 2)|12345678.99|12345678.99", "Decimal(10, 2)|00012345678|12345678",
        "Decimal(10, 2)|1.5e2|150", "Decimal(10, 2)|15e-3|0.01", "Decimal(10, 2)|1e-9|0",
        "Decimal(18, 0)|999999999999999999|999999999999999999", "Decimal(18, 18)|0.123456789012345678|0.123456789012345678",
        "Decimal(9, 4)|-99999.9999|-99999.9999",
    })
    void decimalsTruncateExtraDigitsAndPrintWithoutTrailingZeros(String type, String text, String expected) {
        assertThat(roundTrip(type, text)).isEqualTo(expected);
    }

    @Test
    void decimalUnscaledValueAndOverflow() {
        assertThat(parse("Decimal(10, 2)", "1.5").get(0)).isEqualTo(new java.math.BigDecimal("1.50"));
        MergeLabException e = parseError("Decimal(10, 2)", "123456789.5");
        assertThat(e.code()).isEqualTo(ErrorCode.ARGUMENT_OUT_OF_BOUND);
        assertThat(e.getMessage()).isEqualTo("Cannot parse string '123456789.5' as Decimal(10, 2): Decimal value is too big: "
                + "9 digits before the decimal point, but Decimal(10, 2) holds at most 8");
        assertThat(parseError("Decimal(10, 2)", "1e9").code()).isEqualTo(ErrorCode.ARGUMENT_OUT_OF_BOUND);
        assertThat(parseError("Decimal(18, 18)", "1").code()).isEqualTo(ErrorCode.ARGUMENT_OUT_OF_BOUND);
        assertThat(parseError("Decimal(10, 2)", "1.2.3").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
        assertThat(parseError("Decimal(10, 2)", "x").getMessage())
                .isEqualTo("Cannot parse string 'x' as Decimal(10, 2): syntax error at begin of string");
    }

    @ParameterizedTest
    @CsvSource({"true,true", "false,false", "1,true", "0,false", "TRUE,true", "False,false", "yes,true", "No,false",
        "y,true", "n,false", "on,true", "OFF,false", "t,true", "f,false", "enable,true", "disable,false"})
    void boolSpellings(String text, String expected) {
        assertThat(roundTrip("Bool", text)).isEqualTo(expected);
    }

    @Test
    void badBool() {
        MergeLabException e = parseError("Bool", "maybe");
        assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_PARSE_BOOL);
        assertThat(e.getMessage()).startsWith("Cannot parse boolean value here: 'maybe', should be true/false, 1/0");
        assertThat(parseError("Bool", "2").code()).isEqualTo(ErrorCode.CANNOT_PARSE_BOOL);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Date|2024-01-31|2024-01-31", "Date|20240131|2024-01-31", "Date|2024/1/5|2024-01-05",
        "Date|2024-02-29|2024-02-29", "Date|1970-01-01|1970-01-01", "Date|2149-06-06|2149-06-06",
        "Date|1969-12-31|1970-01-01", "Date|2200-01-01|2149-06-06", "Date|2024-01-31 10:11:12|2024-01-31",
        "Date32|1900-01-01|1900-01-01", "Date32|1850-01-01|1900-01-01", "Date32|2299-12-31|2299-12-31",
        "Date32|2500-01-01|2299-12-31", "Date32|1969-12-31|1969-12-31",
    })
    void dates(String type, String text, String expected) {
        assertThat(roundTrip(type, text)).isEqualTo(expected);
    }

    @Test
    void dateValuesAndErrors() {
        assertThat(parse("Date", "2024-01-31").get(0)).isEqualTo(LocalDate.of(2024, 1, 31));
        MergeLabException e = parseError("Date", "2024-02-30");
        assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_PARSE_DATE);
        assertThat(e.getMessage()).isEqualTo("Cannot parse string '2024-02-30' as Date: month or day of month is out of range");
        assertThat(parseError("Date", "2023-13-01").code()).isEqualTo(ErrorCode.CANNOT_PARSE_DATE);
        assertThat(parseError("Date", "yesterday").getMessage())
                .isEqualTo("Cannot parse string 'yesterday' as Date: expected a date as YYYY-MM-DD");
        assertThat(parseError("Date", "2024-01-31x").code()).isEqualTo(ErrorCode.CANNOT_PARSE_DATE);
        assertThat(parseError("Date", "").code()).isEqualTo(ErrorCode.CANNOT_PARSE_DATE);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "DateTime|2024-01-31 10:00:00|2024-01-31 10:00:00", "DateTime|2024-01-31T10:00:00|2024-01-31 10:00:00",
        "DateTime|2024-01-31|2024-01-31 00:00:00", "DateTime|2024-01-31 10:05|2024-01-31 10:05:00",
        "DateTime|2024-01-31 10:00:00.999|2024-01-31 10:00:00", "DateTime|1706695200|2024-01-31 10:00:00",
        "DateTime|0|1970-01-01 00:00:00", "DateTime|1960-01-01 00:00:00|1970-01-01 00:00:00",
        "DateTime|2106-02-07 06:28:15|2106-02-07 06:28:15", "DateTime|2200-01-01 00:00:00|2106-02-07 06:28:15",
        "DateTime('Europe/Berlin')|2024-07-01 12:00:00|2024-07-01 12:00:00",
        "DateTime64(3)|2024-01-31 10:00:00.123|2024-01-31 10:00:00.123",
        "DateTime64(3)|2024-01-31 10:00:00.1|2024-01-31 10:00:00.100",
        "DateTime64(3)|2024-01-31 10:00:00.123456|2024-01-31 10:00:00.123",
        "DateTime64(3)|2024-01-31 10:00:00|2024-01-31 10:00:00.000",
        "DateTime64(6)|1706695200.5|2024-01-31 10:00:00.500000", "DateTime64(0)|2024-01-31 10:00:00.7|2024-01-31 10:00:00",
        "DateTime64(3)|1900-01-01 00:00:00|1900-01-01 00:00:00.000", "DateTime64(3)|1800-01-01 00:00:00|1900-01-01 00:00:00.000",
        "DateTime64(9)|2024-01-31 10:00:00.123456789|2024-01-31 10:00:00.123456789",
    })
    void dateTimes(String type, String text, String expected) {
        assertThat(roundTrip(type, text)).isEqualTo(expected);
    }

    @Test
    void dateTimesAreInTheirTimeZone() {
        assertThat(parse("DateTime", "2024-01-31 10:00:00").get(0)).isEqualTo(Instant.parse("2024-01-31T10:00:00Z"));
        assertThat(parse("DateTime('Europe/Berlin')", "2024-07-01 12:00:00").get(0)).isEqualTo(Instant.parse("2024-07-01T10:00:00Z"));
        assertThat(parse("DateTime64(3, 'Asia/Kolkata')", "2024-01-01 05:30:00.250").get(0))
                .isEqualTo(Instant.parse("2024-01-01T00:00:00.250Z"));
        assertThat(TextValues.zoneOf(DataType.parse("DateTime('Europe/Berlin')")).getId()).isEqualTo("Europe/Berlin");
        assertThat(TextValues.zoneOf(DataType.parse("Nullable(DateTime)"))).isEqualTo(TextValues.DEFAULT_ZONE);
    }

    @Test
    void dateTimeErrors() {
        MergeLabException e = parseError("DateTime", "2024-01-31 25:00:00");
        assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_PARSE_DATETIME);
        assertThat(e.getMessage()).isEqualTo("Cannot parse string '2024-01-31 25:00:00' as DateTime: expected a time as hh:mm:ss");
        assertThat(parseError("DateTime", "now").code()).isEqualTo(ErrorCode.CANNOT_PARSE_DATETIME);
        assertThat(parseError("DateTime64(3)", "2024-01-31 10:00:00.12x").code()).isEqualTo(ErrorCode.CANNOT_PARSE_DATETIME);
        assertThat(parseError("DateTime('Mars/Olympus')", "2024-01-31").code()).isEqualTo(ErrorCode.BAD_ARGUMENTS);
    }

    @Test
    void uuids() {
        String canonical = "61f0c404-5cb3-11e7-907b-a6006ad3dba0";
        assertThat(roundTrip("UUID", canonical)).isEqualTo(canonical);
        assertThat(roundTrip("UUID", "61F0C4045CB311E7907BA6006AD3DBA0")).isEqualTo(canonical);
        assertThat(parse("UUID", canonical).get(0)).isEqualTo(java.util.UUID.fromString(canonical));
        MergeLabException e = parseError("UUID", "61f0c404-5cb3-11e7-907b-a6006ad3dbaz");
        assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_PARSE_UUID);
        assertThat(e.getMessage()).startsWith("Cannot parse string '61f0c404-5cb3-11e7-907b-a6006ad3dbaz' as UUID");
        assertThat(parseError("UUID", "61f0c404").code()).isEqualTo(ErrorCode.CANNOT_PARSE_UUID);
        assertThat(parseError("UUID", "61f0c404+5cb3-11e7-907b-a6006ad3dba0").code()).isEqualTo(ErrorCode.CANNOT_PARSE_UUID);
    }

    @Test
    void stringsAndFixedStrings() {
        assertThat(roundTrip("String", "héllo\tworld")).isEqualTo("héllo\tworld");
        assertThat(roundTrip("String", "")).isEqualTo("");
        assertThat(roundTrip("LowCardinality(String)", "x")).isEqualTo("x");
        Column fixed = parse("FixedString(4)", "ab");
        assertThat(TextValues.format(fixed, 0)).isEqualTo("ab\0\0");
        assertThat(roundTrip("FixedString(2)", "ab")).isEqualTo("ab");
        MergeLabException e = parseError("FixedString(2)", "abc");
        assertThat(e.code()).isEqualTo(ErrorCode.TOO_LARGE_STRING_SIZE);
        assertThat(e.getMessage()).isEqualTo("Too large value for FixedString(2): 'abc' has 3 bytes");
    }

    @Test
    void nullableParsesTheNestedValueAndPrintsNull() {
        DataType t = DataType.parse("Nullable(Int32)");
        ColumnBuilder b = ColumnBuilder.create(t);
        TextValues.parseInto(b, t, "42");
        b.appendNull();
        Column c = b.build();
        assertThat(TextValues.format(c, 0)).isEqualTo("42");
        assertThat(TextValues.format(c, 1)).isEqualTo("NULL");
        assertThat(parseError("Nullable(Int32)", "NULL").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
    }

    @Test
    void byteOverloadParsesASlice() {
        byte[] line = "xx,12345,yy".getBytes(StandardCharsets.UTF_8);
        DataType t = DataType.parse("UInt32");
        ColumnBuilder b = ColumnBuilder.create(t);
        TextValues.parseInto(b, t, line, 3, 5);
        assertThat(b.build().get(0)).isEqualTo(12345L);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Array(UInt8)|[1,2,3]|[1,2,3]", "Array(UInt8)|[ 1 , 2 ]|[1,2]", "Array(UInt8)|[]|[]",
        "Array(String)|['a','b']|['a','b']", "Array(String)|['it\\'s','x''y','\\\\','tab\\there']|['it\\'s','x\\'y','\\\\','tab\\there']",
        "Array(Nullable(Int32))|[1,NULL,null,3]|[1,NULL,NULL,3]", "Array(Array(Int64))|[[1],[],[2,3]]|[[1],[],[2,3]]",
        "Array(Date)|['2024-01-31',2024-02-01]|['2024-01-31','2024-02-01']", "Array(Float64)|[1.5,inf,-0]|[1.5,inf,-0]",
        "Array(Decimal(10, 2))|[1.5,'2.25']|[1.5,2.25]", "Array(Bool)|[true,0]|[true,false]",
        "Array(UUID)|['61f0c404-5cb3-11e7-907b-a6006ad3dba0']|['61f0c404-5cb3-11e7-907b-a6006ad3dba0']",
        "Array(LowCardinality(String))|['x']|['x']", "Array(Nullable(String))|['a',NULL]|['a',NULL]",
        "Tuple(UInt8, String)|(1,'a')|(1,'a')", "Tuple(UInt8, Array(String))|( 1 , ['x'] )|(1,['x'])",
        "Array(Tuple(Int8, Date))|[(1,'2024-01-01'),(-2,'2024-01-02')]|[(1,'2024-01-01'),(-2,'2024-01-02')]",
        "Array(DateTime64(3))|['2024-01-31 10:00:00.5']|['2024-01-31 10:00:00.500']",
    })
    void arraysAndTuples(String type, String text, String expected) {
        assertThat(roundTrip(type, text)).isEqualTo(expected);
    }

    @Test
    void arrayValuesAndControlCharacterEscapes() {
        assertThat(parse("Array(String)", "['a\\nb','\\x41']").get(0)).isEqualTo(List.of("a\nb", "A"));
        assertThat(roundTrip("Array(String)", "['a\\nb\\0']")).isEqualTo("['a\\nb\\0']");
    }

    @Test
    void arrayErrors() {
        MergeLabException e = parseError("Array(UInt8)", "1,2");
        assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_READ_ARRAY_FROM_TEXT);
        assertThat(e.getMessage()).isEqualTo("Cannot parse string '1,2' as Array(UInt8): Array does not start with '[' character at position 1");
        assertThat(parseError("Array(UInt8)", "[1,2").code()).isEqualTo(ErrorCode.CANNOT_READ_ARRAY_FROM_TEXT);
        assertThat(parseError("Array(UInt8)", "[1;2]").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
        assertThat(parseError("Array(UInt8)", "[1,300]").code()).isEqualTo(ErrorCode.CANNOT_PARSE_NUMBER);
        assertThat(parseError("Array(UInt8)", "[1] x").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
        assertThat(parseError("Array(String)", "[a]").code()).isEqualTo(ErrorCode.CANNOT_PARSE_QUOTED_STRING);
        assertThat(parseError("Array(String)", "['a]").code()).isEqualTo(ErrorCode.CANNOT_PARSE_QUOTED_STRING);
        assertThat(parseError("Array(Int8)", "[NULL]").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
        assertThat(parseError("Tuple(UInt8, String)", "(1)").getMessage())
                .isEqualTo("Cannot parse string '(1)' as Tuple(UInt8, String): expected ',' after tuple element 1 of 2 at position 3");
        assertThat(parseError("Tuple(UInt8)", "1").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
    }

    @Test
    void nothingHoldsNoValues() {
        assertThat(parseError("Nothing", "1").code()).isEqualTo(ErrorCode.CANNOT_PARSE_TEXT);
    }

    @Test
    void formatAppendsToTheBuilder() {
        StringBuilder sb = new StringBuilder("x=");
        TextValues.format(parse("Int64", "-5"), 0, sb);
        assertThat(sb).hasToString("x=-5");
    }
}
