package io.mergelab.profiler.compare;

import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The effective settings of the variants, only where they differ: each variant's are those its first run changed
 * from the target's defaults (the variant's own, and any the query log says a session had changed).
 */
public final class SettingsDiff {
    private SettingsDiff() {
    }

    /** One row per setting that differs, in the order the settings first appear; {@code runs} per variant. */
    public static List<SettingDifference> of(List<List<Run>> runs) {
        Set<String> names = new LinkedHashSet<>();
        runs.forEach(variantRuns -> names.addAll(first(variantRuns).settings().keySet()));
        List<SettingDifference> differences = new ArrayList<>();
        for (String name : names) {
            List<String> values = runs.stream().map(v -> first(v).settings().getOrDefault(name, "")).toList();
            if (values.stream().distinct().count() > 1) {
                differences.add(new SettingDifference(name, values));
            }
        }
        return differences;
    }

    private static Run first(List<Run> variantRuns) {
        if (variantRuns.isEmpty()) {
            throw new IllegalArgumentException("A variant has no runs");
        }
        return variantRuns.get(0);
    }
}
