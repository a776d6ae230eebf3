/**
 * Views derived from a captured run, the same for every screen, command and report: per plan step roll-ups
 * ({@link io.mergelab.profiler.analysis.StepRollup}), the critical path with wait attribution
 * ({@link io.mergelab.profiler.analysis.CriticalPath}), EXPLAIN's index funnel checked against the run
 * ({@link io.mergelab.profiler.analysis.FunnelCheck}) and the one-screen terminal profile
 * ({@link io.mergelab.profiler.analysis.TextProfile}).
 */
package io.mergelab.profiler.analysis;
