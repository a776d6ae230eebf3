package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.join.HashJoin;
import io.mergelab.engine.processor.AccumulatingTransform;

/**
 * The build side of a hash join (ClickHouse's {@code FillingRightJoinSide}): consumes the whole right pipeline
 * into the shared {@link HashJoin}, builds its table, then finishes its output. The output carries no data: its
 * end tells the {@link JoiningTransform}s (through a Resize) that the table is ready.
 */
public final class FillingRightJoinSideTransform extends AccumulatingTransform {
    private final HashJoin join;

    public FillingRightJoinSideTransform(HashJoin join) {
        this.join = join;
    }

    @Override
    public String name() {
        return "FillingRightJoinSide";
    }

    @Override
    protected void consume(Chunk chunk) {
        join.addRightChunk(chunk);
    }

    /** Builds the table once the right side ended; no rows: the end of the output is the signal. */
    @Override
    protected Chunk generate() {
        join.finishBuild();
        return null;
    }
}
