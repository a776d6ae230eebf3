package io.mergelab.engine.analyzer;

import io.mergelab.engine.table.SamplingKey;
import java.util.Optional;

/**
 * What {@code SAMPLE} needs of a MergeTree table: its sampling key, if it declares one, and its rows now (which turn
 * {@code SAMPLE n} rows into a fraction).
 */
public record SamplingTarget(Optional<SamplingKey> key, long rows) {
}
