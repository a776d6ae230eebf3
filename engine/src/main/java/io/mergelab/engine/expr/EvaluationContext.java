package io.mergelab.engine.expr;

import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;

/**
 * Per-query facts expressions may read: {@code now} is fixed for the whole query (now(), today()),
 * {@code timeZone} is the session time zone for DateTime values without their own, and
 * {@code queryParameters} holds the text of {@code {name:Type}} substitutions and {@code currentDatabase} is the
 * session's database (currentDatabase()). Two settings change what expressions and joins mean:
 * {@code transformNullIn} ({@code transform_null_in}: NULL IN a set holding NULL is true) and
 * {@code anyJoinDistinctRightTableKeys} ({@code any_join_distinct_right_table_keys}: ANY INNER JOIN keeps every
 * matching left row, as SEMI LEFT JOIN does).
 */
public record EvaluationContext(Instant now, ZoneId timeZone, Map<String, String> queryParameters, String currentDatabase,
                                boolean transformNullIn, boolean anyJoinDistinctRightTableKeys) {
    public EvaluationContext {
        queryParameters = Map.copyOf(queryParameters);
    }

    /** A context with both settings at their defaults (0). */
    public EvaluationContext(Instant now, ZoneId timeZone, Map<String, String> queryParameters, String currentDatabase) {
        this(now, timeZone, queryParameters, currentDatabase, false, false);
    }

    /** A context whose current database is {@code default}. */
    public EvaluationContext(Instant now, ZoneId timeZone, Map<String, String> queryParameters) {
        this(now, timeZone, queryParameters, "default");
    }

    /** The current instant, the system default zone and no parameters. */
    public static EvaluationContext system() {
        return new EvaluationContext(Instant.now(), ZoneId.systemDefault(), Map.of());
    }
}
