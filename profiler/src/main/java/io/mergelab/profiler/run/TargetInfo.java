package io.mergelab.profiler.run;

import java.util.Objects;

/**
 * What a run ran on: {@code kind} is {@code embedded}, {@code clickhouse} or {@code import}; {@code description}
 * names it for people ({@code embedded /home/u/.mergelab/data}, {@code http://db1:8123}) and never holds a
 * credential; {@code engineVersion} is what {@code SELECT version()} answered.
 */
public record TargetInfo(String kind, String description, String engineVersion) {
    public TargetInfo {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(engineVersion, "engineVersion");
    }
}
