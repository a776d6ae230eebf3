package io.mergelab.engine.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.testing.CapturedStderr;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A table's data is deleted only by DROP TABLE. A metadata file that is missing, truncated or invalid makes only that
 * table unavailable (with an error naming the file); its data stays, and restoring the file brings the table back.
 */
class TableMetadataRecoveryTest {
    private static final Pattern UUID_FIELD = Pattern.compile("\"uuid\"\\s*:\\s*\"([^\"]+)\"");

    @TempDir
    Path root;
    Path dataDir;
    Path metadata;
    byte[] original;
    Path store;
    List<String> parts;

    /** db1.t (3 rows, the victim), db1.u and db2.v (1 row each). */
    @BeforeEach
    void threeTables() throws IOException {
        dataDir = root.resolve("data");
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE DATABASE db1").close();
            s.execute("CREATE DATABASE db2").close();
            s.execute("CREATE TABLE db1.t (k UInt32) ENGINE = MergeTree PARTITION BY k % 2 ORDER BY k").close();
            s.execute("INSERT INTO db1.t VALUES (1), (2), (3)").close();
            s.execute("CREATE TABLE db1.u (k UInt32) ENGINE = MergeTree ORDER BY k").close();
            s.execute("INSERT INTO db1.u VALUES (10)").close();
            s.execute("CREATE TABLE db2.v (k UInt32) ENGINE = MergeTree ORDER BY k").close();
            s.execute("INSERT INTO db2.v VALUES (20)").close();
        }
        metadata = dataDir.resolve("metadata/db1/t.json");
        original = Files.readAllBytes(metadata);
        store = dataDir.resolve("store").resolve(uuidIn(metadata));
        parts = partsIn(store);
        assertThat(parts).hasSize(2);
    }

    @Test
    void aMissingMetadataFileKeepsTheDataAndRestoringItBringsTheTableBack() throws IOException {
        Path aside = Files.move(metadata, root.resolve("t.json.saved"));
        String log;
        try (CapturedStderr err = new CapturedStderr(); Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertOtherTablesWork(s);
            assertThatThrownBy(() -> s.execute("SELECT * FROM db1.t").rows())
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_TABLE));
            log = err.text();
        }
        assertThat(partsIn(store)).isEqualTo(parts);
        assertThat(log).contains("WARN", "Keeping data directory " + store);
        Files.move(aside, metadata);
        assertVictimBackWithAllRows();
    }

    @ParameterizedTest
    @ValueSource(strings = {"truncated", "empty", "garbage", "nul bytes", "no create_query", "uuid ../../..", "uuid not a uuid",
            "bad create_query", "uuid a number", "an array", "unknown field", "two objects"})
    void anInvalidMetadataFileMakesOnlyItsTableUnavailableAndDeletesNothing(String damage) throws IOException {
        Files.write(metadata, damaged(damage));
        Path outside = Files.writeString(root.resolve("outside"), "keep me");
        try (CapturedStderr err = new CapturedStderr(); Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertOtherTablesWork(s);
            assertUnavailable(() -> s.execute("SELECT count() FROM db1.t").rows());
            assertUnavailable(() -> s.execute("INSERT INTO db1.t VALUES (4)").close());
            assertUnavailable(() -> s.execute("DROP TABLE db1.t").close());
            assertUnavailable(() -> s.execute("DROP TABLE IF EXISTS db1.t").close());
            assertUnavailable(() -> s.execute("DROP DATABASE db1").close());
            assertThatThrownBy(() -> s.execute("CREATE TABLE db1.t (k UInt32) ENGINE = MergeTree ORDER BY k").close())
                    .isInstanceOfSatisfying(MergeLabException.class,
                            e -> assertThat(e.code()).isEqualTo(ErrorCode.TABLE_ALREADY_EXISTS))
                    .hasMessageContaining(metadata.toString());
            // the name stays taken, so IF NOT EXISTS leaves the damaged file for a person to repair
            s.execute("CREATE TABLE IF NOT EXISTS db1.t (k UInt32) ENGINE = MergeTree ORDER BY k").close();
            assertThat(s.execute("SELECT name FROM system.tables WHERE database = 'db1' ORDER BY name").rows())
                    .containsExactly(List.of("u"));
            assertThat(err.text()).contains("ERROR", "db1.t is unavailable", metadata.toString());
        }
        assertThat(metadata).hasBinaryContent(damaged(damage));
        assertThat(partsIn(store)).isEqualTo(parts);
        assertThat(outside).hasContent("keep me");
        Files.write(metadata, original);
        assertVictimBackWithAllRows();
    }

    @Test
    void dropTableStillDeletesItsDataAndLeavesNoMarker() {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("DROP TABLE db1.t").close();
            assertThat(store).doesNotExist();
            assertThat(metadata).doesNotExist();
            assertOtherTablesWork(s);
        }
        assertThat(dataDir.resolve("metadata_dropped")).isEmptyDirectory();
        try (Engine engine = Engine.open(dataDir)) {
            assertThatThrownBy(() -> engine.newSession().execute("SELECT * FROM db1.t").rows())
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_TABLE));
        }
    }

    @Test
    void dropDatabaseDeletesTheDataOfItsTables() throws IOException {
        Path u = dataDir.resolve("store").resolve(uuidIn(dataDir.resolve("metadata/db1/u.json")));
        try (Engine engine = Engine.open(dataDir)) {
            engine.newSession().execute("DROP DATABASE db1").close();
        }
        assertThat(store).doesNotExist();
        assertThat(u).doesNotExist();
        assertThat(dataDir.resolve("metadata/db1")).doesNotExist();
    }

    @Test
    void aDropInterruptedAfterItsMarkerIsFinishedAtStartUp() throws IOException {
        // the state a crash between DROP's first step (metadata moved to the marker) and the data's removal leaves
        Path marker = dataDir.resolve("metadata_dropped").resolve(store.getFileName() + ".json");
        Files.createDirectories(marker.getParent());
        Files.move(metadata, marker);
        try (Engine engine = Engine.open(dataDir)) {
            assertOtherTablesWork(engine.newSession());
        }
        assertThat(store).doesNotExist();
        assertThat(marker).doesNotExist();
    }

    @Test
    void aMarkerForDataThatMetadataNamesAgainIsVoid() throws IOException {
        Path marker = dataDir.resolve("metadata_dropped").resolve(store.getFileName() + ".json");
        Files.createDirectories(marker.getParent());
        Files.write(marker, original);
        assertVictimBackWithAllRows();
        assertThat(marker).doesNotExist();
    }

    @Test
    void filesInTheMarkerDirectoryThatAreNoMarkersDeleteNothing() throws IOException {
        Path markers = Files.createDirectories(dataDir.resolve("metadata_dropped"));
        Files.writeString(markers.resolve("..json"), "{}");
        Files.writeString(markers.resolve("store.json"), "{}");
        Files.writeString(markers.resolve(store.getFileName().toString()), "{}");
        assertVictimBackWithAllRows();
        assertThat(dataDir.resolve("store")).isDirectory();
    }

    private byte[] damaged(String damage) {
        String json = new String(original, StandardCharsets.UTF_8);
        String uuid = store.getFileName().toString();
        return switch (damage) {
            case "truncated" -> Arrays.copyOf(original, original.length / 2);
            case "empty" -> new byte[0];
            case "garbage" -> "this is not json".getBytes(StandardCharsets.UTF_8);
            case "nul bytes" -> new byte[original.length];
            case "no create_query" -> ("{\"uuid\": \"" + uuid + "\"}").getBytes(StandardCharsets.UTF_8);
            case "uuid ../../.." -> json.replace(uuid, "../../..").getBytes(StandardCharsets.UTF_8);
            case "uuid not a uuid" -> json.replace(uuid, "x").getBytes(StandardCharsets.UTF_8);
            case "bad create_query" -> json.replace("CREATE TABLE", "CREATE TABEL").getBytes(StandardCharsets.UTF_8);
            case "uuid a number" -> json.replace("\"" + uuid + "\"", "12").getBytes(StandardCharsets.UTF_8);
            case "an array" -> ("[" + json + "]").getBytes(StandardCharsets.UTF_8);
            case "unknown field" -> json.replaceFirst("\\{", "{\"engine\": \"x\",").getBytes(StandardCharsets.UTF_8);
            case "two objects" -> (json + json).getBytes(StandardCharsets.UTF_8);
            default -> throw new IllegalArgumentException(damage);
        };
    }

    private void assertUnavailable(ThrowingCallable call) {
        assertThatThrownBy(call)
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_TABLE))
                .hasMessageContaining("db1.t is unavailable")
                .hasMessageContaining(metadata.toString());
    }

    private static void assertOtherTablesWork(Session s) {
        assertThat(s.execute("SELECT k FROM db1.u").rows()).containsExactly(List.of(10L));
        assertThat(s.execute("SELECT k FROM db2.v").rows()).containsExactly(List.of(20L));
        s.execute("INSERT INTO db1.u VALUES (11)").close();
        assertThat(s.execute("SELECT count() FROM db1.u").rows()).containsExactly(List.of(2L));
        s.execute("ALTER TABLE db1.u DELETE WHERE k = 11").close();
    }

    private void assertVictimBackWithAllRows() {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThat(s.execute("SELECT k FROM db1.t ORDER BY k").rows()).containsExactly(List.of(1L), List.of(2L), List.of(3L));
            assertOtherTablesWork(s);
        }
    }

    private static List<String> partsIn(Path tableDir) throws IOException {
        try (Stream<Path> entries = Files.list(tableDir)) {
            return entries.filter(Files::isDirectory).map(p -> p.getFileName().toString()).filter(n -> n.matches("\\d_\\d_\\d_0"))
                    .sorted().toList();
        }
    }

    private static String uuidIn(Path metadataFile) throws IOException {
        Matcher m = UUID_FIELD.matcher(Files.readString(metadataFile));
        assertThat(m.find()).isTrue();
        return m.group(1);
    }
}
