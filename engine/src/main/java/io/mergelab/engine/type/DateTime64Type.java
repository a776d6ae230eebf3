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
}
