package io.mergelab.profiler.capture;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What to run and capture: one statement with its settings and query parameters, the user's tags, {@code warmups}
 * unmeasured runs and then {@code repetitions} measured ones; {@code cold} drops the caches before each measured run.
 */
public record RunRequest(String sql, Map<String, String> settings, Map<String, String> parameters, List<String> tags,
                         int warmups, int repetitions, boolean cold) {

    public RunRequest {
        Objects.requireNonNull(sql, "sql");
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        tags = List.copyOf(tags);
        for (String tag : tags) {
            String problem = LogComment.problemWith(tag);
            if (problem != null) {
                throw new IllegalArgumentException("Bad tag: " + problem);
            }
        }
        if (warmups < 0) {
            throw new IllegalArgumentException("Warm-up runs must not be negative, got " + warmups);
        }
        if (repetitions < 1) {
            throw new IllegalArgumentException("Repetitions must be at least 1, got " + repetitions);
        }
    }

    /** One measured run, no warm-up, warm caches, no tags. */
    public static RunRequest of(String sql) {
        return new RunRequest(sql, Map.of(), Map.of(), List.of(), 0, 1, false);
    }

    public RunRequest withSettings(Map<String, String> newSettings) {
        return new RunRequest(sql, newSettings, parameters, tags, warmups, repetitions, cold);
    }

    public RunRequest withParameters(Map<String, String> newParameters) {
        return new RunRequest(sql, settings, newParameters, tags, warmups, repetitions, cold);
    }

    public RunRequest withTags(List<String> newTags) {
        return new RunRequest(sql, settings, parameters, newTags, warmups, repetitions, cold);
    }

    public RunRequest withRepetitions(int newWarmups, int newRepetitions, boolean newCold) {
        return new RunRequest(sql, settings, parameters, tags, newWarmups, newRepetitions, newCold);
    }
}
