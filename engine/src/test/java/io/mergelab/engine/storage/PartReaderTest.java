package io.mergelab.engine.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.Column;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PartReaderTest {
    @TempDir
    Path dir;

    @Test
    void chunksAreWholeGranulesUpToMaxBlockRows() {
        DataPart part = TestParts.write(dir, "all_1_1_0", 0, 100);
        List<MarkRange> seen = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        try (PartReadStream stream = PartReader.readAll(part, List.of("id"), 25)) {
            while (stream.hasNext()) {
                sizes.add(stream.next().rows());
                seen.add(stream.lastRange());
            }
            assertThat(stream.stats().rows()).isEqualTo(100);
        }
        assertThat(sizes).containsExactly(20, 20, 20, 20, 20);
        assertThat(seen.get(1)).isEqualTo(new MarkRange(2, 4));
        try (PartReadStream stream = PartReader.readAll(part, List.of("id"), 1)) {
            assertThat(stream.next().rows()).as("at least one granule per chunk").isEqualTo(10);
        }
    }

    @Test
    void readsSelectedRangesInOrder() {
        DataPart part = TestParts.write(dir, "all_1_1_0", 0, 100);
        List<Long> ids = new ArrayList<>();
        try (PartReadStream stream = PartReader.read(part, List.of("s", "id"),
                List.of(new MarkRange(1, 3), new MarkRange(3, 3), new MarkRange(7, 8)), 1000)) {
            stream.forEachRemaining(c -> {
                for (long id : TestParts.ids(c.column(1))) {
                    ids.add(id);
                }
                assertThat(TestParts.string(c.column(0), 0)).isEqualTo("v" + TestParts.ids(c.column(1))[0]);
            });
        }
        assertThat(ids).hasSize(30).startsWith(10L, 11L).endsWith(78L, 79L);
        assertThat(ids.get(20)).isEqualTo(70);
    }

    @Test
    void repeatedAndNoColumns() {
        DataPart part = TestParts.write(dir, "all_1_1_0", 0, 15);
        try (PartColumnsReader reader = PartReader.open(part, List.of("id", "id"))) {
            Chunk c = reader.read(0, 2);
            assertThat(TestParts.ids(c.column(1))).isEqualTo(TestParts.ids(c.column(0))).hasSize(15);
        }
        try (PartColumnsReader reader = PartReader.open(part, List.of())) {
            Chunk c = reader.read(1, 2);
            assertThat(c.rows()).isEqualTo(5);
            assertThat(c.columnCount()).isZero();
        }
    }

    @Test
    void unknownColumnAndBadRangesFail() {
        DataPart part = TestParts.write(dir, "all_1_1_0", 0, 15);
        assertThatThrownBy(() -> PartReader.open(part, List.of("nope")))
                .isInstanceOfSatisfying(MergeLabException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.NO_SUCH_COLUMN_IN_TABLE);
                    assertThat(e.getMessage()).isEqualTo("There is no column nope in part all_1_1_0");
                });
        assertThatThrownBy(() -> PartReader.read(part, List.of("id"), List.of(new MarkRange(0, 3)), 10))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.ARGUMENT_OUT_OF_BOUND));
        try (PartColumnsReader reader = PartReader.open(part, List.of("id"))) {
            assertThatThrownBy(() -> reader.read(2, 3))
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.ARGUMENT_OUT_OF_BOUND));
        }
    }

    @Test
    void statsCountBlockBytes() {
        List<PartColumn> columns = List.of(new PartColumn("id", IntegerType.UINT64, new Codec(Codec.Kind.NONE, 0)));
        Chunk rows = new Chunk(List.of(TestParts.rows(0, 1000).column(0)), 1000);
        DataPart part = PartWriter.write(dir, PartName.forInsert("all", 1), columns, rows, List.of(), List.of(),
                PartitionValue.NONE, List.of(), new PartSettings(100, 0, 1024, 4096));
        try (PartReadStream stream = PartReader.readAll(part, List.of("id"), 10_000)) {
            stream.next();
            ReadStats stats = stream.stats();
            assertThat(stats.rows()).isEqualTo(1000);
            assertThat(stats.uncompressedBytes()).isEqualTo(8000);
            assertThat(stats.compressedBytes()).isEqualTo(part.dataCompressedBytes());
            assertThat(part.dataUncompressedBytes()).isEqualTo(8000);
            // 800-byte granules; a block closes at the first granule start with at least 1024 bytes: 5 blocks of 1600
            assertThat(stats.compressedBytes() - stats.uncompressedBytes()).as("block headers").isEqualTo(17L * 5);
        }
    }

    /**
     * Strings of every codec over blocks of about 1 KiB: a read spanning whole compressed blocks decompresses them
     * straight into the column (raw blocks are copied from the read window), a later jump back into such a block
     * reads it again, and a read that starts or ends inside a block goes through the reader's buffer.
     */
    @Test
    void stringsReadBackAcrossWholeAndPartialBlocksOfEveryCodec() {
        for (Codec codec : List.of(Codec.DEFAULT, new Codec(Codec.Kind.ZSTD, 1), new Codec(Codec.Kind.NONE, 0))) {
            List<PartColumn> columns = List.of(new PartColumn("id", IntegerType.UINT64, codec),
                    new PartColumn("s", StringType.INSTANCE, codec));
            Chunk rows = TestParts.rows(0, 2000);
            DataPart part = PartWriter.write(dir.resolve(codec.toString()), PartName.forInsert("all", 1), columns, rows,
                    List.of(), List.of(), PartitionValue.NONE, List.of(), new PartSettings(50, 0, 1024, 4096));
            try (PartColumnsReader reader = PartReader.open(part, List.of("s"))) {
                assertStrings(reader.read(0, 40), 0, 2000, codec);
                assertStrings(reader.read(39, 40), 1950, 50, codec);
                assertStrings(reader.read(3, 5), 150, 100, codec);
                assertStrings(reader.read(5, 11), 250, 300, codec);
            }
        }
    }

    private static void assertStrings(Chunk chunk, long first, int count, Codec codec) {
        assertThat(chunk.rows()).isEqualTo(count);
        for (int i = 0; i < count; i++) {
            assertThat(TestParts.string(chunk.column(0), i)).as("%s row %d", codec, first + i).isEqualTo("v" + (first + i));
        }
    }

    /**
     * Once a reader of the part handle has checked every block, a sparse read of two strings (their lengths known, as a
     * size step knows them) passes over the other blocks without reading them: raw blocks give only the bytes wanted,
     * compressed ones are decompressed only where a wanted row is.
     */
    @Test
    void sparseStringReadsOfVerifiedBlocksReadOnlyTheBlocksTheyNeed() {
        for (Codec codec : List.of(Codec.DEFAULT, new Codec(Codec.Kind.NONE, 0))) {
            List<PartColumn> columns = List.of(new PartColumn("id", IntegerType.UINT64, codec),
                    new PartColumn("s", StringType.INSTANCE, codec));
            int count = 20_000;
            DataPart part = PartWriter.write(dir.resolve(codec.toString()), PartName.forInsert("all", 1), columns,
                    TestParts.rows(0, count), List.of(), List.of(), PartitionValue.NONE, List.of(),
                    new PartSettings(50, 0, 1024, 4096));
            long whole;
            try (PartColumnsReader reader = PartReader.open(part, List.of("s"))) {
                assertStrings(reader.read(0, part.granules()), 0, count, codec);
                whole = reader.stats().compressedBytes();
            }
            long[] lengths = new long[count];
            for (int i = 0; i < count; i++) {
                lengths[i] = ("v" + i).length();
            }
            try (PartColumnsReader reader = PartReader.open(part, List.of("s"))) {
                Chunk two = reader.readStringRows(0, part.granules(), lengths, 0, new int[] {7, 15_000}, 2);
                assertThat(TestParts.string(two.column(0), 0)).isEqualTo("v7");
                assertThat(TestParts.string(two.column(0), 1)).isEqualTo("v15000");
                assertThat(reader.stats().compressedBytes()).as("%s: bytes read of %d", codec, whole)
                        .isLessThan(whole / 10);
            }
        }
    }

    @Test
    void aGranuleInsideABlockIsReadWithoutDecompressingOtherBlocks() {
        DataPart part = TestParts.write(dir, "all_1_1_0", 0, 100);
        try (PartColumnsReader reader = PartReader.open(part, List.of("id"))) {
            assertThat(TestParts.ids(reader.read(5, 6).column(0))).startsWith(50, 51);
            long once = reader.stats().uncompressedBytes();
            assertThat(once).as("the whole column is one small block").isEqualTo(800);
            assertThat(TestParts.ids(reader.read(2, 3).column(0))).startsWith(20);
            assertThat(reader.stats().uncompressedBytes()).as("same block reused").isEqualTo(once);
        }
    }

    @Test
    void tupleColumnsAndAwkwardNamesRoundTrip() throws Exception {
        DataType tuple = DataType.parse("Tuple(UInt8, Array(String))");
        List<PartColumn> columns = List.of(new PartColumn("t", tuple), new PartColumn("a.b", IntegerType.UINT8),
                new PartColumn("A", IntegerType.UINT8), new PartColumn("a", IntegerType.UINT8),
                new PartColumn("ü".repeat(80), IntegerType.UINT8));
        ColumnBuilder t = ColumnBuilder.create(tuple);
        t.appendValue(List.of(1L, List.of("x", "")));
        t.appendValue(List.of(2L, List.of()));
        List<Column> data = new ArrayList<>();
        data.add(t.build());
        for (int i = 1; i < columns.size(); i++) {
            data.add(io.mergelab.engine.column.LongColumn.of(IntegerType.UINT8, i, 10 + i));
        }
        DataPart part = PartWriter.write(dir, PartName.forInsert("all", 1), columns, new Chunk(data, 2), List.of(), List.of(),
                PartitionValue.NONE, List.of(), PartSettings.DEFAULT);
        assertThat(Files.exists(part.path().resolve("t.2.size0.bin"))).isTrue();
        assertThat(Files.exists(part.path().resolve("t.2.size.bin"))).isTrue();
        assertThat(Files.exists(part.path().resolve("a%2Eb.bin"))).isTrue();
        assertThat(Files.exists(part.path().resolve("A.bin"))).isTrue();
        assertThat(Files.list(part.path()).map(p -> p.getFileName().toString()).filter(n -> n.matches("[0-9a-f]{32}\\.bin")))
                .as("the lower-case 'a' and the long name get hashed file names").hasSize(2);
        DataPart loaded = TableStorage.open(dir, columns, true).parts().get(0);
        try (PartColumnsReader reader = PartReader.open(loaded, columns.stream().map(PartColumn::name).toList())) {
            Chunk c = reader.read(0, 1);
            for (int i = 0; i < columns.size(); i++) {
                TestColumns.assertSame(data.get(i), c.column(i), columns.get(i).name());
            }
            assertThat(c.column(0).get(0)).isEqualTo(List.of(1L, List.of("x", "")));
        }
    }
}
