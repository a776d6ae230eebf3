package io.mergelab.profiler.analysis.diff;

import io.mergelab.profiler.analysis.Spread;
import io.mergelab.profiler.run.ProcessorRow;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * One side's figures for one processor group (the parallel copies of one processor name in one plan step): the
 * spread of every {@link Measure} over the copies. {@code runs} is how many of the side's runs had the group
 * (0: absent from this side), {@code copies} how many copies a run had.
 *
 * <p>For a series of runs each component is the median over the runs of that run's component (the median of the
 * per-run sums, of the per-run maxima, ...), a run without the group counting as 0, and {@code copies} is the
 * median over the runs that had it.
 */
public record ProcessorFigures(int runs, int copies, Spread elapsedMicros, Spread inputWaitMicros,
                               Spread outputWaitMicros, Spread inputRows, Spread inputBytes, Spread outputRows,
                               Spread outputBytes) {
    public static final ProcessorFigures ABSENT = new ProcessorFigures(0, 0, Spread.EMPTY, Spread.EMPTY, Spread.EMPTY,
            Spread.EMPTY, Spread.EMPTY, Spread.EMPTY, Spread.EMPTY);

    public boolean present() {
        return runs > 0;
    }

    /** The figures of one run's copies. */
    static ProcessorFigures of(List<ProcessorRow> copies) {
        Map<Measure, Spread> spreads = new EnumMap<>(Measure.class);
        for (Measure m : Measure.values()) {
            spreads.put(m, Spread.of(copies.stream().mapToLong(m::of).toArray()));
        }
        return of(copies.isEmpty() ? 0 : 1, copies.size(), spreads);
    }

    /** The medians over a series' runs, {@link #ABSENT} standing for a run without the group. */
    static ProcessorFigures medianOf(List<ProcessorFigures> perRun) {
        if (perRun.size() == 1) {
            return perRun.get(0);
        }
        Map<Measure, Spread> spreads = new EnumMap<>(Measure.class);
        for (Measure m : Measure.values()) {
            spreads.put(m, new Spread(median(perRun, f -> m.of(f).min()), median(perRun, f -> m.of(f).median()),
                    median(perRun, f -> m.of(f).max()), median(perRun, f -> m.of(f).sum())));
        }
        List<ProcessorFigures> present = perRun.stream().filter(ProcessorFigures::present).toList();
        int copies = (int) median(present, ProcessorFigures::copies);
        return of(present.size(), copies, spreads);
    }

    private static long median(List<ProcessorFigures> perRun, ToLongFunction<ProcessorFigures> part) {
        return Spread.of(perRun.stream().mapToLong(part).toArray()).median();
    }

    private static ProcessorFigures of(int runs, int copies, Map<Measure, Spread> s) {
        return new ProcessorFigures(runs, copies, s.get(Measure.ELAPSED_MICROS), s.get(Measure.INPUT_WAIT_MICROS),
                s.get(Measure.OUTPUT_WAIT_MICROS), s.get(Measure.INPUT_ROWS), s.get(Measure.INPUT_BYTES),
                s.get(Measure.OUTPUT_ROWS), s.get(Measure.OUTPUT_BYTES));
    }
}
