package io.mergelab.engine.soak;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Collectors;

/**
 * Runs one soak operation and files its outcome: done, an error its kind may meet (a killed SELECT's
 * QUERY_WAS_CANCELLED), or a violation — a broken invariant ({@link SoakViolation}), any other MergeLab error, or
 * any other Java exception or error, with its first stack frames. Thread-safe.
 */
final class SoakOutcomes {
    private static final int MAX_VIOLATIONS = 200;

    /** An invariant the soak checks did not hold. */
    static final class SoakViolation extends RuntimeException {
        SoakViolation(String message) {
            super(message);
        }
    }

    @FunctionalInterface
    interface Operation {
        void run();
    }

    private final Map<String, LongAdder> done = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> expected = new ConcurrentHashMap<>();
    private final Map<String, Long> longestMillis = new ConcurrentHashMap<>();
    private final List<String> violations = Collections.synchronizedList(new ArrayList<>());

    /** Runs {@code operation} of {@code kind}; true when it succeeded. */
    boolean run(String kind, Set<ErrorCode> allowed, String sql, Operation operation) {
        long startNanos = System.nanoTime();
        try {
            operation.run();
            count(kind);
            return true;
        } catch (MergeLabException e) {
            if (allowed.contains(e.code())) {
                expected.computeIfAbsent(kind + " " + e.code().name(), k -> new LongAdder()).increment();
            } else {
                violation(kind + ": unexpected " + e.toClientLine() + " running " + shortSql(sql) + frames(e));
            }
        } catch (SoakViolation e) {
            violation(kind + ": " + e.getMessage());
        } catch (Throwable t) {
            violation(kind + ": " + t + " running " + shortSql(sql) + frames(t));
        } finally {
            longestMillis.merge(kind, (System.nanoTime() - startNanos) / 1_000_000, Math::max);
        }
        return false;
    }

    void count(String kind) {
        done.computeIfAbsent(kind, k -> new LongAdder()).increment();
    }

    void violation(String text) {
        if (violations.size() < MAX_VIOLATIONS) {
            violations.add(text);
        }
    }

    Map<String, Long> operations() {
        return snapshot(done);
    }

    Map<String, Long> expectedErrors() {
        return snapshot(expected);
    }

    Map<String, Long> longestMillis() {
        return new TreeMap<>(longestMillis);
    }

    List<String> violations() {
        synchronized (violations) {
            return List.copyOf(violations);
        }
    }

    private static Map<String, Long> snapshot(Map<String, LongAdder> counters) {
        return new TreeMap<>(counters.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().sum())));
    }

    private static String shortSql(String sql) {
        return sql.length() <= 300 ? sql : sql.substring(0, 300) + "...";
    }

    private static String frames(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return " at " + Arrays.stream(root.getStackTrace()).limit(8).map(StackTraceElement::toString)
                .collect(Collectors.joining(" < ")) + (root != t ? " (cause " + root + ")" : "");
    }
}
