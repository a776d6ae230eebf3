package io.mergelab.engine.processor;

import io.mergelab.engine.column.Chunk;

/** One input, no output: {@link #consume(Chunk)} every chunk, then {@link #onFinish()} once. */
public abstract class SinkProcessor extends Processor {
    private Chunk input;
    private boolean inputDone;
    private boolean finishCalled;

    protected SinkProcessor() {
        super(1, 0);
    }

    protected abstract void consume(Chunk chunk);

    /** Called once after the last chunk, on a worker thread. */
    protected void onFinish() {
    }

    @Override
    public final Status prepare() {
        if (input != null) {
            return Status.READY;
        }
        if (finishCalled) {
            return Status.FINISHED;
        }
        InputPort in = input();
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

    @Override
    public final void work() {
        if (input != null) {
            Chunk c = input;
            input = null;
            consume(c);
        } else if (inputDone) {
            finishCalled = true;
            onFinish();
        }
    }
}
