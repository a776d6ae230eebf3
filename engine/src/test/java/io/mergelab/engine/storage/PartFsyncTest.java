package io.mergelab.engine.storage;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.storage.format.FsyncStats;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.IntegerType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which forces to disk writing a part makes: fsync_after_insert, fsync_part_directory, and always for merges. */
class PartFsyncTest {
    @TempDir
    Path dir;

    private FsyncStats write(String name, PartSettings settings, PartSpec.Purpose purpose) {
        Chunk rows = TestParts.rows(0, 25);
        PartSpec spec = new PartSpec(dir, PartName.parse(name), TestParts.COLUMNS, List.<DataType>of(IntegerType.UINT64),
                PartitionValue.NONE, List.of(), settings, purpose);
        try (PartWriter writer = PartWriter.create(spec)) {
            writer.write(rows, List.of(rows.column(0)));
            writer.commit();
            return writer.fsyncStats();
        }
    }

    private long files(String part) throws IOException {
        try (Stream<Path> files = Files.list(dir.resolve(part))) {
            return files.count();
        }
    }

    @Test
    void insertedPartIsNotForcedByDefault() {
        FsyncStats stats = write("all_1_1_0", new PartSettings(10, 0), PartSpec.Purpose.INSERT);

        assertThat(stats).isEqualTo(FsyncStats.NONE);
        // complete all the same: loading checks every file against the checksums
        assertThat(PartLoader.load(dir.resolve("all_1_1_0"), PartName.parse("all_1_1_0"), TestParts.COLUMNS, true).rows())
                .isEqualTo(25);
    }

    @Test
    void fsyncAfterInsertForcesEveryFileOfThePart() throws IOException {
        FsyncStats stats = write("all_1_1_0", new PartSettings(10, 0).withFsync(true, false), PartSpec.Purpose.INSERT);

        assertThat(stats.fileSyncs()).isEqualTo(files("all_1_1_0")).isGreaterThan(5);
        assertThat(stats.directorySyncs()).isZero();
    }

    @Test
    void fsyncPartDirectoryForcesThePartDirectoryAndTheRename() {
        FsyncStats stats = write("all_1_1_0", new PartSettings(10, 0).withFsync(false, true), PartSpec.Purpose.INSERT);

        assertThat(stats.fileSyncs()).isZero();
        assertThat(stats.directorySyncs()).isEqualTo(2);
    }

    @Test
    void mergedPartsAreAlwaysForced() throws IOException {
        FsyncStats stats = write("all_1_2_1", new PartSettings(10, 0), PartSpec.Purpose.MERGE);

        assertThat(stats.fileSyncs()).isEqualTo(files("all_1_2_1"));
        assertThat(stats.directorySyncs()).isEqualTo(2);
    }
}
