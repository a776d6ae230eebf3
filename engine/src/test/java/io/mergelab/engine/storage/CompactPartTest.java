package io.mergelab.engine.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A Compact part's files, and what a damaged {@code data.bin} or {@code data.mrk3} does (names part and file). */
class CompactPartTest {
    @TempDir
    Path dir;

    private DataPart write(String name, long first, int count) {
        Chunk rows = TestParts.rows(first, count);
        PartSpec spec = new PartSpec(dir, PartName.parse(name), TestParts.COLUMNS, List.<DataType>of(IntegerType.UINT64),
                PartitionValue.NONE, List.of(), new PartSettings(10, 0), PartSpec.Purpose.INSERT);
        try (PartWriter writer = PartWriter.create(spec, GranuleListener.NONE, PartFormat.COMPACT)) {
            writer.write(rows, List.of(rows.column(0)));
            return writer.commit();
        }
    }

    private static List<String> files(Path partDir) throws Exception {
        try (Stream<Path> s = Files.list(partDir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void allColumnsGoToOneDataFileWithOneMarksFile() throws Exception {
        DataPart part = write("all_1_1_0", 0, 25);
        assertThat(part.partType()).isEqualTo("Compact");
        assertThat(files(part.path())).containsExactly("checksums.txt", "columns.txt", "count.txt", "data.bin", "data.mrk3",
                "format_version.txt", "partition.dat", "primary.idx");
        // 3 granules and the final mark, each: 2 columns of 16 bytes, then the row count
        assertThat(Files.size(part.path().resolve("data.mrk3"))).isEqualTo(4 * (2 * 16 + 8));
        DataPart loaded = TableStorage.open(dir, TestParts.COLUMNS, true).parts().get(0);
        assertThat(loaded.format()).isEqualTo(PartFormat.COMPACT);
        assertThat(loaded.granules()).isEqualTo(3);
        try (PartColumnsReader reader = PartReader.open(loaded, List.of("s", "id"))) {
            Chunk c = reader.read(1, 3);
            assertThat(TestParts.ids(c.column(1))).containsExactly(10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24);
            assertThat(TestParts.string(c.column(0), 0)).isEqualTo("v10");
        }
    }

    @Test
    void aFlippedByteInDataBinIsAChecksumErrorNamingPartAndFile() throws Exception {
        DataPart part = write("all_1_1_0", 0, 100);
        Path data = part.path().resolve("data.bin");
        try (RandomAccessFile f = new RandomAccessFile(data.toFile(), "rw")) {
            long at = Files.size(data) - 3;
            f.seek(at);
            int b = f.read();
            f.seek(at);
            f.write(b ^ 0x40);
        }
        MergeLabException e = TestParts.readAllFails(TableStorage.open(dir, TestParts.COLUMNS).parts().get(0));
        assertThat(e.code()).isEqualTo(ErrorCode.CHECKSUM_DOESNT_MATCH);
        assertThat(e.getMessage()).contains("in part all_1_1_0, file data.bin");
        LoadedTable table = TableStorage.open(dir, TestParts.COLUMNS, true);
        assertThat(table.parts()).isEmpty();
        assertThat(table.brokenParts()).singleElement().satisfies(b -> {
            assertThat(b.reason()).contains("CHECKSUM_DOESNT_MATCH").contains("data.bin");
            // the files stay: the broken part is moved aside, not deleted
            assertThat(b.detachedPath().resolve("data.bin")).exists();
        });
    }

    @Test
    void aTruncatedDataBinOrMarksFileBreaksOnlyItsPart() throws Exception {
        write("all_1_1_0", 0, 50);
        write("all_2_2_0", 50, 50);
        write("all_3_3_0", 100, 50);
        try (RandomAccessFile f = new RandomAccessFile(dir.resolve("all_1_1_0/data.bin").toFile(), "rw")) {
            f.setLength(f.length() - 1);
        }
        try (RandomAccessFile f = new RandomAccessFile(dir.resolve("all_2_2_0/data.mrk3").toFile(), "rw")) {
            f.setLength(f.length() - 8);
        }
        LoadedTable table = TableStorage.open(dir, TestParts.COLUMNS);
        assertThat(table.parts()).extracting(DataPart::name).containsExactly("all_3_3_0");
        assertThat(table.brokenParts()).extracting(BrokenPart::reason).satisfiesExactly(
                r -> assertThat(r).contains("BAD_SIZE_OF_FILE_IN_DATA_PART").contains("data.bin").contains("all_1_1_0"),
                r -> assertThat(r).contains("BAD_SIZE_OF_FILE_IN_DATA_PART").contains("data.mrk3").contains("all_2_2_0"));
    }

    @Test
    void marksOfAnotherColumnCountAreRejected() {
        byte[] marks = new byte[2 * (2 * 16 + 8)];
        assertThatThrownBy(() -> io.mergelab.engine.storage.format.CompactMarks.parse(marks, 3, 100, "data.mrk3 of part x"))
                .isInstanceOf(MergeLabException.class).hasMessageContaining("data.mrk3 of part x");
    }
}
