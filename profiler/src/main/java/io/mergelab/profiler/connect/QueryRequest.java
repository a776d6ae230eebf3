package io.mergelab.profiler.connect;

import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * One statement to run on a {@link QueryTarget}: settings and query parameters that apply to this statement only
 * (as ClickHouse's HTTP interface applies those given with a request), its query_id, and the data of an
 * {@code INSERT ... FORMAT F} that carries none inline.
 */
public record QueryRequest(String sql, Map<String, String> settings, Map<String, String> parameters, String queryId,
                           Optional<InputStream> insertData) {

    public QueryRequest {
        Objects.requireNonNull(sql, "sql");
        settings = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        parameters = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        Objects.requireNonNull(queryId, "queryId");
        Objects.requireNonNull(insertData, "insertData");
    }

    /** The statement with no settings or parameters and a new random query_id. */
    public static QueryRequest of(String sql) {
        return new QueryRequest(sql, Map.of(), Map.of(), UUID.randomUUID().toString(), Optional.empty());
    }

    public QueryRequest withSettings(Map<String, String> newSettings) {
        return new QueryRequest(sql, newSettings, parameters, queryId, insertData);
    }

    public QueryRequest withParameters(Map<String, String> newParameters) {
        return new QueryRequest(sql, settings, newParameters, queryId, insertData);
    }

    public QueryRequest withQueryId(String newQueryId) {
        return new QueryRequest(sql, settings, parameters, newQueryId, insertData);
    }

    public QueryRequest withInsertData(InputStream data) {
        return new QueryRequest(sql, settings, parameters, queryId, Optional.of(data));
    }
}
