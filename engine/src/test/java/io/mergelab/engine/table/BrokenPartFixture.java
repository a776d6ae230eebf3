package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The table the broken-part tests damage, the damage they do, and the merge that meets it. */
final class BrokenPartFixture {
    private BrokenPartFixture() {
    }

    /** Table {@code t}: parts all_1_1_0, all_2_2_0 and all_3_3_0 of 100 rows each, merges stopped. */
    static void createThreePartsOfOnePartition(Session s) {
        s.execute("CREATE TABLE t (k UInt32, v String) ENGINE = MergeTree ORDER BY k"
                + " SETTINGS min_bytes_for_wide_part = 0").close();
        s.execute("SYSTEM STOP MERGES t").close();
        s.execute("INSERT INTO t SELECT number, toString(number) FROM numbers(100)").close();
        s.execute("INSERT INTO t SELECT number, toString(number) FROM numbers(100, 100)").close();
        s.execute("INSERT INTO t SELECT number, toString(number) FROM numbers(200, 100)").close();
    }

    /** Flips bits near the end of the file, inside its last compressed block, so its checksum fails. */
    static void damage(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 3] ^= 0x21;
        Files.write(file, bytes);
    }

    /**
     * OPTIMIZE meets the damaged all_2_2_0 (failing with CHECKSUM_DOESNT_MATCH, or not when a background merge met it
     * first) and detaches it as broken; the next OPTIMIZE merges the two parts left into all_1_3_1.
     */
    static void mergePastTheDamagedPart(Session s) {
        try {
            s.execute("OPTIMIZE TABLE t FINAL").close();
        } catch (MergeLabException e) {
            assertThat(e.code()).isEqualTo(ErrorCode.CHECKSUM_DOESNT_MATCH);
        }
        assertThat(s.execute("SELECT name, reason FROM system.detached_parts WHERE table = 't'").rows())
                .containsExactly(List.of("broken_all_2_2_0", "broken"));
        s.execute("OPTIMIZE TABLE t FINAL").close();
        assertThat(s.execute("SELECT name FROM system.parts WHERE table = 't' AND active").rows())
                .containsExactly(List.of("all_1_3_1"));
    }
}
