package io.mergelab.engine.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Native format written by the engine and read back, whole and for a subset of its columns. */
class NativeFormatTest {
    private static final String ALL_TYPES = "SELECT toUInt8(number) AS u8, toInt16(-number) AS i16, toUInt64(number) * 1000000007 AS u64, "
            + "toInt64(number) - 5 AS i64, toFloat32(number) / 4 AS f32, number / 3 AS f64, toDate('2024-02-28') + number AS d, "
            + "toDateTime('2024-02-28 23:59:58', 'UTC') + number AS dt, toDateTime64('2024-01-01 00:00:00.125', 3, 'UTC') AS dt64, "
            + "repeat('é', number) AS s, toFixedString('ab', 3) AS fs, number % 2 = 1 AS b, "
            + "CAST(if(number % 2 = 0, 'x', 'y'), 'Enum8(\\'x\\' = -1, \\'y\\' = 2)') AS e FROM numbers(5)";

    private final Engine engine = Engine.inMemory();
    private final Session session = engine.newSession();

    @AfterEach
    void close() {
        engine.close();
    }

    private byte[] native_(String sql) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        session.execute(sql).writeTo("Native", out);
        return out.toByteArray();
    }

    private static List<String> read(byte[] data, List<String> names, List<DataType> types, List<String> wanted) {
        return read(data, names, types, wanted, 1000);
    }

    private static List<String> read(byte[] data, List<String> names, List<DataType> types, List<String> wanted,
                                     int maxRows) {
        List<String> rows = new ArrayList<>();
        try (InputFormat input = InputFormats.open("Native", new ByteArrayInputStream(data), names, types, wanted)) {
            assertThat(input.columns()).isEqualTo(wanted);
            Optional<Chunk> chunk;
            while ((chunk = input.next(maxRows)).isPresent()) {
                Chunk c = chunk.get();
                assertThat(c.rows()).isPositive().isLessThanOrEqualTo(maxRows);
                for (int r = 0; r < c.rows(); r++) {
                    StringBuilder sb = new StringBuilder();
                    for (int i = 0; i < c.columnCount(); i++) {
                        sb.append(i > 0 ? "\t" : "");
                        TextValues.format(c.column(i), r, sb);
                    }
                    rows.add(sb.toString());
                }
            }
        }
        return rows;
    }

    private List<String> tsv(String sql) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        session.execute(sql).writeTo("TSVRaw", out);
        return Arrays.asList(out.toString(StandardCharsets.UTF_8).split("\n"));
    }

    /** Reads the Native output of {@link #ALL_TYPES} for the columns {@code wanted} (all when null). */
    private List<String> readAllTypes(List<String> wanted) {
        QueryResult shape = session.execute(ALL_TYPES);
        List<String> names = shape.columnNames();
        List<DataType> types = shape.columnTypes();
        shape.close();
        return read(native_(ALL_TYPES), names, types, wanted == null ? names : wanted);
    }

    @Test
    void everyImplementedTypeReadsBackAsWritten() {
        assertThat(readAllTypes(null)).isEqualTo(tsv(ALL_TYPES));
    }

    @Test
    void aSubsetOfColumnsIsReadAndTheOthersPassedOver() {
        assertThat(readAllTypes(List.of("u64", "s", "e"))).isEqualTo(tsv("SELECT u64, s, e FROM (" + ALL_TYPES + ")"));
    }

    @Test
    void blocksConcatenate() {
        byte[] first = native_("SELECT number AS n, toString(number) AS s FROM numbers(3)");
        byte[] second = native_("SELECT number + 3 AS n, toString(number + 3) AS s FROM numbers(2)");
        byte[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        List<DataType> types = List.of(DataType.parse("UInt64"), DataType.parse("String"));
        assertThat(read(both, List.of("n", "s"), types, List.of("s"))).containsExactly("0", "1", "2", "3", "4");
        // a block larger than the reader asks for comes in slices of at most that many rows
        assertThat(read(both, List.of("n", "s"), types, List.of("n", "s"), 2))
                .containsExactly("0\t0", "1\t1", "2\t2", "3\t3", "4\t4");
    }

    @Test
    void aTruncatedBlockIsAnErrorAndSoIsAnUnimplementedType() {
        byte[] data = native_("SELECT number AS n, toString(number) AS s FROM numbers(3)");
        byte[] cut = Arrays.copyOf(data, data.length - 2);
        List<DataType> types = List.of(DataType.parse("UInt64"), DataType.parse("String"));
        assertThatThrownBy(() -> read(cut, List.of("n", "s"), types, List.of("n")))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_READ_ALL_DATA))
                .hasMessageContaining("ends inside a block");
        assertThatThrownBy(() -> native_("SELECT [1, 2] AS a"))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.NOT_IMPLEMENTED))
                .hasMessageContaining("Native format is not implemented for type Array(UInt8)");
    }
}
