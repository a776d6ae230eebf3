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
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Kills a child JVM running {@link CrashWorkload} (inserts, mutations, OPTIMIZE FINAL and background merges) with SIGKILL at random moments, again and
 * again on the same data directory, and after each kill opens the directory here and checks: the table opens, no
 * temporary directory is left, every inserted batch is there exactly once (no row twice, none missing), and each
 * mutation is wholly applied or not at all (after opening, which finishes every mutation whose file was written, none
 * is pending).
 */
class KillDuringMutationTest {
    private static final Logger LOG = LoggerFactory.getLogger(KillDuringMutationTest.class);
    private static final long ROWS = 10_000;
    private static final int KILLS = 6;
    private static final long START_TIMEOUT_MILLIS = 60_000;

    @TempDir
    Path dataDir;

    @Test
    void killedAtRandomMomentsTheTableReopensWithWholeInsertsAndWholeMutations() throws Exception {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        LOG.info("Kill schedule seed {}", seed);
        for (int i = 0; i < KILLS; i++) {
            long delay = 50 + random.nextInt(2500);
            Path log = Files.createDirectories(Path.of("target", "crash-logs")).resolve(getClass().getSimpleName() + "-child-" + i + ".log");
            Process child = startChild(log);
            awaitReady(child, log);
            boolean exited = child.waitFor(delay, TimeUnit.MILLISECONDS);
            assertThat(exited).as("child %d ended by itself (see its log), exit code %s", i, exited ? child.exitValue() : 0)
                    .isFalse();
            child.destroyForcibly().waitFor();
            List<String> lines = Files.readAllLines(log);
            LOG.info("Kill {} {} ms into the workload, at {}; left behind: {}", i, delay, lines.get(lines.size() - 1), leftovers());
            verify("kill " + i + " after " + delay + " ms (seed " + seed + ")");
        }
    }

    /** Waits until the child has opened the engine (which may take long on a busy machine). */
    private static void awaitReady(Process child, Path log) throws IOException, InterruptedException {
        long deadline = System.currentTimeMillis() + START_TIMEOUT_MILLIS;
        while (!Files.readString(log).contains(CrashWorkload.READY)) {
            assertThat(child.isAlive()).as("child running, see " + log).isTrue();
            assertThat(System.currentTimeMillis()).as("child ready in time, see " + log).isLessThan(deadline);
            Thread.sleep(20);
        }
    }

    private Process startChild(Path log) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // surefire puts the real class path here when java.class.path is only its booter jar
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        ProcessBuilder pb = new ProcessBuilder(java, "-Xmx256m", "-Dmergelab.background_merges=false", "-cp", classPath,
                CrashWorkload.class.getName(), dataDir.toString(), Long.toString(ROWS));
        pb.redirectErrorStream(true);
        pb.redirectOutput(log.toFile());
        return pb.start();
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
