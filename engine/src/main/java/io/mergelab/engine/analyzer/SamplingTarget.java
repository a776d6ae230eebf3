package io.mergelab.engine.analyzer;

import io.mergelab.engine.table.SamplingKey;
import java.util.Optional;

/**
 * What {@code SAMPLE} needs of a MergeTree table: its sampling key, if it declares one, and the rows the query's
 * condition selects through the primary key (which turn {@code SAMPLE n} rows into a fraction, as ClickHouse's
 * approximate rows to read do).
 */
public record SamplingTarget(Optional<SamplingKey> key, long rows) {
}
