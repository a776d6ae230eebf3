package io.mergelab.sampledata.fingerprint;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;

/** Fingerprints as JSON, the form the profiler stores with each run. */
public final class FingerprintJson {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private FingerprintJson() {
    }

    public static String write(Fingerprint fingerprint) {
        try {
            return MAPPER.writeValueAsString(fingerprint);
        } catch (JsonProcessingException e) {
            throw new MergeLabException(ErrorCode.LOGICAL_ERROR, "Cannot write a fingerprint as JSON: " + e.getMessage(), e);
        }
    }

    /** Reads what {@link #write} wrote; fields added later are ignored by older readers. */
    public static Fingerprint read(String json) {
        try {
            return MAPPER.readValue(json, Fingerprint.class);
        } catch (JsonProcessingException e) {
            throw new MergeLabException(ErrorCode.CANNOT_PARSE_TEXT,
                    "Cannot read a fingerprint from JSON: " + e.getOriginalMessage(), e);
        }
    }
}
