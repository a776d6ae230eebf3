package io.mergelab.profiler.experiment;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A query of an experiment: {@code {table}} in its SQL stands for each layout's data, {@code parameters} are its
 * query parameters' values as text, and {@code layouts} the layouts it runs on (every layout when empty).
 */
public record ExperimentQuery(String name, String sql, Map<String, String> parameters, List<String> layouts) {
    public ExperimentQuery {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sql, "sql");
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        layouts = List.copyOf(layouts);
    }

    public boolean runsOn(String layout) {
        return layouts.isEmpty() || layouts.contains(layout);
    }
}
