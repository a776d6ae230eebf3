package io.mergelab.engine;

import io.mergelab.engine.format.ReadableFormat;

/**
 * Sizes and counts as ClickHouse's {@code formatReadableSize}, {@code formatReadableDecimalSize} and
 * {@code formatReadableQuantity} print them: two decimals and a unit ({@code 183.92 MiB}, {@code 40.00 MB},
 * {@code 10.00 million}), so screens and reports read like clickhouse-client.
 */
public final class ReadableNumbers {
    private ReadableNumbers() {
    }

    /** Binary units: {@code 1.00 KiB}, {@code 183.92 MiB}. */
    public static String size(double bytes) {
        return ReadableFormat.size(bytes);
    }

    /** Decimal units: {@code 40.00 MB}. */
    public static String decimalSize(double bytes) {
        return ReadableFormat.decimalSize(bytes);
    }

    /** {@code 10.00 million}, {@code 29.70 thousand}, {@code 999.00}. */
    public static String quantity(double n) {
        return ReadableFormat.quantity(n);
    }
}
