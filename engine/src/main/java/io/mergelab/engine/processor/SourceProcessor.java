package io.mergelab.engine.processor;

import io.mergelab.engine.column.Chunk;

/**
 * A processor with one output and no input: {@link #generate()} makes the next chunk while downstream still
 * reads. When downstream closes its input (a satisfied LIMIT), the source stops without generating more.
 */
public abstract class SourceProcessor extends Processor {
    private Chunk pending;
    private boolean exhausted;

    protected SourceProcessor() {
        super(0, 1);
    }

    /** The next chunk, or {@code null} when there is no more data. */
    protected abstract Chunk generate();

    /** Called once downstream closed the output before the data ran out: release what reading holds. */
    protected void onStop() {
    }

    @Override
    public final Status prepare() {
        OutputPort out = output();
        if (out.isClosed()) {
            pending = null;
            onStop();
            return Status.FINISHED;
        }
        if (pending != null) {
            if (!out.canPush()) {
                return Status.PORT_FULL;
            }
            out.push(pending);
            pending = null;
        }
        if (exhausted) {
            out.finish();
            return Status.FINISHED;
        }
        return out.isNeeded() && out.canPush() ? Status.READY : Status.PORT_FULL;
    }

    @Override
    public final void work() {
        Chunk c = generate();
        if (c == null) {
            exhausted = true;
        } else if (c.rows() > 0) {
            pending = c;
        }
    }
}
