package io.mergelab.profiler.experiment;

import io.mergelab.profiler.compare.ComparisonOptions;
import java.util.List;
import java.util.Objects;

/**
 * What an experiment runs: its {@code kind} ({@code scenario}, {@code layouts}), the {@code name} it goes by (the
 * scenario's, or the layout lab's table), the layouts (by name, in step order: the first is the baseline), the queries,
 * the settings variants (none: every query runs with the target's settings) and how each query's comparison is run.
 */
public record ExperimentPlan(String kind, String name, String description, List<String> layouts,
                             List<ExperimentQuery> queries, List<SettingsSet> settings, ComparisonOptions options) {
    public ExperimentPlan {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(options, "options");
        layouts = List.copyOf(layouts);
        queries = List.copyOf(queries);
        settings = List.copyOf(settings);
        if (layouts.isEmpty() || queries.isEmpty()) {
            throw new IllegalArgumentException("An experiment needs at least one layout and one query");
        }
    }
}
