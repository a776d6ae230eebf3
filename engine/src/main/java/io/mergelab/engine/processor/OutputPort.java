package io.mergelab.engine.processor;

import io.mergelab.engine.column.Chunk;

/** A processor's output: pushes chunks to its peer input. Used only inside {@link Processor#prepare()}. */
public final class OutputPort {
    private final Processor owner;
    private PortState state;
    private InputPort peer;

    OutputPort(Processor owner) {
        this.owner = owner;
    }

    /** Connects this output to {@code input}; each port connects once. */
    public void connect(InputPort input) {
        if (state != null) {
            throw new IllegalStateException("output of " + owner.name() + " is already connected");
        }
        PortState shared = new PortState();
        state = shared;
        peer = input;
        input.connect(this, shared);
    }

    public Processor owner() {
        return owner;
    }

    public InputPort peer() {
        return peer;
    }

    public boolean isConnected() {
        return state != null;
    }

    /** The slot is empty and the consumer still reads: a push would be taken. */
    public boolean canPush() {
        return state.data == null && !state.closed;
    }

    /** The consumer asked for data: producing more now is useful. */
    public boolean isNeeded() {
        return !state.closed && state.needed;
    }

    public void push(Chunk chunk) {
        if (state.data != null) {
            throw new IllegalStateException(owner.name() + " pushed into a full port");
        }
        if (state.closed) {
            return;
        }
        state.data = chunk;
        state.rows += chunk.rows();
        state.bytes += chunk.byteSize();
        state.version++;
    }

    public void finish() {
        if (!state.finished) {
            state.finished = true;
            state.version++;
        }
    }

    public boolean isFinished() {
        return state.finished;
    }

    /** The consumer wants nothing more. */
    public boolean isClosed() {
        return state.closed;
    }

    /** The slot this port shares with its peer; null while unconnected. */
    PortState state() {
        return state;
    }

    long rows() {
        return state.rows;
    }

    long bytes() {
        return state.bytes;
    }
}
