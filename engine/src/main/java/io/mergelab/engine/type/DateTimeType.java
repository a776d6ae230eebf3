package io.mergelab.engine.type;

import java.util.Optional;

/** DateTime: seconds since the epoch as UInt32; an optional time zone changes only printing and parsing. */
public record DateTimeType(Optional<String> timeZone) implements DataType {
    public static final DateTimeType INSTANCE = new DateTimeType(Optional.empty());

    @Override
    public String name() {
        return timeZone.map(tz -> "DateTime('" + tz + "')").orElse("DateTime");
    }

    @Override
    public Representation representation() {
        return Representation.LONG;
    }
}
