package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.merge.MergingAlgorithm;
import io.mergelab.engine.processor.InputPort;

/**
 * Runs a {@link MergingAlgorithm} over k input ports sorted by the sorting key (e.g. ReplacingMergeTree's for
 * {@code SELECT ... FINAL}): input port i is the algorithm's source i, so ports must be connected in part order
 * (older parts first), which decides ties. Only the ports the algorithm asks for are pulled. {@code prepare()} only
 * moves chunks; the algorithm runs in {@code work()}.
 */
public final class MergingTransform extends SortedStreamsMerge {
    private final String name;
    private final MergingAlgorithm algorithm;
    /** Chunks pulled for the algorithm and not yet given to it; {@code fed[i]} says source i got its chunk (or end). */
    private final Chunk[] pulled;
    private final boolean[] fed;
    private boolean started;
    /** The source the algorithm waits for, or -1. */
    private int required = -1;
    private boolean done;

    /** {@code name} is ClickHouse's name for the merge (EXPLAIN PIPELINE, processors_profile_log). */
    public MergingTransform(String name, int inputs, MergingAlgorithm algorithm) {
        super(inputs);
        this.name = name;
        this.algorithm = algorithm;
        this.pulled = new Chunk[inputs];
        this.fed = new boolean[inputs];
    }

    @Override
    public String name() {
        return name;
    }

    /** Before the first step every input's first chunk; afterwards only the one the algorithm asked for. */
    @Override
    boolean pullInputs() {
        if (!started) {
            boolean all = true;
            for (int i = 0; i < inputs().size(); i++) {
                all &= fed[i] || pull(i);
            }
            return all;
        }
        return required < 0 || fed[required] || pull(required);
    }

    /** Takes input {@code i}'s next chunk or its end if there is one; otherwise asks for it. */
    private boolean pull(int i) {
        InputPort in = inputs().get(i);
        if (in.hasData()) {
            pulled[i] = in.pull();
        } else if (!in.isFinished()) {
            in.setNeeded();
            return false;
        }
        fed[i] = true;
        return true;
    }

    @Override
    boolean mergeDone() {
        return done;
    }

    @Override
    public void work() {
        for (int i = 0; i < fed.length; i++) {
            if (fed[i]) {
                algorithm.consume(i, pulled[i]);
                pulled[i] = null;
                fed[i] = false;
            }
        }
        started = true;
        MergingAlgorithm.Status status = algorithm.merge();
        if (status.output() != null && status.output().rows() > 0) {
            emit(status.output());
        }
        done = status.finished();
        required = status.requiredSource();
    }

    @Override
    long heldBytes() {
        return algorithm.memoryBytes();
    }
}
