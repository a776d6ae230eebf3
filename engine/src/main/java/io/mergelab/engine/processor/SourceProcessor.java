package io.mergelab.engine.processor;

import io.mergelab.engine.column.Chunk;

/**
 * A processor with one output and no input: {@link #generate()} makes the next chunk while downstream still
 * reads. When downstream closes its input (a satisfied LIMIT), the source stops without generating more.
 */
public abstract class SourceProcessor extends Processor {
    private Chunk pending;
    private boolean exhausted;
    private volatile boolean stoppedEarly;

    protected SourceProcessor() {
        super(0, 1);
    }

    /** The next chunk, or {@code null} when there is no more data. */
    protected abstract Chunk generate();

    /**
     * Called once, inside {@code prepare()}, when downstream closed the output before the data ended (a satisfied
     * LIMIT), so sources holding a file or a connection can release it at once. Keep it short: it runs under the
     * executor's lock.
     */
    protected void onOutputClosed() {
    }

    /** Makes the source end as if its data ended: the chunk in hand is still passed on, nothing more is generated. */
    final void stopEarly() {
        stoppedEarly = true;
    }

    @Override
    public final Status prepare() {
        OutputPort out = output();
        if (out.isClosed()) {
            pending = null;
            if (!exhausted) {
                exhausted = true;
                onOutputClosed();
            }
            return Status.FINISHED;
        }
        if (pending != null) {
            if (!out.canPush()) {
                return Status.PORT_FULL;
            }
            out.push(pending);
            pending = null;
        }
        if (exhausted || stoppedEarly) {
            exhausted = true;
            out.finish();
            return Status.FINISHED;
        }
        return out.isNeeded() && out.canPush() ? Status.READY : Status.PORT_FULL;
    }

    @Override
    public long memoryBytes() {
        return pending == null ? 0 : pending.byteSize();
    }

    @Override
    public final void work() {
        Chunk c = stoppedEarly ? null : generate();
        if (c == null) {
            exhausted = true;
        } else if (c.rows() > 0) {
            pending = c;
        }
    }
}
