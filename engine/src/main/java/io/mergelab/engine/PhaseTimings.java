package io.mergelab.engine;

/**
 * Where a query's time went before and during execution, in nanoseconds (0 = phase not run). Index analysis —
 * choosing parts and mark ranges — happens while the pipeline is built and is not counted in {@code planNanos}.
 */
public record PhaseTimings(long parseNanos, long analyseNanos, long planNanos, long indexAnalysisNanos, long executeNanos) {
    public static final PhaseTimings NONE = new PhaseTimings(0, 0, 0, 0, 0);

    public long totalNanos() {
        return parseNanos + analyseNanos + planNanos + indexAnalysisNanos + executeNanos;
    }
}
