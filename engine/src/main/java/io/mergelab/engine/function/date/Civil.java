package io.mergelab.engine.function.date;

/**
 * Proleptic Gregorian calendar arithmetic on epoch days without objects: the days-from-civil and
 * civil-from-days algorithms on 400-year eras.
 */
public final class Civil {
    public static final long SECONDS_PER_DAY = 86_400L;

    private Civil() {
    }

    public static long epochDay(long year, int month, int day) {
        long y = month <= 2 ? year - 1 : year;
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long mp = (month + 9) % 12;
        long doy = (153 * mp + 2) / 5 + day - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146_097 + doe - 719_468;
    }

    /** {@code year * 10000 + month * 100 + day} of an epoch day. */
    public static long yyyymmdd(long epochDay) {
        long z = epochDay + 719_468;
        long era = Math.floorDiv(z, 146_097);
        long doe = z - era * 146_097;
        long yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long day = doy - (153 * mp + 2) / 5 + 1;
        long month = mp < 10 ? mp + 3 : mp - 9;
        long year = yoe + era * 400 + (month <= 2 ? 1 : 0);
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
            case 2 -> (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28;
            case 4, 6, 9, 11 -> 30;
            default -> 31;
        };
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
