package io.mergelab.engine.format;

/**
 * Proleptic Gregorian conversions between days since 1970-01-01 and year/month/day, done with integer
 * arithmetic so that hot loops allocate nothing (java.time would create an object per value).
 */
final class CivilCalendar {
    static final int SECONDS_PER_DAY = 86_400;

    private CivilCalendar() {
    }

    /** Days since 1970-01-01 of the given date; month 1..12, day 1..31 (not validated here). */
    static long epochDay(long year, int month, int day) {
        long y = month <= 2 ? year - 1 : year;
        long era = Math.floorDiv(y, 400);
        long yearOfEra = y - era * 400;
        long dayOfYear = (153L * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
        long dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return era * 146_097 + dayOfEra - 719_468;
    }

    /** Packs year/month/day of an epoch day as {@code year * 10000 + month * 100 + day}. */
    static long yyyymmdd(long epochDay) {
        long z = epochDay + 719_468;
        long era = Math.floorDiv(z, 146_097);
        long dayOfEra = z - era * 146_097;
        long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        long mp = (5 * dayOfYear + 2) / 153;
        long day = dayOfYear - (153 * mp + 2) / 5 + 1;
        long month = mp < 10 ? mp + 3 : mp - 9;
        long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
        return year * 10_000 + month * 100 + day;
    }

    static int daysInMonth(long year, int month) {
        return switch (month) {
            case 2 -> isLeap(year) ? 29 : 28;
            case 4, 6, 9, 11 -> 30;
            default -> 31;
        };
    }

    static boolean isLeap(long year) {
        return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    }

    /** Appends {@code YYYY-MM-DD}. */
    static void appendDate(long epochDay, TextBuffer out) {
        long ymd = yyyymmdd(epochDay);
        out.appendPadded(ymd / 10_000, 4).append('-').appendPadded(ymd / 100 % 100, 2).append('-').appendPadded(ymd % 100, 2);
    }

    /** Appends {@code YYYY-MM-DD hh:mm:ss} for seconds since the epoch in local (already offset) time. */
    static void appendDateTime(long localSeconds, TextBuffer out) {
        long day = Math.floorDiv(localSeconds, SECONDS_PER_DAY);
        long secondOfDay = localSeconds - day * SECONDS_PER_DAY;
        appendDate(day, out);
        out.append(' ').appendPadded(secondOfDay / 3600, 2).append(':').appendPadded(secondOfDay / 60 % 60, 2)
                .append(':').appendPadded(secondOfDay % 60, 2);
    }
}
