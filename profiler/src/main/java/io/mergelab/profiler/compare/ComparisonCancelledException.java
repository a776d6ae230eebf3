package io.mergelab.profiler.compare;

/**
 * A comparison stopped by {@link ComparisonRunner#cancel}: the runs measured before it went to the sink; no
 * comparison is judged from them.
 */
public final class ComparisonCancelledException extends RuntimeException {
    private final int roundsDone;

    public ComparisonCancelledException(int roundsDone) {
        super("The comparison was cancelled after " + roundsDone + " complete rounds");
        this.roundsDone = roundsDone;
    }

    public int roundsDone() {
        return roundsDone;
    }
}
