package io.mergelab.app.gui.compare;

import io.mergelab.profiler.compare.MetricVerdict;
import io.mergelab.profiler.compare.RunMetrics;
import io.mergelab.profiler.compare.Verdict;
import java.util.List;

/**
 * The style class that colours a verdict on the Compare screen. A change reads by its direction, not by the word
 * "changed": for a metric where less is better (time, bytes, memory, rows read; {@link RunMetrics#lowerIsBetter}) a
 * change down is {@code verdict-better} (green) and a change up {@code verdict-worse} (red); a change of a metric with
 * no good direction, or of several variants in both directions, is {@code verdict-changed} (blue). Unstable is amber,
 * no significant difference grey-green.
 */
final class VerdictColour {
    static final String BETTER = "verdict-better";
    static final String WORSE = "verdict-worse";
    static final String CHANGED = "verdict-changed";
    static final String UNSTABLE = "verdict-unstable";
    static final String SAME = "verdict-same";
    static final List<String> ALL = List.of(BETTER, WORSE, CHANGED, UNSTABLE, SAME);

    private VerdictColour() {
    }

    static String of(MetricVerdict v) {
        return switch (v.verdict()) {
            case UNSTABLE -> UNSTABLE;
            case NO_SIGNIFICANT_DIFFERENCE -> SAME;
            case CHANGED -> !RunMetrics.lowerIsBetter(v.metric()) || v.median() == v.baselineMedian() ? CHANGED
                    : v.median() < v.baselineMedian() ? BETTER : WORSE;
        };
    }

    /**
     * The colour of a list row's headline (one verdict per variant): its changes' colour when they agree, blue when
     * they go both ways; else unstable when any is, else no significant difference.
     */
    static String ofHeadline(List<MetricVerdict> headline) {
        List<String> changes = headline.stream().filter(v -> v.verdict() == Verdict.CHANGED).map(VerdictColour::of)
                .distinct().toList();
        if (!changes.isEmpty()) {
            return changes.size() == 1 ? changes.get(0) : CHANGED;
        }
        return headline.stream().anyMatch(v -> v.verdict() == Verdict.UNSTABLE) ? UNSTABLE : SAME;
    }
}
