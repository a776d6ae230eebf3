package io.mergelab.engine.processor;

import io.mergelab.engine.column.Chunk;

/** A processor's input: pulls chunks its peer output pushed. Used only inside {@link Processor#prepare()}. */
public final class InputPort {
    private final Processor owner;
    private PortState state;
    private OutputPort peer;

    InputPort(Processor owner) {
        this.owner = owner;
    }

    void connect(OutputPort output, PortState shared) {
        if (state != null) {
            throw new IllegalStateException("input of " + owner.name() + " is already connected");
        }
        peer = output;
        state = shared;
    }

    public Processor owner() {
        return owner;
    }

    public OutputPort peer() {
        return peer;
    }

    public boolean isConnected() {
        return state != null;
    }

    public boolean hasData() {
        return state.data != null;
    }

    /** Takes the waiting chunk. The port keeps asking for more (the producer may run ahead by one chunk). */
    public Chunk pull() {
        Chunk c = state.data;
        if (c == null) {
            throw new IllegalStateException(owner.name() + " pulled from an empty port");
        }
        state.data = null;
        state.version++;
        return c;
    }

    /** No data waits and none will come. */
    public boolean isFinished() {
        return state.finished && state.data == null;
    }

    /** Asks the producer for the next chunk. */
    public void setNeeded() {
        if (!state.closed && !state.needed) {
            state.needed = true;
            state.version++;
        }
    }

    /** Stops asking for data for now (a full downstream, say); {@link #setNeeded()} asks again. */
    public void setNotNeeded() {
        if (state.needed) {
            state.needed = false;
            state.version++;
        }
    }

    /** Wants nothing more: the producer sees its output closed and can stop (LIMIT's early stop). */
    public void close() {
        if (!state.closed) {
            state.closed = true;
            state.needed = false;
            state.data = null;
            state.version++;
        }
    }

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
