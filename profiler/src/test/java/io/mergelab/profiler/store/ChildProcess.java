package io.mergelab.profiler.store;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A {@link StoreWriterChild} in its own JVM, its output lines readable as they come. */
final class ChildProcess {
    private static final long LINE_TIMEOUT_SECONDS = 120;

    private final Process process;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> seen = new ArrayList<>();

    private ChildProcess(Process process) {
        this.process = process;
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the stream closes under the reader when the child is killed
            }
            lines.add("<end>");
        }, "child-output");
        reader.setDaemon(true);
        reader.start();
    }

    static ChildProcess storeWriter(Path store, String prefix, int runs) throws IOException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
                "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
                StoreWriterChild.class.getName(), store.toString(), prefix, Integer.toString(runs));
        return new ChildProcess(new ProcessBuilder(command).redirectErrorStream(true).start());
    }

    /** Reads lines until one equals {@code wanted}; fails when the child ends first. */
    void awaitLine(String wanted) throws InterruptedException {
        while (true) {
            String line = lines.poll(LINE_TIMEOUT_SECONDS, TimeUnit.SECONDS);
            if (line == null || line.equals("<end>")) {
                throw new AssertionError("child ended or went quiet before '" + wanted + "'; its output: " + seen);
            }
            seen.add(line);
            if (line.equals(wanted)) {
                return;
            }
        }
    }

    /** The {@code saved <id>} lines so far, after the child has ended. */
    List<String> savedIds() throws InterruptedException {
        List<String> saved = new ArrayList<>();
        for (String line = lines.poll(LINE_TIMEOUT_SECONDS, TimeUnit.SECONDS); line != null && !line.equals("<end>");
             line = lines.poll(LINE_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            seen.add(line);
        }
        for (String line : seen) {
            if (line.startsWith("saved ")) {
                saved.add(line.substring("saved ".length()));
            }
        }
        return saved;
    }

    String output() {
        return String.join("\n", seen);
    }

    Process process() {
        return process;
    }
}
