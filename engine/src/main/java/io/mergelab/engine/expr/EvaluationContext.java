package io.mergelab.engine.expr;

import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;

/**
 * Per-query facts expressions may read: {@code now} is fixed for the whole query (now(), today()),
 * {@code timeZone} is the session time zone for DateTime values without their own, and
 * {@code queryParameters} holds the text of {@code {name:Type}} substitutions.
 */
public record EvaluationContext(Instant now, ZoneId timeZone, Map<String, String> queryParameters) {
    public EvaluationContext {
        queryParameters = Map.copyOf(queryParameters);
    }

    /** The current instant, the system default zone and no parameters. */
    public static EvaluationContext system() {
        return new EvaluationContext(Instant.now(), ZoneId.systemDefault(), Map.of());
    }
}
