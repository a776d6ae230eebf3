package io.mergelab.app.cli;

import java.util.List;

/** A trend in one line of block characters, lowest value ▁ to highest █, so a terminal shows its shape. */
final class Sparkline {
    private static final char[] BLOCKS = {'▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'};

    private Sparkline() {
    }

    static String of(List<Double> values) {
        double min = values.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        StringBuilder line = new StringBuilder(values.size());
        for (double value : values) {
            int level = max == min ? BLOCKS.length / 2 - 1
                    : (int) Math.round((value - min) / (max - min) * (BLOCKS.length - 1));
            line.append(BLOCKS[level]);
        }
        return line.toString();
    }
}
