package io.mergelab.engine.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class InputFormatsTest {
    private static final List<String> NAMES = List.of("id", "name", "d", "score");
    private static final List<DataType> TYPES = types("UInt32", "String", "Date", "Nullable(Float64)");

    private static List<DataType> types(String... names) {
        return Arrays.stream(names).map(DataType::parse).toList();
    }

    /** Reads everything and renders each row as its plain text values joined by '|'. */
    private static List<String> read(String format, String data, List<String> names, List<DataType> types) {
        return read(format, new ByteArrayInputStream(data.getBytes(StandardCharsets.UTF_8)), names, types, 1000);
    }

    private static List<String> read(String format, InputStream in, List<String> names, List<DataType> types, int maxRows) {
        List<String> rows = new ArrayList<>();
        try (InputFormat input = InputFormats.open(format, in, names, types)) {
            Optional<Chunk> chunk;
            while ((chunk = input.next(maxRows)).isPresent()) {
                Chunk c = chunk.get();
                assertThat(c.rows()).isLessThanOrEqualTo(maxRows).isPositive();
                for (int r = 0; r < c.rows(); r++) {
                    StringBuilder sb = new StringBuilder();
                    for (int i = 0; i < c.columnCount(); i++) {
                        if (i > 0) {
                            sb.append('|');
                        }
                        TextValues.format(c.column(i), r, sb);
                    }
                    rows.add(sb.toString());
                }
            }
        }
        return rows;
    }

    private static MergeLabException failure(String format, String data, List<String> names, List<DataType> types) {
        try {
            read(format, data, names, types);
        } catch (MergeLabException e) {
            return e;
        }
        throw new AssertionError("expected " + format + " input to fail");
    }

    @Test
    void tabSeparatedWithEscapesAndNulls() {
        String data = "1\tplain\t2024-01-31\t1.5\n"
                + "2\ttab\\there\\nnewline \\\\ back\t2024-02-01\t\\N\n"
                + "3\thé ünïcode\t2024-02-02\t-0.25\n";
        assertThat(read("TSV", data, NAMES, TYPES)).containsExactly(
                "1|plain|2024-01-31|1.5",
                "2|tab\there\nnewline \\ back|2024-02-01|NULL",
                "3|hé ünïcode|2024-02-02|-0.25");
        assertThat(read("TabSeparated", data, NAMES, TYPES)).hasSize(3);
    }

    @Test
    void tabSeparatedNullIntoNonNullableGivesDefaultAndLastLineMayLackNewline() {
        assertThat(read("TSV", "\\N\t\\N\t2024-01-31\t2", NAMES, TYPES)).containsExactly("0||2024-01-31|2");
    }

    @Test
    void tabSeparatedAcceptsCrLf() {
        assertThat(read("TSV", "1\ta\t2024-01-31\t1\r\n2\tb\t2024-01-31\t2\r\n", NAMES, TYPES))
                .containsExactly("1|a|2024-01-31|1", "2|b|2024-01-31|2");
    }

    @Test
    void tabSeparatedRawKeepsBackslashes() {
        assertThat(read("TSVRaw", "a\\tb\n", List.of("s"), types("String"))).containsExactly("a\\tb");
    }

    @Test
    void badValueNamesRowAndColumn() {
        String data = "1\ta\t2024-01-31\t1\n2\tb\t2024-01-31\t2\nabc\tc\t2024-01-31\t3\n";
        MergeLabException e = failure("TSV", data, NAMES, TYPES);
        assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED);
        assertThat(e.getMessage()).isEqualTo("Cannot parse input at row 3, column 'id' (type UInt32): "
                + "Cannot parse string 'abc' as UInt32: syntax error at begin of string");
    }

    @Test
    void specificParseCodesSurviveWithRowAndColumn() {
        MergeLabException e = failure("TSV", "1\ta\t2024-13-01\t1\n", NAMES, TYPES);
        assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_PARSE_DATE);
        assertThat(e.getMessage()).startsWith("Cannot parse input at row 1, column 'd' (type Date): Cannot parse string '2024-13-01'");
        MergeLabException overflow = failure("CSV", "300,a,2024-01-01,1\n", NAMES, types("UInt8", "String", "Date", "Float64"));
        assertThat(overflow.code()).isEqualTo(ErrorCode.CANNOT_PARSE_NUMBER);
        assertThat(overflow.getMessage()).contains("at row 1, column 'id' (type UInt8)");
    }

    @Test
    void wrongFieldCountsNameTheRow() {
        MergeLabException fewer = failure("TSV", "1\ta\t2024-01-31\t1\n2\tb\n", NAMES, TYPES);
        assertThat(fewer.code()).isEqualTo(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED);
        assertThat(fewer.getMessage()).isEqualTo("Cannot parse input at row 2: the row ends after 2 of 4 fields, column 'd' is missing; "
                + "TSV expects 4 fields (id, name, d, score)");
        MergeLabException more = failure("CSV", "1,a,2024-01-31,1,extra\n", NAMES, TYPES);
        assertThat(more.code()).isEqualTo(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED);
        assertThat(more.getMessage()).isEqualTo("Cannot parse input at row 1: the row has more than 4 fields; "
                + "CSV expects 4 fields (id, name, d, score)");
        MergeLabException truncated = failure("CSV", "1,a", NAMES, TYPES);
        assertThat(truncated.getMessage()).contains("row 1: the row ends after 2 of 4 fields");
        MergeLabException junk = failure("CSV", "1,\"a\"x,2024-01-31,1\n", NAMES, TYPES);
        assertThat(junk.getMessage()).isEqualTo("Cannot parse input at row 1, column 'name' (type String): expected ',' before: 'x,2024-01-31,1\\n'");
    }

    @Test
    void csvQuotingDefaultsAndNulls() {
        String data = "1,\"quoted, with comma\",2024-01-31,1.5\n"
                + "2,\"say \"\"hi\"\"\",\"2024-02-01\",\\N\n"
                + "3,\"multi\nline\",2024-02-02,NULL\n"
                + "  4 , spaced ,2024-02-03, 2 \r\n"
                + ",,2024-02-04,\n"
                + "6,NULL,2024-02-05,\"\"\n";
        assertThat(read("CSV", data, NAMES, TYPES)).containsExactly(
                "1|quoted, with comma|2024-01-31|1.5",
                "2|say \"hi\"|2024-02-01|NULL",
                "3|multi\nline|2024-02-02|NULL",
                "4|spaced|2024-02-03|2",
                "0||2024-02-04|NULL",
                "6|NULL|2024-02-05|NULL");
    }

    @Test
    void csvArraysAreQuotedText() {
        assertThat(read("CSV", "\"[1,2]\",\"['a','b']\"\n", List.of("a", "s"), types("Array(UInt8)", "Array(String)")))
                .containsExactly("[1,2]|['a','b']");
    }

    @Test
    void csvUnterminatedQuote() {
        MergeLabException e = failure("CSV", "1,\"abc\n", NAMES, TYPES);
        assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_PARSE_QUOTED_STRING);
        assertThat(e.getMessage()).contains("has no closing quote");
    }

    @Test
    void withNamesPicksAndOrdersColumnsByTheHeader() {
        try (InputFormat in = InputFormats.open("CSVWithNames",
                new ByteArrayInputStream("score,id\n1.5,7\n".getBytes(StandardCharsets.UTF_8)), NAMES, TYPES)) {
            assertThat(in.columns()).containsExactly("score", "id");
            Chunk c = in.next(10).orElseThrow();
            assertThat(c.column(0).type()).isEqualTo(DataType.parse("Nullable(Float64)"));
            assertThat(c.column(1).get(0)).isEqualTo(7L);
            assertThat(in.next(10)).isEmpty();
        }
        assertThat(read("TSVWithNames", "name\tid\nx\t1\ny\t2\n", NAMES, TYPES)).containsExactly("x|1", "y|2");
        assertThat(read("TabSeparatedWithNames", "name\n", NAMES, TYPES)).isEmpty();
    }

    @Test
    void withNamesOnEmptyInputHasNoColumnsAndNoRows() {
        try (InputFormat in = InputFormats.open("TSVWithNames", new ByteArrayInputStream(new byte[0]), NAMES, TYPES)) {
            assertThat(in.columns()).isEmpty();
            assertThat(in.next(10)).isEmpty();
        }
    }

    @Test
    void unknownOrDuplicateHeaderNames() {
        MergeLabException unknown = failure("TSVWithNames", "id\tcolour\n1\tred\n", NAMES, TYPES);
        assertThat(unknown.code()).isEqualTo(ErrorCode.INCORRECT_DATA);
        assertThat(unknown.getMessage()).isEqualTo("Unknown field found in TSVWithNames header: 'colour' at position 2; "
                + "the table has columns id, name, d, score");
        MergeLabException duplicate = failure("CSVWithNames", "id,id\n1,2\n", NAMES, TYPES);
        assertThat(duplicate.code()).isEqualTo(ErrorCode.INCORRECT_DATA);
        assertThat(duplicate.getMessage()).isEqualTo("Duplicate field found in CSVWithNames header: 'id'");
    }

    @Test
    void withNamesAndTypesChecksTheTypes() {
        assertThat(read("TSVWithNamesAndTypes", "id\tname\nUInt32\tString\n5\tx\n", NAMES, TYPES)).containsExactly("5|x");
        MergeLabException e = failure("CSVWithNamesAndTypes", "id\nInt64\n5\n", NAMES, TYPES);
        assertThat(e.code()).isEqualTo(ErrorCode.INCORRECT_DATA);
        assertThat(e.getMessage()).isEqualTo("Type of column 'id' in CSVWithNamesAndTypes header is Int64, but the column has type UInt32");
        assertThat(failure("TSVWithNamesAndTypes", "id\tname\nUInt32\n", NAMES, TYPES).code()).isEqualTo(ErrorCode.INCORRECT_DATA);
    }

    @Test
    void jsonEachRow() {
        String data = "{\"id\": 1, \"name\": \"a\\tb\", \"d\": \"2024-01-31\", \"score\": 1.5}\n"
                + "{\"name\": \"missing\"}\n"
                + "  {\"id\": \"3\", \"score\": null, \"d\": \"2024-02-01\"}   {\"id\": 4, \"name\": 12.5, \"score\": \"inf\"}\n";
        assertThat(read("JSONEachRow", data, NAMES, TYPES)).containsExactly(
                "1|a\tb|2024-01-31|1.5",
                "0|missing|1970-01-01|NULL",
                "3||2024-02-01|NULL",
                "4|12.5|1970-01-01|inf");
    }

    @Test
    void jsonEachRowTopLevelArrayNestedValuesAndBooleans() {
        List<String> names = List.of("b", "n", "arr", "obj", "t", "big");
        List<DataType> types = types("Bool", "UInt8", "Array(Nullable(String))", "String", "Tuple(UInt8, String)", "UInt64");
        String data = "[{\"b\": true, \"n\": false, \"arr\": [\"x\", null], \"obj\": {\"k\": [1, 2]}, \"t\": [1, \"y\"],"
                + " \"big\": 18446744073709551615}, {\"b\": \"false\", \"n\": true, \"arr\": []}]";
        assertThat(read("JSONEachRow", data, names, types)).containsExactly(
                "true|0|['x',NULL]|{\"k\":[1,2]}|(1,'y')|18446744073709551615",
                "false|1|[]||(0,'')|0");
    }

    @Test
    void jsonEachRowErrors() {
        MergeLabException unknown = failure("JSONEachRow", "{\"id\": 1}\n{\"colour\": 2}\n", NAMES, TYPES);
        assertThat(unknown.code()).isEqualTo(ErrorCode.INCORRECT_DATA);
        assertThat(unknown.getMessage()).isEqualTo("Unknown field found while parsing JSONEachRow format: colour (at row 2)");
        MergeLabException duplicate = failure("JSONEachRow", "{\"id\": 1, \"id\": 2}", NAMES, TYPES);
        assertThat(duplicate.getMessage()).isEqualTo("Duplicate field found while parsing JSONEachRow format: id (at row 1)");
        MergeLabException bad = failure("JSONEachRow", "{\"id\": 1}\n{\"id\": \"x\"}\n", NAMES, TYPES);
        assertThat(bad.code()).isEqualTo(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED);
        assertThat(bad.getMessage()).isEqualTo("Cannot parse input at row 2, column 'id' (type UInt32): "
                + "Cannot parse string 'x' as UInt32: syntax error at begin of string");
        MergeLabException broken = failure("JSONEachRow", "{\"id\": 1}\n{\"id\": 2,,}\n", NAMES, TYPES);
        assertThat(broken.code()).isEqualTo(ErrorCode.CANNOT_PARSE_INPUT_ASSERTION_FAILED);
        assertThat(broken.getMessage()).startsWith("Cannot parse JSON at row 2");
        MergeLabException notObject = failure("JSONEachRow", "[1]", NAMES, TYPES);
        assertThat(notObject.getMessage()).isEqualTo("Cannot parse input at row 1: expected '{' at the start of a JSONEachRow row, found VALUE_NUMBER_INT");
        MergeLabException scalarForArray = failure("JSONEachRow", "{\"a\": 1}", List.of("a"), types("Array(UInt8)"));
        assertThat(scalarForArray.code()).isEqualTo(ErrorCode.CANNOT_READ_ARRAY_FROM_TEXT);
        MergeLabException objectForNumber = failure("JSONEachRow", "{\"a\": {}}", List.of("a"), types("UInt8"));
        assertThat(objectForNumber.getMessage()).contains("expected a scalar JSON value for type UInt8");
        assertThat(failure("JSONEachRow", "{\"t\": [1]}", List.of("t"), types("Tuple(UInt8, UInt8)")).getMessage())
                .contains("has 1 elements, expected 2");
    }

    @Test
    void unknownFormat() {
        assertThat(InputFormats.isSupported("CSV")).isTrue();
        assertThat(InputFormats.isSupported("csv")).isFalse();
        assertThatThrownBy(() -> InputFormats.open("Parquet", InputStream.nullInputStream(), NAMES, TYPES))
                .isInstanceOf(MergeLabException.class)
                .hasMessage("Unknown input format Parquet")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.UNKNOWN_FORMAT);
    }

    @Test
    void tinyReadsAcrossBufferBoundariesGiveTheSameRows() {
        SplittableRandom random = new SplittableRandom(7);
        StringBuilder csv = new StringBuilder();
        StringBuilder tsv = new StringBuilder();
        StringBuilder json = new StringBuilder();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            String text = "v" + i + "\"q\" " + "x".repeat(random.nextInt(0, 200_000) < 100 ? 150_000 : random.nextInt(0, 40));
            csv.append(i).append(",\"").append(text.replace("\"", "\"\"")).append("\",2024-01-31,").append(i % 7 == 0 ? "\\N" : i + ".5").append('\n');
            tsv.append(i).append('\t').append(text.replace("\\", "\\\\")).append('\t').append("2024-01-31\t")
                    .append(i % 7 == 0 ? "\\N" : i + ".5").append('\n');
            json.append("{\"id\":").append(i).append(",\"name\":\"").append(text.replace("\"", "\\\"")).append("\",\"d\":\"2024-01-31\",\"score\":")
                    .append(i % 7 == 0 ? "null" : i + ".5").append("}\n");
            expected.add(i + "|" + text + "|2024-01-31|" + (i % 7 == 0 ? "NULL" : i + ".5"));
        }
        assertThat(read("CSV", trickle(csv.toString()), NAMES, TYPES, 1000)).isEqualTo(expected);
        assertThat(read("TSV", trickle(tsv.toString()), NAMES, TYPES, 777)).isEqualTo(expected);
        assertThat(read("JSONEachRow", trickle(json.toString()), NAMES, TYPES, 4096)).isEqualTo(expected);
    }

    /** A stream that hands out 1 to 9 bytes per read, to exercise every refill path. */
    private static InputStream trickle(String data) {
        SplittableRandom random = new SplittableRandom(42);
        return new FilterInputStream(new ByteArrayInputStream(data.getBytes(StandardCharsets.UTF_8))) {
            @Override
            public int read(byte[] b, int off, int len) throws java.io.IOException {
                return super.read(b, off, Math.min(len, random.nextInt(1, 10)));
            }
        };
    }

    @Test
    void readFailuresAreReported() {
        InputStream broken = new InputStream() {
            @Override
            public int read() throws java.io.IOException {
                throw new java.io.IOException("disk on fire");
            }
        };
        for (String format : List.of("CSV", "TSV", "JSONEachRow")) {
            assertThatThrownBy(() -> read(format, broken, NAMES, TYPES, 10))
                    .isInstanceOf(MergeLabException.class)
                    .hasMessageContaining("disk on fire")
                    .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.CANNOT_READ_ALL_DATA);
        }
    }

    @Test
    void namesAndTypesMustMatch() {
        assertThatThrownBy(() -> InputFormats.open("CSV", InputStream.nullInputStream(), List.of("a"), TYPES))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("1 names for 4 types");
    }
}
