package io.mergelab.engine;

import java.util.List;

/**
 * One row of the granule funnel, as {@code EXPLAIN indexes = 1} prints it: a stage of index analysis
 * ({@code MinMax}, {@code Partition}, {@code PrimaryKey}, {@code Skip}) with the parts and granules it received
 * and kept. {@code name} and {@code description} are a skip index's ({@code "idx"}, {@code "minmax GRANULARITY 2"}),
 * empty for the others; {@code searchAlgorithm} is the primary key's ({@code "binary search"} or
 * {@code "generic exclusion search"}), empty for the others. Granule counts exclude final marks.
 */
public record IndexStage(String type, String name, String description, List<String> keys, String condition,
                         long partsBefore, long partsAfter, long granulesBefore, long granulesAfter,
                         String searchAlgorithm) {
    public IndexStage {
        keys = List.copyOf(keys);
    }
}
