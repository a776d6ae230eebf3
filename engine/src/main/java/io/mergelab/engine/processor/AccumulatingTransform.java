package io.mergelab.engine.processor;

import io.mergelab.engine.column.Chunk;

/**
 * One input, one output: {@link #consume(Chunk)} all input first, then {@link #generate()} the result chunk
 * by chunk (sorting, final aggregation).
 */
public abstract class AccumulatingTransform extends Processor {
    private Chunk input;
    private Chunk output;
    private boolean inputDone;
    private boolean generated;

    protected AccumulatingTransform() {
        super(1, 1);
    }

    protected abstract void consume(Chunk chunk);

    /** The next result chunk, or {@code null} when all was generated. */
    protected abstract Chunk generate();

    @Override
    public final Status prepare() {
        OutputPort out = output();
        InputPort in = input();
        if (out.isClosed()) {
            in.close();
            return Status.FINISHED;
        }
        if (output != null) {
            if (!out.canPush()) {
                return Status.PORT_FULL;
            }
            out.push(output);
            output = null;
        }
        if (!inputDone) {
            if (input != null) {
                return Status.READY;
            }
            if (in.isFinished()) {
                inputDone = true;
                return Status.READY;
            }
            in.setNeeded();
            if (!in.hasData()) {
                return Status.NEED_DATA;
            }
            input = in.pull();
            return Status.READY;
        }
        if (generated) {
            out.finish();
            return Status.FINISHED;
        }
        return out.canPush() ? Status.READY : Status.PORT_FULL;
    }

    /** The chunk waiting to be pushed plus what {@link #stateBytes()} reports. */
    @Override
    public final long memoryBytes() {
        return (output == null ? 0 : output.byteSize()) + stateBytes();
    }

    /** Bytes of the accumulated state (sort buffer, hash table); 0 unless overridden. */
    protected long stateBytes() {
        return 0;
    }

    @Override
    public final void work() {
        if (input != null) {
            Chunk c = input;
            input = null;
            consume(c);
            return;
        }
        Chunk c = generate();
        if (c == null) {
            generated = true;
        } else if (c.rows() > 0) {
            output = c;
        }
    }
}
