/**
 * The processor-aligned diff of two runs or two series of runs (issue 14 §2): {@link
 * io.mergelab.profiler.analysis.diff.ProcessorDiff} (records in, records out), its terminal text ({@link
 * io.mergelab.profiler.analysis.diff.DiffText}) and flat rows for machine formats ({@link
 * io.mergelab.profiler.analysis.diff.DiffRows}).
 */
package io.mergelab.profiler.analysis.diff;
