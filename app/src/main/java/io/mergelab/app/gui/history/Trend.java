package io.mergelab.app.gui.history;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A query pattern's elapsed time over time, for its sparkline: the runs in start order, cut into at most
 * {@code maxPoints} consecutive slices of (nearly) equal size, each drawn at its median. With few runs each run is a
 * point of its own; with many, the slices' medians keep one slow outlier from drawing a spike.
 */
public record Trend(List<Double> medianMillis) {
    public static final Trend EMPTY = new Trend(List.of());

    public Trend {
        medianMillis = List.copyOf(medianMillis);
    }

    /** {@code elapsedMillis} in the order the runs started. */
    public static Trend of(double[] elapsedMillis, int maxPoints) {
        if (maxPoints < 1) {
            throw new IllegalArgumentException("maxPoints must be at least 1, not " + maxPoints);
        }
        int points = Math.min(maxPoints, elapsedMillis.length);
        List<Double> medians = new ArrayList<>(points);
        for (int p = 0; p < points; p++) {
            int from = (int) ((long) p * elapsedMillis.length / points);
            int to = (int) ((long) (p + 1) * elapsedMillis.length / points);
            medians.add(Percentiles.of(Arrays.copyOfRange(elapsedMillis, from, to), 0.5));
        }
        return new Trend(medians);
    }

    public boolean isEmpty() {
        return medianMillis.isEmpty();
    }

    public double maxMillis() {
        return medianMillis.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }

    public double firstMillis() {
        return medianMillis.isEmpty() ? 0 : medianMillis.get(0);
    }

    public double lastMillis() {
        return medianMillis.isEmpty() ? 0 : medianMillis.get(medianMillis.size() - 1);
    }
}
