package io.mergelab.engine.processor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A node of the query pipeline, as in ClickHouse: {@link #prepare()} looks at its ports and says what it
 * needs, {@link #work()} does the CPU work. The executor calls them; processors never read the clock, so
 * every time measurement comes from the executor.
 *
 * <p>{@code prepare()} runs under the executor's graph lock and must be quick: move chunks between ports and
 * decide. {@code work()} runs on a worker thread without the lock and must not touch ports.
 */
public abstract class Processor {
    /** What a processor needs next. */
    public enum Status {
        /** Waits for input data. */
        NEED_DATA,
        /** Its output is full or not wanted yet. */
        PORT_FULL,
        /** Has work to do: call {@link #work()}. */
        READY,
        /** Done: will never need anything again. */
        FINISHED
    }

    private final List<InputPort> inputs = new ArrayList<>();
    private final List<OutputPort> outputs = new ArrayList<>();
    private PlanStepRef step = PlanStepRef.NONE;

    protected Processor(int inputs, int outputs) {
        for (int i = 0; i < inputs; i++) {
            this.inputs.add(new InputPort(this));
        }
        for (int i = 0; i < outputs; i++) {
            this.outputs.add(new OutputPort(this));
        }
    }

    /** ClickHouse's processor name, e.g. {@code FilterTransform} or {@code Resize}. */
    public abstract String name();

    /** What EXPLAIN PIPELINE prints under the processor's line ({@code Description: ...}); empty for most processors. */
    public String description() {
        return "";
    }

    public abstract Status prepare();

    /** The CPU work after {@code prepare()} returned {@link Status#READY}. */
    public void work() {
        throw new IllegalStateException(name() + " has no work");
    }

    public final List<InputPort> inputs() {
        return Collections.unmodifiableList(inputs);
    }

    public final List<OutputPort> outputs() {
        return Collections.unmodifiableList(outputs);
    }

    public final InputPort input() {
        return inputs.get(0);
    }

    public final OutputPort output() {
        return outputs.get(0);
    }

    /**
     * Bytes of data this processor holds between its work calls — chunks it has not passed on, hash tables,
     * sort buffers — for the query's memory tracker. The executor asks after every {@code work()}, so it must be
     * cheap (kept as a running count, not recomputed by walking the data).
     */
    public long memoryBytes() {
        return 0;
    }

    /** The plan step that created this processor; timings roll up per step. */
    public final PlanStepRef step() {
        return step;
    }

    public final void setStep(PlanStepRef step) {
        this.step = step;
    }
}
