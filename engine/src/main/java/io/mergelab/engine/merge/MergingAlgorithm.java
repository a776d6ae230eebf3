package io.mergelab.engine.merge;

import io.mergelab.engine.column.Chunk;

/**
 * Merges k streams of chunks, each sorted by the table's sorting key, into one sorted stream, choosing which rows
 * survive (all of them for a plain merge, one per key for ReplacingMergeTree). The caller feeds chunks and asks for
 * output, so one algorithm serves both a part merge (pulling from part readers) and {@code SELECT ... FINAL} (a
 * processor with k input ports).
 *
 * <p>Protocol: {@link #consume} is called once for every source before the first {@link #merge}; afterwards only for
 * the source a {@link Status} asks for. Sources are numbered in part order (older parts, i.e. lower block numbers,
 * first), which decides ties: among rows with equal keys and versions the one from the higher source wins, and
 * within a source the later row.
 */
public interface MergingAlgorithm {

    /** Gives {@code source} its next chunk; {@code null} when the source is exhausted. */
    void consume(int source, Chunk chunk);

    /** Works until a block of output is ready, a source needs its next chunk, or everything was merged. */
    Status merge();

    /** Bytes the algorithm holds now (current chunks, the block being filled), for memory accounting. */
    default long memoryBytes() {
        return 0;
    }

    /**
     * One step's outcome: {@code output} (may be null) to hand on; then either {@code requiredSource} (≥ 0) must be
     * fed before the next {@link #merge}, or {@code finished} says nothing more will come.
     */
    record Status(Chunk output, int requiredSource, boolean finished) {

        public static Status need(int source) {
            return new Status(null, source, false);
        }

        public static Status ready(Chunk output) {
            return new Status(output, -1, false);
        }

        public static Status done(Chunk lastOutput) {
            return new Status(lastOutput, -1, true);
        }
    }
}
