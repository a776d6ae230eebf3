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

    // Written out rather than generated: a record's generated equals and hashCode link a method handle tree at their
    // first call (java.lang.runtime.ObjectMethods), 5-20 ms of CPU each in a fresh process, which calls these at start.
    @Override
    public boolean equals(Object o) {
        return o instanceof DateTimeType t && t.timeZone.equals(timeZone);
    }

    @Override
    public int hashCode() {
        return timeZone.hashCode();
    }
}
