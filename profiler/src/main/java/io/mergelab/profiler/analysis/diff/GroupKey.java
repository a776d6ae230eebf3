package io.mergelab.profiler.analysis.diff;

/** A processor group within one side: the parallel copies of processor {@code processor} in step {@code step}. */
record GroupKey(StepIdentity step, String processor) {
}
