package io.mergelab.engine.aggregate;

import java.util.List;

/**
 * One aggregate of a GROUP BY as the analyzer hands it over.
 *
 * @param function        the name as written, e.g. {@code count}, {@code sumIf}, {@code quantile}
 * @param parameters      literal parameters ({@code [0.9]} for {@code quantile(0.9)(x)}), boxed Long/Double/String
 * @param argumentColumns input column names, computed by an earlier Expression step
 * @param resultName      the output column's name
 * @param distinct        {@code count(DISTINCT x)} and friends
 */
public record AggregateDescription(String function, List<Object> parameters, List<String> argumentColumns,
                                   String resultName, boolean distinct) {
    public AggregateDescription {
        parameters = List.copyOf(parameters);
        argumentColumns = List.copyOf(argumentColumns);
    }
}
