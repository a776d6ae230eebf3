package io.mergelab.profiler.target;

import java.util.Map;
import java.util.Objects;

/**
 * One statement to run on a {@link QueryTarget}, with settings that apply to this statement only
 * (as ClickHouse's HTTP interface applies settings given with a request).
 */
public record QueryRequest(String sql, Map<String, String> settings) {

    public QueryRequest {
        Objects.requireNonNull(sql, "sql");
        settings = Map.copyOf(settings);
    }

    public static QueryRequest of(String sql) {
        return new QueryRequest(sql, Map.of());
    }

    public QueryRequest withSettings(Map<String, String> newSettings) {
        return new QueryRequest(sql, newSettings);
    }
}
