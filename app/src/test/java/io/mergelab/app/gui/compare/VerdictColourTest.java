package io.mergelab.app.gui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.compare.MedianTest;
import io.mergelab.profiler.compare.MetricVerdict;
import io.mergelab.profiler.compare.RunMetrics;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.store.ComparisonSummary;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A changed verdict is coloured by its direction on the Compare screen: faster (or fewer bytes, less memory) is
 * green, slower red, whatever the word "changed"; the list's headline and the metrics table alike. Verdicts come from
 * the real median test over samples with a known answer.
 */
class VerdictColourTest {
    private static final double[] BASELINE = {1000, 1010, 990, 1005, 995, 1002, 998};
    private static final double[] HALF = {500, 505, 495, 502, 498, 501, 499};
    private static final double[] DOUBLE = {2000, 2020, 1980, 2010, 1990, 2004, 1996};

    private static MetricVerdict verdict(String metric, String variant, double[] other) {
        return MedianTest.compare(metric, variant, BASELINE, other, MedianTest.DEFAULT_MIN_EFFECT, 1);
    }

    private static ComparisonListRow row(MetricVerdict... headline) {
        return ComparisonListRow.of(new ComparisonSummary("c1", "compare", Instant.EPOCH, "SELECT 1",
                List.of("a", "b", "c"), 7, List.of(headline)));
    }

    @Test
    void lessTimeBytesOrMemoryIsGreenAndMoreIsRed() {
        MetricVerdict faster = verdict(RunMetrics.CLIENT_ELAPSED, "b", HALF);
        MetricVerdict slower = verdict(RunMetrics.CLIENT_ELAPSED, "b", DOUBLE);
        assertThat(faster.verdict()).isEqualTo(Verdict.CHANGED);
        assertThat(slower.verdict()).isEqualTo(Verdict.CHANGED);

        assertThat(MetricRow.of(faster).verdictStyle()).isEqualTo("verdict-better");
        assertThat(MetricRow.of(slower).verdictStyle()).isEqualTo("verdict-worse");
        assertThat(MetricRow.of(verdict("read_bytes", "b", HALF)).verdictStyle()).isEqualTo("verdict-better");
        assertThat(MetricRow.of(verdict("memory_usage", "b", DOUBLE)).verdictStyle()).isEqualTo("verdict-worse");
        assertThat(MetricRow.of(verdict("ProfileEvents.ReadCompressedBytes", "b", HALF)).verdictStyle())
                .isEqualTo("verdict-better");
        assertThat(MetricRow.of(verdict(RunMetrics.CLIENT_ELAPSED, "b", BASELINE)).verdictStyle())
                .isEqualTo("verdict-same");
    }

    @Test
    void aCounterWithNoGoodDirectionIsNeitherGreenNorRed() {
        assertThat(RunMetrics.lowerIsBetter("ProfileEvents.MarkCacheHits")).isFalse();
        assertThat(MetricRow.of(verdict("ProfileEvents.MarkCacheHits", "b", DOUBLE)).verdictStyle())
                .isEqualTo("verdict-changed");
    }

    @Test
    void theListColoursAFasterComparisonGreenASlowerOneRedAndOneOfBothWaysBlue() {
        MetricVerdict faster = verdict(RunMetrics.CLIENT_ELAPSED, "b", HALF);
        MetricVerdict slower = verdict(RunMetrics.CLIENT_ELAPSED, "c", DOUBLE);
        MetricVerdict same = verdict(RunMetrics.CLIENT_ELAPSED, "c", BASELINE);

        assertThat(row(faster, same).headlineStyle()).isEqualTo("verdict-better");
        assertThat(row(faster, same).headlineVerdict()).isEqualTo(Verdict.CHANGED);
        assertThat(row(same, slower).headlineStyle()).isEqualTo("verdict-worse");
        assertThat(row(faster, slower).headlineStyle()).isEqualTo("verdict-changed");
        assertThat(row(same).headlineStyle()).isEqualTo("verdict-same");
    }
}
