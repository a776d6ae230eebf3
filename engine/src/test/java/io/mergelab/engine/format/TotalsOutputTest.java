package io.mergelab.engine.format;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.QuerySummary;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.type.DataType;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The totals row of WITH TOTALS in each output format, laid out as ClickHouse's formats write it. */
class TotalsOutputTest {
    private static final List<String> NAMES = List.of("k", "c");
    private static final List<DataType> TYPES = List.of(DataType.parse("String"), DataType.parse("UInt64"));
    private static final QuerySummary SUMMARY = new QuerySummary("q1", 7, 56, 0, 0, 2, 1_000_000, 4096);

    private static Column column(String type, Object... values) {
        ColumnBuilder b = ColumnBuilder.create(DataType.parse(type));
        for (Object v : values) {
            b.appendValue(v);
        }
        return b.build();
    }

    private static final Chunk ROWS = Chunk.of(List.of(column("String", "a", "b"), column("UInt64", 3L, 4L)));
    private static final Chunk TOTALS = Chunk.of(List.of(column("String", ""), column("UInt64", 7L)));

    private static String render(String format, boolean withTotals) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        OutputFormat out = OutputFormats.open(format, bytes);
        out.writeHeader(NAMES, TYPES);
        out.writeChunk(ROWS);
        if (withTotals) {
            out.writeTotals(TOTALS);
        }
        out.finish(SUMMARY);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void tabSeparatedWritesAnEmptyLineThenTheTotalsRow() {
        assertThat(render("TabSeparated", true)).isEqualTo("a\t3\nb\t4\n\n\t7\n");
        assertThat(render("TSVWithNames", true)).isEqualTo("k\tc\na\t3\nb\t4\n\n\t7\n");
        assertThat(render("TSVRaw", true)).isEqualTo("a\t3\nb\t4\n\n\t7\n");
    }

    @Test
    void csvWritesAnEmptyLineThenTheTotalsRow() {
        assertThat(render("CSV", true)).isEqualTo("\"a\",3\n\"b\",4\n\n\"\",7\n");
        assertThat(render("CSVWithNames", true)).isEqualTo("\"k\",\"c\"\n\"a\",3\n\"b\",4\n\n\"\",7\n");
    }

    @Test
    void jsonWritesATotalsObjectAfterTheData() {
        String out = render("JSON", true);
        assertThat(out).contains("\t\t{\n\t\t\t\"k\": \"b\",\n\t\t\t\"c\": \"4\"\n\t\t}\n\t],\n\n"
                + "\t\"totals\":\n\t{\n\t\t\"k\": \"\",\n\t\t\"c\": \"7\"\n\t},\n\n\t\"rows\": 2,\n\n\t\"statistics\":");
    }

    @Test
    void jsonCompactWritesATotalsArrayAfterTheData() {
        assertThat(render("JSONCompact", true)).contains("\t\t[\"b\", \"4\"]\n\t],\n\n\t\"totals\": [\"\", \"7\"],\n\n"
                + "\t\"rows\": 2,");
    }

    @Test
    void jsonWithoutTotalsIsUnchanged() {
        assertThat(render("JSON", false)).contains("\t\t}\n\t],\n\n\t\"rows\": 2,").doesNotContain("totals");
    }

    @Test
    void jsonEachRowAndNullIgnoreTotals() {
        assertThat(render("JSONEachRow", true)).isEqualTo(render("JSONEachRow", false))
                .isEqualTo("{\"k\":\"a\",\"c\":\"3\"}\n{\"k\":\"b\",\"c\":\"4\"}\n");
        assertThat(render("Null", true)).isEmpty();
    }

    @Test
    void prettyCompactPrintsTotalsAsASecondTable() {
        assertThat(render("PrettyCompact", true)).isEqualTo("""
                ┌─k─┬─c─┐
                │ a │ 3 │
                │ b │ 4 │
                └───┴───┘

                Totals:
                ┌─k─┬─c─┐
                │   │ 7 │
                └───┴───┘
                """);
    }

    @Test
    void prettyPrintsTotalsAsASecondTable() {
        assertThat(render("Pretty", true)).isEqualTo("""
                ┏━━━┳━━━┓
                ┃ k ┃ c ┃
                ┡━━━╇━━━┩
                │ a │ 3 │
                ├───┼───┤
                │ b │ 4 │
                └───┴───┘

                Totals:
                ┏━━━┳━━━┓
                ┃ k ┃ c ┃
                ┡━━━╇━━━┩
                │   │ 7 │
                └───┴───┘
                """);
    }

    @Test
    void verticalPrintsATotalsSection() {
        assertThat(render("Vertical", true)).isEqualTo("""
                Row 1:
                ──────
                k: a
                c: 3

                Row 2:
                ──────
                k: b
                c: 4


                Totals:
                ───────
                k:\s
                c: 7
                """);
    }
}
