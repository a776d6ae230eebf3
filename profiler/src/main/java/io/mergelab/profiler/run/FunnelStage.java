package io.mergelab.profiler.run;

import java.util.List;
import java.util.Objects;

/**
 * One stage of an index funnel: {@code type} is {@code MinMax}, {@code Partition}, {@code PrimaryKey} or
 * {@code Skip}; {@code name} and {@code description} are a skip index's, {@code searchAlgorithm} the primary key's
 * ({@code binary search}, {@code generic exclusion search}), empty otherwise. Granules exclude final marks.
 */
public record FunnelStage(String type, String name, String description, List<String> keys, String condition,
                          long partsBefore, long partsAfter, long granulesBefore, long granulesAfter,
                          String searchAlgorithm) {
    public FunnelStage {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        keys = List.copyOf(keys);
        Objects.requireNonNull(condition, "condition");
        Objects.requireNonNull(searchAlgorithm, "searchAlgorithm");
    }
}
