package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.Session;
import io.mergelab.engine.testing.CapturedStderr;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A part whose data fails its checksum passes start-up (which hashes only the small files) and fails the queries that
 * read it. CHECK TABLE finds it, DETACH PART takes it out, ATTACH PART refuses it while damaged, DROP DETACHED deletes
 * it; a merge or mutation that meets it detaches it as {@code broken_<name>} instead of failing on it again and again.
 * Real data directories, damaged on disk between two runs of the engine.
 */
class BrokenPartStatementsTest {
    @TempDir
    Path dataDir;
    Path table;

    @BeforeEach
    void threePartsOfOnePartitionOneDamaged() throws IOException {
        try (Engine engine = Engine.open(dataDir)) {
            BrokenPartFixture.createThreePartsOfOnePartition(engine.newSession());
        }
        try (Stream<Path> dirs = Files.list(dataDir.resolve("store"))) {
            table = dirs.findFirst().orElseThrow();
        }
        BrokenPartFixture.damage(table.resolve("all_2_2_0/v.bin"));
    }

    @Test
    void checkTableFindsTheDamagedPartAndDetachAttachAndDropDealWithIt() {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("SYSTEM STOP MERGES t").close();
            // max(v) reads the strings' bytes; length(v) would read only their sizes, which are not damaged
            assertThatThrownBy(() -> s.execute("SELECT max(v) FROM t").rows()).isInstanceOfSatisfying(MergeLabException.class,
                    e -> assertThat(e.code()).isEqualTo(ErrorCode.CHECKSUM_DOESNT_MATCH));

            assertThat(s.execute("CHECK TABLE t").rows()).containsExactly(List.of(0L));
            List<List<Object>> perPart = s.execute("CHECK TABLE t SETTINGS check_query_single_value_result = 0").rows();
            assertThat(perPart).extracting(r -> r.get(0), r -> r.get(1))
                    .containsExactly(tuple("all_1_1_0", 1L), tuple("all_2_2_0", 0L), tuple("all_3_3_0", 1L));
            assertThat((String) perPart.get(1).get(2)).contains("CHECKSUM_DOESNT_MATCH", "all_2_2_0", "v.bin");
            assertThat(perPart.get(0).get(2)).isEqualTo("");

            s.execute("ALTER TABLE t DETACH PART 'all_2_2_0'").close();
            assertThat(s.execute("SELECT count(), sum(length(v)) FROM t").rows()).containsExactly(List.of(200L, 490L));
            assertThat(s.execute("CHECK TABLE t").rows()).containsExactly(List.of(1L));
            assertThat(s.execute("SELECT name, reason, partition_id, min_block_number, level, bytes_on_disk > 0, path "
                    + "FROM system.detached_parts WHERE table = 't'").rows())
                    .containsExactly(List.of("all_2_2_0", "", "all", 2L, 0L, 1L, table.resolve("detached/all_2_2_0").toString()));

            assertThatThrownBy(() -> s.execute("ALTER TABLE t ATTACH PART 'all_2_2_0'").close())
                    .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.CHECKSUM_DOESNT_MATCH))
                    .hasMessageContaining("Cannot attach part all_2_2_0").hasMessageContaining("v.bin");
            assertThat(table.resolve("detached/all_2_2_0")).isDirectory();
            assertThat(s.execute("SELECT count() FROM t").rows()).containsExactly(List.of(200L));

            s.execute("ALTER TABLE t DROP DETACHED PART 'all_2_2_0' SETTINGS allow_drop_detached = 1").close();
            assertThat(s.execute("SELECT count() FROM system.detached_parts").rows()).containsExactly(List.of(0L));
        }
        assertThat(table.resolve("detached/all_2_2_0")).doesNotExist();
        assertThat(table.resolve("all_2_2_0")).doesNotExist();
    }

    @Test
    void aMergeThatMeetsTheDamagedPartDetachesItAsBrokenAndTheNextMergeSucceeds() {
        String log;
        try (CapturedStderr err = new CapturedStderr(); Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            BrokenPartFixture.mergePastTheDamagedPart(s);
            assertThat(s.execute("SELECT count(), sum(length(v)) FROM t").rows()).containsExactly(List.of(200L, 490L));
            log = err.text();
        }
        assertThat(log).contains("WARN", "Part all_2_2_0 of default.t is broken and was moved to", "broken_all_2_2_0",
                "the merge into all_1_3_1", "CHECKSUM_DOESNT_MATCH");
        assertThat(table.resolve("detached/broken_all_2_2_0/v.bin")).exists();
    }

    @Test
    void aMutationThatMeetsTheDamagedPartDetachesItAndMutatesTheOthers() {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("SYSTEM STOP MERGES t").close();
            s.execute("ALTER TABLE t UPDATE v = concat(v, '!') WHERE k % 2 = 0").close();
            assertThat(s.execute("SELECT count(), countIf(endsWith(v, '!')) FROM t").rows()).containsExactly(List.of(200L, 100L));
            assertThat(s.execute("SELECT name, reason FROM system.detached_parts WHERE table = 't'").rows())
                    .containsExactly(List.of("broken_all_2_2_0", "broken"));
            assertThat(s.execute("SELECT is_done, latest_fail_reason FROM system.mutations WHERE table = 't'").rows())
                    .containsExactly(List.of(1L, ""));
        }
    }

    @Test
    void aDetachInterruptedBeforeTheOriginalWasDeletedIsFinishedAtStartUp() throws IOException {
        try (Engine engine = Engine.open(dataDir)) {
            engine.newSession().execute("ALTER TABLE t DETACH PART 'all_1_1_0'").close();
        }
        // what a crash between copying the part into detached/ and deleting the original leaves: the same files twice
        Path original = Files.createDirectories(table.resolve("all_1_1_0"));
        try (Stream<Path> files = Files.list(table.resolve("detached/all_1_1_0"))) {
            for (Path f : files.toList()) {
                Files.createLink(original.resolve(f.getFileName()), f);
            }
        }
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThat(s.execute("SELECT min(k) FROM t WHERE k < 200").rows()).containsExactly(List.of(100L));
            assertThat(s.execute("SELECT name FROM system.detached_parts").rows()).containsExactly(List.of("all_1_1_0"));
        }
        assertThat(original).doesNotExist();
        assertThat(table.resolve("detached/all_1_1_0/checksums.txt")).exists();
    }

    private static org.assertj.core.groups.Tuple tuple(Object... values) {
        return org.assertj.core.groups.Tuple.tuple(values);
    }
}
