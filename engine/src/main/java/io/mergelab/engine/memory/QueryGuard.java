package io.mergelab.engine.memory;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.function.BooleanSupplier;

/**
 * The limits of the query a thread works for, for work that runs long inside one call: constant folding, a
 * function building a huge value, a regular expression scanning a row. Such work calls {@link #check()} now and
 * then (time limit and cancellation) and {@link #checkAllocation} before it allocates a large buffer, so
 * {@code max_execution_time}, {@code max_memory_usage} and KILL QUERY hold inside a single block too. The guard is
 * installed on each thread a query creates (the statement thread and the pipeline workers); other threads get
 * {@link #NONE}.
 */
public final class QueryGuard {
    /** No limits: threads that work for no query. */
    public static final QueryGuard NONE = new QueryGuard(null, MemoryTracker.unlimited(), () -> false);

    private static final ThreadLocal<QueryGuard> CURRENT = new ThreadLocal<>();

    /** Steps of work between two checks of the limits by {@link #tick}. */
    private static final int TICKS_PER_CHECK = 256;

    private final QueryLimits limits;
    private final MemoryTracker memory;
    private final BooleanSupplier cancelled;
    /** Not atomic on purpose: threads sharing a guard may lose a count, which only moves a check a little. */
    private int ticks;

    public QueryGuard(QueryLimits limits, MemoryTracker memory, BooleanSupplier cancelled) {
        this.limits = limits;
        this.memory = memory;
        this.cancelled = cancelled;
    }

    /** Makes {@code guard} the current thread's guard (the thread works for that query from now on). */
    public static void install(QueryGuard guard) {
        CURRENT.set(guard);
    }

    /** The guard of the query the current thread works for, or {@link #NONE}. */
    public static QueryGuard current() {
        QueryGuard g = CURRENT.get();
        return g == null ? NONE : g;
    }

    /**
     * This guard, whose {@link #check()} also fails once {@code stopped} answers true: a pipeline worker's guard,
     * so a long work call ends soon after another worker's failure ended the run.
     */
    public QueryGuard orStoppedWhen(BooleanSupplier stopped) {
        return new QueryGuard(limits, memory, () -> cancelled.getAsBoolean() || stopped.getAsBoolean());
    }

    /** Fails with TIMEOUT_EXCEEDED past {@code max_execution_time}, QUERY_WAS_CANCELLED after KILL QUERY. */
    public void check() {
        if (cancelled.getAsBoolean()) {
            throw new MergeLabException(ErrorCode.QUERY_WAS_CANCELLED, "Query was cancelled");
        }
        if (limits != null) {
            limits.checkTime();
        }
    }

    /**
     * Counts one step of work that is cheap alone but may be repeated for long inside one call (a node of an
     * expression tree walked, analysed or evaluated) and checks the limits every {@value #TICKS_PER_CHECK} steps, so an
     * expression of tens of thousands of terms cannot hold a query past its time limit or KILL QUERY.
     */
    public void tick() {
        if (++ticks % TICKS_PER_CHECK == 0) {
            check();
        }
    }

    /**
     * Fails with MEMORY_LIMIT_EXCEEDED when {@code bytes} more would take the query past {@code max_memory_usage},
     * before they are allocated; then checks time and cancellation. Nothing stays counted: the executor counts what
     * processors hold once the call returns.
     */
    public void checkAllocation(long bytes) {
        memory.alloc(bytes);
        memory.free(bytes);
        check();
    }
}
