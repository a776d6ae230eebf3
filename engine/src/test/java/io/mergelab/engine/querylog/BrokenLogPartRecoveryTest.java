package io.mergelab.engine.querylog;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.testing.CapturedStderr;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A system log is history, not data anyone inserted: a damaged part of it costs only its own rows. The engine opens,
 * every query runs, and the part is kept in {@code detached/} for inspection.
 */
class BrokenLogPartRecoveryTest {
    @TempDir
    Path dataDir;

    @Test
    void aQueryLogPartFailingItsChecksumIsDetachedAndTheEngineWorks() throws IOException {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("SELECT 'lost'").close();
            s.execute("SYSTEM FLUSH LOGS").close();
            s.execute("SELECT 'kept'").close();
        }
        Path logDir = dataDir.resolve("system_logs/query_log");
        Path firstPart = parts(logDir).get(0);
        assertThat(firstPart.getFileName().toString()).isEqualTo("all_1_1_0");
        flipByteInLargestDataFile(firstPart);

        String log;
        try (CapturedStderr err = new CapturedStderr(); Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            assertThat(s.execute("SELECT 1").rows()).containsExactly(List.of(1L));
            List<List<Object>> queries = s.execute("SELECT query FROM system.query_log WHERE type = 'QueryFinish' "
                    + "AND query IN ('SELECT \\'lost\\'', 'SELECT \\'kept\\'', 'SELECT 1') ORDER BY event_time_microseconds").rows();
            assertThat(queries).containsExactly(List.of("SELECT 'kept'"), List.of("SELECT 1"));
            log = err.text();
        }
        assertThat(logDir.resolve("all_1_1_0")).doesNotExist();
        assertThat(logDir.resolve("detached/broken-on-start_all_1_1_0")).isDirectory();
        assertThat(log).contains("WARN", "Part all_1_1_0 of system.query_log is broken", "CHECKSUM_DOESNT_MATCH");

        // the next start finds nothing wrong and keeps what is left
        try (Engine engine = Engine.open(dataDir)) {
            assertThat(engine.newSession().execute("SELECT count() FROM system.query_log WHERE query = 'SELECT \\'kept\\''")
                    .rows()).containsExactly(List.of(2L));
        }
    }

    private static List<Path> parts(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.filter(p -> p.getFileName().toString().startsWith("all_")).sorted().toList();
        }
    }

    private static void flipByteInLargestDataFile(Path part) throws IOException {
        Path largest;
        try (Stream<Path> files = Files.list(part)) {
            largest = files.filter(f -> f.toString().endsWith(".bin")).max(Comparator.comparingLong(BrokenLogPartRecoveryTest::size))
                    .orElseThrow();
        }
        try (RandomAccessFile f = new RandomAccessFile(largest.toFile(), "rw")) {
            f.seek(f.length() - 2);
            int b = f.read();
            f.seek(f.length() - 2);
            f.write(b ^ 0x5a);
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
