package io.mergelab.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class data sharing training as the launchers run it: a command, then the window opened without a display
 * (headless Monocle) until its catalog loaded, then the exit, where the JVM writes the archive (not here: the test's
 * class path has directories, which an archive cannot name; installers/check-installed checks the installed one).
 */
class CdsTrainingTest {
    @TempDir
    Path dir;

    @Test
    void opensTheWindowWithoutADisplayAfterTheCommandAndExits() throws Exception {
        Path data = dir.resolve("data");
        Path log = dir.resolve("log");
        ProcessBuilder training = new ProcessBuilder(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dorg.slf4j.simpleLogger.log.io.mergelab.startup=info",
                "-D" + Main.TRAINING_WINDOW_PROPERTY + "=" + data,
                "-cp", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                Main.class.getName(), "--path", data.toString(), "sql", "-q", "CREATE TABLE t (x UInt8) ENGINE = MergeTree ORDER BY x"))
                .redirectErrorStream(true).redirectOutput(log.toFile());
        training.environment().remove("DISPLAY");
        Process child = training.start();

        boolean exited = child.waitFor(5, TimeUnit.MINUTES);
        if (!exited) {
            child.destroyForcibly().waitFor();
        }
        String output = Files.readString(log);
        assertThat(exited).as("the training exits by itself: %s", output).isTrue();
        assertThat(child.exitValue()).as(output).isZero();
        assertThat(output).contains("Window shown", "Catalog loaded").doesNotContain("could not open the window");
        assertThat(data.resolve("metadata/default/t.json")).as("the command ran first").exists();
    }
}
