package io.mergelab.sampledata.scenario;

import java.util.List;

/** A scenario load: the database, the rows asked for, each variant's result in order, and whether it was cancelled. */
public record ScenarioLoadResult(String scenario, String database, long rows, List<VariantLoadResult> variants,
                                 boolean cancelled) {

    public ScenarioLoadResult {
        variants = List.copyOf(variants);
    }
}
