package io.mergelab.engine.format;

/** DateTime64(p) text: {@code YYYY-MM-DD hh:mm:ss} plus exactly p fraction digits. */
final class DateTime64Text {
    private static final long[] POW10 = {1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
        100_000_000L, 1_000_000_000L};

    private DateTime64Text() {
    }

    static void write(long ticks, int precision, WallClock clock, TextBuffer out) {
        long scale = POW10[precision];
        long seconds = Math.floorDiv(ticks, scale);
        long fraction = Math.floorMod(ticks, scale);
        DateText.appendDateTime(clock.toLocalSeconds(seconds), out);
        if (precision > 0) {
            out.append('.').appendPadded(fraction, precision);
        }
    }
}
