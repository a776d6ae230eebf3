package io.mergelab.engine.roundtrip;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.type.DataType;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random schemas (every type, every codec, random granularity) and random rows: inserted through the
 * engine, the engine closed and reopened, read back with SELECT * — the values must be identical.
 */
class EngineRoundTripPropertyTest {
    private static final List<String> TYPES = List.of("UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Int32", "Int64",
            "Float32", "Float64", "Decimal(9, 3)", "Decimal(18, 6)", "Bool", "String", "FixedString(5)", "Date", "Date32",
            "DateTime", "DateTime64(3)", "UUID", "LowCardinality(String)", "Nullable(Int32)", "Nullable(String)",
            "Array(UInt16)", "Array(String)", "Array(Nullable(Float64))");
    private static final List<String> CODECS = List.of("", " CODEC(LZ4)", " CODEC(ZSTD(1))", " CODEC(ZSTD(7))", " CODEC(NONE)");

    record Schema(List<String> types, List<String> codecs, int granularity, long granularityBytes) {
    }

    @Provide
    Arbitrary<Schema> schemas() {
        Arbitrary<List<String>> types = Arbitraries.of(TYPES).list().ofMinSize(1).ofMaxSize(6);
        return Combinators.combine(types, Arbitraries.of(CODECS).list().ofSize(6), Arbitraries.of(1, 3, 64, 8192),
                Arbitraries.of(0L, 1024L, 10_485_760L)).as(Schema::new);
    }

    @Property(tries = 25)
    void insertedRowsReadBackIdenticallyAfterReopen(@ForAll("schemas") Schema schema, @ForAll long seed,
                                                     @ForAll("rowCounts") int rows) throws IOException {
        Path dir = Files.createTempDirectory("roundtrip-");
        try {
            List<DataType> types = schema.types().stream().map(DataType::parse).toList();
            List<String> names = new ArrayList<>();
            StringBuilder ddl = new StringBuilder("CREATE TABLE rt (");
            for (int i = 0; i < types.size(); i++) {
                names.add("c" + i);
                ddl.append(i > 0 ? ", " : "").append("c").append(i).append(' ').append(schema.types().get(i)).append(schema.codecs().get(i));
            }
            ddl.append(") ENGINE = MergeTree ORDER BY () SETTINGS index_granularity = ").append(schema.granularity())
                    .append(", index_granularity_bytes = ").append(schema.granularityBytes());
            List<List<Object>> expected = randomRows(types, rows, new Random(seed));
            try (Engine engine = Engine.open(dir)) {
                Session s = engine.newSession();
                s.execute(ddl.toString()).close();
                s.insert("rt", names, List.of(toChunk(types, expected)).iterator());
            }
            try (Engine engine = Engine.open(dir)) {
                try (QueryResult r = engine.newSession().execute("SELECT * FROM rt")) {
                    assertThat(r.rows()).as(ddl.toString()).isEqualTo(expected);
                }
            }
        } finally {
            try (Stream<Path> walk = Files.walk(dir)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    @Provide
    Arbitrary<Integer> rowCounts() {
        return Arbitraries.oneOf(Arbitraries.integers().between(1, 20), Arbitraries.integers().between(100, 20_000));
    }

    private static Chunk toChunk(List<DataType> types, List<List<Object>> rows) {
        List<ColumnBuilder> builders = types.stream().map(ColumnBuilder::create).toList();
        for (List<Object> row : rows) {
            for (int i = 0; i < row.size(); i++) {
                builders.get(i).appendValue(row.get(i));
            }
        }
        return new Chunk(builders.stream().map(ColumnBuilder::build).toList(), rows.size());
    }

    private static List<List<Object>> randomRows(List<DataType> types, int rows, Random random) {
        List<List<Object>> out = new ArrayList<>(rows);
        for (int r = 0; r < rows; r++) {
            List<Object> row = new ArrayList<>(types.size());
            for (DataType t : types) {
                row.add(RandomValues.of(t.name(), random));
            }
            out.add(row);
        }
        return out;
    }

    /** Random boxed values in the classes {@link io.mergelab.engine.column.Values} uses, extremes included. */
    static final class RandomValues {
        private RandomValues() {
        }

        static Object of(String type, Random r) {
            boolean extreme = r.nextInt(10) == 0;
            switch (type) {
                case "UInt8": return extreme ? 255L : (long) r.nextInt(256);
                case "UInt16": return extreme ? 65535L : (long) r.nextInt(65536);
                case "UInt32": return extreme ? 4294967295L : r.nextLong() & 0xFFFFFFFFL;
                case "UInt64": case "Int64": return extreme ? (r.nextBoolean() ? -1L : Long.MIN_VALUE) : r.nextLong();
                case "Int8": return extreme ? -128L : (long) (r.nextInt(256) - 128);
                case "Int16": return extreme ? 32767L : (long) (short) r.nextInt();
                case "Int32": return extreme ? (long) Integer.MIN_VALUE : (long) r.nextInt();
                case "Float32": return extreme ? (double) Float.MAX_VALUE : (double) (float) (r.nextGaussian() * 1e6);
                case "Float64": return extreme ? Double.NEGATIVE_INFINITY : r.nextGaussian() * 1e12;
                case "Decimal(9, 3)": return BigDecimal.valueOf(r.nextInt(999_999_999) - 499_999_999L, 3);
                case "Decimal(18, 6)": return BigDecimal.valueOf(r.nextLong() % 999_999_999_999_999_999L, 6);
                case "Bool": return r.nextBoolean();
                case "String": case "LowCardinality(String)": return randomString(r, extreme ? 3000 : 20);
                case "FixedString(5)": return fixed(r);
                case "Date": return LocalDate.ofEpochDay(extreme ? 65535 : r.nextInt(40000));
                case "Date32": return LocalDate.ofEpochDay(r.nextInt(200_000) - 25_567);
                case "DateTime": return Instant.ofEpochSecond(extreme ? 4294967295L : r.nextLong() & 0x7FFFFFFFL);
                case "DateTime64(3)": return Instant.ofEpochMilli(r.nextLong() % 10_000_000_000_000L);
                case "UUID": return new UUID(r.nextLong(), r.nextLong());
                case "Nullable(Int32)": return r.nextInt(3) == 0 ? null : (long) r.nextInt();
                case "Nullable(String)": return r.nextInt(3) == 0 ? null : randomString(r, 10);
                case "Array(UInt16)": return Stream.generate(() -> (Object) (long) r.nextInt(65536)).limit(r.nextInt(5)).collect(Collectors.toList());
                case "Array(String)": return Stream.generate(() -> (Object) randomString(r, 6)).limit(r.nextInt(4)).collect(Collectors.toList());
                case "Array(Nullable(Float64))":
                    return Stream.generate(() -> r.nextInt(4) == 0 ? null : (Object) r.nextDouble()).limit(r.nextInt(4)).collect(Collectors.toList());
                default: throw new IllegalArgumentException(type);
            }
        }

        private static String randomString(Random r, int maxLength) {
            int n = r.nextInt(maxLength + 1);
            StringBuilder sb = new StringBuilder(n);
            for (int i = 0; i < n; i++) {
                int kind = r.nextInt(20);
                sb.append(kind == 0 ? 'é' : kind == 1 ? '\t' : kind == 2 ? '\n' : (char) (32 + r.nextInt(95)));
            }
            return sb.toString();
        }

        /** FixedString values read back zero-padded, so generate exactly five ASCII characters. */
        private static String fixed(Random r) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 5; i++) {
                sb.append((char) ('a' + r.nextInt(26)));
            }
            return sb.toString();
        }
    }
}
