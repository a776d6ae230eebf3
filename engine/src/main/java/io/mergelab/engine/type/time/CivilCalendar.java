package io.mergelab.engine.type.time;

/**
 * Proleptic Gregorian calendar arithmetic on epoch days (days since 1970-01-01), the days-from-civil and
 * civil-from-days algorithms on 400-year eras. Integer arithmetic only, so hot loops allocate nothing
 * (java.time would create an object per value). Shared by the text formats and the date functions.
 */
public final class CivilCalendar {
    public static final long SECONDS_PER_DAY = 86_400L;

    private CivilCalendar() {
    }

    /** Days since 1970-01-01 of the given date; month 1..12, day 1..31 (not validated here). */
    public static long epochDay(long year, int month, int day) {
        long y = month <= 2 ? year - 1 : year;
        long era = Math.floorDiv(y, 400);
        long yearOfEra = y - era * 400;
        long dayOfYear = (153L * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
        long dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return era * 146_097 + dayOfEra - 719_468;
    }

    /** Packs year/month/day of an epoch day as {@code year * 10000 + month * 100 + day}. */
    public static long yyyymmdd(long epochDay) {
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

    public static long year(long epochDay) {
        return yyyymmdd(epochDay) / 10_000;
    }

    public static int month(long epochDay) {
        return (int) (yyyymmdd(epochDay) / 100 % 100);
    }

    public static int dayOfMonth(long epochDay) {
        return (int) (yyyymmdd(epochDay) % 100);
    }

    /** ISO day of week: Monday 1 .. Sunday 7 (1970-01-01 was a Thursday). */
    public static int dayOfWeek(long epochDay) {
        return (int) Math.floorMod(epochDay + 3, 7) + 1;
    }

    public static int daysInMonth(long year, int month) {
        return switch (month) {
            case 2 -> isLeap(year) ? 29 : 28;
            case 4, 6, 9, 11 -> 30;
            default -> 31;
        };
    }

    private static boolean isLeap(long year) {
        return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    }

    /** Adds months, clamping the day to the target month's length (Jan 31 + 1 month = Feb 28/29). */
    public static long addMonths(long epochDay, long months) {
        long ymd = yyyymmdd(epochDay);
        long total = ymd / 10_000 * 12 + (ymd / 100 % 100 - 1) + months;
        long year = Math.floorDiv(total, 12);
        int month = (int) Math.floorMod(total, 12) + 1;
        int day = (int) Math.min(ymd % 100, daysInMonth(year, month));
        return epochDay(year, month, day);
    }
}
