package io.mergelab.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a caller gives one statement besides its text, as a ClickHouse client sends it with a query: the query_id,
 * and settings and query parameters that apply on top of the session's for this statement only.
 */
public record QueryOptions(String queryId, Map<String, String> settings, Map<String, String> parameters) {

    public QueryOptions {
        Objects.requireNonNull(queryId, "queryId");
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }

    /** Just a query_id: the session's settings and parameters as they are. */
    public static QueryOptions withQueryId(String queryId) {
        return new QueryOptions(queryId, Map.of(), Map.of());
    }
}
