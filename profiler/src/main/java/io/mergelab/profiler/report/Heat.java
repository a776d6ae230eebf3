package io.mergelab.profiler.report;

import java.util.Locale;

/** The heat-map colour of a share of the query's work: pale yellow for none, deep red for the largest. */
final class Heat {
    private static final int[] COLD = {255, 247, 214};
    private static final int[] HOT = {203, 24, 29};

    private Heat() {
    }

    /** The colour of {@code share} on a scale whose top is {@code maxShare}, as {@code #rrggbb}. */
    static String colour(double share, double maxShare) {
        double t = maxShare <= 0 ? 0 : Math.max(0, Math.min(1, share / maxShare));
        return String.format(Locale.ROOT, "#%02x%02x%02x", mix(0, t), mix(1, t), mix(2, t));
    }

    /** Whether text on that colour should be white for contrast. */
    static boolean dark(double share, double maxShare) {
        return maxShare > 0 && share / maxShare > 0.6;
    }

    private static int mix(int channel, double t) {
        return (int) Math.round(COLD[channel] + (HOT[channel] - COLD[channel]) * t);
    }
}
