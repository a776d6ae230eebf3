package io.mergelab.app.data;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import java.math.BigDecimal;
import java.util.Locale;

/**
 * The {@code --rows} value: a whole number written plainly ({@code 10000000}, {@code 10_000_000}), with a decimal
 * suffix K, M or G ({@code 10M}, {@code 2.5K}) or in exponent form ({@code 1e7}). Anything else, a fraction of a row or
 * a negative count fails with BAD_ARGUMENTS.
 */
public final class RowCount {

    private RowCount() {
    }

    public static long parse(String text) {
        String s = text.strip().replace("_", "");
        long multiplier = 1;
        if (!s.isEmpty()) {
            switch (Character.toUpperCase(s.charAt(s.length() - 1))) {
                case 'K' -> multiplier = 1_000L;
                case 'M' -> multiplier = 1_000_000L;
                case 'G' -> multiplier = 1_000_000_000L;
                default -> multiplier = 1;
            }
            if (multiplier != 1) {
                s = s.substring(0, s.length() - 1);
            }
        }
        BigDecimal value;
        try {
            value = new BigDecimal(s).multiply(BigDecimal.valueOf(multiplier));
        } catch (NumberFormatException e) {
            throw bad("Cannot parse number of rows '" + text + "': expected e.g. 1000000, 1_000_000, 1M or 1e6");
        }
        if (value.signum() < 0) {
            throw bad("Number of rows must not be negative, got " + text);
        }
        try {
            return value.longValueExact();
        } catch (ArithmeticException e) {
            throw bad(value.stripTrailingZeros().scale() > 0
                    ? "Number of rows must be a whole number, got " + text
                    : "Number of rows is too large: " + text);
        }
    }

    /** A count in a few characters for the progress line: {@code 950}, {@code 12.3K}, {@code 4.50M}, {@code 1.20G}. */
    public static String compact(double count) {
        if (count < 999.5) {
            return String.format(Locale.ROOT, "%.0f", count);
        }
        String[] suffixes = {"K", "M", "G", "T"};
        double scaled = count;
        int i = -1;
        while (scaled >= 999.5 && i < suffixes.length - 1) {
            scaled /= 1_000;
            i++;
        }
        String digits = scaled >= 99.95 ? "%.0f" : scaled >= 9.995 ? "%.1f" : "%.2f";
        return String.format(Locale.ROOT, digits, scaled) + suffixes[i];
    }

    private static MergeLabException bad(String message) {
        return new MergeLabException(ErrorCode.BAD_ARGUMENTS, message);
    }
}
