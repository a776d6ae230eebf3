package io.mergelab.profiler.report;

import org.junit.jupiter.api.Assumptions;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.fail;

/**
 * Debian's {@code chromium} run headless on a local file: a screenshot and the page's console messages, which
 * {@code --enable-logging=stderr --v=0} prints as {@code INFO:CONSOLE} lines (errors, uncaught exceptions and
 * blocked loads among them). Missing chromium fails the test when {@code MERGELAB_REQUIRE_CHROMIUM=1} (CI) and
 * skips it otherwise.
 */
final class HeadlessChromium {
    private static final long TIMEOUT_SECONDS = 180;

    /** What a page load left: the console lines and chromium's whole stderr for a failure message. */
    record Load(List<String> consoleLines, String stderr) {
    }

    private HeadlessChromium() {
    }

    static Path requireExecutable() {
        Optional<Path> found = find();
        if (found.isEmpty()) {
            if ("1".equals(System.getenv("MERGELAB_REQUIRE_CHROMIUM"))) {
                fail("chromium is not installed, and MERGELAB_REQUIRE_CHROMIUM=1 requires the real-browser test; "
                        + "install it with apt-get install -y --no-install-recommends chromium");
            }
            Assumptions.abort("chromium is not installed (set MERGELAB_REQUIRE_CHROMIUM=1 to make this a failure)");
        }
        return found.get();
    }

    private static Optional<Path> find() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(dir, "chromium");
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** Loads {@code page} at 1280 × 2000 and writes the screenshot to {@code png}. */
    static Load screenshot(Path chromium, Path page, Path png, Path workDir) throws IOException, InterruptedException {
        return screenshot(chromium, page, png, workDir, 1280, 2000);
    }

    /**
     * How wide the page lays out in a window {@code width} px wide: {@code [document scrollWidth, clientWidth]}, from a
     * copy of the page with a script that logs them (the report itself has no script).
     */
    static int[] scrollWidth(Path chromium, Path page, int width, Path workDir) throws IOException, InterruptedException {
        Path probe = workDir.resolve("scroll-probe-" + System.nanoTime() + ".html");
        Files.writeString(probe, Files.readString(page, StandardCharsets.UTF_8) + "<script>console.log('scrollWidth '"
                + " + document.documentElement.scrollWidth + ' ' + document.documentElement.clientWidth);</script>\n",
                StandardCharsets.UTF_8);
        Load load = screenshot(chromium, probe, workDir.resolve(probe.getFileName() + ".png"), workDir, width, 900);
        String line = load.consoleLines().stream().filter(l -> l.contains("scrollWidth ")).findFirst()
                .orElseThrow(() -> new AssertionError("the probe logged no widths; chromium said:\n" + load.stderr()));
        String[] words = line.substring(line.indexOf("scrollWidth ")).split("[ \"]+");
        return new int[] {Integer.parseInt(words[1]), Integer.parseInt(words[2])};
    }

    static Load screenshot(Path chromium, Path page, Path png, Path workDir, int width, int height)
            throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(workDir, "chromium-profile");
        Path stderr = workDir.resolve("chromium-" + System.nanoTime() + ".log");
        List<String> command = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0",
                "--screenshot=" + png.toAbsolutePath(), "--window-size=" + width + "," + height,
                page.toAbsolutePath().toUri().toString()));
        Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(stderr.toFile()).start();
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("chromium did not finish within " + TIMEOUT_SECONDS + " s: " + command);
        }
        String log = Files.readString(stderr, StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            fail("chromium exited with " + process.exitValue() + ":\n" + log);
        }
        List<String> console = log.lines().filter(l -> l.contains(":CONSOLE")).toList();
        return new Load(console, log);
    }
}
