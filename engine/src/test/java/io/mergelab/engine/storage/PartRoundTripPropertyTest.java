package io.mergelab.engine.storage;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.Columns;
import io.mergelab.engine.storage.format.Directories;
import io.mergelab.engine.type.DataType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Random schemas, rows, codecs, granularity and part format (Wide, Compact) → write (in one or several chunks) → open the table from
 * disk with full verification → read everything and random mark ranges → identical columns.
 */
class PartRoundTripPropertyTest {

    private static final List<String> SCALARS = List.of("UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Int32",
            "Int64", "Float32", "Float64", "Decimal(9, 2)", "Decimal(18, 6)", "Bool", "String", "FixedString(3)",
            "FixedString(16)", "Date", "Date32", "DateTime", "DateTime('Europe/Berlin')", "DateTime64(3)", "DateTime64(9, 'UTC')", "UUID");

    @Provide
    Arbitrary<String> typeNames() {
        Arbitrary<String> scalar = Arbitraries.of(SCALARS);
        Arbitrary<String> nullable = scalar.map(s -> "Nullable(" + s + ")");
        Arbitrary<String> lowCardinality = Arbitraries.of("LowCardinality(String)", "LowCardinality(Nullable(String))",
                "LowCardinality(UInt32)");
        Arbitrary<String> array = Arbitraries.oneOf(scalar, nullable).map(s -> "Array(" + s + ")");
        Arbitrary<String> nestedArray = scalar.map(s -> "Array(Array(" + s + "))");
        return Arbitraries.oneOf(scalar, scalar, scalar, nullable, lowCardinality, array, nestedArray);
    }

    @Provide
    Arbitrary<Codec> codecs() {
        return Arbitraries.of(Codec.DEFAULT, new Codec(Codec.Kind.NONE, 0), new Codec(Codec.Kind.ZSTD, 1), new Codec(Codec.Kind.ZSTD, 5));
    }

    @Provide
    Arbitrary<PartSettings> settings() {
        Arbitrary<Long> granularity = Arbitraries.of(1L, 3L, 64L, 1000L, 8192L);
        Arbitrary<Long> granularityBytes = Arbitraries.of(0L, 1L, 100L, 4096L, 10L * 1024 * 1024);
        Arbitrary<int[]> blocks = Arbitraries.of(new int[] {16, 16}, new int[] {64, 256}, new int[] {1024, 4096},
                new int[] {65536, 1 << 20});
        // 0: every integer column with a zero is stored sparse (positions stream included), 1: none
        Arbitrary<Double> sparseRatio = Arbitraries.of(0.0, 0.5, 1.0);
        return Combinators.combine(granularity, granularityBytes, blocks, sparseRatio)
                .as((g, b, blk, ratio) -> new PartSettings(g, b, blk[0], blk[1]).withSparseRatio(ratio));
    }

