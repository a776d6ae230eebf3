package io.mergelab.sampledata.scenario;

/**
 * One variant's load: what its queries read ({@link ScenarioTargets#source}), the rows written, the wall time of
 * creating, filling and the after-load statements, and whether it was cancelled (then the table holds whole blocks
 * only, or the file was not created).
 */
public record VariantLoadResult(String variant, String source, long rows, long elapsedNanos, boolean cancelled) {
}
