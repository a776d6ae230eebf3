package io.mergelab.app.gui.experiments;

import io.mergelab.app.data.ExperimentRounds;
import io.mergelab.profiler.compare.ComparisonOptions;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;

/**
 * The Experiments screen's round rule, as {@code mergelab experiment run}'s {@code --rounds}, {@code --max-rounds},
 * {@code --measure} and {@code --max-time} with the same defaults: at least so many rounds per query, then on until
 * every verdict on the client time is decided and each variant has the measured time, up to the caps.
 */
public final class RoundControls {
    private final IntegerProperty minRounds = new SimpleIntegerProperty(ComparisonOptions.MIN_ROUNDS);
    private final IntegerProperty maxRounds = new SimpleIntegerProperty(ExperimentRounds.DEFAULT_MAX_ROUNDS);
    private final DoubleProperty measureSeconds = new SimpleDoubleProperty(ExperimentRounds.DEFAULT_MEASURE_SECONDS);
    private final IntegerProperty maxTimeSeconds =
            new SimpleIntegerProperty((int) ExperimentRounds.DEFAULT_MAX_SECONDS);

    /** At least this many rounds per query (7 or more). */
    public IntegerProperty minRoundsProperty() {
        return minRounds;
    }

    /** At most this many rounds per query; equal to the least runs exactly that many. */
    public IntegerProperty maxRoundsProperty() {
        return maxRounds;
    }

    /** Go on until every variant has this much measured client time. */
    public DoubleProperty measureSecondsProperty() {
        return measureSeconds;
    }

    /** Per query, stop starting rounds after this long once the least rounds are done. */
    public IntegerProperty maxTimeSecondsProperty() {
        return maxTimeSeconds;
    }

    /** The rule as set now. */
    public ExperimentRounds rounds() {
        return new ExperimentRounds(minRounds.get(), maxRounds.get(), measureSeconds.get(), maxTimeSeconds.get());
    }
}
