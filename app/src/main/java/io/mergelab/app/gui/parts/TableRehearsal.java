package io.mergelab.app.gui.parts;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.BooleanSupplier;
import javafx.animation.AnimationTimer;

/**
 * Rehearses the tables of a screen prepared hidden ({@link LiveRows#rehearse}), one table a pulse so that no single
 * pulse makes every table's cells: each step is tried on every pulse until it succeeds (its table laid out) or
 * {@value #PULSES_PER_STEP} pulses have passed, then the next one.
 */
final class TableRehearsal extends AnimationTimer {
    /** A table in a tab never shown may not be laid out at all: it is given up after this many pulses. */
    static final int PULSES_PER_STEP = 30;

    private final Deque<BooleanSupplier> steps = new ArrayDeque<>();
    private int tries;

    /** Adds a step; it returns whether it is done. */
    TableRehearsal then(BooleanSupplier step) {
        steps.add(step);
        return this;
    }

    @Override
    public void handle(long now) {
        BooleanSupplier step = steps.peek();
        if (step == null) {
            stop();
        } else if (step.getAsBoolean() || ++tries >= PULSES_PER_STEP) {
            steps.remove();
            tries = 0;
        }
    }
}
