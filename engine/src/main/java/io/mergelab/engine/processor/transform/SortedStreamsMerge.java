package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.processor.InputPort;
import io.mergelab.engine.processor.OutputPort;
import io.mergelab.engine.processor.Processor;

/**
 * The port handling of a processor that merges k sorted input ports into one output: hands on the block
 * {@code work()} made ready, stops when the output is closed or the merge is done, and leaves to the subclass which
 * inputs to pull before the next {@code work()}.
 */
abstract class SortedStreamsMerge extends Processor {
    private Chunk ready;

    SortedStreamsMerge(int inputs) {
        super(inputs, 1);
    }

    @Override
    public final Status prepare() {
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
        if (mergeDone()) {
            out.finish();
            inputs().forEach(InputPort::close);
            return Status.FINISHED;
        }
        if (!pullInputs()) {
            return Status.NEED_DATA;
        }
        return out.canPush() ? Status.READY : Status.PORT_FULL;
    }

    /** Whether the last block was made (every input is finished by then). */
    abstract boolean mergeDone();

    /** Pulls what the next {@code work()} needs; false when it must wait for an input (asked for already). */
    abstract boolean pullInputs();

    /** Makes {@code chunk} the block to hand on (called from {@code work()}, at most once per step). */
    final void emit(Chunk chunk) {
        ready = chunk;
    }

    /** Bytes the merge holds besides the block waiting to be handed on. */
    abstract long heldBytes();

    @Override
    public final long memoryBytes() {
        return heldBytes() + (ready == null ? 0 : ready.byteSize());
    }
}
