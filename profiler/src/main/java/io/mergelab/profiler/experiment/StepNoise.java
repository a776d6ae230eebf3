package io.mergelab.profiler.experiment;

import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.Verdict;

import java.util.Locale;
import java.util.Map;

/**
 * Why a layout step's client time did not show beyond the noise, in the verdict's own figures: the median difference
 * against the previous step, the minimum effect and the permutation threshold ({@code MedianTest}: changed needs |d|
 * above both; unstable is a threshold above the minimum effect + 10%), with what would make it show. A step that reads
 * exactly the rows and bytes of the step before did not engage its mechanism at this size: more rows; a difference
 * below the minimum effect is too small a saving at this size: more rows; a threshold wider than the difference is
 * noise: more rounds or a quieter machine. A step slower beyond the noise is told by what it read instead.
 */
final class StepNoise {
    /** How far above the minimum effect a threshold makes the verdict unstable (MedianTest's margin). */
    private static final double UNSTABLE_MARGIN = 0.10;
    /** What a step that reads what the step before read says about a layout meant to skip data. */
    private static final String SAME_READING_LAYOUT = "a sorting key or partition meant to skip data needs more rows,"
            + " enough for each key range to fill several granules";
    /**
     * The same for a sharding step: the servers read every row whatever the key, so a sharding key changes only how
     * the rows are shared out, unless a filter on the key lets whole shards be skipped.
     */
    private static final Map<String, String> SAME_READING = Map.of("sharding", "every shard's rows are read whatever"
            + " the sharding key; a key changes how evenly the servers share the work, and saves reading only where a"
            + " filter on it lets optimize_skip_unused_shards skip whole shards");

    private StepNoise() {
    }

    /**
     * The reasons for {@code cell}'s step verdict in an experiment of {@code kind}; {@code before} is the cell it steps
     * from, null when unknown.
     */
    static String why(String kind, ExperimentCell cell, ExperimentCell before, ComparisonOptions options) {
        double difference = cell.stepRatio() - 1;
        double minEffect = options.minEffect();
        StringBuilder why = new StringBuilder();
        if (before != null && before.medianReadRows() > 0) {
            if (before.medianReadRows() == cell.medianReadRows() && before.medianReadBytes() == cell.medianReadBytes()) {
                why.append("it reads the same ").append(MetricText.value("read_rows", cell.medianReadRows()))
                        .append(" rows and bytes as the step before, so at this size it saves no reading (")
                        .append(SAME_READING.getOrDefault(kind, SAME_READING_LAYOUT)).append("); ");
            } else if (cell.medianReadRows() < before.medianReadRows()) {
                why.append("it reads ").append(percent(1 - cell.medianReadRows() / before.medianReadRows()))
                        .append(" fewer rows, ");
            }
        }
        why.append("the median moved ").append(signedPercent(difference));
        if (before != null) {
            why.append(" (").append(time(before)).append(" → ").append(time(cell)).append(')');
        }
        String rounds = rounds(options);
        if (cell.stepThreshold().isEmpty()) {
            why.append(" against a minimum effect of ").append(percent(minEffect))
                    .append("; its noise threshold was not recorded (the experiment was stored before MergeLab kept it)");
            if (cell.stepVerdict().orElse(null) == Verdict.UNSTABLE) {
                why.append(", but unstable means it was above ").append(percent(minEffect + UNSTABLE_MARGIN))
                        .append(": more rounds than ").append(rounds).append(" or a quieter machine would narrow it");
            }
            return why.append('.').toString();
        }
        double threshold = cell.stepThreshold().getAsDouble();
        boolean noisy = threshold > minEffect + UNSTABLE_MARGIN;
        if (Math.abs(difference) <= minEffect) {
            why.append(", below the minimum effect of ").append(percent(minEffect)).append(" (noise threshold ")
                    .append(percent(threshold)).append("): at this size the step saves too little time to count; more"
                            + " rows would make its saving larger");
            if (noisy) {
                why.append(". The threshold is also above ").append(percent(minEffect + UNSTABLE_MARGIN))
                        .append(", so the runs are too noisy as well: more rounds than ").append(rounds)
                        .append(" or a quieter machine would narrow it");
            }
        } else {
            why.append(", beyond the minimum effect of ").append(percent(minEffect))
                    .append(" but within the noise threshold of ").append(percent(threshold))
                    .append(": the runs vary too much to tell it from noise; more rounds than ").append(rounds)
                    .append(" or a quieter machine would narrow the threshold");
        }
        return why.append('.').toString();
    }

    /**
     * Why a step that is slower beyond the noise went the other way, from what it read: the median's move, and the
     * rows read and parts selected against the step before ({@code before} null when unknown).
     */
    static String whySlower(ExperimentCell cell, ExperimentCell before) {
        StringBuilder why = new StringBuilder("it goes the other way: the median moved ")
                .append(signedPercent(cell.stepRatio() - 1));
        if (before == null) {
            return why.append('.').toString();
        }
        why.append(" (").append(time(before)).append(" → ").append(time(cell)).append(')');
        if (before.medianReadRows() > 0) {
            double rows = cell.medianReadRows() / before.medianReadRows() - 1;
            why.append(" while it reads ").append(rows == 0 ? "the same rows" : percent(Math.abs(rows))
                    + (rows > 0 ? " more rows" : " fewer rows"));
        }
        if (cell.medianSelectedParts() != before.medianSelectedParts()) {
            why.append(String.format(Locale.ROOT, " from %,.0f parts instead of %,.0f", cell.medianSelectedParts(),
                    before.medianSelectedParts()));
        }
        return why.append(": what the step saves in reading does not pay for the work it adds at this size.").toString();
    }

    private static String rounds(ComparisonOptions options) {
        return options.minRounds() == options.maxRounds() ? "the " + options.minRounds() + " taken"
                : "the " + options.minRounds() + " to " + options.maxRounds() + " allowed";
    }

    private static String time(ExperimentCell cell) {
        return MetricText.value("client_elapsed_us", cell.medianMicros());
    }

    private static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.0f%%", fraction * 100);
    }

    private static String signedPercent(double fraction) {
        return String.format(Locale.ROOT, "%+.1f%%", fraction * 100);
    }
}
