package io.mergelab.engine.plan;

import io.mergelab.engine.expr.EvaluationContext;
import io.mergelab.engine.memory.MemoryTracker;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.table.ReadCounters;
import java.util.function.BooleanSupplier;

/**
 * What steps need while building processors: the query's settings (max_threads, max_block_size ...), the
 * evaluation context for expressions, the query's read counters, its cancellation flag, and its memory tracker
 * (for what processors hold beyond a chunk: hash tables, sort buffers).
 */
public record PipelineContext(Settings settings, EvaluationContext evaluation, ReadCounters readCounters,
                              BooleanSupplier cancelled, MemoryTracker memory) {

    /** A context whose memory is not tracked (tests, tools). */
    public PipelineContext(Settings settings, EvaluationContext evaluation, ReadCounters readCounters,
                           BooleanSupplier cancelled) {
        this(settings, evaluation, readCounters, cancelled, MemoryTracker.unlimited());
    }

    public int maxThreads() {
        return settings.getThreads("max_threads");
    }

    public int maxBlockRows() {
        return (int) Math.min(Integer.MAX_VALUE, settings.getLong("max_block_size"));
    }
}
