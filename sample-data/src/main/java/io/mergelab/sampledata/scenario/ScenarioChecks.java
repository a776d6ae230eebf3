package io.mergelab.sampledata.scenario;

import io.mergelab.engine.SettingDescription;
import io.mergelab.engine.SettingTier;
import io.mergelab.engine.MergeLabException;
import io.mergelab.sampledata.dataset.Dataset;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * What the schema cannot check: that the dataset exists and its knobs are in range, that names are unique, that
 * queries name existing variants and give every parameter they use, and that settings exist in the engine's settings
 * registry with values of their type.
 */
final class ScenarioChecks {
    private ScenarioChecks() {
    }

    static void check(Scenario s, Function<String, Dataset> datasets, ScenarioProblems problems) {
        Dataset dataset = dataset(s.dataset(), datasets, problems);
        unique(s.variants().stream().map(Variant::name).toList(), "$.variants", "variant", problems);
        unique(s.queries().stream().map(ScenarioQuery::name).toList(), "$.queries", "query", problems);
        unique(s.settingsVariants().stream().map(SettingsVariant::name).toList(), "$.settingsVariants",
                "settings variant", problems);
        for (int i = 0; i < s.variants().size(); i++) {
            Variant v = s.variants().get(i);
            if (v.table() != null) {
                String path = "$.variants[" + i + "].table";
                if (dataset != null) {
                    datasetColumns(v.table(), dataset, path, problems);
                }
                settings(v.table().settings(), path + ".settings", true, problems);
            } else if (!v.afterLoad().isEmpty()) {
                problems.add("$.variants[" + i + "].afterLoad", "a file variant has no table to run statements on");
            }
        }
        Set<String> variantNames = new HashSet<>(s.variants().stream().map(Variant::name).toList());
        for (int i = 0; i < s.queries().size(); i++) {
            query(s.queries().get(i), "$.queries[" + i + "]", variantNames, s.variants(), problems);
        }
        for (int i = 0; i < s.settingsVariants().size(); i++) {
            settings(s.settingsVariants().get(i).settings(), "$.settingsVariants[" + i + "].settings", false, problems);
        }
    }

    private static Dataset dataset(DatasetSpec spec, Function<String, Dataset> datasets, ScenarioProblems problems) {
        Dataset dataset;
        try {
            dataset = datasets.apply(spec.name());
        } catch (MergeLabException e) {
            problems.add("$.dataset.name", e.getMessage());
            return null;
        }
        try {
            dataset.knobs(spec.rows(), spec.seed(), spec.knobs());
        } catch (MergeLabException e) {
            problems.add("$.dataset.knobs", e.getMessage());
        }
        return dataset;
    }

    private static void unique(List<String> names, String path, String what, ScenarioProblems problems) {
        Map<String, Integer> first = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            Integer earlier = first.putIfAbsent(names.get(i), i);
            if (earlier != null) {
                problems.add(path + "[" + i + "].name", "duplicate " + what + " name '" + names.get(i)
                        + "' (also " + path + "[" + earlier + "])");
            }
        }
    }

    /** A table whose columns replace the dataset's must still have every dataset column: the loader fills them. */
    private static void datasetColumns(TableLayout table, Dataset dataset, String path, ScenarioProblems problems) {
        if (table.columns().isEmpty()) {
            return;
        }
        Set<String> names = new HashSet<>(table.columns().stream().map(TableLayout::columnName).toList());
        for (String column : dataset.columnNames()) {
            if (!names.contains(column)) {
                problems.add(path + ".columns", "lacks column '" + column + "' of dataset " + dataset.name()
                        + " (the loader fills every dataset column)");
            }
        }
    }

    private static void query(ScenarioQuery q, String path, Set<String> variantNames, List<Variant> variants,
                              ScenarioProblems problems) {
        if (!q.sql().contains(ScenarioQuery.TABLE_PLACEHOLDER)) {
            problems.add(path + ".sql", "has no " + ScenarioQuery.TABLE_PLACEHOLDER + " placeholder for the variant's data");
        }
        for (int j = 0; j < q.variants().size(); j++) {
            if (!variantNames.contains(q.variants().get(j))) {
                problems.add(path + ".variants[" + j + "]", "unknown variant '" + q.variants().get(j) + "'; variants: "
                        + String.join(", ", variants.stream().map(Variant::name).toList()));
            }
        }
        Set<String> used = q.parameterNames();
        for (String name : used) {
            if (!q.parameters().containsKey(name)) {
                problems.add(path + ".parameters", "no value for query parameter '" + name + "' used in the sql");
            }
        }
        for (String name : q.parameters().keySet()) {
            if (!used.contains(name)) {
                problems.add(path + ".parameters." + name, "the sql uses no query parameter '" + name + "'");
            }
        }
    }

    private static void settings(Map<String, String> settings, String path, boolean mergeTree, ScenarioProblems problems) {
        settings.forEach((name, value) -> {
            try {
                SettingDescription.named(mergeTree ? SettingTier.MERGE_TREE : SettingTier.QUERY, name).normalise(value);
            } catch (MergeLabException e) {
                problems.add(path + "." + name, e.getMessage());
            }
        });
    }
}
