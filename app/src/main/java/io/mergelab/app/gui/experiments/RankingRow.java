package io.mergelab.app.gui.experiments;

import io.mergelab.engine.ReadableNumbers;
import io.mergelab.profiler.compare.MetricText;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.experiment.ExperimentCell;
import java.util.Locale;

/**
 * A variant's place in one query's ranking, with the evidence: median time, ratio [95% interval] and verdict against
 * the baseline, the step against the previous layout, rows and bytes read, peak memory, parts, funnel and Resize steps.
 */
public record RankingRow(String query, int rank, String variant, String median, String ratio, String verdict,
                         String step, String stepVerdict, String readRows, String readBytes, String memory,
                         String parts, String evidence) {

    static RankingRow of(ExperimentCell c) {
        return new RankingRow(c.query(), c.rank(), c.variant(), MetricText.value("client_elapsed_us", c.medianMicros()),
                c.verdict().isPresent() ? MetricText.ratio(c.ratio()) + " [" + bare(c.ratioLow()) + ", "
                        + bare(c.ratioHigh()) + "]" : "baseline",
                c.verdict().map(Verdict::words).orElse(""),
                c.stepFrom().isEmpty() ? "" : "vs " + c.stepFrom()
                        + (c.stepVerdict().isPresent() ? " " + MetricText.ratio(c.stepRatio()) : ""),
                c.stepVerdict().map(Verdict::words).orElse(""),
                String.format(Locale.ROOT, "%,d", Math.round(c.medianReadRows())),
                ReadableNumbers.size(c.medianReadBytes()), ReadableNumbers.size(c.medianMemoryBytes()),
                String.format(Locale.ROOT, "%,d", Math.round(c.medianSelectedParts())),
                evidence(c));
    }

    private static String evidence(ExperimentCell c) {
        if (c.resizes().isEmpty()) {
            return c.funnel();
        }
        return (c.funnel().isEmpty() ? "" : c.funnel() + "; ") + "pipeline " + c.resizes();
    }

    private static String bare(double ratio) {
        return MetricText.ratio(ratio).replace("×", "");
    }
}
