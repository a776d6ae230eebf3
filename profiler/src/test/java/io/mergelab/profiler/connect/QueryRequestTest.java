package io.mergelab.profiler.connect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class QueryRequestTest {

    @Test
    void plainRequestHasNoSettingsNoParametersNoDataAndAFreshQueryId() {
        QueryRequest request = QueryRequest.of("SELECT 1");

        assertThat(request.settings()).isEmpty();
        assertThat(request.parameters()).isEmpty();
        assertThat(request.insertData()).isEmpty();
        assertThat(request.queryId()).matches("[0-9a-f-]{36}").isNotEqualTo(QueryRequest.of("SELECT 1").queryId());
    }

    @Test
    void requestCopiesItsSettingsAndKeepsTheirOrder() {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("max_threads", "2");
        settings.put("log_comment", "a");
        QueryRequest request = QueryRequest.of("SELECT 1").withSettings(settings);
        settings.put("max_threads", "8");

        assertThat(request.settings()).containsExactly(Map.entry("max_threads", "2"), Map.entry("log_comment", "a"));
    }

    @Test
    void withersChangeOnlyTheirPart() {
        QueryRequest request = QueryRequest.of("SELECT {x:UInt8}").withParameters(new HashMap<>(Map.of("x", "1")))
                .withQueryId("q-1");

        assertThat(request.sql()).isEqualTo("SELECT {x:UInt8}");
        assertThat(request.parameters()).containsExactly(Map.entry("x", "1"));
        assertThat(request.queryId()).isEqualTo("q-1");
    }

    @Test
    void sqlIsRequired() {
        assertThatThrownBy(() -> QueryRequest.of(null)).isInstanceOf(NullPointerException.class);
    }
}
