package io.mergelab.profiler.experiment;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** A named set of query settings every query of an experiment runs under in turn. */
public record SettingsSet(String name, Map<String, String> settings) {
    public SettingsSet {
        Objects.requireNonNull(name, "name");
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }
}
