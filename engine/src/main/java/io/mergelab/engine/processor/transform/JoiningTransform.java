package io.mergelab.engine.processor.transform;

import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.join.HashJoin;
import io.mergelab.engine.join.JoinProbe;
import io.mergelab.engine.join.NonJoinedRows;
import io.mergelab.engine.processor.InputPort;
import io.mergelab.engine.processor.OutputPort;
import io.mergelab.engine.processor.Processor;

/**
 * The probe side of a hash join, one per left lane (ClickHouse's {@code JoiningTransform}). Input 0 is the left
 * data, input 1 the build side's signal: nothing is read from the left until the signal input finished, i.e. the
 * shared table is built. Then each left chunk is probed, its output emitted in pieces of at most the block size.
 * An INNER JOIN with an empty build side finishes at once and stops its left input. In a RIGHT or FULL JOIN, the
 * lane that finishes its left input last then emits the right rows no lane joined.
 */
public final class JoiningTransform extends Processor {
    private final HashJoin join;
    private final int maxBlockRows;
    private JoinProbe probe;
    private boolean joinReady;
    private boolean laneFinished;
    /** Set in the lane that emits the non-joined right rows; {@code null} in the others. */
    private NonJoinedRows nonJoined;
    private boolean nonJoinedDone;
    private Chunk input;
    private Chunk output;

    public JoiningTransform(HashJoin join, int maxBlockRows) {
        super(2, 1);
        this.join = join;
        this.maxBlockRows = maxBlockRows;
    }

    @Override
    public String name() {
        return "JoiningTransform";
    }

    @Override
    public Status prepare() {
        OutputPort out = output();
        InputPort left = inputs().get(0);
        InputPort built = inputs().get(1);
        if (out.isClosed()) {
            left.close();
            built.close();
            return Status.FINISHED;
        }
        if (output != null) {
            if (!out.canPush()) {
                left.setNotNeeded();
                return Status.PORT_FULL;
            }
            out.push(output);
            output = null;
        }
        if (!joinReady) {
            if (built.hasData()) {
                built.pull();
            }
            if (!built.isFinished()) {
                built.setNeeded();
                return Status.NEED_DATA;
            }
            joinReady = true;
            if (join.alwaysReturnsEmpty()) {
                left.close();
                out.finish();
                return Status.FINISHED;
            }
        }
        if (input != null || (probe != null && probe.hasMore())) {
            return Status.READY;
        }
        if (left.isFinished()) {
            if (!laneFinished) {
                laneFinished = true;
                if (join.finishProbeLane()) {
                    nonJoined = join.nonJoinedRows(maxBlockRows);
                }
            }
            if (nonJoined != null && !nonJoinedDone) {
                return Status.READY;
            }
            out.finish();
            return Status.FINISHED;
        }
        left.setNeeded();
        if (!left.hasData()) {
            return Status.NEED_DATA;
        }
        input = left.pull();
        return Status.READY;
    }

    @Override
    public void work() {
        if (laneFinished) {
            output = nonJoined.next();
            nonJoinedDone = output == null;
            return;
        }
        if (probe == null) {
            probe = join.newProbe(maxBlockRows);
        }
        if (input != null) {
            probe.start(input);
            input = null;
        }
        Chunk c = probe.next();
        output = c.rows() == 0 ? null : c;
    }
}
