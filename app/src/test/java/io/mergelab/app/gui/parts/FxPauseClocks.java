package io.mergelab.app.gui.parts;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The clocks that explain a pause of the FX thread: its own CPU time and that of JavaFX's render thread (a pulse waits
 * for the previous frame to be painted, which the FX thread's CPU does not show), and, on Linux, the time each of the
 * two was runnable but waiting for a core (the second field of {@code /proc/<pid>/task/<tid>/schedstat}).
 */
final class FxPauseClocks {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** One reading of the clocks, in nanoseconds; -1 where a clock cannot be read here. */
    record Reading(long fxCpu, long fxRunQueue, long rendererCpu, long rendererRunQueue) {
        Reading minus(Reading before) {
            return new Reading(difference(fxCpu, before.fxCpu), difference(fxRunQueue, before.fxRunQueue),
                    difference(rendererCpu, before.rendererCpu), difference(rendererRunQueue, before.rendererRunQueue));
        }

        String describe() {
            return String.format("FX thread: CPU %s, waiting for a core %s; renderer: CPU %s, waiting for a core %s",
                    millis(fxCpu), millis(fxRunQueue), millis(rendererCpu), millis(rendererRunQueue));
        }

        private static long difference(long now, long before) {
            return now < 0 || before < 0 ? -1 : now - before;
        }

        private static String millis(long nanos) {
            return nanos < 0 ? "n/a" : nanos / 1_000_000 + " ms";
        }
    }

    /** A thread's CPU time (by its Java id) and its run-queue wait (by its Linux schedstat file, null if none). */
    private record ThreadClock(long javaId, Path schedstat) {
        static final ThreadClock NONE = new ThreadClock(-1, null);

        long cpu() {
            return javaId < 0 ? -1 : THREADS.getThreadCpuTime(javaId);
        }

        long runQueue() {
            if (schedstat == null) {
                return -1;
            }
            try {
                return Long.parseLong(Files.readString(schedstat).trim().split(" ")[1]);
            } catch (IOException | RuntimeException e) {
                return -1;
            }
        }
    }

    private final ThreadClock fx;
    private final ThreadClock renderer;

    private FxPauseClocks(ThreadClock fx, ThreadClock renderer) {
        this.fx = fx;
        this.renderer = renderer;
    }

    /** Called on the FX thread, which is how its Linux thread id is found. */
    static FxPauseClocks ofCurrentFxThread() {
        ThreadClock fx = new ThreadClock(Thread.currentThread().getId(), schedstatOfCurrentThread());
        ThreadClock renderer = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("QuantumRenderer")).findFirst()
                .map(t -> new ThreadClock(t.getId(), schedstatNamed("QuantumRenderer"))).orElse(ThreadClock.NONE);
        return new FxPauseClocks(fx, renderer);
    }

    Reading read() {
        return new Reading(fx.cpu(), fx.runQueue(), renderer.cpu(), renderer.runQueue());
    }

    /** {@code /proc/thread-self} links to {@code <pid>/task/<tid>}; absent outside Linux. */
    private static Path schedstatOfCurrentThread() {
        try {
            return Path.of("/proc").resolve(Files.readSymbolicLink(Path.of("/proc/thread-self"))).resolve("schedstat");
        } catch (IOException | UnsupportedOperationException e) {
            return null;
        }
    }

    /** The schedstat of this process's thread whose (15-character) Linux name starts as given; null if none. */
    private static Path schedstatNamed(String namePrefix) {
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            return tasks.filter(task -> commOf(task).startsWith(namePrefix)).findFirst()
                    .map(task -> task.resolve("schedstat")).orElse(null);
        } catch (IOException e) {
            return null;
        }
    }

    private static String commOf(Path task) {
        try {
            return Files.readString(task.resolve("comm")).trim();
        } catch (IOException e) {
            return "";
        }
    }
}
