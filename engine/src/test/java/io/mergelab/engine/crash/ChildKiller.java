package io.mergelab.engine.crash;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The crash tests' loop: starts a workload in a child JVM, waits until it prints {@link CrashWorkload#READY}, kills it
 * with SIGKILL a random moment later and checks what it left, again and again on one directory. Child logs go to
 * {@code target/crash-logs}.
 */
final class ChildKiller {
    /** How long a child may take to open its engine on a busy machine. */
    private static final long START_TIMEOUT_MILLIS = 60_000;

    /** Checks the directory after a kill; {@code when} names the kill for assertion messages. */
    @FunctionalInterface
    interface Check {
        void verify(String when) throws IOException;
    }

    /** What a kill left on disk before reopening cleans up (logged, not checked). */
    @FunctionalInterface
    interface Leftovers {
        List<String> list() throws IOException;
    }

    private ChildKiller() {
    }

    /**
     * Runs {@code kills} children of {@code command} (JVM options, main class, its arguments), each killed 50 to
     * {@code 50 + maxDelayMillis} ms after it is ready, on a schedule whose seed is logged.
     */
    static void killRepeatedly(Class<?> test, int kills, int maxDelayMillis, List<String> command, Leftovers leftovers,
                               Check check) throws IOException, InterruptedException {
        Logger log = LoggerFactory.getLogger(test);
        long seed = System.nanoTime();
        Random random = new Random(seed);
        log.info("Kill schedule seed {}", seed);
        Path logs = Files.createDirectories(Path.of("target", "crash-logs"));
        for (int i = 0; i < kills; i++) {
            long delay = 50 + random.nextInt(maxDelayMillis);
            Path childLog = logs.resolve(test.getSimpleName() + "-child-" + i + ".log");
            Process child = start(command, childLog);
            awaitReady(child, childLog);
            boolean exited = child.waitFor(delay, TimeUnit.MILLISECONDS);
            assertThat(exited).as("child %d ended by itself, exit code %s, see %s", i, exited ? child.exitValue() : 0,
                    childLog).isFalse();
            child.destroyForcibly().waitFor();
            List<String> lines = Files.readAllLines(childLog);
            log.info("Kill {} {} ms into the workload, at {}; left behind: {}", i, delay, lines.get(lines.size() - 1),
                    leftovers.list());
            check.verify("kill " + i + " after " + delay + " ms (seed " + seed + ")");
        }
    }

    private static Process start(List<String> command, Path log) throws IOException {
        List<String> args = new ArrayList<>();
        args.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        args.add("-cp");
        // surefire puts the real class path here when java.class.path is only its booter jar
        args.add(System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
        args.addAll(command);
        ProcessBuilder pb = new ProcessBuilder(args);
        pb.redirectErrorStream(true);
        pb.redirectOutput(log.toFile());
        return pb.start();
    }

    private static void awaitReady(Process child, Path log) throws IOException, InterruptedException {
        long deadline = System.currentTimeMillis() + START_TIMEOUT_MILLIS;
        while (!Files.readString(log).contains(CrashWorkload.READY)) {
            assertThat(child.isAlive()).as("child running, see " + log).isTrue();
            assertThat(System.currentTimeMillis()).as("child ready in time, see " + log).isLessThan(deadline);
            Thread.sleep(20);
        }
    }
}
