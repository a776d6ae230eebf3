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

/**
 * A damaged skip index file is treated like any other damaged file of its part: a wrong size detaches the part at
 * start-up, a corrupted block fails the reads that use the index, naming part and file; reads without skip indexes
 * still work.
 */
class SkipIndexCorruptionTest {
    private static final String UPFRONT = " SETTINGS use_skip_indexes_on_data_read = 0";

    @TempDir
    Path dataDir;

    @Test
    void truncatedIndexFileDetachesThePartAtStartUp() throws IOException {
        createTwoParts();
        Path idx = partDir("2_2_2_0").resolve("skp_idx_v_idx.idx");
        try (RandomAccessFile f = new RandomAccessFile(idx.toFile(), "rw")) {
            f.setLength(f.length() - 1);
        }
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThat(s.execute("SELECT k FROM t WHERE v = 'two'" + UPFRONT).rows()).isEmpty();
            assertThat(s.execute("SELECT name FROM system.parts WHERE table = 't'").rows()).containsExactly(List.of("1_1_1_0"));
        }
        assertThat(Files.isDirectory(dataDir.resolve(idx.getParent().getParent().resolve("detached/broken-on-start_2_2_2_0")))).isTrue();
    }

    @Test
    void corruptedIndexBlockFailsReadsThatUseTheIndex() throws IOException {
        createTwoParts();
        Path idx = partDir("2_2_2_0").resolve("skp_idx_v_idx.idx");
        byte[] bytes = Files.readAllBytes(idx);
        bytes[bytes.length - 1] ^= 0x55;
        Files.write(idx, bytes);
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThatThrownBy(() -> s.execute("SELECT k FROM t WHERE v = 'two'" + UPFRONT).rows())
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.CHECKSUM_DOESNT_MATCH))
                    .hasMessageContaining("2_2_2_0").hasMessageContaining("skp_idx_v_idx.idx");
            assertThat(s.execute("SELECT k FROM t WHERE v = 'two' SETTINGS use_skip_indexes = 0").rows()).containsExactly(List.of(2L));
        }
    }

    @Test
    void corruptedIndexMarksFailReadsThatUseTheIndex() throws IOException {
        createTwoParts();
        Path mrk = partDir("1_1_1_0").resolve("skp_idx_v_idx.mrk2");
        byte[] bytes = Files.readAllBytes(mrk);
        bytes[0] ^= 0x01;
        Files.write(mrk, bytes);
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThatThrownBy(() -> s.execute("SELECT k FROM t WHERE v = 'one'" + UPFRONT).rows())
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.CHECKSUM_DOESNT_MATCH))
                    .hasMessageContaining("skp_idx_v_idx.mrk2");
        }
    }

    private void createTwoParts() {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (k UInt8, v String, INDEX v_idx v TYPE set(10)) ENGINE = MergeTree PARTITION BY k ORDER BY k").close();
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
