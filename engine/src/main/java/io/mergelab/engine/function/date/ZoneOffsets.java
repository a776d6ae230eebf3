package io.mergelab.engine.function.date;

import io.mergelab.engine.type.time.CivilCalendar;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;

/**
 * UTC offsets of a time zone for runs of epoch seconds. Remembers the interval between two transitions
 * in which the last lookup fell, so clustered timestamps (the usual case in a chunk) cost a range check.
 * One instance per evaluation call: it is not thread-safe.
 */
public final class ZoneOffsets {
    private final ZoneRules rules;
    private final boolean fixed;
    private final int fixedOffset;
    private long validFrom = Long.MAX_VALUE;
    private long validTo = Long.MIN_VALUE;
    private int offset;

    public ZoneOffsets(ZoneId zone) {
        this.rules = zone.getRules();
        this.fixed = rules.isFixedOffset();
        this.fixedOffset = fixed ? rules.getOffset(Instant.EPOCH).getTotalSeconds() : 0;
    }

    /** Seconds to add to an epoch second to get local wall-clock seconds. */
    public int offsetAt(long epochSecond) {
        if (fixed) {
            return fixedOffset;
        }
        if (epochSecond >= validFrom && epochSecond < validTo) {
            return offset;
        }
        Instant instant = Instant.ofEpochSecond(epochSecond);
        ZoneOffset current = rules.getOffset(instant);
        ZoneOffsetTransition previous = rules.previousTransition(instant.plusSeconds(1));
        ZoneOffsetTransition next = rules.nextTransition(instant);
        validFrom = previous == null ? Long.MIN_VALUE : previous.toEpochSecond();
        validTo = next == null ? Long.MAX_VALUE : next.toEpochSecond();
        offset = current.getTotalSeconds();
        return offset;
    }

    public long toLocal(long epochSecond) {
        return epochSecond + offsetAt(epochSecond);
    }

    /** The epoch second of a local wall-clock time (the earlier one in an overlap, shifted forward in a gap). */
    public long fromLocal(long localSecond) {
        if (fixed) {
            return localSecond - fixedOffset;
        }
        long guess = localSecond - offsetAt(localSecond);
        return localSecond - offsetAt(guess);
    }

    /** The local epoch day of an epoch second. */
    public long localDay(long epochSecond) {
        return Math.floorDiv(toLocal(epochSecond), CivilCalendar.SECONDS_PER_DAY);
    }

    /** The epoch second of local midnight starting {@code epochDay}. */
    public long startOfDay(long epochDay) {
        return fromLocal(epochDay * CivilCalendar.SECONDS_PER_DAY);
    }
}
