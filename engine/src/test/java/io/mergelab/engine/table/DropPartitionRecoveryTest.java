package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ALTER TABLE ... DROP PARTITION while a query still reads the partition: its parts leave the table at once but stay on
 * disk until the query ends. A process that stops in that window must not bring the partition back at start-up, and a
 * drop file that names anything but parts deletes nothing.
 */
class DropPartitionRecoveryTest {
    @TempDir
    Path root;
    Path dataDir;

    @BeforeEach
    void tableWithThreePartitions() {
        dataDir = root.resolve("data");
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (k UInt8, v String) ENGINE = MergeTree PARTITION BY k ORDER BY k").close();
            s.execute("INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c')").close();
            s.execute("INSERT INTO t VALUES (1, 'd')").close();
        }
    }

    @Test
    void aPartitionDroppedWhileReadStaysDroppedWhenTheProcessStopsBeforeItsFilesGo() throws IOException {
        Path crashImage = root.resolve("crash");
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            try (QueryResult reading = engine.newSession().execute("SELECT k, v FROM t")) {
                s.execute("ALTER TABLE t DROP PARTITION 1").close();
                assertThat(s.execute("SELECT v FROM t ORDER BY v").rows()).containsExactly(List.of("b"), List.of("c"));
                Path table = tableDir(dataDir);
                // the running query may still read them: the files stay, and the drop is on record
                assertThat(table.resolve("1_1_1_0")).isDirectory();
                assertThat(table.resolve("1_4_4_0")).isDirectory();
                assertThat(table.resolve("drop_1_1_1_0.parts")).hasContent("1_1_1_0\n1_4_4_0");
                copyTree(dataDir, crashImage);
                assertThat(reading.rows()).hasSize(4);
            }
        }
        assertThat(tableDir(dataDir).resolve("1_1_1_0")).doesNotExist();
        assertThat(tableDir(dataDir).resolve("drop_1_1_1_0.parts")).doesNotExist();

        try (Engine engine = Engine.open(crashImage)) {
            Session s = engine.newSession();
            assertThat(s.execute("SELECT v FROM t ORDER BY v").rows()).containsExactly(List.of("b"), List.of("c"));
            assertThat(s.execute("SELECT count() FROM system.parts WHERE table = 't' AND partition = '1'").rows())
                    .containsExactly(List.of(0L));
        }
        Path table = tableDir(crashImage);
        assertThat(table.resolve("1_1_1_0")).doesNotExist();
        assertThat(table.resolve("1_4_4_0")).doesNotExist();
        assertThat(table.resolve("drop_1_1_1_0.parts")).doesNotExist();
        assertThat(table.resolve("2_2_2_0")).isDirectory();
    }

    @Test
    void aDropFileNamingAnythingButPartsIsSetAsideAndNothingIsDeleted() throws IOException {
        Path table = tableDir(dataDir);
        Files.writeString(table.resolve("drop_x.parts"), "1_1_1_0\n../../../x\n");
        try (Engine engine = Engine.open(dataDir)) {
            assertThat(engine.newSession().execute("SELECT count() FROM t").rows()).containsExactly(List.of(4L));
        }
        assertThat(table.resolve("drop_x.parts.broken")).isRegularFile();
        assertThat(table.resolve("1_1_1_0")).isDirectory();
    }

    private static Path tableDir(Path dataDir) throws IOException {
        try (Stream<Path> tables = Files.list(dataDir.resolve("store"))) {
            return tables.filter(t -> Files.isDirectory(t.resolve("2_2_2_0"))).findFirst().orElseThrow();
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else if (!p.getFileName().toString().equals("lock")) {
                    Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }
}
