package io.mergelab.profiler.text;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Numbers for people as ClickHouse's client prints them (its formatReadable* helpers): divide by the unit step while
 * the magnitude is at least one step, then two decimals and the unit — {@code 183.92 MiB}, {@code 40.00 MB},
 * {@code 10.00 million}. The client's own copy: what a target computes in SQL is the target's business.
 */
public final class ReadableNumbers {
    private static final String[] BINARY_UNITS = {" B", " KiB", " MiB", " GiB", " TiB", " PiB", " EiB"};
    private static final String[] DECIMAL_UNITS = {" B", " KB", " MB", " GB", " TB", " PB", " EB"};
    private static final String[] QUANTITY_UNITS = {"", " thousand", " million", " billion", " trillion", " quadrillion"};

    private ReadableNumbers() {
    }

    /** Binary units: {@code 1.00 KiB}, {@code 101.15 MiB}. */
    public static String size(double bytes) {
        return readable(bytes, BINARY_UNITS, 1024);
    }

    /** Decimal units: {@code 40.00 MB}. */
    public static String decimalSize(double bytes) {
        return readable(bytes, DECIMAL_UNITS, 1000);
    }

    /** A count: {@code 999.00}, {@code 29.70 thousand}, {@code 10.00 million}. */
    public static String quantity(double n) {
        return readable(n, QUANTITY_UNITS, 1000);
    }

    private static String readable(double value, String[] units, double step) {
        if (!Double.isFinite(value)) {
            return (Double.isNaN(value) ? "nan" : value > 0 ? "inf" : "-inf") + units[0];
        }
        int unit = 0;
        while (unit + 1 < units.length && Math.abs(value) >= step) {
            value /= step;
            unit++;
        }
        return new BigDecimal(value).setScale(2, RoundingMode.HALF_UP).toPlainString() + units[unit];
    }
}
