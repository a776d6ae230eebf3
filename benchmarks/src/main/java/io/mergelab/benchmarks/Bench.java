package io.mergelab.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** What every benchmark harness needs: medians of measurements, readable sizes and removal of its scratch directory. */
final class Bench {
    private Bench() {
    }

    static double median(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    /** Bytes as GiB or MiB with two decimals, or KiB with one. */
    static String readableBytes(double bytes) {
        if (bytes >= 1 << 30) {
            return String.format(Locale.ROOT, "%.2f GiB", bytes / (1 << 30));
        }
        return bytes >= 1 << 20 ? String.format(Locale.ROOT, "%.2f MiB", bytes / (1 << 20))
                : String.format(Locale.ROOT, "%.1f KiB", bytes / 1024);
    }

    static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
