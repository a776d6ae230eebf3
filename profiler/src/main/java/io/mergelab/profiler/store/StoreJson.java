package io.mergelab.profiler.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;

/**
 * The store's JSON columns (raw rows kept for export): plain records, lists and maps through one Jackson mapper, with
 * {@code Optional} components (an experiment layout's copy recipe) as their value or null.
 */
final class StoreJson {
    private static final ObjectMapper MAPPER = JsonMapper.builder().addModule(new Jdk8Module()).build();

    private StoreJson() {
    }

    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot write " + value.getClass().getSimpleName() + " as JSON", e);
        }
    }

    static <T> T read(String json, Class<T> type) {
        try {
            return MAPPER.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new RunStoreException(RunStoreException.Reason.FAILED,
                    "A stored " + type.getSimpleName() + " is not valid JSON: " + e.getOriginalMessage(), e);
        }
    }

    static <T> T read(String json, TypeReference<T> type) {
        try {
            return MAPPER.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new RunStoreException(RunStoreException.Reason.FAILED,
                    "A stored JSON column is not valid: " + e.getOriginalMessage(), e);
        }
    }
}
