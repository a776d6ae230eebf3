package io.mergelab.profiler.bundle;

import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/**
 * The JSON form of a run, as bundles and {@code show -f JSON} write it: the record components of
 * {@link io.mergelab.profiler.run.Run} and its parts by name, times as ISO-8601 text, an absent optional as
 * {@code null}. Reading is strict — every property present, no unknown one — so a damaged or hand-edited run is
 * refused rather than read half; that is why any change to this form raises the bundle version.
 */
public final class RunJson {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .addModule(new Jdk8Module())
            .addModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .enable(SerializationFeature.INDENT_OUTPUT)
            // the caller owns the stream (standard output, say)
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private RunJson() {
    }

    /** The mapper for runs; shared and thread-safe, not to be reconfigured. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }
}
