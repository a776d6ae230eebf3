/**
 * Experiments (docs/experiments.md): a scenario's or the layout lab's table layouts loaded with identical data
 * (checked by content digest), every query run under every layout and settings variant as one comparison per query,
 * and the variants ranked per query with verdicts against the baseline and against the previous layout step.
 * Target-agnostic like the rest of the profiler: what builds and fills the layouts is an {@link
 * io.mergelab.profiler.experiment.ExperimentData} (the command line's scenario loader, or the {@link
 * io.mergelab.profiler.experiment.LayoutLab} through SQL).
 */
package io.mergelab.profiler.experiment;
