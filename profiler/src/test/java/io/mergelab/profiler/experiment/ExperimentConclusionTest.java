package io.mergelab.profiler.experiment;

import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.Verdict;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

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
        assertThat(c.queries()).containsExactly(
                "q1: b is fastest, a 1.00 ms → 0.25 ms (0.25× the baseline's time, changed).",
                "q2: b is fastest, a 1.00 ms → 0.64 ms (0.64× the baseline's time, unstable) — not a difference beyond"
                        + " the noise.");
        assertThat(c.steps()).hasSize(2);
        assertThat(c.steps().get(0)).startsWith("Step a → b: faster in 1 query, unstable in 1. Why it does not show:"
                + " q2: the median moved -36.0% (1.00 ms → 0.64 ms) against a minimum effect of 10%; its noise threshold was not recorded");
        assertThat(c.steps().get(1)).startsWith("Step b → c: time within the noise (0.90× to 1.20×, no significant"
                + " difference in 2 queries). Why it does not show: q1: the median moved +20.0%");
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
                        + " read 60,000 → 60,000, peak memory 1.00 MiB → 1.00 MiB, parts 36 → 36. Why it does not"
                        + " show: it reads the same 60,000 rows and bytes as the step before, so at this size it saves"
                        + " no reading (a sorting key or partition meant to skip data needs more rows, enough for each"
                        + " key range to fill several granules); the median moved +3.0% (0.30 ms → 0.31 ms) against a minimum effect of 10%; its"
                        + " noise threshold was not recorded (the experiment was stored before MergeLab kept it).");
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

    @Test
    void saysWhyEachStepWithinTheNoiseDoesNotShowFromItsDifferenceThresholdAndMinimumEffect() {
        ExperimentCell months = stepCell("months", "", 1.0, null, OptionalDouble.empty(), 100_000, 900_000);
        ExperimentCell customers = stepCell("customers", "months", 0.97, Verdict.NO_SIGNIFICANT_DIFFERENCE,
                OptionalDouble.of(0.12), 80_000, 700_000);
        ExperimentCell typeKey = stepCell("type_key", "customers", 0.70, Verdict.UNSTABLE, OptionalDouble.of(0.45),
                80_000, 700_000);
        ExperimentCell merged = stepCell("merged", "type_key", 0.40, Verdict.CHANGED, OptionalDouble.of(0.05),
                20_000, 200_000);
        ExperimentCell periodKey = stepCell("period_key", "merged", 1.02, Verdict.UNSTABLE, OptionalDouble.of(0.31),
                20_000, 200_000);
        Experiment e = new Experiment("e", Instant.EPOCH, "scenario", "story", "",
                new ComparisonOptions(1, 7, 7, 0, 300, false, 0.1, 1), List.of(), List.of(), "digest",
                List.of(new QueryComparison("q1", "SELECT 1", "c1")),
                List.of(months, customers, typeKey, merged, periodKey), List.of());

        List<String> steps = ExperimentConclusion.of(e).steps();

        assertThat(steps).hasSize(4);
        assertThat(steps.get(0)).as("a small saving: below the minimum effect, more rows")
                .endsWith("Why it does not show: it reads 20% fewer rows, the median moved -3.0% (1.00 ms → 0.97 ms),"
                        + " below the minimum effect of 10% (noise threshold 12%): at this size the step saves too"
                        + " little time to count; more rows would make its saving larger.");
        assertThat(steps.get(1)).as("a large difference in noisy runs: more rounds")
                .endsWith("Why it does not show: it reads the same 80,000 rows and bytes as the step before, so at this"
                        + " size it saves no reading (a sorting key or partition meant to skip data needs more rows,"
                        + " enough for each key range to fill several granules); the median moved -30.0% (0.97 ms → 0.68 ms), beyond the minimum"
                        + " effect of 10% but within the noise threshold of 45%: the runs vary too much to tell it from"
                        + " noise; more rounds than the 7 taken or a quieter machine would narrow the threshold.");
        assertThat(steps.get(2)).as("a step that shows needs no reason").doesNotContain("Why");
        assertThat(steps.get(3)).contains("below the minimum effect of 10% (noise threshold 31%)")
                .endsWith("The threshold is also above 20%, so the runs are too noisy as well: more rounds than the 7 taken"
                        + " or a quieter machine would narrow it.");
    }

    @Test
    void aShardingStepThatReadsTheSameRowsIsNotExplainedBySortingKeys() {
        ExperimentCell byUser = stepCell("by_user", "", 1.0, null, OptionalDouble.empty(), 80_000, 700_000);
        ExperimentCell byRandom = stepCell("by_random", "by_user", 0.97, Verdict.NO_SIGNIFICANT_DIFFERENCE,
                OptionalDouble.of(0.12), 80_000, 700_000);
        Experiment e = new Experiment("e", Instant.EPOCH, "sharding", "db.hits_all", "", ComparisonOptions.defaults(),
                List.of(), List.of(), "digest", List.of(new QueryComparison("q1", "SELECT 1", "c1")),
                List.of(byUser, byRandom), List.of());

        assertThat(ExperimentConclusion.of(e).steps()).singleElement().asString()
                .contains("it reads the same 80,000 rows and bytes as the step before, so at this size it saves no"
                        + " reading (every shard's rows are read whatever the sharding key; a key changes how evenly"
                        + " the servers share the work, and saves reading only where a filter on it lets"
                        + " optimize_skip_unused_shards skip whole shards);")
                .doesNotContain("sorting key");
    }

    @Test
    void saysWhyAStepSlowerBeyondTheNoiseGoesTheOtherWayFromWhatItRead() {
        ExperimentCell months = stepCell("months", "", 1.0, null, OptionalDouble.empty(), 100_000, 900_000);
        ExperimentCell customers = new ExperimentCell("q1", "customers", "", "customers", 2, 2470, 2.47, 1, 1,
                Optional.of(Verdict.CHANGED), "months", 2.47, Optional.of(Verdict.CHANGED), 105_000, 950_000, 1024,
                146, "", "", OptionalDouble.of(0.4));
        Experiment e = new Experiment("e", Instant.EPOCH, "scenario", "story", "", ComparisonOptions.defaults(),
                List.of(), List.of(), "digest", List.of(new QueryComparison("q1", "SELECT 1", "c1")),
                List.of(months, customers), List.of());

        assertThat(ExperimentConclusion.of(e).steps()).singleElement().asString()
                .startsWith("Step months → customers: slower in 1 query;")
                .endsWith("Why it does not show: it goes the other way: the median moved +147.0% (1.00 ms → 2.47 ms)"
                        + " while it reads 5% more rows from 146 parts instead of 10: what the step saves in reading does"
                        + " not pay for the work it adds at this size.");
    }

    /** One query's cell on layout {@code variant}, stepping from {@code stepFrom}, times relative to 1 ms. */
    private static ExperimentCell stepCell(String variant, String stepFrom, double stepRatio, Verdict stepVerdict,
                                           OptionalDouble threshold, double readRows, double readBytes) {
        double micros = switch (variant) {
            case "months" -> 1000;
            case "customers" -> 970;
            case "type_key" -> 679;
            case "merged" -> 271.6;
            default -> 277;
        };
        return new ExperimentCell("q1", variant, "", variant, 1, micros, micros / 1000, 1, 1,
                Optional.ofNullable(stepVerdict == null ? null : Verdict.CHANGED), stepFrom, stepRatio,
                Optional.ofNullable(stepVerdict), readRows, readBytes, 1024, 10, "", "", threshold);
    }
}