    @Property(tries = 200)
    void writtenPartsReadBackIdentically(@ForAll @Size(min = 1, max = 5) List<@From("typeNames") String> typeNames,
                                         @ForAll @Size(min = 5, max = 5) List<@From("codecs") Codec> codecs,
                                         @ForAll("settings") PartSettings settings,
                                         @ForAll @IntRange(min = 1, max = 5000) int rows,
                                         @ForAll @IntRange(min = 1, max = 4) int chunks,
                                         @ForAll PartFormat format,
                                         @ForAll long seed) throws IOException {
        Random random = new Random(seed);
        List<PartColumn> columns = new ArrayList<>();
        List<Column> data = new ArrayList<>();
        for (int i = 0; i < typeNames.size(); i++) {
            DataType type = DataType.parse(typeNames.get(i));
            columns.add(new PartColumn("c" + i + (i == 1 ? " with space" : ""), type, codecs.get(i)));
            data.add(TestColumns.random(type, rows, random));
        }
        Column key = data.get(0);
        int minMaxColumn = firstScalarColumn(columns);
        List<String> minMaxNames = minMaxColumn < 0 ? List.of() : List.of(columns.get(minMaxColumn).name());
        Path tableDir = Files.createTempDirectory("roundtrip");
        try {
            PartSpec spec = new PartSpec(tableDir, PartName.forInsert("all", 1), columns, List.of(key.type()),
                    PartitionValue.NONE, minMaxNames, settings, PartSpec.Purpose.INSERT);
            DataPart written;
            try (PartWriter writer = PartWriter.create(spec, GranuleListener.NONE, format)) {
                int from = 0;
                for (int c = 0; c < chunks; c++) {
                    int to = c == chunks - 1 ? rows : Math.min(rows, from + random.nextInt(rows + 1));
                    Chunk chunk = new Chunk(data.stream().map(d -> d.slice(0, rows)).toList(), rows).slice(from, to - from);
                    writer.write(chunk, List.of(chunk.column(0)));
                    from = to;
                }
                written = writer.commit();
            }
            LoadedTable table = TableStorage.open(tableDir, columns, true);
            assertThat(table.brokenParts()).isEmpty();
            assertThat(table.parts()).hasSize(1);
            DataPart part = table.parts().get(0);
            assertThat(part.rows()).isEqualTo(rows);
            assertThat(part.format()).isEqualTo(format);
            assertThat(part.marks()).isEqualTo(written.marks()).isEqualTo(part.granules() + 1);
            for (int g = 0; g < part.granules(); g++) {
                assertThat(part.granuleRows(g)).isEqualTo(written.granuleRows(g)).isBetween(1, (int) settings.indexGranularity());
            }
            assertPrimaryIndex(part, key);
            if (minMaxColumn >= 0) {
                assertMinMax(part.minMax().get(0), data.get(minMaxColumn));
            }

            List<String> names = columns.stream().map(PartColumn::name).toList();
            List<Chunk> chunksRead = new ArrayList<>();
            try (PartReadStream stream = PartReader.readAll(part, names, 1 + random.nextInt(9000))) {
                stream.forEachRemaining(chunksRead::add);
            }
            Chunk all = Columns.concatChunks(chunksRead);
            for (int i = 0; i < columns.size(); i++) {
                TestColumns.assertSame(data.get(i), all.column(i), columns.get(i).name());
            }

            int begin = random.nextInt(part.granules());
            int end = begin + 1 + random.nextInt(part.granules() - begin);
            List<Integer> reversed = new ArrayList<>(names.size());
            for (int i = names.size() - 1; i >= 0; i--) {
                reversed.add(i);
            }
            try (PartColumnsReader reader = PartReader.open(part, reversed.stream().map(names::get).toList())) {
                Chunk range = reader.read(begin, end);
                int start = (int) part.markStartRow(begin);
                int length = (int) part.rows(new MarkRange(begin, end));
                for (int j = 0; j < reversed.size(); j++) {
                    TestColumns.assertSame(data.get(reversed.get(j)).slice(start, length), range.column(j), names.get(reversed.get(j)));
                }
            }
        } finally {
            Directories.deleteRecursively(tableDir);
        }
    }

    private static int firstScalarColumn(List<PartColumn> columns) {
        for (int i = 0; i < columns.size(); i++) {
            DataType t = columns.get(i).type().unwrapLowCardinality();
            if (t instanceof io.mergelab.engine.type.NullableType n) {
                t = n.nested();
            }
            if (t.representation() != DataType.Representation.ARRAY) {
                return i;
            }
        }
        return -1;
    }

    /** Min/max must equal a naive scan over the non-NULL, non-NaN values. */
    private static void assertMinMax(MinMaxIndex index, Column values) {
        int min = -1;
        int max = -1;
        for (int r = 0; r < values.size(); r++) {
            if (ValueComparator.comparable(values, r)) {
                min = min < 0 || ValueComparator.compare(values, r, values, min) < 0 ? r : min;
                max = max < 0 || ValueComparator.compare(values, r, values, max) > 0 ? r : max;
            }
        }
        if (min < 0) {
            assertThat(index.hasValues()).isFalse();
            return;
        }
        TestColumns.assertSame(values.slice(min, 1), index.values().slice(0, 1), "min");
        TestColumns.assertSame(values.slice(max, 1), index.values().slice(1, 1), "max");
    }

    private static void assertPrimaryIndex(DataPart part, Column key) {
        PrimaryIndex index = part.primaryIndex();
        assertThat(index.size()).isEqualTo(part.marks());
        Column entries = index.columns().get(0);
        for (int m = 0; m < part.granules(); m++) {
            TestColumns.assertSame(key.slice((int) part.markStartRow(m), 1), entries.slice(m, 1), "index entry " + m);
        }
        TestColumns.assertSame(key.slice(key.size() - 1, 1), entries.slice(part.granules(), 1), "final index entry");
    }
}
