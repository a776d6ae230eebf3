package io.mergelab.profiler.parts;

import io.mergelab.profiler.run.PartRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The layout of a parts chart: one bar per active part, partitions side by side with a one-bar gap between them, bar
 * height the part's bytes or rows, colour by level (levels above {@link #TOP_LEVEL} share one colour). The app draws
 * it with JFreeChart and a report could draw it as SVG; both read only this.
 */
public record PartsChart(Measure measure, List<Bar> bars, List<Band> partitions, long maxValue, int topLevel) {

    /** Levels at or above this share the last colour, so the legend stays short. */
    public static final int TOP_LEVEL = 5;

    /** What a bar's height shows. */
    public enum Measure {
        BYTES("Size on disk"),
        ROWS("Rows");

        private final String title;

        Measure(String title) {
            this.title = title;
        }

        /** What the axis shows; the chart picks the unit (KiB, MiB, ...) from the tallest bar. */
        public String title() {
            return title;
        }

        long of(PartRow part) {
            return this == BYTES ? part.bytesOnDisk() : part.rows();
        }
    }

    /**
     * One part's bar at {@code x} (bar slots count from 0, with gaps), its colour class {@code levelClass} (the level,
     * capped at {@link #TOP_LEVEL}), and whether the chosen run could read it ({@code read}; true with no run chosen).
     */
    public record Bar(double x, String partitionId, String name, long level, int levelClass, long value, boolean read) {
    }

    /** A partition's span of bar slots, for its label and shading. */
    public record Band(String partitionId, double fromX, double toX, int parts, long total) {
    }

    public PartsChart {
        bars = List.copyOf(bars);
        partitions = List.copyOf(partitions);
    }

    /**
     * Lays out {@code parts} (in partition, then block order, as {@link TableParts} keeps them); {@code readByRun}
     * names the parts the chosen run could read, or is null when no run is chosen.
     */
    public static PartsChart of(List<PartRow> parts, Measure measure, Set<String> readByRun) {
        List<Bar> bars = new ArrayList<>(parts.size());
        List<Band> bands = new ArrayList<>();
        double x = 0;
        long max = 0;
        int top = 0;
        String partition = null;
        double bandStart = 0;
        int bandParts = 0;
        long bandTotal = 0;
        for (PartRow p : parts) {
            String id = PartNames.partitionId(p.name());
            if (!id.equals(partition)) {
                if (partition != null) {
                    bands.add(new Band(partition, bandStart, x, bandParts, bandTotal));
                    x += 1;
                }
                partition = id;
                bandStart = x;
                bandParts = 0;
                bandTotal = 0;
            }
            long value = measure.of(p);
            int levelClass = (int) Math.min(TOP_LEVEL, p.level());
            bars.add(new Bar(x, id, p.name(), p.level(), levelClass, value, readByRun == null || readByRun.contains(p.name())));
            max = Math.max(max, value);
            top = Math.max(top, levelClass);
            bandParts++;
            bandTotal += value;
            x += 1;
        }
        if (partition != null) {
            bands.add(new Band(partition, bandStart, x, bandParts, bandTotal));
        }
        return new PartsChart(measure, bars, bands, max, top);
    }
}
