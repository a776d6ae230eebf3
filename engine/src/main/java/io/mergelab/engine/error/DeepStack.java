package io.mergelab.engine.error;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Query work on threads with a deep stack. The passes over an expression (aliases, aggregation, analysis,
 * constant folding, naming, evaluation) walk it recursively, and a chain such as {@code 1 + 1 + ... + 1} is a
 * left-deep tree as deep as it has terms; nesting of any other kind is capped by {@code max_parser_depth}. A
 * deep stack (reserved, committed only as used) takes chains of tens of thousands of terms; beyond that the
 * {@link StackOverflowError} becomes TOO_DEEP_RECURSION, never a Java stack trace.
 */
public final class DeepStack {
    /** Stack of the thread that parses, analyses and plans a statement. */
    public static final long STATEMENT_STACK_BYTES = 512L << 20;
    /** Stack of each pipeline worker, which evaluates expression trees. */
    public static final long WORKER_STACK_BYTES = 128L << 20;
    /** Statement threads, reused from statement to statement. */
    private static final DeepStackThreads STATEMENTS = new DeepStackThreads("idle-statement", STATEMENT_STACK_BYTES);
    /** Pipeline worker threads, reused from query to query. */
    private static final DeepStackThreads WORKERS = new DeepStackThreads("idle-query-worker", WORKER_STACK_BYTES);

    private DeepStack() {
    }

    /**
     * Runs {@code work} on a thread with a {@link #STATEMENT_STACK_BYTES} stack (an idle one of the pool, or a new one)
     * named {@code threadName}, and waits for it; its result or its exception is the caller's. An interrupt of the
     * caller is passed on to the thread.
     */
    public static <T> T call(String threadName, Supplier<T> work) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        DeepStackThreads.Running thread = STATEMENTS.start(threadName, () -> {
            try {
                result.set(work.get());
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
                thread.interrupt();
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable t = failure.get();
        if (t == null) {
            return result.get();
        }
        if (t instanceof StackOverflowError so) {
            throw tooDeep(so);
        }
        if (t instanceof RuntimeException e) {
            throw e;
        }
        if (t instanceof Error e) {
            throw e;
        }
        throw new IllegalStateException(t);
    }

    /**
     * Starts {@code work} on a pipeline worker thread with a {@link #WORKER_STACK_BYTES} stack (an idle one of the
     * pool, or a new one) named {@code threadName}; returns at once.
     */
    public static DeepStackThreads.Running startWorker(String threadName, Runnable work) {
        return WORKERS.start(threadName, work);
    }

    /** The MergeLab error for a stack overflow inside query processing. */
    public static MergeLabException tooDeep(StackOverflowError ignored) {
        return new MergeLabException(ErrorCode.TOO_DEEP_RECURSION,
                "Maximum recursion depth exceeded: the query's expressions are nested too deeply to process");
    }
}
