package io.mergelab.profiler.experiment;

import io.mergelab.profiler.compare.Verdict;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One cell of an experiment's variant × query matrix: {@code query} run on {@code layout} under {@code settings}
 * ({@code ""} when the experiment has no settings variants), named {@code variant} in the query's comparison.
 * {@code rank} orders the query's variants by median client time (1 = fastest). Against the comparison's baseline: the
 * median ratio with its 95% interval and the verdict (empty for the baseline itself). Against the previous layout step
 * ({@code stepFrom}, the cell of the layout before this one under the same settings; empty for the first layout): the
 * ratio and the verdict of the client time. The evidence: medians of rows and bytes read, peak memory and parts
 * selected (every server's on a cluster), the index funnel of the first measured run ({@code ""} when the query read no MergeTree table) and the
 * {@code Resize} steps of its pipeline ({@code ""} when none). {@code stepThreshold} is the step verdict's permutation
 * threshold over the previous step's median (a fraction, 0.3 = 30%), which says why a step stayed within the noise;
 * empty without a step verdict, and for experiments stored or exported before MergeLab kept it (bundle version 7).
 */
public record ExperimentCell(String query, String layout, String settings, String variant, int rank,
                            double medianMicros, double ratio, double ratioLow, double ratioHigh,
                            Optional<Verdict> verdict, String stepFrom, double stepRatio, Optional<Verdict> stepVerdict,
                            double medianReadRows, double medianReadBytes, double medianMemoryBytes,
                            double medianSelectedParts, String funnel, String resizes, OptionalDouble stepThreshold) {
    public ExperimentCell {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(stepFrom, "stepFrom");
        Objects.requireNonNull(stepVerdict, "stepVerdict");
        Objects.requireNonNull(funnel, "funnel");
        Objects.requireNonNull(resizes, "resizes");
        // JSON written before bundle version 7 has no stepThreshold
        stepThreshold = stepThreshold == null ? OptionalDouble.empty() : stepThreshold;
    }

    /** A cell whose step threshold is not known. */
    public ExperimentCell(String query, String layout, String settings, String variant, int rank,
                          double medianMicros, double ratio, double ratioLow, double ratioHigh,
                          Optional<Verdict> verdict, String stepFrom, double stepRatio, Optional<Verdict> stepVerdict,
                          double medianReadRows, double medianReadBytes, double medianMemoryBytes,
                          double medianSelectedParts, String funnel, String resizes) {
        this(query, layout, settings, variant, rank, medianMicros, ratio, ratioLow, ratioHigh, verdict, stepFrom,
                stepRatio, stepVerdict, medianReadRows, medianReadBytes, medianMemoryBytes, medianSelectedParts, funnel,
                resizes, OptionalDouble.empty());
    }
}
