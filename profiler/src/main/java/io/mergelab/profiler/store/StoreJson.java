package io.mergelab.profiler.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The store's JSON columns (raw rows kept for export): plain records, lists and maps through one Jackson mapper. */
final class StoreJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

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
