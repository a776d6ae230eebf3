package io.mergelab.engine;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Numbers for people as ClickHouse prints them (its formatReadable* functions, which its client's summary line uses
 * too): divide by the unit step while the magnitude is at least one step, then two decimals (rounded from the exact
 * binary value) and the unit — {@code 183.92 MiB}, {@code 40.00 MB}, {@code 10.00 million}. The SQL functions, the
 * engine's messages, the profiler and the app all print through this one class.
 */
public final class ReadableNumbers {
    private static final String[] BINARY_UNITS = {" B", " KiB", " MiB", " GiB", " TiB", " PiB", " EiB", " ZiB", " YiB"};
    private static final String[] DECIMAL_UNITS = {" B", " KB", " MB", " GB", " TB", " PB", " EB", " ZB", " YB"};
    private static final String[] QUANTITY_UNITS = {"", " thousand", " million", " billion", " trillion", " quadrillion"};

    private ReadableNumbers() {
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
            // as ClickHouse prints a non-finite Float64
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
