package io.mergelab.engine.processor;

import io.mergelab.engine.column.Chunk;

/**
 * {@code Limit}: skips {@code offset} rows, passes {@code limit} rows, then closes its input so the stop
 * travels upstream until sources stop reading.
 */
public final class LimitTransform extends Processor {
    private final long limit;
    private long toSkip;
    private long passed;

    public LimitTransform(long limit, long offset) {
        super(1, 1);
        this.limit = limit;
        this.toSkip = offset;
    }

    @Override
    public String name() {
        return "Limit";
    }

    @Override
    public Status prepare() {
        InputPort in = input();
        OutputPort out = output();
        if (out.isClosed() || passed >= limit) {
            in.close();
            out.finish();
            return Status.FINISHED;
        }
        if (!out.canPush()) {
            in.setNotNeeded();
            return Status.PORT_FULL;
        }
        if (in.isFinished()) {
            out.finish();
            return Status.FINISHED;
        }
        in.setNeeded();
        while (in.hasData()) {
            Chunk c = in.pull();
            int from = (int) Math.min(toSkip, c.rows());
            toSkip -= from;
            int take = (int) Math.min(limit - passed, c.rows() - from);
            if (take > 0) {
                out.push(from == 0 && take == c.rows() ? c : c.slice(from, take));
                passed += take;
                return prepare();
            }
        }
        // every row pulled was skipped (OFFSET): the input may have finished with the last of them
        if (in.isFinished()) {
            out.finish();
            return Status.FINISHED;
        }
        return Status.NEED_DATA;
    }
}
