package io.mergelab.sampledata.scenario;

import java.util.List;

/**
 * A ready experiment, read from a scenario file (see docs/scenarios.md): a dataset, the table layouts (variants) that
 * each get an identical copy of it, the queries to run on every variant under every settings variant, and how many
 * unmeasured ({@code warmups}) and measured ({@code repetitions}) runs each combination gets.
 */
public record Scenario(String name, String description, DatasetSpec dataset, List<Variant> variants,
                       List<ScenarioQuery> queries, List<SettingsVariant> settingsVariants, int repetitions, int warmups) {

    public Scenario {
        variants = List.copyOf(variants);
        queries = List.copyOf(queries);
        settingsVariants = List.copyOf(settingsVariants);
    }

    /** The database a load creates by default: {@code scenario_} and the name with {@code _} for {@code -}. */
    public String databaseName() {
        return "scenario_" + name.replace('-', '_');
    }

    /** The variant called {@code name}. */
    public Variant variant(String variantName) {
        return variants.stream().filter(v -> v.name().equals(variantName)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("scenario " + name + " has no variant " + variantName));
    }

    /** The queries that run on {@code variant}. */
    public List<ScenarioQuery> queriesFor(Variant variant) {
        return queries.stream().filter(q -> q.appliesTo(variant.name())).toList();
    }

    /** The same scenario with another number of rows (a smaller load for a quick look or a test). */
    public Scenario withRows(long rows) {
        return new Scenario(name, description, dataset.withRows(rows), variants, queries, settingsVariants,
                repetitions, warmups);
    }
}
