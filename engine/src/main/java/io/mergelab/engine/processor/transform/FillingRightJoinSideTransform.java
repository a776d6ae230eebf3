package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.join.HashJoin;
import io.mergelab.engine.processor.InputPort;
import io.mergelab.engine.processor.OutputPort;
import io.mergelab.engine.processor.Processor;

/**
 * The build side of a hash join (ClickHouse's {@code FillingRightJoinSide}): consumes the whole right pipeline
 * into the shared {@link HashJoin}, builds its table, then finishes its output. The output carries no data: its
 * end tells the {@link JoiningTransform}s (through a Resize) that the table is ready.
 */
public final class FillingRightJoinSideTransform extends Processor {
    private final HashJoin join;
    private Chunk input;
    private boolean inputDone;
    private boolean built;

    public FillingRightJoinSideTransform(HashJoin join) {
        super(1, 1);
        this.join = join;
    }

    @Override
    public String name() {
        return "FillingRightJoinSide";
    }

    @Override
    public Status prepare() {
        OutputPort out = output();
        InputPort in = input();
        if (out.isClosed()) {
            in.close();
            return Status.FINISHED;
        }
        if (built) {
            out.finish();
            return Status.FINISHED;
        }
        if (input != null || inputDone) {
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

    @Override
    public void work() {
        if (input != null) {
            join.addRightChunk(input);
            input = null;
        } else {
            join.finishBuild();
            built = true;
        }
    }
}
