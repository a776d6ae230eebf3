package io.mergelab.app.gui.compare;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.Sweep;
import io.mergelab.profiler.compare.SweepPoint;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * A sweep ready to show: the swept setting, the client time per value (series {@link #MEDIAN}, {@link #MIN},
 * {@link #MAX}, ms) with the knee's value, each plan step's time per value for stacked bars (ms, the median over the
 * value's runs of the step's summed processor time, the busiest {@link #MAX_STEPS} steps first and the rest summed)
 * and the table rows.
 */
public record SweepDetail(String setting, DefaultCategoryDataset latency, String kneeValue,
                          DefaultCategoryDataset steps, List<SweepRow> rows) {
    static final String MEDIAN = "median";
    static final String MIN = "fastest run";
    static final String MAX = "slowest run";
    /** Steps drawn on their own at most; the rest are summed as {@link #OTHER_STEPS}. */
    static final int MAX_STEPS = 5;
    static final String OTHER_STEPS = "other steps";

    public SweepDetail {
        Objects.requireNonNull(setting, "setting");
        Objects.requireNonNull(kneeValue, "kneeValue");
        rows = List.copyOf(rows);
    }

    /**
     * The sweep of a comparison whose variants are named {@code setting=value}; empty when they are not (then it is
     * not a sweep the app can read back).
     */
    static Optional<SweepDetail> of(Comparison comparison, List<List<Run>> runs) {
        String first = comparison.variants().get(0).name();
        int equals = first.indexOf('=');
        if (equals <= 0) {
            return Optional.empty();
        }
        String setting = first.substring(0, equals);
        boolean allOfIt = comparison.variants().stream()
                .allMatch(v -> v.name().startsWith(setting + "=") && v.settings().containsKey(setting));
        if (!allOfIt || runs.stream().anyMatch(List::isEmpty)) {
            return Optional.empty();
        }
        Sweep sweep = Sweep.of(setting, comparison.variants(), runs, comparison.options().minEffect(),
                comparison.options().seed());
        DefaultCategoryDataset latency = new DefaultCategoryDataset();
        DefaultCategoryDataset steps = new DefaultCategoryDataset();
        List<SweepRow> rows = new ArrayList<>();
        for (int i = 0; i < sweep.points().size(); i++) {
            SweepPoint point = sweep.points().get(i);
            latency.addValue(point.clientMicros().median() / 1000.0, MEDIAN, point.value());
            latency.addValue(point.clientMicros().min() / 1000.0, MIN, point.value());
            latency.addValue(point.clientMicros().max() / 1000.0, MAX, point.value());
            long otherMicros = 0;
            for (int s = 0; s < sweep.steps().size(); s++) {
                long micros = point.stepMicros().getOrDefault(sweep.steps().get(s), 0L);
                if (s < MAX_STEPS) {
                    steps.addValue(micros / 1000.0, sweep.steps().get(s), point.value());
                } else {
                    otherMicros += micros;
                }
            }
            if (sweep.steps().size() > MAX_STEPS) {
                steps.addValue(otherMicros / 1000.0, OTHER_STEPS, point.value());
            }
            rows.add(SweepRow.of(point, i == sweep.kneeIndex()));
        }
        return Optional.of(new SweepDetail(setting, latency, sweep.knee().value(), steps, rows));
    }
}
