package io.mergelab.engine.format;

import io.mergelab.engine.type.time.CivilCalendar;

/** Date and DateTime text: {@code YYYY-MM-DD} and {@code YYYY-MM-DD hh:mm:ss}. */
final class DateText {
    private DateText() {
    }

    /** Appends {@code YYYY-MM-DD}. */
    static void appendDate(long epochDay, TextBuffer out) {
        long ymd = CivilCalendar.yyyymmdd(epochDay);
        out.appendPadded(ymd / 10_000, 4).append('-').appendPadded(ymd / 100 % 100, 2).append('-').appendPadded(ymd % 100, 2);
    }

    /** Appends {@code YYYY-MM-DD hh:mm:ss} for seconds since the epoch in local (already offset) time. */
    static void appendDateTime(long localSeconds, TextBuffer out) {
        long day = Math.floorDiv(localSeconds, CivilCalendar.SECONDS_PER_DAY);
        long secondOfDay = localSeconds - day * CivilCalendar.SECONDS_PER_DAY;
        appendDate(day, out);
        out.append(' ').appendPadded(secondOfDay / 3600, 2).append(':').appendPadded(secondOfDay / 60 % 60, 2)
                .append(':').appendPadded(secondOfDay % 60, 2);
    }
}
