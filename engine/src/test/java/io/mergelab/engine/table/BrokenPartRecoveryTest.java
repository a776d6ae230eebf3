package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A damaged part never takes its table down: it is detached at start-up, or fails the reads that touch it. */
class BrokenPartRecoveryTest {
    @TempDir
    Path dataDir;

    @Test
    void truncatedPartIsDetachedAndTheRestOfTheTableOpens() throws IOException {
        createTwoParts();
        Path part = partDir("2_2_2_0");
        Path bin = part.resolve("v.bin");
        try (RandomAccessFile f = new RandomAccessFile(bin.toFile(), "rw")) {
            f.setLength(f.length() / 2);
        }
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThat(s.execute("SELECT k, v FROM t").rows()).containsExactly(List.of(1L, "one"));
            assertThat(s.execute("SELECT name FROM system.parts WHERE table = 't'").rows()).containsExactly(List.of("1_1_1_0"));
        }
        assertThat(Files.exists(part)).isFalse();
        assertThat(Files.isDirectory(part.getParent().resolve("detached").resolve("broken-on-start_2_2_2_0"))).isTrue();
    }

    @Test
    void corruptedBlockFailsTheReadWithChecksumErrorNamingThePart() throws IOException {
        createTwoParts();
        Path bin = partDir("2_2_2_0").resolve("v.bin");
        byte[] bytes = Files.readAllBytes(bin);
        bytes[bytes.length - 1] ^= 0x55;
        Files.write(bin, bytes);
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThatThrownBy(() -> s.execute("SELECT v FROM t").rows())
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.CHECKSUM_DOESNT_MATCH))
                    .hasMessageContaining("2_2_2_0");
            assertThat(s.execute("SELECT count() FROM t WHERE k = 1").rows()).containsExactly(List.of(1L));
        }
    }

    private void createTwoParts() {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (k UInt8, v String) ENGINE = MergeTree PARTITION BY k ORDER BY k"
                    + " SETTINGS min_bytes_for_wide_part = 0").close();
            s.execute("INSERT INTO t VALUES (1, 'one')").close();
            s.execute("INSERT INTO t VALUES (2, 'two')").close();
        }
    }

    private Path partDir(String name) throws IOException {
        try (Stream<Path> walk = Files.walk(dataDir.resolve("store"))) {
            return walk.filter(p -> p.getFileName().toString().equals(name)).findFirst().orElseThrow();
        }
    }
}
