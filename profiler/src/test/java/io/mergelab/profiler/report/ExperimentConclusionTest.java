package io.mergelab.profiler.report;

import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCell;
import io.mergelab.profiler.experiment.QueryComparison;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The experiment's conclusion in words, from cells whose verdicts are known: a clear winner, only noise, no step. */
class ExperimentConclusionTest {

    private static ExperimentCell cell(String query, String variant, int rank, double ratio, Verdict verdict,
                                       String stepFrom, double stepRatio, Verdict stepVerdict) {
        return new ExperimentCell(query, variant, "", variant, rank, 1000 * ratio, ratio, ratio, ratio,
                Optional.ofNullable(verdict), stepFrom, stepRatio, Optional.ofNullable(stepVerdict), 0, 0, 0, 0, "", "");
    }

    private static Experiment experiment(List<ExperimentCell> cells) {
        return new Experiment("e", Instant.EPOCH, "layouts", "db.t", "", ComparisonOptions.defaults(), List.of(),
                List.of(), "digest", List.of(new QueryComparison("q1", "SELECT 1", "c1"),
                new QueryComparison("q2", "SELECT 2", "c2")), cells, List.of());
    }

    @Test
    void namesTheVariantFasterBeyondTheNoiseAndCountsEachVariantsVerdictsAndSteps() {
        ExperimentConclusion c = ExperimentConclusion.of(experiment(List.of(
                cell("q1", "a", 3, 1, null, "", 1, null),
                cell("q1", "b", 1, 0.25, Verdict.CHANGED, "a", 0.25, Verdict.CHANGED),
                cell("q1", "c", 2, 0.3, Verdict.CHANGED, "b", 1.2, Verdict.NO_SIGNIFICANT_DIFFERENCE),
                cell("q2", "a", 2, 1, null, "", 1, null),
                cell("q2", "b", 1, 0.64, Verdict.UNSTABLE, "a", 0.64, Verdict.UNSTABLE),
                cell("q2", "c", 3, 1.5, Verdict.CHANGED, "b", 0.9, Verdict.NO_SIGNIFICANT_DIFFERENCE))));

        assertThat(c.best()).isEqualTo("Best over the 2 queries: b, first in 2 of 2, at 0.40× of the baseline's time"
                + " (geometric mean of the median-time ratios).");
        assertThat(c.variants()).containsExactly("b against a: faster in 1 query, unstable in 1",
                "c against a: faster in 1 query, slower in 1");
        assertThat(c.steps()).containsExactly("Step a → b: faster in 1 query, unstable in 1.",
                "Step b → c: time within the noise (0.90× to 1.20×, no significant difference in 2 queries).");
    }

    @Test
    void judgesEachVariantAgainstItsOwnQuerysBaselineAndGivesEachStepsEvidence() {
        ExperimentCell joined = new ExperimentCell("q1", "wide", "", "wide", 1, 900, 1, 1, 1, Optional.empty(), "", 1,
                Optional.empty(), 120_000, 0, 8 * 1024 * 1024, 146, "", "");
        ExperimentCell precomputed = new ExperimentCell("q2", "narrow", "", "narrow", 1, 300, 1, 1, 1,
                Optional.empty(), "q1 wide", 0.33, Optional.of(Verdict.CHANGED), 60_000, 0, 1024 * 1024, 36, "", "");
        ExperimentCell merged = new ExperimentCell("q2", "merged", "", "merged", 2, 310, 1.03, 0.9, 1.2,
                Optional.of(Verdict.NO_SIGNIFICANT_DIFFERENCE), "narrow", 1.03,
                Optional.of(Verdict.NO_SIGNIFICANT_DIFFERENCE), 60_000, 0, 1024 * 1024, 36, "", "");
        ExperimentConclusion c = ExperimentConclusion.of(experiment(List.of(joined, precomputed, merged)));

        assertThat(c.variants()).as("narrow is q2's baseline, not a variant against wide")
                .containsExactly("merged against narrow: no significant difference in 1 query");
        assertThat(c.steps()).containsExactly(
                "Step q1 wide → narrow: faster in 1 query; q2: rows read 120,000 → 60,000, peak memory 8.00 MiB →"
                        + " 1.00 MiB, parts 146 → 36.",
                "Step narrow → merged: time within the noise (1.03×, no significant difference in 1 query); q2: rows"
                        + " read 60,000 → 60,000, peak memory 1.00 MiB → 1.00 MiB, parts 36 → 36.");
    }

    @Test
    void saysWhenNoVariantIsFasterBeyondTheNoise() {
        ExperimentConclusion noise = ExperimentConclusion.of(experiment(List.of(
                cell("q1", "a", 2, 1, null, "", 1, null),
                cell("q1", "b", 1, 0.8, Verdict.UNSTABLE, "a", 0.8, Verdict.UNSTABLE),
                cell("q2", "a", 1, 1, null, "", 1, null),
                cell("q2", "b", 2, 1.1, Verdict.NO_SIGNIFICANT_DIFFERENCE, "a", 1.1, Verdict.NO_SIGNIFICANT_DIFFERENCE))));
        assertThat(noise.best()).startsWith("No variant is faster than the baseline a beyond the noise on any query;"
                + " the lowest times are b's, first in 1 of 2");

        ExperimentConclusion baseline = ExperimentConclusion.of(experiment(List.of(
                cell("q1", "a", 1, 1, null, "", 1, null),
                cell("q1", "b", 2, 2, Verdict.CHANGED, "a", 2, Verdict.CHANGED),
                cell("q2", "a", 1, 1, null, "", 1, null),
                cell("q2", "b", 2, 3, Verdict.CHANGED, "a", 3, Verdict.CHANGED))));
        assertThat(baseline.best()).isEqualTo("No variant beats the baseline a over the 2 queries; it is first in 2 of them.");
        assertThat(baseline.variants()).containsExactly("b against a: slower in 2 queries");
    }
}
