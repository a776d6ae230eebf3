package io.mergelab.engine.processor;

import io.mergelab.engine.column.Chunk;

/** One input, one output, one chunk at a time: {@link #transform(Chunk)} (e.g. an expression or a filter). */
public abstract class SimpleTransform extends Processor {
    private Chunk input;
    private Chunk output;

    protected SimpleTransform() {
        super(1, 1);
    }

    /** The transformed chunk; {@code null} or an empty chunk pushes nothing. */
    protected abstract Chunk transform(Chunk chunk);

    @Override
    public Status prepare() {
        OutputPort out = output();
        InputPort in = input();
        if (out.isClosed()) {
            in.close();
            return Status.FINISHED;
        }
        if (output != null) {
            if (!out.canPush()) {
                in.setNotNeeded();
                return Status.PORT_FULL;
            }
            out.push(output);
            output = null;
        }
        if (input != null) {
            return Status.READY;
        }
        if (in.isFinished()) {
            out.finish();
            return Status.FINISHED;
        }
        in.setNeeded();
        if (!in.hasData()) {
            return Status.NEED_DATA;
        }
        input = in.pull();
        return Status.READY;
    }

    @Override
    public long memoryBytes() {
        return output == null ? 0 : output.byteSize();
    }

    @Override
    public final void work() {
        Chunk result = transform(input);
        input = null;
        output = result == null || result.rows() == 0 ? null : result;
    }
}
