package io.mergelab.engine.storage.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Deleting a table's directory while another thread removes parts in it as the retired parts' cleanup does (each part
 * renamed to {@code delete_tmp_<name>}, then deleted): a DROP racing that cleanup failed with "Directory not empty"
 * or stopped early and left files behind.
 */
class DirectoriesTest {
    private static final int PARTS = 40;

    @Test
    void aTreeIsDeletedWholeWhileAnotherThreadRenamesAndDeletesItsEntries(@TempDir Path root) throws Exception {
        for (int round = 0; round < 100; round++) {
            Path table = root.resolve("table" + round);
            List<Path> parts = new ArrayList<>();
            for (int p = 0; p < PARTS; p++) {
                Path part = Files.createDirectories(table.resolve("all_" + p + "_" + p + "_0"));
                for (int f = 0; f < 4; f++) {
                    Files.writeString(part.resolve("column" + f + ".bin"), "x");
                }
                parts.add(part);
            }
            CountDownLatch start = new CountDownLatch(1);
            CompletableFuture<Void> cleanup = CompletableFuture.runAsync(() -> {
                await(start);
                for (Path part : parts) {
                    Path doomed = part.resolveSibling("delete_tmp_" + part.getFileName());
                    try {
                        Files.move(part, doomed);
                    } catch (IOException gone) {
                        continue;
                    }
                    try {
                        Directories.deleteRecursively(doomed);
                    } catch (RuntimeException e) {
                        // the DROP's walk may delete the renamed part's files first: the cleanup gives up, as it does
                    }
                }
            });

            start.countDown();
            Directories.deleteRecursively(table);
            cleanup.join();

            assertThat(table).as("round %d", round).doesNotExist();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
