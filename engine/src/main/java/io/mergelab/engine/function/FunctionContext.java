package io.mergelab.engine.function;

import java.time.Instant;
import java.time.ZoneId;

/** What functions may read of the query: its fixed start time (now()) and the session time zone. */
public record FunctionContext(Instant now, ZoneId timeZone) {
}
