package io.mergelab.engine.format;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneRules;

/** Converts epoch seconds to local wall-clock seconds of a zone; fixed-offset zones need no lookups per value. */
final class WallClock {
    private final ZoneRules rules;
    private final int fixedOffsetSeconds;

    private WallClock(ZoneRules rules, int fixedOffsetSeconds) {
        this.rules = rules;
        this.fixedOffsetSeconds = fixedOffsetSeconds;
    }

    static WallClock of(ZoneId zone) {
        ZoneRules rules = zone.getRules();
        return rules.isFixedOffset()
                ? new WallClock(null, rules.getOffset(Instant.EPOCH).getTotalSeconds())
                : new WallClock(rules, 0);
    }

    long toLocalSeconds(long epochSeconds) {
        if (rules == null) {
            return epochSeconds + fixedOffsetSeconds;
        }
        ZoneOffset offset = rules.getOffset(Instant.ofEpochSecond(epochSeconds));
        return epochSeconds + offset.getTotalSeconds();
    }
}
