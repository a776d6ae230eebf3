package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.InputPort;
import io.mergelab.engine.processor.OutputPort;
import io.mergelab.engine.processor.Processor;
import java.util.ArrayList;
import java.util.List;

/**
 * Merges k sorted streams into one sorted stream (at most {@code limit} rows). Rows with equal keys come in input
 * order (stream 0 first), not in arrival order, so that ties resolve the same way in every run.
 */
public final class MergingSortedTransform extends Processor {
    private final SortedOutput output;
    private final List<List<Chunk>> received = new ArrayList<>();
    private Chunk ready;
    private boolean inputsDone;
    private boolean generated;

    public MergingSortedTransform(int inputs, List<SortColumn> keys, long limit, int maxBlockRows) {
        super(inputs, 1);
        this.output = new SortedOutput(keys, limit, maxBlockRows);
        for (int i = 0; i < inputs; i++) {
            received.add(new ArrayList<>());
        }
    }

    @Override
    public String name() {
        return "MergingSortedTransform";
    }

    @Override
    public Status prepare() {
        OutputPort out = output();
        if (out.isClosed()) {
            inputs().forEach(InputPort::close);
            return Status.FINISHED;
        }
        if (ready != null) {
            if (!out.canPush()) {
                return Status.PORT_FULL;
            }
            out.push(ready);
            ready = null;
        }
        if (!inputsDone) {
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
                return Status.NEED_DATA;
            }
            inputsDone = true;
            received.forEach(runs -> runs.forEach(output::add));
            received.clear();
        }
        if (generated) {
            out.finish();
            return Status.FINISHED;
        }
        return out.canPush() ? Status.READY : Status.PORT_FULL;
    }

    @Override
    public long memoryBytes() {
        return output.heldBytes() + (ready == null ? 0 : ready.byteSize());
    }

    @Override
    public void work() {
        ready = output.next();
        generated = ready == null;
    }
}
