package io.mergelab.engine.function.date;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.type.DataType;
import io.mergelab.engine.type.DateTime64Type;
import io.mergelab.engine.type.DateTimeType;
import io.mergelab.engine.type.NullableType;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** The time zone that applies to a DateTime type: its own, else the session's. */
public final class Zones {
    private static final ConcurrentHashMap<String, ZoneId> CACHE = new ConcurrentHashMap<>();

    private Zones() {
    }

    public static ZoneId of(DataType type, ZoneId sessionZone) {
        DataType t = type.unwrapLowCardinality();
        if (t instanceof NullableType n) {
            return of(n.nested(), sessionZone);
        }
        Optional<String> name = t instanceof DateTimeType d ? d.timeZone()
                : t instanceof DateTime64Type d ? d.timeZone() : Optional.empty();
        return name.map(Zones::named).orElse(sessionZone);
    }

    public static ZoneId named(String name) {
        return CACHE.computeIfAbsent(name, n -> {
            try {
                return ZoneId.of(n);
            } catch (DateTimeException e) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Invalid time zone: " + n);
            }
        });
    }
}
