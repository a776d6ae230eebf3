package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * A part directory that something else removes after start-up listed the table and before it loaded that part (the
 * soak's restart saw the cleanup of an engine still closing on the same directory do it) is skipped: the table opens
 * with its other parts, and nothing else is moved or deleted. The part's {@code checksums.txt} is a named pipe, so
 * start-up stops at the very moment it reads it; the part is removed then, as a cleanup removes one (renamed to
 * {@code tmp_delete_<name>}, then deleted), and only then does the pipe give start-up the file's bytes.
 */
@DisabledOnOs(value = OS.WINDOWS, disabledReason = "named pipes are made with mkfifo")
class PartRemovedDuringStartUpTest {
    @TempDir
    Path dataDir;

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aPartRemovedWhileTheTableLoadsIsSkippedAndTheTableOpensWithTheOthers() throws Exception {
        createThreeParts();
        Path part = partDir("all_2_2_0");
        Path checksums = part.resolve("checksums.txt");
        byte[] content = Files.readAllBytes(checksums);
        Files.delete(checksums);
        mkfifo(checksums);

        CompletableFuture<Engine> opening = CompletableFuture.supplyAsync(() -> Engine.open(dataDir));
        // should start-up end without reading the pipe, reading it here lets the writer below go and the test fail
        opening.whenComplete((engine, error) -> drain(checksums));
        // opening the pipe for writing returns once start-up opened it to read: the table is listed, this part loading
        try (OutputStream out = Files.newOutputStream(checksums)) {
            assertThat(opening).as("start-up is loading the part").isNotDone();
            Path doomed = part.resolveSibling("tmp_delete_" + part.getFileName());
            Files.move(part, doomed, StandardCopyOption.ATOMIC_MOVE);
            deleteRecursively(doomed);
            out.write(content);
        }
        try (Engine engine = opening.get(60, TimeUnit.SECONDS)) {
            Session s = engine.newSession();
            assertThat(s.execute("SELECT k FROM t ORDER BY k").rows()).containsExactly(List.of(1L), List.of(3L));
            assertThat(s.execute("SELECT name FROM system.parts WHERE table = 't' ORDER BY name").rows())
                    .containsExactly(List.of("all_1_1_0"), List.of("all_3_3_0"));
            assertThat(s.execute("SELECT count() FROM system.detached_parts WHERE table = 't'").rows())
                    .containsExactly(List.of(0L));
            s.execute("INSERT INTO t VALUES (4)").close();
            assertThat(s.execute("SELECT k FROM t ORDER BY k").rows()).containsExactly(List.of(1L), List.of(3L), List.of(4L));
        }
        try (Stream<Path> left = Files.list(part.getParent())) {
            assertThat(left.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted())
                    .containsExactly("all_1_1_0", "all_3_3_0", "all_4_4_0");
        }
    }

    private void createThreeParts() {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (k UInt8) ENGINE = MergeTree ORDER BY k").close();
            for (int k = 1; k <= 3; k++) {
                s.execute("INSERT INTO t VALUES (" + k + ")").close();
            }
        }
    }

    private Path partDir(String name) throws IOException {
        try (Stream<Path> walk = Files.walk(dataDir.resolve("store"))) {
            return walk.filter(p -> p.getFileName().toString().equals(name)).findFirst().orElseThrow();
        }
    }

    private static void mkfifo(Path path) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
        assertThat(p.waitFor()).as("mkfifo " + path).isZero();
    }

    private static void drain(Path pipe) {
        try (InputStream in = Files.newInputStream(pipe)) {
            in.transferTo(OutputStream.nullOutputStream());
        } catch (IOException e) {
            // gone with its part: start-up read it
        }
    }

    private static void deleteRecursively(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
