package io.mergelab.engine.format;

import java.util.List;

/**
 * Time spans as ClickHouse's formatReadableTimeDelta prints them. Sizes and quantities are
 * {@link io.mergelab.engine.ReadableNumbers}, public for the modules that print them too.
 */
public final class ReadableFormat {
    /** The units formatReadableTimeDelta's maximum_unit may name down to seconds, largest first. */
    public static final List<String> TIME_UNITS = List.of("years", "months", "days", "hours", "minutes", "seconds");
    private static final String[] TIME_UNIT_NAMES = {" year", " month", " day", " hour", " minute", " second"};
    /** Seconds per unit: a year is 365 days and a month 30.5 days, as in ClickHouse. */
    private static final long[] TIME_UNIT_SECONDS = {365L * 86_400, 2_635_200L, 86_400L, 3_600L, 60L, 1L};

    private ReadableFormat() {
    }

    /**
     * formatReadableTimeDelta with its default units (years down to seconds; the fraction of a second is dropped):
     * {@code 1 hour, 2 minutes and 3 seconds}, {@code 0 seconds}, {@code -1 minute and 40 seconds}.
     */
    public static String timeDelta(double seconds) {
        return timeDelta(seconds, 0);
    }

    /** formatReadableTimeDelta with maximum_unit {@code TIME_UNITS.get(largestUnit)}: larger units are not used. */
    public static String timeDelta(double seconds, int largestUnit) {
        if (!Double.isFinite(seconds)) {
            TextBuffer out = new TextBuffer(8);
            FloatText.write(seconds, false, out);
            return out.toString();
        }
        StringBuilder out = new StringBuilder();
        if (seconds < 0) {
            out.append('-');
            seconds = -seconds;
        }
        double whole = Math.floor(seconds);
        boolean hasOutput = false;
        for (int u = largestUnit; u < TIME_UNIT_SECONDS.length; u++) {
            long unitSeconds = TIME_UNIT_SECONDS[u];
            boolean lastUnit = u == TIME_UNIT_SECONDS.length - 1;
            if (whole + 1.0 == whole) {
                // Too large for exact arithmetic: everything goes into this unit.
                TextBuffer number = new TextBuffer(24);
                FloatText.write(Math.floor(whole / unitSeconds), false, number);
                out.append(number).append(TIME_UNIT_NAMES[u]).append('s');
                return out.toString();
            }
            long count = (long) Math.floor(whole / unitSeconds);
            if (count == 0 && (!lastUnit || hasOutput)) {
                continue;
            }
            whole -= (double) count * unitSeconds;
            if (hasOutput) {
                out.append(lastUnit || whole < 1 ? " and " : ", ");
            }
            out.append(count).append(TIME_UNIT_NAMES[u]);
            if (count != 1) {
                out.append('s');
            }
            hasOutput = true;
        }
        return out.toString();
    }
}
