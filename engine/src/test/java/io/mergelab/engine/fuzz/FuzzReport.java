package io.mergelab.engine.fuzz;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What a fuzz run found: statements run (originals of the corpus and mutated ones), outcomes of the mutated ones,
 * MergeLab error codes by count, and each bad finding (one per signature, with how often it occurred).
 */
public record FuzzReport(long seed, int originals, int statements, Duration elapsed, Map<FuzzOutcome, Long> outcomes,
                         Map<String, Long> errorCodes, List<Finding> findings) {

    /** A bad outcome: its kind, what it said, the statement (mutated, then the corpus statement it came from). */
    public record Finding(FuzzOutcome outcome, String signature, String message, String sql, String original, long times) {
    }

    public long count(FuzzOutcome outcome) {
        return outcomes.getOrDefault(outcome, 0L);
    }

    public long bad() {
        return outcomes.entrySet().stream().filter(e -> e.getKey().isBad()).mapToLong(Map.Entry::getValue).sum();
    }

    public String describe() {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
                "Fuzz (seed %d): %,d mutated statements (and %,d corpus statements) in %d s%n", seed, statements, originals,
                elapsed.toSeconds()));
        for (FuzzOutcome o : FuzzOutcome.values()) {
            out.append(String.format(Locale.ROOT, "  %-15s %,d%n", o, count(o)));
        }
        out.append("  top error codes: ").append(errorCodes.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(15)
                .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "))).append('\n');
        for (Finding f : findings) {
            out.append(String.format(Locale.ROOT, "%s x%d %s%n    %s%n    sql: %s%n    from: %s%n", f.outcome(), f.times(),
                    f.signature(), f.message(), shorten(f.sql()), shorten(f.original())));
        }
        return out.toString();
    }

    private static String shorten(String s) {
        return s.length() <= 600 ? s : s.substring(0, 600) + "... (" + s.length() + " chars)";
    }
}
