package io.mergelab.engine.index;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Lets one plan be explained several ways with one index analysis per read: inside {@link #during}, a read that asks
 * again for its EXPLAIN selection on the same thread gets the first answer. Outside, nothing is remembered, so every
 * EXPLAIN statement and every run analyses afresh.
 */
public final class SelectionMemo {
    private static final ThreadLocal<Map<Object, Selection>> ACTIVE = new ThreadLocal<>();

    private SelectionMemo() {
    }

    /** Runs {@code work} with selections remembered per read (by identity) until it returns. */
    public static <T> T during(Supplier<T> work) {
        return during(Map.of(), work);
    }

    /**
     * Runs {@code work} with selections remembered per read, starting from {@code known} (reads by identity): those
     * reads are not analysed at all, as when a plan that ran is explained with the selections its run made.
     */
    public static <T> T during(Map<Object, Selection> known, Supplier<T> work) {
        if (ACTIVE.get() != null) {
            return work.get();
        }
        Map<Object, Selection> memo = new IdentityHashMap<>();
        memo.putAll(known);
        ACTIVE.set(memo);
        try {
            return work.get();
        } finally {
            ACTIVE.remove();
        }
    }

    /** The selection {@code read} got before inside the current {@link #during}, else {@code analysis}'s answer. */
    public static Selection selection(Object read, Supplier<Selection> analysis) {
        Map<Object, Selection> memo = ACTIVE.get();
        if (memo == null) {
            return analysis.get();
        }
        Selection known = memo.get(read);
        if (known == null) {
            known = analysis.get();
            memo.put(read, known);
        }
        return known;
    }
}
