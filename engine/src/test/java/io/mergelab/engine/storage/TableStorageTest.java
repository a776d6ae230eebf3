package io.mergelab.engine.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.storage.serial.LittleEndian;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DateType;
import io.mergelab.engine.type.IntegerType;
import io.mergelab.engine.type.StringType;
import io.mergelab.engine.storage.format.Checksums;
import io.mergelab.engine.storage.format.FileChecksum;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jpountz.xxhash.XXHashFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TableStorageTest {
    @TempDir
    Path dir;

    private static void flipByte(Path file, long position) throws Exception {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.seek(position);
            int b = f.read();
            f.seek(position);
            f.write(b ^ 0x40);
        }
    }

    @Test
    void flippedByteInDataIsCaughtWhenRead() throws Exception {
        DataPart part = TestParts.write(dir, "all_1_1_0", 0, 100);
        flipByte(part.path().resolve("s.bin"), Files.size(part.path().resolve("s.bin")) - 3);
        MergeLabException e = TestParts.readAllFails(TableStorage.open(dir, TestParts.COLUMNS).parts().get(0));
        assertThat(e.code()).isEqualTo(ErrorCode.CHECKSUM_DOESNT_MATCH);
        assertThat(e.getMessage()).startsWith("Checksum doesn't match: corrupted data").contains("in part all_1_1_0, file s.bin");
    }

    @Test
    void flippedByteInBlockHeaderIsAChecksumMismatchToo() throws Exception {
        DataPart part = TestParts.write(dir, "all_1_1_0", 0, 100);
        for (int position : new int[] {0, 8, 10, 14}) {
            Path copy = dir.resolve("copy" + position);
            DataPart p = TestParts.write(copy, "all_1_1_0", 0, 100);
            flipByte(p.path().resolve("id.bin"), position);
            assertThat(TestParts.readAllFails(p).code()).as("byte " + position).isEqualTo(ErrorCode.CHECKSUM_DOESNT_MATCH);
        }
        assertThat(part.rows()).isEqualTo(100);
    }

    @Test
    void garbledPayloadWithValidChecksumCannotBeDecompressed() throws Exception {
        List<PartColumn> columns = List.of(new PartColumn("id", IntegerType.UINT64), new PartColumn("s", StringType.INSTANCE));
        Chunk rows = new Chunk(List.of(new LongColumn(IntegerType.UINT64, new long[1000], 1000), TestParts.rows(0, 1000).column(1)), 1000);
        DataPart part = PartWriter.write(dir, PartName.forInsert("all", 1), columns, rows, List.of(), List.of(),
                PartitionValue.NONE, List.of(), PartSettings.DEFAULT);
        Path bin = part.path().resolve("id.bin");
        byte[] data = Files.readAllBytes(bin);
        assertThat(data[8]).as("zeros compress with LZ4").isEqualTo((byte) 0x82);
        int payload = LittleEndian.getInt(data, 9);
        for (int i = 17; i < 17 + payload; i++) {
            data[i] = (byte) 0xFF;
        }
        LittleEndian.putLong(data, 0, XXHashFactory.fastestInstance().hash64().hash(data, 8, 9 + payload, 0));
        Files.write(bin, data);
        try (PartColumnsReader reader = PartReader.open(part, List.of("id"))) {
            assertThatThrownBy(() -> reader.read(0, 1))
                    .isInstanceOfSatisfying(MergeLabException.class, e -> {
                        assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_DECOMPRESS);
                        assertThat(e.getMessage()).contains("in part all_1_1_0, file id.bin");
                    });
        }
    }

    @Test
    void corruptMarksAreCaughtWhenLoaded() throws Exception {
        DataPart part = TestParts.write(dir, "all_1_1_0", 0, 100);
        flipByte(part.path().resolve("s.size.mrk2"), 30);
        MergeLabException e = TestParts.readAllFails(TableStorage.open(dir, TestParts.COLUMNS).parts().get(0));
        assertThat(e.code()).isEqualTo(ErrorCode.CHECKSUM_DOESNT_MATCH);
        assertThat(e.getMessage()).contains("file s.size.mrk2");
    }

    @Test
    void fullVerificationMovesPartsWithCorruptDataToDetached() throws Exception {
        TestParts.write(dir, "all_1_1_0", 0, 100);
        TestParts.write(dir, "all_2_2_0", 100, 100);
        flipByte(dir.resolve("all_1_1_0").resolve("id.bin"), 40);

        assertThat(TableStorage.open(dir, TestParts.COLUMNS, false).parts()).as("data files are not hashed by default").hasSize(2);

        LoadedTable table = TableStorage.open(dir, TestParts.COLUMNS, true);
        assertThat(table.parts()).extracting(DataPart::name).containsExactly("all_2_2_0");
        assertThat(table.brokenParts()).singleElement().satisfies(b -> {
            assertThat(b.name()).isEqualTo("all_1_1_0");
            assertThat(b.detachedPath()).isEqualTo(dir.resolve("detached/broken-on-start_all_1_1_0"));
            assertThat(b.reason()).contains("CHECKSUM_DOESNT_MATCH").contains("id.bin");
        });
        assertThat(dir.resolve("detached/broken-on-start_all_1_1_0/id.bin")).exists();
        assertThat(dir.resolve("all_1_1_0")).doesNotExist();
        assertThat(table.maxBlockNumber()).isEqualTo(2);
    }

    @Test
    void truncatedOrMissingFilesBreakOnlyTheirPart() throws Exception {
        TestParts.write(dir, "all_1_1_0", 0, 50);
        TestParts.write(dir, "all_2_2_0", 50, 50);
        TestParts.write(dir, "all_3_3_0", 100, 50);
        TestParts.write(dir, "all_4_4_0", 150, 50);
        try (RandomAccessFile f = new RandomAccessFile(dir.resolve("all_1_1_0/s.bin").toFile(), "rw")) {
            f.setLength(f.length() - 1);
        }
        Files.delete(dir.resolve("all_2_2_0/columns.txt"));
        Files.writeString(dir.resolve("all_3_3_0/count.txt"), "51");
        Files.delete(dir.resolve("all_4_4_0/checksums.txt"));

        LoadedTable table = TableStorage.open(dir, TestParts.COLUMNS);
        assertThat(table.parts()).isEmpty();
        assertThat(table.brokenParts()).extracting(BrokenPart::name).containsExactly("all_1_1_0", "all_2_2_0", "all_3_3_0", "all_4_4_0");
        assertThat(table.brokenParts()).extracting(BrokenPart::reason).satisfiesExactly(
                r -> assertThat(r).contains("BAD_SIZE_OF_FILE_IN_DATA_PART").contains("s.bin"),
                r -> assertThat(r).contains("NO_FILE_IN_DATA_PART").contains("columns.txt"),
                r -> assertThat(r).contains("CHECKSUM_DOESNT_MATCH").contains("count.txt"),
                r -> assertThat(r).contains("NO_FILE_IN_DATA_PART").contains("checksums.txt"));
        assertThat(table.maxBlockNumber()).isEqualTo(4);

        TestParts.write(dir, "all_5_5_0", 200, 10);
        LoadedTable again = TableStorage.open(dir, TestParts.COLUMNS);
        assertThat(again.parts()).extracting(DataPart::name).containsExactly("all_5_5_0");
        assertThat(again.maxBlockNumber()).as("blocks of broken parts stay taken").isEqualTo(5);
    }

    @Test
    void aSecondBrokenCopyGetsATrySuffix() throws Exception {
        Files.createDirectories(dir.resolve("detached/broken-on-start_all_1_1_0"));
        TestParts.write(dir, "all_1_1_0", 0, 10);
        Files.delete(dir.resolve("all_1_1_0/count.txt"));
        LoadedTable table = TableStorage.open(dir, TestParts.COLUMNS);
        assertThat(table.brokenParts().get(0).detachedPath()).isEqualTo(dir.resolve("detached/broken-on-start_all_1_1_0_try1"));
    }

    @Test
    void corruptChecksumsFileIsDetected() throws Exception {
        TestParts.write(dir, "all_1_1_0", 0, 10);
        Path checksums = dir.resolve("all_1_1_0/checksums.txt");
        Files.writeString(checksums, Files.readString(checksums).replace("count.txt\t2", "count.txt\t3"));
        LoadedTable table = TableStorage.open(dir, TestParts.COLUMNS);
        assertThat(table.brokenParts()).singleElement().satisfies(b -> assertThat(b.reason()).contains("checksums.txt"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"../../outside.txt", "../all_2_2_0/count.txt", "/etc/hostname", ".", "..", "sub/count.txt",
            "count.txt\u0000", ".hidden", "a\\..\\b", ""})
    void aFileNameInChecksumsThatIsNotAPartFileBreaksThePartAndIsNeverOpened(String badName) throws Exception {
        Path table = dir.resolve("t");
        Path outside = Files.writeString(dir.resolve("outside.txt"), "secret");
        TestParts.write(table, "all_1_1_0", 0, 10);
        TestParts.write(table, "all_2_2_0", 10, 10);
        Path checksumsFile = table.resolve("all_1_1_0/checksums.txt");
        Map<String, FileChecksum> files = new TreeMap<>(Checksums.parse(Files.readAllBytes(checksumsFile)).files());
        // a self-consistent checksums.txt: the self hash vouches for content, not for the names being harmless
        files.put(badName, new FileChecksum(6, Checksums.hash("secret".getBytes(StandardCharsets.UTF_8)), 6));
        Files.write(checksumsFile, new Checksums(files).serialize());

        LoadedTable loaded = TableStorage.open(table, TestParts.COLUMNS);
        assertThat(loaded.parts()).extracting(DataPart::name).containsExactly("all_2_2_0");
        assertThat(loaded.brokenParts()).singleElement().satisfies(b -> assertThat(b.reason())
                .contains("CORRUPTED_DATA", "Cannot parse checksums.txt: bad file name"));
        assertThat(outside).hasContent("secret");
        assertThat(table.resolve("detached/broken-on-start_all_1_1_0/count.txt")).exists();
    }

    @Test
    void columnsOtherThanTheTablesAreBroken() {
        TestParts.write(dir, "all_1_1_0", 0, 10);
        LoadedTable table = TableStorage.open(dir, List.of(new PartColumn("id", IntegerType.UINT32), new PartColumn("s", StringType.INSTANCE)));
        assertThat(table.brokenParts()).singleElement().satisfies(b ->
                assertThat(b.reason()).contains("(id UInt64, s String) differ from the table's (id UInt32, s String)"));
        assertThat(TableStorage.open(dir.resolve("other"), null).parts()).isEmpty();
    }

    @Test
    void temporaryLeftoversAreDeletedAndStrangersIgnored() throws Exception {
        Files.createDirectories(dir.resolve("tmp_insert_all_7_7_0"));
        Files.writeString(dir.resolve("tmp_insert_all_7_7_0/id.bin"), "half written");
        Files.createDirectories(dir.resolve("tmp_delete_all_3_3_0"));
        Files.createDirectories(dir.resolve("not a part"));
        Files.writeString(dir.resolve("table.sql"), "CREATE TABLE ...");
        TestParts.write(dir, "all_1_1_0", 0, 10);
        LoadedTable table = TableStorage.open(dir, TestParts.COLUMNS);
        assertThat(table.parts()).hasSize(1);
        assertThat(dir.resolve("tmp_insert_all_7_7_0")).doesNotExist();
        assertThat(dir.resolve("tmp_delete_all_3_3_0")).doesNotExist();
        assertThat(dir.resolve("not a part")).exists();
        assertThat(dir.resolve("table.sql")).exists();
        assertThat(table.maxBlockNumber()).isEqualTo(1);
    }

    @Test
    void partsCoveredByAMergedPartAreRemoved() {
        TestParts.write(dir, "all_1_1_0", 0, 10);
        TestParts.write(dir, "all_2_2_0", 10, 10);
        TestParts.write(dir, "all_3_3_0", 20, 10);
        TestParts.write(dir, "all_1_2_1", 0, 20);
        LoadedTable table = TableStorage.open(dir, TestParts.COLUMNS);
        assertThat(table.parts()).extracting(DataPart::name).containsExactly("all_1_2_1", "all_3_3_0");
        assertThat(table.removedCoveredParts()).containsExactly("all_1_1_0", "all_2_2_0");
        assertThat(dir.resolve("all_1_1_0")).doesNotExist();
        assertThat(dir.resolve("all_2_2_0")).doesNotExist();
        assertThat(table.maxBlockNumber()).isEqualTo(3);
    }

    @Test
    void sourcesStayWhenTheMergedPartIsBroken() throws Exception {
        TestParts.write(dir, "all_1_1_0", 0, 10);
        TestParts.write(dir, "all_2_2_0", 10, 10);
        TestParts.write(dir, "all_1_2_1", 0, 20);
        Files.delete(dir.resolve("all_1_2_1/primary.idx"));
        LoadedTable table = TableStorage.open(dir, TestParts.COLUMNS);
        assertThat(table.parts()).extracting(DataPart::name).containsExactly("all_1_1_0", "all_2_2_0");
        assertThat(table.brokenParts()).extracting(BrokenPart::name).containsExactly("all_1_2_1");
    }

    @Test
    void activePartsAreSortedByPartitionThenBlock() {
        TestParts.write(dir, "all_10_10_0", 0, 10);
        TestParts.write(dir, "all_9_9_0", 0, 10);
        LoadedTable table = TableStorage.open(dir, TestParts.COLUMNS);
        assertThat(table.parts()).extracting(DataPart::name).containsExactly("all_9_9_0", "all_10_10_0");
    }

    @Test
    void loadedPartEqualsWrittenPart() throws Exception {
        DataPart written = TestParts.write(dir, "all_1_1_0", 0, 35);
        DataPart loaded = TableStorage.open(dir, TestParts.COLUMNS, true).parts().get(0);
        assertThat(loaded.rows()).isEqualTo(written.rows()).isEqualTo(35);
        assertThat(loaded.marks()).isEqualTo(written.marks());
        assertThat(loaded.bytesOnDisk()).isEqualTo(written.bytesOnDisk()).isPositive();
        assertThat(loaded.dataCompressedBytes()).isEqualTo(written.dataCompressedBytes());
        assertThat(loaded.dataUncompressedBytes()).isEqualTo(written.dataUncompressedBytes()).isEqualTo(35 * 8 + 35 * 4 + 10 * 2 + 25 * 3);
        assertThat(loaded.marksBytes()).isEqualTo(written.marksBytes()).isEqualTo(3L * 5 * 24);
        assertThat(loaded.primaryKeyBytesInMemory()).isEqualTo(written.primaryKeyBytesInMemory()).isEqualTo(5 * 8);
        assertThat(loaded.modificationTime()).isEqualTo(written.modificationTime());
        assertThat(loaded.columns()).isEqualTo(TestParts.COLUMNS);
        assertThat(loaded.partType()).isEqualTo("Wide");
        assertThat(loaded.columnSize("s")).hasValueSatisfying(size -> assertThat(size.uncompressedBytes()).isEqualTo(35 * 4 + 95));
        assertThat(loaded.columnSize("nope")).isEmpty();
        long filesOnDisk;
        try (var files = Files.list(loaded.path())) {
            filesOnDisk = files.mapToLong(p -> p.toFile().length()).sum();
        }
        assertThat(loaded.bytesOnDisk()).isEqualTo(filesOnDisk);
    }

    @Test
    void partitionValueAndMinMaxSurviveReload() {
        List<PartColumn> columns = List.of(new PartColumn("d", DateType.INSTANCE), new PartColumn("n", DataType.parse("Nullable(Int32)")),
                new PartColumn("e", DataType.parse("Nullable(String)")));
        ColumnBuilder d = ColumnBuilder.create(DateType.INSTANCE);
        ColumnBuilder n = ColumnBuilder.create(DataType.parse("Nullable(Int32)"));
        ColumnBuilder e = ColumnBuilder.create(DataType.parse("Nullable(String)"));
        for (int day : new int[] {15, 3, 28}) {
            d.appendValue(LocalDate.of(2024, 1, day));
            e.appendNull();
        }
        n.appendValue(-5L);
        n.appendNull();
        n.appendValue(7L);
        PartitionValue partition = new PartitionValue(List.of(DataType.parse("UInt32")), List.of(202401L));
        DataPart written = PartWriter.write(dir, PartName.forInsert("202401", 1), columns,
                new Chunk(List.of(d.build(), n.build(), e.build()), 3), List.of(), List.of(), partition, List.of("e", "d", "n"),
                PartSettings.DEFAULT);
        DataPart loaded = TableStorage.open(dir, columns).parts().get(0);
        for (DataPart p : List.of(written, loaded)) {
            assertThat(p.partition()).isEqualTo(partition);
            assertThat(p.partition().display()).isEqualTo("202401");
            assertThat(p.minMax()).extracting(MinMaxIndex::column).containsExactly("d", "n", "e");
            assertThat(p.minMax("d").orElseThrow().min()).isEqualTo(LocalDate.of(2024, 1, 3));
            assertThat(p.minMax("d").orElseThrow().max()).isEqualTo(LocalDate.of(2024, 1, 28));
            assertThat(p.minMax("n").orElseThrow().min()).isEqualTo(-5L);
            assertThat(p.minMax("n").orElseThrow().max()).isEqualTo(7L);
            assertThat(p.minMax("e").orElseThrow().hasValues()).isFalse();
            assertThat(p.minMax("e").orElseThrow().min()).isNull();
        }
        assertThat(dir.resolve("202401_1_1_0/minmax_d.idx")).exists();
    }

    @Test
    void writingRejectsMismatchesAndLeavesNoTrace() {
        TestParts.write(dir, "all_1_1_0", 0, 10);
        assertThatThrownBy(() -> TestParts.write(dir, "all_1_1_0", 0, 10))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.DUPLICATE_DATA_PART));
        Chunk wrong = new Chunk(List.of(TestParts.rows(0, 3).column(1), TestParts.rows(0, 3).column(1)), 3);
        assertThatThrownBy(() -> PartWriter.write(dir, PartName.parse("all_2_2_0"), TestParts.COLUMNS, wrong, List.of(), List.of(),
                PartitionValue.NONE, List.of(), PartSettings.DEFAULT))
                .isInstanceOfSatisfying(MergeLabException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.ILLEGAL_COLUMN);
                    assertThat(e.getMessage()).isEqualTo("Column id of type UInt64 cannot be written from a column of type String");
                });
        assertThatThrownBy(() -> PartWriter.write(dir, PartName.parse("all_3_3_0"), TestParts.COLUMNS, TestParts.rows(0, 0), List.of(),
                List.of(), PartitionValue.NONE, List.of(), PartSettings.DEFAULT))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.LOGICAL_ERROR));
        assertThatThrownBy(() -> PartWriter.write(dir, PartName.parse("202401_4_4_0"), TestParts.COLUMNS, TestParts.rows(0, 1),
                List.of(), List.of(), PartitionValue.NONE, List.of(), PartSettings.DEFAULT))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.getMessage()).contains("has id all"));
        try (var entries = Files.list(dir)) {
            assertThat(entries.map(p -> p.getFileName().toString())).containsExactly("all_1_1_0");
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void abandonedWriterDeletesItsTemporaryDirectory() {
        PartSpec spec = new PartSpec(dir, PartName.forInsert("all", 1), TestParts.COLUMNS, List.of(), PartitionValue.NONE,
                List.of(), PartSettings.DEFAULT, PartSpec.Purpose.MERGE);
        try (PartWriter writer = PartWriter.create(spec)) {
            writer.write(TestParts.rows(0, 5), List.of());
            assertThat(dir.resolve("tmp_merge_all_1_1_0/id.bin")).exists();
        }
        assertThat(dir.resolve("tmp_merge_all_1_1_0")).doesNotExist();
        assertThat(dir.resolve("all_1_1_0")).doesNotExist();
    }

    @Test
    void preparedPartsBecomeVisibleOnlyWhenPublished() {
        List<PreparedPart> prepared = new java.util.ArrayList<>();
        for (int block = 1; block <= 3; block++) {
            PartSpec spec = new PartSpec(dir, PartName.forInsert("all", block), TestParts.COLUMNS, List.of(), PartitionValue.NONE,
                    List.of(), PartSettings.DEFAULT, PartSpec.Purpose.INSERT);
            try (PartWriter writer = PartWriter.create(spec)) {
                writer.write(TestParts.rows(block * 10L, 10), List.of());
                prepared.add(writer.prepare());
            }
        }
        assertThat(dir.resolve("tmp_insert_all_2_2_0/checksums.txt")).exists();
        assertThat(TableStorage.open(dir, TestParts.COLUMNS).parts()).as("a restart drops prepared parts").isEmpty();
        assertThat(dir.resolve("tmp_insert_all_2_2_0")).doesNotExist();

        List<PreparedPart> again = new java.util.ArrayList<>();
        for (int block = 1; block <= 2; block++) {
            PartSpec spec = new PartSpec(dir, PartName.forInsert("all", block), TestParts.COLUMNS, List.of(), PartitionValue.NONE,
                    List.of(), PartSettings.DEFAULT, PartSpec.Purpose.INSERT);
            try (PartWriter writer = PartWriter.create(spec)) {
                writer.write(TestParts.rows(block * 10L, 10), List.of());
                again.add(writer.prepare());
            }
        }
        assertThat(again.get(0).rows()).isEqualTo(10);
        DataPart published = again.get(0).publish();
        assertThat(published.path()).isEqualTo(dir.resolve("all_1_1_0"));
        assertThatThrownBy(() -> again.get(0).publish())
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.LOGICAL_ERROR));
        again.forEach(PreparedPart::close);
        assertThat(dir.resolve("tmp_insert_all_2_2_0")).doesNotExist();
        assertThat(TableStorage.open(dir, TestParts.COLUMNS).parts()).extracting(DataPart::name).containsExactly("all_1_1_0");
    }

    @Test
    void extraFilesAreChecksummedWithThePart() throws Exception {
        PartSpec spec = new PartSpec(dir, PartName.forInsert("all", 1), TestParts.COLUMNS, List.of(), PartitionValue.NONE,
                List.of(), PartSettings.DEFAULT, PartSpec.Purpose.INSERT);
        try (PartWriter writer = PartWriter.create(spec)) {
            writer.write(TestParts.rows(0, 5), List.of());
            writer.addFile("skp_idx_b.idx", new byte[] {1, 2, 3});
            for (String taken : List.of("count.txt", "id.bin", "skp_idx_b.idx", "../x", "")) {
                assertThatThrownBy(() -> writer.addFile(taken, new byte[0]))
                        .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.BAD_ARGUMENTS));
            }
            writer.commit();
        }
        DataPart part = TableStorage.open(dir, TestParts.COLUMNS).parts().get(0);
        assertThat(part.fileNames()).contains("skp_idx_b.idx", "id.bin", "count.txt").doesNotContain("checksums.txt");
        assertThat(part.readFile("skp_idx_b.idx")).containsExactly(1, 2, 3);
        assertThatThrownBy(() -> part.readFile("skp_idx_c.idx"))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.NO_FILE_IN_DATA_PART));
        flipByte(dir.resolve("all_1_1_0/skp_idx_b.idx"), 1);
        assertThatThrownBy(() -> part.readFile("skp_idx_b.idx"))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.CHECKSUM_DOESNT_MATCH));
        assertThat(TableStorage.open(dir, TestParts.COLUMNS, false).parts()).hasSize(1);
        assertThat(TableStorage.open(dir, TestParts.COLUMNS, true).brokenParts()).hasSize(1);
    }

    @Test
    void removePartDeletesItsDirectory() {
        DataPart part = TestParts.write(dir, "all_1_1_0", 0, 10);
        TableStorage.removePart(part);
        assertThat(dir.resolve("all_1_1_0")).doesNotExist();
        assertThat(TableStorage.open(dir, TestParts.COLUMNS).parts()).isEmpty();
    }

    @Test
    void removePartsRemovesEveryPartItCanAndKeepsTheOneItCannotRename() throws IOException {
        DataPart first = TestParts.write(dir, "all_1_1_0", 0, 10);
        DataPart blocked = TestParts.write(dir, "all_2_2_0", 10, 10);
        DataPart third = TestParts.write(dir, "all_3_3_0", 20, 10);
        // a non-empty directory where the blocked part's rename would go: the rename fails
        Files.createDirectories(dir.resolve("tmp_delete_all_2_2_0"));
        Files.writeString(dir.resolve("tmp_delete_all_2_2_0/leftover"), "x");

        assertThat(TableStorage.removeParts(List.of(first, blocked, third))).containsExactly(first, third);

        assertThat(dir.resolve("all_1_1_0")).doesNotExist();
        assertThat(dir.resolve("all_3_3_0")).doesNotExist();
        assertThat(dir.resolve("tmp_delete_all_1_1_0")).doesNotExist();
        assertThat(dir.resolve("all_2_2_0")).isDirectory();
        assertThat(TableStorage.open(dir, TestParts.COLUMNS).parts()).extracting(DataPart::name).containsExactly("all_2_2_0");
    }

    @Test
    void markCacheServesAndCanBeCleared() {
        DataPart part = TestParts.write(dir, "all_1_1_0", 0, 10);
        MarkCache cache = new MarkCache(1024);
        assertThat(cache.get(part, "id")).isSameAs(cache.get(part, "id"));
        cache.get(part, "s");
        cache.get(part, "s.size");
        assertThat(cache.size()).isEqualTo(3);
        assertThat(cache.bytes()).isEqualTo(3 * 2 * 16);
        MarkCache tiny = new MarkCache(40);
        tiny.get(part, "id");
        tiny.get(part, "s");
        assertThat(tiny.size()).as("least recently used evicted").isEqualTo(1);
        cache.clear();
        assertThat(cache.size()).isZero();
    }
}
