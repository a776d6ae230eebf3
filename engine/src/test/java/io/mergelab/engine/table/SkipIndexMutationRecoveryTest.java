package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * MATERIALIZE INDEX writes a new version of each part next to the old one: whatever moment a crash hits, the table
 * reopens with exactly one version of every part and the same rows.
 */
class SkipIndexMutationRecoveryTest {
    @TempDir
    Path dataDir;

    @Test
    void bothVersionsLeftByACrashBeforeTheOldOneWasRemovedKeepTheNewOne() throws IOException {
        Path backup = dataDir.resolveSibling(dataDir.getFileName() + "-old-part");
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (k UInt64, x UInt64) ENGINE = MergeTree ORDER BY k SETTINGS index_granularity = 4").close();
            s.execute("INSERT INTO t SELECT number, number FROM numbers(20)").close();
            s.execute("ALTER TABLE t ADD INDEX x_idx x TYPE minmax").close();
            copy(partDir("all_1_1_0"), backup);
            s.execute("ALTER TABLE t MATERIALIZE INDEX x_idx").close();
        }
        Path tableDir = partDir("all_1_1_0_2").getParent();
        copy(backup, tableDir.resolve("all_1_1_0"));
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThat(s.execute("SELECT name, secondary_indices_marks_bytes FROM system.parts WHERE table = 't'").rows())
                    .containsExactly(List.of("all_1_1_0_2", 6L * 24));
            assertThat(s.execute("SELECT count() FROM t WHERE x = 7 SETTINGS use_skip_indexes_on_data_read = 0").rows())
                    .containsExactly(List.of(1L));
        }
        assertThat(tableDir.resolve("all_1_1_0")).doesNotExist();
    }

    @Test
    void anUnfinishedNewVersionIsDiscarded() throws IOException {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (k UInt64, x UInt64, INDEX x_idx x TYPE minmax) ENGINE = MergeTree ORDER BY k").close();
            s.execute("INSERT INTO t SELECT number, number FROM numbers(20)").close();
        }
        Path part = partDir("all_1_1_0");
        Path unfinished = part.resolveSibling("tmp_mut_all_1_1_0_2");
        copy(part, unfinished);
        Files.delete(unfinished.resolve("checksums.txt"));
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThat(s.execute("SELECT name FROM system.parts WHERE table = 't'").rows()).containsExactly(List.of("all_1_1_0"));
            assertThat(s.execute("SELECT count() FROM t").rows()).containsExactly(List.of(20L));
        }
        assertThat(unfinished).doesNotExist();
    }

    private static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName()), StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }

    private Path partDir(String name) throws IOException {
        try (Stream<Path> walk = Files.walk(dataDir.resolve("store"))) {
            return walk.filter(p -> p.getFileName().toString().equals(name)).findFirst().orElseThrow();
        }
    }
}
