package io.mergelab.engine.durability;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.LongColumn;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a child JVM with SIGKILL in the middle of multi-part inserts, again and again, and checks after
 * each restart that every acknowledged insert is complete and that no insert is visible in part.
 */
class CrashSafetyTest {
    private static final int KILLS = 6;

    @TempDir
    Path dataDir;

    @Test
    void killedInsertsLeaveOnlyWholeAcknowledgedInserts() throws Exception {
        Random random = new Random(7);
        long acknowledged = 0;
        for (int round = 0; round < KILLS; round++) {
            acknowledged = Math.max(acknowledged, runAndKill(random.nextInt(400) + 150));
            Map<Long, Long> rowsPerBatch = rowsPerBatch();
            for (long b = 1; b <= acknowledged; b++) {
                assertThat(rowsPerBatch.get(b)).as("rows of acknowledged batch %d after kill %d", b, round + 1)
                        .isEqualTo((long) CrashInsertChild.ROWS_PER_BATCH);
            }
            assertThat(rowsPerBatch.values()).as("every visible batch is complete")
                    .allMatch(n -> n == CrashInsertChild.ROWS_PER_BATCH);
            long inFlight = acknowledged + 1;
            assertThat(rowsPerBatch.keySet()).as("only acknowledged batches and at most the one in flight")
                    .allMatch(b -> b <= inFlight);
            try (Stream<Path> leftovers = Files.walk(dataDir)) {
                assertThat(leftovers.map(p -> p.getFileName().toString()))
                        .noneMatch(n -> n.startsWith("tmp_") || n.endsWith(".pending"));
            }
        }
        assertThat(acknowledged).as("inserts acknowledged over all rounds").isGreaterThanOrEqualTo(KILLS);
    }

    /** Starts the child, lets it insert for a while after its first acknowledgement, kills it, returns the last ACK. */
    private long runAndKill(int millisAfterFirstAck) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-cp", System.getProperty("java.class.path"),
                CrashInsertChild.class.getName(), dataDir.toString());
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process child = pb.start();
        AtomicLong lastAck = new AtomicLong();
        Object firstAck = new Object();
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    if (line.startsWith("ACK ")) {
                        lastAck.set(Long.parseLong(line.substring(4)));
                        synchronized (firstAck) {
                            firstAck.notifyAll();
                        }
                    }
                }
            } catch (IOException ignored) {
                // the child was killed
            }
        });
        reader.start();
        synchronized (firstAck) {
            long deadline = System.currentTimeMillis() + 60_000;
            while (lastAck.get() == 0 && child.isAlive() && System.currentTimeMillis() < deadline) {
                firstAck.wait(100);
            }
        }
        assertThat(lastAck.get()).as("the child acknowledged an insert").isPositive();
        Thread.sleep(millisAfterFirstAck);
        child.destroyForcibly();
        assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        reader.join(10_000);
        return lastAck.get();
    }

    private Map<Long, Long> rowsPerBatch() {
        Map<Long, Long> counts = new HashMap<>();
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            try (QueryResult r = s.execute("SELECT batch FROM crash")) {
                Iterator<Chunk> it = r.chunks();
                while (it.hasNext()) {
                    LongColumn c = (LongColumn) it.next().column(0);
                    for (int i = 0; i < c.size(); i++) {
                        counts.merge(c.getLong(i), 1L, Long::sum);
                    }
                }
            }
        }
        return counts;
    }
}
