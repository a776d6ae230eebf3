package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A string equality reads the few bytes it compares of verified raw blocks from the part handle's mapping of the file
 * (docs/storage-format.md); the mapping lives with the part, and a part retired by a merge is unmapped before its
 * files are deleted, so the process holds no deleted part file's disk space. Seen from the process's own mappings
 * ({@code /proc/self/maps}, Linux).
 */
class MappedPartFilesTest {
    private static final Path MAPS = Path.of("/proc/self/maps");

    @TempDir
    Path dataDir;

    @Test
    void aMergedAwayPartIsUnmappedBeforeItsFilesAreDeleted() throws Exception {
        assumeTrue(Files.isReadable(MAPS), "no /proc/self/maps");
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE m (id UInt64, s String CODEC(NONE)) ENGINE = MergeTree ORDER BY id "
                    + "SETTINGS index_granularity = 64, min_compress_block_size = 512, max_compress_block_size = 2048").close();
            s.execute("SYSTEM STOP MERGES m").close();
            s.execute("INSERT INTO m SELECT number, if(number % 97 = 0, 'needle', repeat('x', 10)) FROM numbers(20000)").close();
            s.execute("INSERT INTO m SELECT number, if(number % 89 = 0, 'needle', repeat('y', 9)) FROM numbers(20000, 20000)").close();
            List<String> parts = s.execute("SELECT path FROM system.parts WHERE table = 'm' AND active ORDER BY name")
                    .rows().stream().map(r -> (String) r.get(0)).toList();
            // the first read verifies the blocks, the later ones read the needles' bytes from the mapped files
            for (int i = 0; i < 3; i++) {
                assertThat(s.execute("SELECT count(), sum(id) FROM m WHERE s = 'needle'").rows())
                        .containsExactly(List.of(432L, 8_816_562L));
            }
            for (String part : parts) {
                assertThat(mapped(part)).as("mapped %s", part).isTrue();
            }

            s.execute("SYSTEM START MERGES m").close();
            s.execute("OPTIMIZE TABLE m FINAL").close();
            for (String part : parts) {
                waitUntilDeleted(Path.of(part));
                assertThat(mapped(part)).as("mapped %s after it was deleted", part).isFalse();
            }
            assertThat(s.execute("SELECT count(), sum(id) FROM m WHERE s = 'needle'").rows())
                    .containsExactly(List.of(432L, 8_816_562L));
            assertThat(s.execute("SELECT count(), sum(id) FROM m WHERE s = 'needle'").rows())
                    .containsExactly(List.of(432L, 8_816_562L));
        }
    }

    /** Whether a file of the part directory {@code part} is mapped into this process. */
    private static boolean mapped(String part) throws IOException {
        String dir = part.endsWith("/") ? part : part + "/";
        String renamed = Path.of(part).resolveSibling("tmp_delete_" + Path.of(part).getFileName()) + "/";
        return Files.readAllLines(MAPS).stream().anyMatch(l -> l.contains(dir) || l.contains(renamed));
    }

    private static void waitUntilDeleted(Path dir) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (Files.exists(dir) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(dir).doesNotExist();
    }
}
