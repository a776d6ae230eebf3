package io.mergelab.engine.format;

/**
 * Decimal text: the unscaled value with the point placed by the scale and trailing fractional zeros dropped,
 * as ClickHouse prints with its default {@code output_format_decimal_trailing_zeros = 0} ({@code 1.5}, {@code 2}).
 */
final class DecimalText {
    private static final long[] POW10 = {1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
        100_000_000L, 1_000_000_000L, 10_000_000_000L, 100_000_000_000L, 1_000_000_000_000L, 10_000_000_000_000L,
        100_000_000_000_000L, 1_000_000_000_000_000L, 10_000_000_000_000_000L, 100_000_000_000_000_000L,
        1_000_000_000_000_000_000L};

    private DecimalText() {
    }

    static void write(long unscaled, int scale, TextBuffer out) {
        if (scale == 0) {
            out.appendLong(unscaled);
            return;
        }
        long integer = unscaled / POW10[scale];
        long fraction = Math.abs(unscaled % POW10[scale]);
        if (unscaled < 0) {
            out.append('-');
            integer = -integer;
        }
        out.appendLong(integer);
        if (fraction == 0) {
            return;
        }
        int digits = scale;
        while (fraction % 10 == 0) {
            fraction /= 10;
            digits--;
        }
        out.append('.').appendPadded(fraction, digits);
    }
}
