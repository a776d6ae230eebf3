package io.mergelab.profiler.advice;

import io.mergelab.profiler.run.Run;

/**
 * One piece of tuning advice. A rule is stateless and reads only the captured run, so a stored run, an imported
 * dump and a run just taken get the same advice.
 */
public interface Rule {
    /** Stable id, kebab-case: {@code skip-index-drops-nothing}. */
    String id();

    /** What the rule looks for, in a few words. */
    String title();

    Finding evaluate(Run run);
}
