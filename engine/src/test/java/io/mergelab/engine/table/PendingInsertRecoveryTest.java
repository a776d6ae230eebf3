package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.testing.CapturedStderr;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Start-up rolls back an unfinished insert by deleting the parts its {@code txn_<n>.pending} file names. The file is
 * data read from disk, so it must never make start-up delete anything but parts of its own table: a file that holds
 * anything but part names is set aside as {@code .broken} with a WARN, and the table opens with all its data.
 */
class PendingInsertRecoveryTest {
    @TempDir
    Path root;
    Path dataDir;
    /** Things outside the table directory that a traversing name could reach. */
    Path outsideFile;
    Path outsideDir;
    Path table;
    Path otherTable;

    @BeforeEach
    void twoTablesWithData() throws IOException {
        dataDir = root.resolve("data");
        outsideFile = Files.writeString(root.resolve("x"), "keep me");
        outsideDir = Files.createDirectories(root.resolve("all_1_1_0"));
        Files.writeString(outsideDir.resolve("f"), "keep me");
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (k UInt8) ENGINE = MergeTree PARTITION BY k ORDER BY k").close();
            s.execute("INSERT INTO t VALUES (1), (2)").close();
            s.execute("INSERT INTO t VALUES (3)").close();
            s.execute("CREATE TABLE u (k UInt8) ENGINE = MergeTree ORDER BY k").close();
            s.execute("INSERT INTO u VALUES (7)").close();
        }
        table = tableDirContaining("1_1_1_0");
        otherTable = tableDirContaining("all_1_1_0");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "../../../x\n",
            "../../../all_1_1_0\n",
            "1_1_1_0\n../../../x\n",
            "/tmp/../x\n",
            "..\n",
            ".\n",
            "detached\n",
            "1_1_1_0/../../../x\n",
            "1_1_1_0\\..\\x\n",
            " 1_1_1_0\n",
            "1_01_1_0\n",
            "1_1_1_1\n",
            "1_1_2_0\n",
            "1_1_1_0_5\n",
            "1_1_1_0\n\n",
            "1_1_1_0\n2_2_2_0\u0000\n",
            "1_1_1_0\n\u0000\u0000\u0000\u0000",
            "1_1_1_0\n../../..",
            "ALL_1_1_0 \n"})
    void aPendingFileNamingAnythingButPartsIsSetAsideAndNothingIsDeleted(String content) throws IOException {
        Path pending = Files.writeString(table.resolve("txn_1.pending"), content, StandardCharsets.UTF_8);
        String log;
        try (CapturedStderr err = new CapturedStderr(); Engine engine = Engine.open(dataDir)) {
            assertAllRowsPresent(engine.newSession());
            log = err.text();
        }
        assertNothingOutsideTouched();
        assertThat(pending).doesNotExist();
        assertThat(table.resolve("txn_1.pending.broken")).hasBinaryContent(content.getBytes(StandardCharsets.UTF_8));
        assertThat(log).contains("WARN", pending.toString(), "is invalid", "txn_1.pending.broken");
    }

    @Test
    void bytesThatAreNotTextAreSetAsideToo() throws IOException {
        byte[] content = {'1', '_', '1', '_', '1', '_', '0', '\n', (byte) 0xff, (byte) 0xfe, '\n'};
        Path pending = Files.write(table.resolve("txn_9.pending"), content);
        String log;
        try (CapturedStderr err = new CapturedStderr(); Engine engine = Engine.open(dataDir)) {
            assertAllRowsPresent(engine.newSession());
            log = err.text();
        }
        assertThat(table.resolve("txn_9.pending.broken")).hasBinaryContent(content);
        assertThat(log).contains(pending.toString(), "line 2 is not a part name: \"\\xff\\xfe\"");
    }

    @Test
    void anUnreadablePendingFileIsSetAside() throws IOException {
        // a directory in its place: reading it fails, which must not keep the table (or the engine) from opening
        Files.createDirectories(table.resolve("txn_2.pending").resolve("inner"));
        try (CapturedStderr err = new CapturedStderr(); Engine engine = Engine.open(dataDir)) {
            assertAllRowsPresent(engine.newSession());
            assertThat(err.text()).contains("txn_2.pending", "cannot be read");
        }
        assertThat(table.resolve("txn_2.pending.broken").resolve("inner")).isDirectory();
    }

    @Test
    void aBrokenNameThatIsTakenGetsATrySuffix() throws IOException {
        Files.writeString(table.resolve("txn_1.pending.broken"), "from an earlier start");
        Files.writeString(table.resolve("txn_1.pending"), "../../../x\n");
        try (Engine engine = Engine.open(dataDir)) {
            assertAllRowsPresent(engine.newSession());
        }
        assertThat(table.resolve("txn_1.pending.broken")).hasContent("from an earlier start");
        assertThat(table.resolve("txn_1.pending.broken_try1")).hasContent("../../../x\n");
        assertNothingOutsideTouched();
    }

    @Test
    void aValidPendingFileStillRollsBackItsPartsAndOnlyThose() throws IOException {
        // as a crash leaves it: two parts named and renamed in, a third name half written
        Files.writeString(table.resolve("txn_1.pending"), "1_1_1_0\n2_2_2_0\n4_4_");
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThat(s.execute("SELECT k FROM t ORDER BY k").rows()).containsExactly(List.of(3L));
            assertThat(s.execute("SELECT k FROM u").rows()).containsExactly(List.of(7L));
        }
        assertThat(table.resolve("1_1_1_0")).doesNotExist();
        assertThat(table.resolve("2_2_2_0")).doesNotExist();
        assertThat(table.resolve("3_3_3_0")).isDirectory();
        assertThat(table.resolve("txn_1.pending")).doesNotExist();
        assertThat(table).isDirectoryNotContaining("glob:**.broken");
        assertThat(outsideFile).hasContent("keep me");
        assertThat(otherTable.resolve("all_1_1_0")).isDirectory();
    }

    private static void assertAllRowsPresent(Session s) {
        assertThat(s.execute("SELECT k FROM t ORDER BY k").rows()).containsExactly(List.of(1L), List.of(2L), List.of(3L));
        assertThat(s.execute("SELECT k FROM u").rows()).containsExactly(List.of(7L));
    }

    private void assertNothingOutsideTouched() {
        assertThat(outsideFile).hasContent("keep me");
        assertThat(outsideDir.resolve("f")).hasContent("keep me");
        assertThat(table.resolve("1_1_1_0")).isDirectory();
        assertThat(otherTable.resolve("all_1_1_0")).isDirectory();
    }

    private Path tableDirContaining(String part) throws IOException {
        try (Stream<Path> tables = Files.list(dataDir.resolve("store"))) {
            return tables.filter(t -> Files.isDirectory(t.resolve(part))).findFirst().orElseThrow();
        }
    }
}
