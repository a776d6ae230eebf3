package io.mergelab.profiler.target;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class QueryRequestTest {

    @Test
    void plainRequestHasNoSettings() {
        assertThat(QueryRequest.of("SELECT 1").settings()).isEmpty();
    }

    @Test
    void requestCopiesItsSettings() {
        Map<String, String> settings = new HashMap<>(Map.of("max_threads", "2"));
        QueryRequest request = QueryRequest.of("SELECT 1").withSettings(settings);
        settings.put("max_threads", "8");

        assertThat(request.settings()).containsExactly(Map.entry("max_threads", "2"));
        assertThat(request.sql()).isEqualTo("SELECT 1");
    }

    @Test
    void sqlIsRequired() {
        assertThatThrownBy(() -> QueryRequest.of(null)).isInstanceOf(NullPointerException.class);
    }
}
