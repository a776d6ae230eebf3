package io.mergelab.profiler.text;

/**
 * A whole number with its thousands grouped by commas ({@code 1,234,567}), as {@code String.format("%,d")} in the
 * root locale writes it, without the formatter's parsing: reports write it for every figure of every processor, and a
 * 1,000-processor report spent a tenth of its time in {@code Formatter}.
 */
public final class Thousands {
    private Thousands() {
    }

    public static String of(long n) {
        if (n > -1000 && n < 1000) {
            return Long.toString(n);
        }
        String digits = Long.toString(n);
        int start = n < 0 ? 1 : 0;
        int length = digits.length() - start;
        StringBuilder out = new StringBuilder(digits.length() + length / 3);
        out.append(digits, 0, start);
        int first = length % 3 == 0 ? 3 : length % 3;
        out.append(digits, start, start + first);
        for (int i = start + first; i < digits.length(); i += 3) {
            out.append(',').append(digits, i, i + 3);
        }
        return out.toString();
    }
}
