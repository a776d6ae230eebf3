package io.mergelab.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a caller gives one statement besides its text, as a ClickHouse client sends it with a query: the query_id,
 * and settings and query parameters that apply on top of the session's for this statement only; and, for the
 * embedded engine only, a listener for the statement's live figures.
 */
public record QueryOptions(String queryId, Map<String, String> settings, Map<String, String> parameters,
                           Optional<QueryListener> listener) {

    public QueryOptions {
        Objects.requireNonNull(queryId, "queryId");
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        Objects.requireNonNull(listener, "listener");
    }

    /** Options without a listener. */
    public QueryOptions(String queryId, Map<String, String> settings, Map<String, String> parameters) {
        this(queryId, settings, parameters, Optional.empty());
    }

    /** Just a query_id: the session's settings and parameters as they are. */
    public static QueryOptions withQueryId(String queryId) {
        return new QueryOptions(queryId, Map.of(), Map.of());
    }

    /** These options with {@code listener} receiving the statement's live figures (see {@link QueryListener}). */
    public QueryOptions withListener(QueryListener listener) {
        return new QueryOptions(queryId, settings, parameters, Optional.of(listener));
    }
}
