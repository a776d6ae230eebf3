package io.mergelab.engine.soak;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What a soak run did: operations completed per kind (and the longest of each, ms), expected errors per kind and code (a killed query's
 * QUERY_WAS_CANCELLED), and every broken invariant or unexpected exception, with the operation that met it.
 */
public record SoakReport(Duration elapsed, Map<String, Long> operations, Map<String, Long> expectedErrors,
                         Map<String, Long> longestMillis,
                         List<String> violations) {

    public long operations(String kind) {
        return operations.getOrDefault(kind, 0L);
    }

    /** A Markdown table of operations per kind, then the expected errors and the violations. */
    public String describe() {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Soak of %d s: %,d operations, %d violations%n%n", elapsed.toSeconds(),
                operations.values().stream().mapToLong(Long::longValue).sum(), violations.size()));
        out.append("| operation | done | per second | longest ms |\n|---|---:|---:|---:|\n");
        double seconds = Math.max(1e-3, elapsed.toMillis() / 1000.0);
        operations.forEach((kind, n) -> out.append(String.format(Locale.ROOT, "| %s | %,d | %.1f | %s |%n", kind, n,
                n / seconds, longestMillis.containsKey(kind) ? String.format(Locale.ROOT, "%,d", longestMillis.get(kind)) : "")));
        if (!expectedErrors.isEmpty()) {
            out.append("\nExpected errors: ").append(expectedErrors.entrySet().stream()
                    .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "))).append('\n');
        }
        violations.stream().limit(20).forEach(v -> out.append("VIOLATION ").append(v).append('\n'));
        return out.toString();
    }
}
