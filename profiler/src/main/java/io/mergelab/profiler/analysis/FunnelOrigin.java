package io.mergelab.profiler.analysis;

import io.mergelab.profiler.run.Run;

/**
 * Where a run's index funnel came from, so screens and texts name it truthfully: a statement that ran on the embedded
 * engine hands over its own index analysis; a server's funnel, and a failed statement's (planned again), is
 * EXPLAIN's estimate made before reading.
 */
public enum FunnelOrigin {
    RUN("the run's own index analysis", "as the run analysed it"),
    EXPLAIN("EXPLAIN's estimate", "as EXPLAIN estimates");

    private final String label;
    private final String phrase;

    FunnelOrigin(String label, String phrase) {
        this.label = label;
        this.phrase = phrase;
    }

    public static FunnelOrigin of(Run run) {
        return run.target().kind().equals("embedded") && run.outcome().error().isEmpty() ? RUN : EXPLAIN;
    }

    /** For a heading: "the run's own index analysis" or "EXPLAIN's estimate". */
    public String label() {
        return label;
    }

    /** For a sentence: "as the run analysed it" or "as EXPLAIN estimates". */
    public String phrase() {
        return phrase;
    }
}
