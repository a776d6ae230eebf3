package io.mergelab.engine.format;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Resolves the time zone named by a DateTime type, defaulting to {@link TextValues#DEFAULT_ZONE}. */
final class Zones {
    private static final ConcurrentHashMap<String, ZoneId> CACHE = new ConcurrentHashMap<>();

    private Zones() {
    }

    static ZoneId of(Optional<String> name) {
        if (name.isEmpty()) {
            return TextValues.DEFAULT_ZONE;
        }
        return CACHE.computeIfAbsent(name.get(), Zones::resolve);
    }

    private static ZoneId resolve(String name) {
        if (name.equals("UTC")) {
            return ZoneOffset.UTC;
        }
        try {
            return ZoneId.of(name);
        } catch (DateTimeException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Invalid time zone: " + name);
        }
    }
}
