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
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Map and Enum values in the output formats (as ClickHouse prints them) and read back by the input formats. */
class MapAndEnumFormatsTest {
    private static final String ENUM = "Enum8('a\\'b' = -1, 'on' = 1)";
    private static final List<String> NAMES = List.of("m", "e", "n");
    private static final List<DataType> TYPES = List.of(DataType.parse("Map(String, UInt64)"), DataType.parse(ENUM),
            DataType.parse("Map(Int32, Array(" + ENUM + "))"));
    private static final QuerySummary SUMMARY = new QuerySummary("q", 2, 16, 0, 0, 2, 1_000, 0);

    private static Column column(DataType type, Object... values) {
        ColumnBuilder b = ColumnBuilder.create(type);
        for (Object v : values) {
            b.appendValue(v);
        }
        return b.build();
    }

    private static Map<Object, Object> map(Object... kv) {
        Map<Object, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }

    private static Chunk sample() {
        return Chunk.of(List.of(
                column(TYPES.get(0), map("a", 1L, "it's", 2L), map()),
                column(TYPES.get(1), "on", "a'b"),
                column(TYPES.get(2), map(-5L, List.of("on", "a'b")), map(7L, List.of()))));
    }

    private static String render(String format) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        OutputFormat out = OutputFormats.open(format, bytes);
        out.writeHeader(NAMES, TYPES);
        out.writeChunk(sample());
        out.finish(SUMMARY);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void tabSeparatedWritesMapsInBracesAndEnumNames() {
        // composite values keep their quoted text form, unescaped by TSV (as ClickHouse writes them); names are escaped
        assertThat(render("TSV")).isEqualTo("{'a':1,'it\\'s':2}\ton\t{-5:['on','a\\'b']}\n"
                + "{}\ta\\'b\t{7:[]}\n");
    }

    @Test
    void csvQuotesMapsAndEnumNames() {
        assertThat(render("CSV")).isEqualTo("\"{'a':1,'it\\'s':2}\",\"on\",\"{-5:['on','a\\'b']}\"\n"
                + "\"{}\",\"a'b\",\"{7:[]}\"\n");
    }

    @Test
    void jsonWritesMapsAsObjectsAndEnumsAsStrings() {
        assertThat(render("JSONEachRow")).isEqualTo("{\"m\":{\"a\":\"1\",\"it's\":\"2\"},\"e\":\"on\",\"n\":{\"-5\":[\"on\",\"a'b\"]}}\n"
                + "{\"m\":{},\"e\":\"a'b\",\"n\":{\"7\":[]}}\n");
        assertThat(render("JSON")).contains("\"type\": \"Map(String, UInt64)\"").contains("\"m\": {\"a\":\"1\",\"it's\":\"2\"}");
    }

    @Test
    void prettyShowsTheTextForm() {
        assertThat(render("PrettyCompact")).contains("{'a':1,'it\\'s':2}").contains("a'b").contains("{-5:['on','a\\'b']}");
    }

    @Test
    void inputFormatsReadWhatOutputFormatsWrite() {
        for (String format : List.of("TSV", "CSV", "JSONEachRow")) {
            byte[] text = render(format).getBytes(StandardCharsets.UTF_8);
            Chunk read = readAll(format, text);
            assertThat(read.rows()).as(format).isEqualTo(2);
            for (int c = 0; c < 3; c++) {
                for (int r = 0; r < 2; r++) {
                    assertThat(read.column(c).get(r)).as(format + " column " + c).isEqualTo(sample().column(c).get(r));
                }
            }
        }
    }

    @Test
    void enumsAlsoReadTheirCodes() {
        Chunk read = readAll("TSV", "{}\t1\t{}\n{}\t-1\t{}\n".getBytes(StandardCharsets.UTF_8));
        assertThat(List.of(read.column(1).get(0), read.column(1).get(1))).containsExactly("on", "a'b");
        assertThatThrownBy(() -> readAll("TSV", "{}\t2\t{}\n".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_ELEMENT_OF_ENUM));
    }

    @Test
    void unknownEnumNamesAndBrokenMapsAreErrors() {
        assertThatThrownBy(() -> readAll("TSV", "{}\toff\t{}\n".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_ELEMENT_OF_ENUM));
        assertThatThrownBy(() -> readAll("TSV", "{'a' 1}\ton\t{}\n".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(MergeLabException.class).hasMessageContaining("Cannot read Map from text");
        assertThatThrownBy(() -> readAll("JSONEachRow", "{\"m\":[1],\"e\":\"on\",\"n\":{}}\n".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(MergeLabException.class).hasMessageContaining("expected a JSON object");
    }

    private static Chunk readAll(String format, byte[] text) {
        try (InputFormat input = InputFormats.open(format, new ByteArrayInputStream(text), NAMES, TYPES)) {
            return input.next(1000).orElseThrow();
        } catch (Exception e) {
            throw e instanceof RuntimeException r ? r : new IllegalStateException(e);
        }
    }
}
