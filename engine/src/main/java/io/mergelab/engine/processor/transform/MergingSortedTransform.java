package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.InputPort;
import java.util.ArrayList;
import java.util.List;

/**
 * Merges k sorted streams into one sorted stream (at most {@code limit} rows). Rows with equal keys come in input
 * order (stream 0 first), not in arrival order, so that ties resolve the same way in every run.
 */
public final class MergingSortedTransform extends SortedStreamsMerge {
    private final SortedOutput output;
    private final List<List<Chunk>> received = new ArrayList<>();
    private boolean inputsDone;
    private boolean generated;

    public MergingSortedTransform(int inputs, List<SortColumn> keys, long limit, int maxBlockRows) {
        super(inputs);
        this.output = new SortedOutput(keys, limit, maxBlockRows);
        for (int i = 0; i < inputs; i++) {
            received.add(new ArrayList<>());
        }
    }

    @Override
    public String name() {
        return "MergingSortedTransform";
    }

    /** Collects every input whole before the first block (the inputs run in parallel meanwhile). */
    @Override
    boolean pullInputs() {
        if (inputsDone) {
            return true;
        }
        boolean allFinished = true;
        for (int i = 0; i < inputs().size(); i++) {
            InputPort in = inputs().get(i);
            while (in.hasData()) {
                received.get(i).add(in.pull());
            }
            if (!in.isFinished()) {
                allFinished = false;
                in.setNeeded();
            }
        }
        if (!allFinished) {
            return false;
        }
        inputsDone = true;
        received.forEach(runs -> runs.forEach(output::add));
        received.clear();
        return true;
    }

    @Override
    boolean mergeDone() {
        return generated;
    }

    @Override
    long heldBytes() {
        return output.heldBytes();
    }

    @Override
    public void work() {
        Chunk next = output.next();
        emit(next);
        generated = next == null;
    }
}
