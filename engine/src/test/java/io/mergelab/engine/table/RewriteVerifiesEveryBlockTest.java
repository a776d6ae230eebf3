package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.testing.CapturedStderr;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Queries trust a block whose checksum an earlier read of the same attached part verified (docs/storage-format.md),
 * but a merge or mutation writes new checksums over what it reads, so it verifies every block again: bytes damaged on
 * disk after a query read them are found by the merge (the part detached as broken, its rows not merged) instead of
 * being written into the merged part under valid checksums. Real data directories, damaged while the engine runs.
 */
class RewriteVerifiesEveryBlockTest {
    @TempDir
    Path dataDir;

    @Test
    void aMergeFindsBytesDamagedAfterAQueryVerifiedThem() throws IOException {
        String log;
        try (CapturedStderr err = new CapturedStderr(); Engine engine = Engine.open(dataDir)) {
            Session s = threePartsOfOnePartition(engine);
            assertThat(s.execute("SELECT max(v), sum(length(v)) FROM t").rows()).containsExactly(List.of("99", 790L));
            BrokenPartFixture.damage(tableDir().resolve("all_2_2_0/v.bin"));
            s.execute("SYSTEM START MERGES t").close();

            BrokenPartFixture.mergePastTheDamagedPart(s);
            assertThat(s.execute("SELECT count(), sum(length(v)), max(v) FROM t").rows())
                    .containsExactly(List.of(200L, 490L, "99"));
            log = err.text();
        }
        assertThat(log).contains("Part all_2_2_0 of default.t is broken", "CHECKSUM_DOESNT_MATCH");
    }

    @Test
    void aMutationFindsBytesDamagedAfterAQueryVerifiedThem() throws IOException {
        try (CapturedStderr ignored = new CapturedStderr(); Engine engine = Engine.open(dataDir)) {
            Session s = threePartsOfOnePartition(engine);
            assertThat(s.execute("SELECT max(v) FROM t").rows()).containsExactly(List.of("99"));
            BrokenPartFixture.damage(tableDir().resolve("all_2_2_0/v.bin"));

            s.execute("ALTER TABLE t UPDATE v = concat(v, '!') WHERE k % 2 = 0").close();
            assertThat(s.execute("SELECT count(), countIf(endsWith(v, '!')) FROM t").rows())
                    .containsExactly(List.of(200L, 100L));
            assertThat(s.execute("SELECT name, reason FROM system.detached_parts WHERE table = 't'").rows())
                    .containsExactly(List.of("broken_all_2_2_0", "broken"));
        }
    }

    private static Session threePartsOfOnePartition(Engine engine) {
        Session s = engine.newSession();
        BrokenPartFixture.createThreePartsOfOnePartition(s);
        return s;
    }

    private Path tableDir() throws IOException {
        try (Stream<Path> dirs = Files.list(dataDir.resolve("store"))) {
            return dirs.filter(d -> Files.isDirectory(d.resolve("all_2_2_0"))).findFirst().orElseThrow();
        }
    }
}
