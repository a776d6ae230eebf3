package io.mergelab.profiler.parts;

import io.mergelab.engine.ReadableNumbers;
import io.mergelab.profiler.text.Thousands;

/** How the parts screens, the command line and the reports write sizes, counts and ages. */
public final class PartsFormat {

    private PartsFormat() {
    }

    /** {@code 12.30 MiB}. */
    public static String size(long bytes) {
        return ReadableNumbers.size(bytes);
    }

    /** {@code 1.20 million}; plain digits under a thousand. */
    public static String count(long n) {
        return n < 1000 ? Long.toString(n) : ReadableNumbers.quantity(n);
    }

    /** {@code 1 active part}, {@code 1,200 active parts}: {@code n} with the noun in the number it takes. */
    public static String counted(long n, String one, String many) {
        return Thousands.of(n) + " " + (n == 1 ? one : many);
    }

    /** {@code 42 s}, {@code 5 min}, {@code 3 h}, {@code 12 d}: the largest unit that fits, rounded down. */
    public static String age(long seconds) {
        if (seconds < 60) {
            return seconds + " s";
        }
        if (seconds < 3600) {
            return seconds / 60 + " min";
        }
        if (seconds < 86400) {
            return seconds / 3600 + " h";
        }
        return seconds / 86400 + " d";
    }

    /** {@code 0–3}, or {@code 2} when all parts share a level. */
    public static String levels(long min, long max) {
        return min == max ? Long.toString(min) : min + "–" + max;
    }
}
