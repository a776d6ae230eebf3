package io.mergelab.engine.function;

import java.time.Instant;
import java.time.ZoneId;

/** What functions may read of the query: its fixed start time (now()), the session time zone and current database. */
public record FunctionContext(Instant now, ZoneId timeZone, String currentDatabase) {

    /** A context whose current database is {@code default}. */
    public FunctionContext(Instant now, ZoneId timeZone) {
        this(now, timeZone, "default");
    }
}
