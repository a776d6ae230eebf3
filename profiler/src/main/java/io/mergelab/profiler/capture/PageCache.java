package io.mergelab.profiler.capture;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The operating system's page cache, which a cold run should not read from: on Linux, {@code sync} then writing
 * {@code 1} to {@code /proc/sys/vm/drop_caches} (root only, and not inside most containers).
 */
class PageCache {
    static final Path DROP_CACHES = Path.of("/proc/sys/vm/drop_caches");

    /** Drops the page cache; empty when done, else why it could not be. */
    Optional<String> drop() {
        String os = System.getProperty("os.name", "");
        if (!os.toLowerCase(Locale.ROOT).contains("linux")) {
            return Optional.of("only Linux lets a process drop it (this is " + os + ")");
        }
        try {
            Process sync = new ProcessBuilder("sync").redirectErrorStream(true).start();
            if (!sync.waitFor(60, TimeUnit.SECONDS)) {
                sync.destroy();
                return Optional.of("sync did not finish within 60 s");
            }
            Files.writeString(DROP_CACHES, "1", StandardCharsets.US_ASCII);
            return Optional.empty();
        } catch (FileSystemException e) {
            return Optional.of("cannot write " + DROP_CACHES + " ("
                    + (e.getReason() != null ? e.getReason() : e.getClass().getSimpleName()) + ")");
        } catch (IOException e) {
            return Optional.of("cannot write " + DROP_CACHES + " (" + e.getMessage() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while running sync");
        }
    }
}
