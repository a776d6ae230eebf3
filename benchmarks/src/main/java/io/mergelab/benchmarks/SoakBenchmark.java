package io.mergelab.benchmarks;

import io.mergelab.engine.soak.SoakReport;
import io.mergelab.engine.soak.SoakWorkload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Issue 21's long soak: the engine test suite's {@link SoakWorkload} (concurrent inserts, counts and FINAL checked
 * against what was acknowledged, mutations, OPTIMIZE, background merges, KILL QUERY, restarts) for a given time;
 * prints the operations done per kind and every violation, and exits 1 when there was one.
 *
 * <p>Usage: {@code SoakBenchmark [duration] [seed]}: duration as {@code 30m}, {@code 90s} or ISO-8601 (default 30m).
 */
public final class SoakBenchmark {
    private SoakBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Duration duration = parse(args.length > 0 ? args[0] : "30m");
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 21;
        Path dir = Files.createTempDirectory("mergelab-soak");
        try {
            SoakReport report = new SoakWorkload(dir, duration, seed).run();
            System.out.println(report.describe());
            if (!report.violations().isEmpty()) {
                System.exit(1);
            }
        } finally {
            Bench.deleteTree(dir);
        }
    }

    static Duration parse(String text) {
        if (text.startsWith("P") || text.startsWith("p")) {
            return Duration.parse(text);
        }
        long amount = Long.parseLong(text.substring(0, text.length() - 1));
        return switch (text.charAt(text.length() - 1)) {
            case 's' -> Duration.ofSeconds(amount);
            case 'm' -> Duration.ofMinutes(amount);
            case 'h' -> Duration.ofHours(amount);
            default -> throw new IllegalArgumentException("Duration " + text + ": write 90s, 30m, 2h or ISO-8601 (PT30M)");
        };
    }
}
