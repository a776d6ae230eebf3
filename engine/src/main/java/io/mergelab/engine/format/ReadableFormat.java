package io.mergelab.engine.format;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/**
 * Human-readable numbers as ClickHouse's formatReadable* functions print them: divide by the unit step while the
 * magnitude is at least one step, then print two decimals (rounded from the exact binary value) and the unit.
 */
public final class ReadableFormat {
    private static final String[] BINARY_UNITS = {" B", " KiB", " MiB", " GiB", " TiB", " PiB", " EiB", " ZiB", " YiB"};
    private static final String[] DECIMAL_UNITS = {" B", " KB", " MB", " GB", " TB", " PB", " EB", " ZB", " YB"};
    private static final String[] QUANTITY_UNITS = {"", " thousand", " million", " billion", " trillion", " quadrillion"};
    /** The units formatReadableTimeDelta's maximum_unit may name down to seconds, largest first. */
    public static final List<String> TIME_UNITS = List.of("years", "months", "days", "hours", "minutes", "seconds");
    private static final String[] TIME_UNIT_NAMES = {" year", " month", " day", " hour", " minute", " second"};
    /** Seconds per unit: a year is 365 days and a month 30.5 days, as in ClickHouse. */
    private static final long[] TIME_UNIT_SECONDS = {365L * 86_400, 2_635_200L, 86_400L, 3_600L, 60L, 1L};

    private ReadableFormat() {
    }

    /** formatReadableSize: binary units, e.g. {@code 1.00 KiB}, {@code 183.92 MiB}. */
    public static String size(double bytes) {
        return readable(bytes, BINARY_UNITS, 1024);
    }

    /** formatReadableDecimalSize: decimal units, e.g. {@code 40.00 MB}. */
    public static String decimalSize(double bytes) {
        return readable(bytes, DECIMAL_UNITS, 1000);
    }

    /** formatReadableQuantity: e.g. {@code 10.00 million}, {@code 29.70 thousand}, {@code 999.00}. */
    public static String quantity(double n) {
        return readable(n, QUANTITY_UNITS, 1000);
    }

    private static String readable(double value, String[] units, double step) {
        if (!Double.isFinite(value)) {
            TextBuffer out = new TextBuffer(8);
            FloatText.write(value, false, out);
            return out + units[0];
        }
        int unit = 0;
        while (unit + 1 < units.length && Math.abs(value) >= step) {
            value /= step;
            unit++;
        }
        return new BigDecimal(value).setScale(2, RoundingMode.HALF_UP).toPlainString() + units[unit];
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
