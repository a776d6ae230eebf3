package io.mergelab.engine.mutation;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A mutation file that is not UTF-8 text (a flipped bit, a file from elsewhere) never stops start-up: it is set aside
 * as {@code .broken} with a WARN, the table opens with its rows, and later mutations work.
 */
class MutationFileRecoveryTest {
    @TempDir
    Path dataDir;

    @Test
    void aMutationFileOfInvalidUtf8IsSetAsideAndTheEngineOpens() throws IOException {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (k UInt32, v String) ENGINE = MergeTree ORDER BY k").close();
            s.execute("INSERT INTO t VALUES (1, 'a'), (2, 'b')").close();
            s.execute("ALTER TABLE t DELETE WHERE k = 2").close();
        }
        Path table = tableDir();
        byte[] invalid = "format version: 1\ncreate time: 2026-01-01T00:00:00Z\ncommands: DELETE WHERE v = '\u00ff'\n"
                .getBytes(StandardCharsets.ISO_8859_1);
        Path file = Files.write(table.resolve("mutation_9.txt"), invalid);

        try (CapturedStderr err = new CapturedStderr(); Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThat(s.execute("SELECT k, v FROM t").rows()).containsExactly(List.of(1L, "a"));
            assertThat(s.execute("SELECT mutation_id FROM system.mutations WHERE table = 't'").rows())
                    .containsExactly(List.of("mutation_2.txt"));
            s.execute("ALTER TABLE t UPDATE v = 'z' WHERE k = 1").close();
            assertThat(s.execute("SELECT v FROM t").rows()).containsExactly(List.of("z"));
            assertThat(err.text()).contains("WARN", file.toString(), "cannot be read", "mutation_9.txt.broken");
        }
        assertThat(file).doesNotExist();
        assertThat(table.resolve("mutation_9.txt.broken")).hasBinaryContent(invalid);
    }

    private Path tableDir() throws IOException {
        try (Stream<Path> dirs = Files.list(dataDir.resolve("store"))) {
            return dirs.findFirst().orElseThrow();
        }
    }
}
