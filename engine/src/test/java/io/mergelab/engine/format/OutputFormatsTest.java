package io.mergelab.engine.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class OutputFormatsTest {
    private static final List<String> NAMES = List.of("id", "name", "d", "x", "arr", "b");
    private static final List<DataType> TYPES = types("UInt64", "String", "Date", "Nullable(Float64)", "Array(String)", "Bool");
    private static final String TRICKY = "tab\there \"q\" 'a' \\ ünï/";
    private static final QuerySummary SUMMARY = new QuerySummary("q1", 2, 16, 0, 0, 2, 1_500_000, 4096);

    private static List<DataType> types(String... names) {
        return Arrays.stream(names).map(DataType::parse).toList();
    }

    private static Column column(String type, Object... values) {
        ColumnBuilder b = ColumnBuilder.create(DataType.parse(type));
        for (Object v : values) {
            b.appendValue(v);
        }
        return b.build();
    }

    private static Chunk sample() {
        return Chunk.of(List.of(
                column("UInt64", 1L, -1L),
                column("String", "plain", TRICKY),
                column("Date", java.time.LocalDate.of(2024, 1, 31), java.time.LocalDate.of(1970, 1, 1)),
                column("Nullable(Float64)", 1.5, null),
                column("Array(String)", List.of("a", "b'c"), List.of()),
                column("Bool", true, false)));
    }

    private static String render(String format, List<String> names, List<DataType> types, Chunk... chunks) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        OutputFormat out = OutputFormats.open(format, bytes);
        out.writeHeader(names, types);
        for (Chunk c : chunks) {
            out.writeChunk(c);
        }
        out.finish(SUMMARY);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static String render(String format) {
        return render(format, NAMES, TYPES, sample());
    }

    @Test
    void valuesWritesEveryValueAsALiteralAndRowsAcrossChunksSeparatedByCommas() {
        String rows = "(1,'plain','2024-01-31',1.5,['a','b\\'c'],true),"
                + "(18446744073709551615,'tab\\there \"q\" \\'a\\' \\\\ ünï/','1970-01-01',NULL,[],false)";
        assertThat(render("Values")).isEqualTo(rows);
        assertThat(render("Values", NAMES, TYPES, sample(), sample())).isEqualTo(rows + "," + rows);
        assertThat(render("Values", NAMES, TYPES)).isEmpty();
    }

    @Test
    void tabSeparated() {
        String rows = "1\tplain\t2024-01-31\t1.5\t['a','b\\'c']\ttrue\n"
                + "18446744073709551615\ttab\\there \"q\" \\'a\\' \\\\ ünï/\t1970-01-01\t\\N\t[]\tfalse\n";
        assertThat(render("TabSeparated")).isEqualTo(rows);
        assertThat(render("TSV")).isEqualTo(rows);
        assertThat(render("TSVWithNames")).isEqualTo("id\tname\td\tx\tarr\tb\n" + rows);
        assertThat(render("TabSeparatedWithNamesAndTypes"))
                .isEqualTo("id\tname\td\tx\tarr\tb\nUInt64\tString\tDate\tNullable(Float64)\tArray(String)\tBool\n" + rows);
        assertThat(render("TSVRaw")).contains("\ttab\there \"q\" 'a' \\ ünï/\t");
    }

    @Test
    void csv() {
        String rows = "1,\"plain\",\"2024-01-31\",1.5,\"['a','b\\'c']\",true\n"
                + "18446744073709551615,\"tab\there \"\"q\"\" 'a' \\ ünï/\",\"1970-01-01\",\\N,\"[]\",false\n";
        assertThat(render("CSV")).isEqualTo(rows);
        assertThat(render("CSVWithNames")).isEqualTo("\"id\",\"name\",\"d\",\"x\",\"arr\",\"b\"\n" + rows);
        assertThat(render("CSVWithNamesAndTypes")).startsWith("\"id\",\"name\",\"d\",\"x\",\"arr\",\"b\"\n"
                + "\"UInt64\",\"String\",\"Date\",\"Nullable(Float64)\",\"Array(String)\",\"Bool\"\n");
    }

    @Test
    void jsonEachRow() {
        assertThat(render("JSONEachRow")).isEqualTo(
                "{\"id\":\"1\",\"name\":\"plain\",\"d\":\"2024-01-31\",\"x\":1.5,\"arr\":[\"a\",\"b'c\"],\"b\":true}\n"
                + "{\"id\":\"18446744073709551615\",\"name\":\"tab\\there \\\"q\\\" 'a' \\\\ ünï\\/\",\"d\":\"1970-01-01\","
                + "\"x\":null,\"arr\":[],\"b\":false}\n");
    }

    @Test
    void json() {
        assertThat(render("JSON")).isEqualTo("""
                {
                \t"meta":
                \t[
                \t\t{
                \t\t\t"name": "id",
                \t\t\t"type": "UInt64"
                \t\t},
                \t\t{
                \t\t\t"name": "name",
                \t\t\t"type": "String"
                \t\t},
                \t\t{
                \t\t\t"name": "d",
                \t\t\t"type": "Date"
                \t\t},
                \t\t{
                \t\t\t"name": "x",
                \t\t\t"type": "Nullable(Float64)"
                \t\t},
                \t\t{
                \t\t\t"name": "arr",
                \t\t\t"type": "Array(String)"
                \t\t},
                \t\t{
                \t\t\t"name": "b",
                \t\t\t"type": "Bool"
                \t\t}
                \t],

                \t"data":
                \t[
                \t\t{
                \t\t\t"id": "1",
                \t\t\t"name": "plain",
                \t\t\t"d": "2024-01-31",
                \t\t\t"x": 1.5,
                \t\t\t"arr": ["a","b'c"],
                \t\t\t"b": true
                \t\t},
                \t\t{
                \t\t\t"id": "18446744073709551615",
                \t\t\t"name": "tab\\there \\"q\\" 'a' \\\\ ünï\\/",
                \t\t\t"d": "1970-01-01",
                \t\t\t"x": null,
                \t\t\t"arr": [],
                \t\t\t"b": false
                \t\t}
                \t],

                \t"rows": 2,

                \t"statistics":
                \t{
                \t\t"elapsed": 0.0015,
                \t\t"rows_read": 2,
                \t\t"bytes_read": 16
                \t}
                }
                """);
    }

    @Test
    void jsonWithoutRowsAndJsonCompact() {
        String empty = render("JSON", List.of("n"), types("UInt8"));
        assertThat(empty).contains("\t\"data\":\n\t[\n\n\t],\n\n\t\"rows\": 0,\n");
        assertThat(render("JSONCompact")).contains("\t\"data\":\n\t[\n"
                + "\t\t[\"1\", \"plain\", \"2024-01-31\", 1.5, [\"a\",\"b'c\"], true],\n"
                + "\t\t[\"18446744073709551615\", \"tab\\there \\\"q\\\" 'a' \\\\ ünï\\/\", \"1970-01-01\", null, [], false]\n"
                + "\t],\n\n\t\"rows\": 2,");
    }

    @Test
    void jsonValuesOfOtherTypes() {
        List<String> names = List.of("i32", "i64", "f", "dec", "dt", "u", "t", "nan", "ctl");
        List<DataType> types = types("Int32", "Int64", "Float32", "Decimal(10, 2)", "DateTime64(3)", "UUID",
                "Tuple(UInt8, String)", "Float64", "String");
        Chunk c = Chunk.of(List.of(column("Int32", -5L), column("Int64", -5L), column("Float32", 0.1),
                column("Decimal(10, 2)", new java.math.BigDecimal("12.30")),
                column("DateTime64(3)", java.time.Instant.parse("2024-01-31T10:00:00.5Z")),
                column("UUID", java.util.UUID.fromString("61f0c404-5cb3-11e7-907b-a6006ad3dba0")),
                column("Tuple(UInt8, String)", List.of(1L, "a")),
                column("Float64", Double.POSITIVE_INFINITY), column("String", "\u0001\u001f\u2028")));
        assertThat(render("JSONEachRow", names, types, c)).isEqualTo("{\"i32\":-5,\"i64\":\"-5\",\"f\":0.1,\"dec\":12.3,"
                + "\"dt\":\"2024-01-31 10:00:00.500\",\"u\":\"61f0c404-5cb3-11e7-907b-a6006ad3dba0\",\"t\":[1,\"a\"],"
                + "\"nan\":null,\"ctl\":\"\\u0001\\u001F\\u2028\"}\n");
    }

    @Test
    void prettyCompact() {
        assertThat(render("PrettyCompact")).isEqualTo(""
                + "┌───────────────────id─┬─name────────────────────┬─d──────────┬────x─┬─arr──────────┬─────b─┐\n"
                + "│                    1 │ plain                   │ 2024-01-31 │  1.5 │ ['a','b\\'c'] │  true │\n"
                + "│ 18446744073709551615 │ tab␉here \"q\" 'a' \\ ünï/ │ 1970-01-01 │ ᴺᵁᴸᴸ │ []           │ false │\n"
                + "└──────────────────────┴─────────────────────────┴────────────┴──────┴──────────────┴───────┘\n");
    }

    @Test
    void prettyFullGrid() {
        List<String> names = List.of("x", "y");
        List<DataType> types = types("UInt8", "Nullable(String)");
        Chunk c = Chunk.of(List.of(column("UInt8", 1L, 20L), column("Nullable(String)", null, "ab")));
        assertThat(render("Pretty", names, types, c)).isEqualTo(""
                + "┏━━━━┳━━━━━━┓\n"
                + "┃  x ┃ y    ┃\n"
                + "┡━━━━╇━━━━━━┩\n"
                + "│  1 │ ᴺᵁᴸᴸ │\n"
                + "├────┼──────┤\n"
                + "│ 20 │ ab   │\n"
                + "└────┴──────┘\n");
    }

    @Test
    void prettyMergesChunksIntoOneTableAndPrintsNothingWhenEmpty() {
        List<String> names = List.of("n");
        List<DataType> types = types("UInt64");
        assertThat(render("PrettyCompact", names, types, Chunk.of(List.of(column("UInt64", 5L))), Chunk.of(List.of(column("UInt64", 10L)))))
                .isEqualTo("┌──n─┐\n│  5 │\n│ 10 │\n└────┘\n");
        assertThat(render("PrettyCompact", names, types)).isEmpty();
        assertThat(render("Vertical", names, types)).isEmpty();
    }

    @Test
    void prettySingleLargeNumberGetsATip() {
        List<String> names = List.of("count()");
        List<DataType> types = types("UInt64");
        assertThat(render("PrettyCompact", names, types, Chunk.of(List.of(column("UInt64", 10_000_000L)))))
                .isEqualTo("┌──count()─┐\n│ 10000000 │ -- 10.00 million\n└──────────┘\n");
        assertThat(render("PrettyCompact", names, types, Chunk.of(List.of(column("UInt64", 1_000_000L)))))
                .isEqualTo("┌─count()─┐\n│ 1000000 │\n└─────────┘\n");
    }

    @Test
    void prettyShortensLongExpressionNames() {
        String name = "formatReadableSize(data_uncompressed_bytes)";
        String shown = render("PrettyCompact", List.of(name), types("String"), Chunk.of(List.of(column("String", "1.00 KiB"))));
        assertThat(shown).isEqualTo("┌─formatReadab⋯ssed_bytes)─┐\n│ 1.00 KiB                 │\n└──────────────────────────┘\n");
        String identifier = "a_rather_long_identifier_name_that_stays";
        assertThat(render("PrettyCompact", List.of(identifier), types("UInt8"), Chunk.of(List.of(column("UInt8", 1L)))))
                .startsWith("┌─" + identifier + "─┐\n");
    }

    @Test
    void prettyRepeatsNamesUnderFiftyRowsOrMore() {
        ColumnBuilder b = ColumnBuilder.create(DataType.parse("UInt8"));
        for (int i = 0; i < 50; i++) {
            b.appendLong(i);
        }
        String out = render("PrettyCompact", List.of("n"), types("UInt8"), Chunk.of(List.of(b.build())));
        assertThat(out).startsWith("┌──n─┐\n│  0 │\n").endsWith("│ 49 │\n└──n─┘\n");
        String full = render("Pretty", List.of("n"), types("UInt8"), Chunk.of(List.of(b.build())));
        assertThat(full).endsWith("│ 49 │\n┢━━━━┪\n┃  n ┃\n┗━━━━┛\n");
    }

    @Test
    void prettyCutsTheMiddleOfLongResults() {
        ColumnBuilder b = ColumnBuilder.create(DataType.parse("UInt32"));
        for (int i = 0; i < 10_003; i++) {
            b.appendLong(i);
        }
        String out = render("PrettyCompact", List.of("n"), types("UInt32"), Chunk.of(List.of(b.build())));
        List<String> lines = out.lines().toList();
        assertThat(lines.get(1)).isEqualTo("│     0 │");
        assertThat(lines.get(5000)).isEqualTo("│  4999 │");
        assertThat(lines.get(5001)).isEqualTo("─ ─ ─ ─ ─");
        assertThat(lines.get(5002)).isEqualTo("│  5003 │");
        assertThat(lines.get(lines.size() - 3)).isEqualTo("│ 10002 │");
        assertThat(lines.get(lines.size() - 2)).isEqualTo("└─────n─┘");
        assertThat(lines.get(lines.size() - 1)).isEqualTo("Showed 10000 out of 10003 rows.");
    }

    @Test
    void vertical() {
        assertThat(render("Vertical")).isEqualTo(""
                + "Row 1:\n──────\n"
                + "id:   1\nname: plain\nd:    2024-01-31\nx:    1.5\narr:  ['a','b\\'c']\nb:    true\n"
                + "\nRow 2:\n──────\n"
                + "id:   18446744073709551615\nname: tab␉here \"q\" 'a' \\ ünï/\nd:    1970-01-01\nx:    ᴺᵁᴸᴸ\narr:  []\nb:    false\n");
    }

    @Test
    void verticalRuleWidthsTipsAndRowLimit() {
        ColumnBuilder b = ColumnBuilder.create(DataType.parse("UInt64"));
        for (int i = 1; i <= 10_001; i++) {
            b.appendLong(i == 10 ? 25_000_000L : i);
        }
        String out = render("Vertical", List.of("n"), types("UInt64"), Chunk.of(List.of(b.build())));
        assertThat(out).startsWith("Row 1:\n──────\nn: 1\n\nRow 2:\n");
        assertThat(out).contains("\nRow 9:\n───────\nn: 9\n");
        assertThat(out).contains("\nRow 10:\n───────\nn: 25000000 -- 25.00 million\n");
        assertThat(out).endsWith("\nRow 10000:\n──────────\nn: 10000\n\nShowed first 10000.\n");
        assertThat(out).doesNotContain("Row 10001");
    }

    @Test
    void nullFormatWritesNothing() {
        assertThat(render("Null")).isEmpty();
    }

    @Test
    void manyRowsStreamThroughTheBuffer() {
        ColumnBuilder b = ColumnBuilder.create(DataType.parse("String"));
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            String s = "value-" + i + "-" + "z".repeat(i % 17);
            b.appendValue(s);
            expected.add(s);
        }
        String out = render("TSV", List.of("s"), types("String"), Chunk.of(List.of(b.build())));
        assertThat(out.lines().toList()).isEqualTo(expected);
    }

    @Test
    void unknownFormat() {
        assertThat(OutputFormats.isSupported("PrettyCompact")).isTrue();
        assertThat(OutputFormats.isSupported("prettycompact")).isFalse();
        assertThatThrownBy(() -> OutputFormats.open("Parquet", new ByteArrayOutputStream()))
                .isInstanceOf(MergeLabException.class)
                .hasMessage("Unknown output format Parquet")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.UNKNOWN_FORMAT);
    }

    @Test
    void writeFailuresAreReported() {
        java.io.OutputStream broken = new java.io.OutputStream() {
            @Override
            public void write(int b) throws java.io.IOException {
                throw new java.io.IOException("pipe closed");
            }

            @Override
            public void write(byte[] b, int off, int len) throws java.io.IOException {
                throw new java.io.IOException("pipe closed");
            }
        };
        OutputFormat out = OutputFormats.open("TSV", broken);
        out.writeHeader(NAMES, TYPES);
        out.writeChunk(sample());
        assertThatThrownBy(() -> out.finish(SUMMARY))
                .isInstanceOf(MergeLabException.class)
                .hasMessage("Cannot write output: pipe closed")
                .extracting(e -> ((MergeLabException) e).code()).isEqualTo(ErrorCode.CANNOT_WRITE_TO_FILE_DESCRIPTOR);
    }
}
