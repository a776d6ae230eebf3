package io.mergelab.engine.crash;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.storage.PartName;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a child JVM running {@link CrashWorkload} (inserts, mutations, OPTIMIZE FINAL and background merges) with
 * SIGKILL at random moments, again and again on the same data directory ({@link ChildKiller}), and after each kill
 * opens the directory here and checks: the table opens, no temporary directory is left, every inserted batch is there
 * exactly once (no row twice, none missing), and each mutation is wholly applied or not at all (after opening, which
 * finishes every mutation whose file was written, none is pending).
 */
class KillDuringMutationTest {
    private static final long ROWS = 10_000;
    private static final int KILLS = 6;

    @TempDir
    Path dataDir;

    @Test
    void killedAtRandomMomentsTheTableReopensWithWholeInsertsAndWholeMutations() throws Exception {
        ChildKiller.killRepeatedly(getClass(), KILLS, 2500, List.of("-Xmx256m", "-Dmergelab.background_merges=false",
                CrashWorkload.class.getName(), dataDir.toString(), Long.toString(ROWS)), this::leftovers, this::verify);
    }

    /** What a kill left on disk before the reopen cleans up: temporary directories and mutation files. */
    private List<String> leftovers() throws IOException {
        try (Stream<Path> walk = Files.walk(dataDir.resolve("store"))) {
            return walk.map(p -> p.getFileName().toString())
                    .filter(n -> n.startsWith("tmp_") || n.startsWith("txn_") || n.endsWith(".tmp")).toList();
        }
    }

    private void verify(String when) throws IOException {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThat(tmpDirectories()).as("temporary directories after reopening, " + when).isEmpty();
            List<PartName> parts = rows(s, "SELECT name FROM system.parts WHERE table = 't'").stream()
                    .map(r -> PartName.parse((String) r.get(0))).toList();
            for (PartName a : parts) {
                for (PartName b : parts) {
                    assertThat(!a.equals(b) && a.contains(b)).as("%s covers %s, %s", a, b, when).isFalse();
                }
            }
            List<List<Object>> batches = rows(s, "SELECT batch, count(), uniqExact(id), sum(id), min(id), max(id), "
                    + "sum(id % 2 = 0), sum(v = id + " + BatchCheck.UPDATED + "), sum(v = id) FROM t GROUP BY batch ORDER BY batch");
            for (int b = 0; b < batches.size(); b++) {
                BatchCheck.of(batches.get(b)).verify(b, ROWS, b == batches.size() - 1, when);
            }
            assertThat(rows(s, "SELECT mutation_id, command FROM system.mutations WHERE table = 't' AND NOT is_done"))
                    .as("unfinished mutations after reopening, " + when).isEmpty();
            List<List<Object>> failed = rows(s, "SELECT mutation_id, latest_fail_reason FROM system.mutations WHERE latest_fail_reason != ''");
            assertThat(failed).as("failed mutations, " + when).isEmpty();
        }
    }

    private List<String> tmpDirectories() throws IOException {
        try (Stream<Path> walk = Files.walk(dataDir.resolve("store"))) {
            return walk.filter(Files::isDirectory).map(p -> p.getFileName().toString()).filter(n -> n.startsWith("tmp_")).toList();
        }
    }

    private static List<List<Object>> rows(Session s, String sql) {
        try (QueryResult r = s.execute(sql)) {
            return new ArrayList<>(r.rows());
        }
    }
}
