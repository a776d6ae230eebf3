package io.mergelab.app.gui.experiments;

import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.experiment.ExperimentCell;
import java.util.Objects;

/**
 * One cell of the variant × query matrix as the screen shows it: the median client time, the ratio and verdict against
 * the query's baseline, the rank, the colour class of the verdict and the comparison it opens.
 */
public record MatrixCell(String query, String variant, String comparisonId, int rank, String median, String ratio,
                         String verdict, String styleClass) {
    /** The verdict colours: faster and changed, slower and changed, unstable, no significant difference, baseline. */
    public static final String FASTER = "cell-faster";
    public static final String SLOWER = "cell-slower";
    public static final String UNSTABLE = "cell-unstable";
    public static final String SAME = "cell-same";
    public static final String BASELINE = "cell-baseline";

    public MatrixCell {
        Objects.requireNonNull(comparisonId, "comparisonId");
    }

    static MatrixCell of(ExperimentCell cell, String comparisonId) {
        String style = cell.verdict().map(v -> switch (v) {
            case CHANGED -> cell.ratio() < 1 ? FASTER : SLOWER;
            case UNSTABLE -> UNSTABLE;
            case NO_SIGNIFICANT_DIFFERENCE -> SAME;
        }).orElse(BASELINE);
        return new MatrixCell(cell.query(), cell.variant(), comparisonId, cell.rank(),
                MetricText.value("client_elapsed_us", cell.medianMicros()),
                cell.verdict().isPresent() ? MetricText.ratio(cell.ratio()) : "",
                cell.verdict().map(Verdict::words).orElse("baseline"), style);
    }
}
