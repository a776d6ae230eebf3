package io.mergelab.profiler.compare;

import java.util.List;
import java.util.Objects;

/**
 * A setting the variants did not all run with the same value of: its name and each variant's value, in the
 * comparison's variant order, empty where the variant left it at the target's default.
 */
public record SettingDifference(String name, List<String> values) {
    public SettingDifference {
        Objects.requireNonNull(name, "name");
        values = List.copyOf(values);
    }
}
