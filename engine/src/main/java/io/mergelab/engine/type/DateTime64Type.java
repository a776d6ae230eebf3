package io.mergelab.engine.type;

import java.util.Optional;

/** DateTime64(p): ticks of 10^-p seconds since the epoch in an Int64. */
public record DateTime64Type(int precision, Optional<String> timeZone) implements DataType {
    public DateTime64Type {
        if (precision < 0 || precision > 9) {
            throw new IllegalArgumentException("DateTime64 precision " + precision);
        }
    }

    public static DateTime64Type of(int precision) {
        return new DateTime64Type(precision, Optional.empty());
    }

    @Override
    public String name() {
        return timeZone.map(tz -> "DateTime64(" + precision + ", '" + tz + "')").orElse("DateTime64(" + precision + ")");
    }

    @Override
    public Representation representation() {
        return Representation.LONG;
    }

    // Written out rather than generated: a record's generated equals and hashCode link a method handle tree at their
    // first call (java.lang.runtime.ObjectMethods), 5-20 ms of CPU each in a fresh process, which calls these at start.
    @Override
    public boolean equals(Object o) {
        return o instanceof DateTime64Type t && t.precision == precision && t.timeZone.equals(timeZone);
    }

    @Override
    public int hashCode() {
        return 31 * precision + timeZone.hashCode();
    }
}
