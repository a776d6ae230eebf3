package io.mergelab.profiler.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Runs;
import java.util.List;
import org.junit.jupiter.api.Test;

class StepRollupTest {

    @Test
    void rollsUpTheGroupByPerPlanStepRankedBySummedWork() {
        List<StepRollup> steps = StepRollup.of(Runs.groupByTwoThreads().processors());

        assertThat(steps).extracting(StepRollup::label).containsExactly(
                "ReadFromMergeTree (default.needle)", "Expression (Before GROUP BY)", "Aggregating",
                "Sorting (Sorting for ORDER BY)", "Expression ((Project names + Projection))",
                "Expression (Before ORDER BY)");
        StepRollup read = steps.get(0);
        assertThat(read.processors()).isEqualTo(2);
        assertThat(read.parallelism()).isEqualTo(2);
        assertThat(read.elapsedMicros()).isEqualTo(new Spread(662_671, 751_546, 840_422, 1_503_093));
        assertThat(read.outputWaitMicros()).isEqualTo(new Spread(657, 31_020, 61_383, 62_040));
        assertThat(read.inputRows()).isZero();
        assertThat(read.outputRows()).isEqualTo(1_000_000);
        long total = 1_503_093 + 196_715 + 133_297 + 11_138 + 1_053 + 66;
        assertThat(read.workShare()).isCloseTo((double) 1_503_093 / total, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(steps.stream().mapToDouble(StepRollup::workShare).sum()).isCloseTo(1.0,
                org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void aStepsRowsAreWhatCrossesItsBoundaryAndResizesDoNotCountAsParallelism() {
        StepRollup aggregating = StepRollup.of(Runs.groupByTwoThreads().processors()).stream()
                .filter(s -> s.name().equals("Aggregating")).findFirst().orElseThrow();

        assertThat(aggregating.processors()).isEqualTo(9);
        assertThat(aggregating.parallelism()).isEqualTo(2); // three Resize processors, but two lanes of work
        assertThat(aggregating.inputRows()).isEqualTo(1_000_000);
        assertThat(aggregating.outputRows()).isEqualTo(2);
        assertThat(aggregating.elapsedMicros().median()).isEqualTo(1_229);
    }

    @Test
    void processorsWithoutAPlanStepAreGroupedByName() {
        List<StepRollup> steps = StepRollup.of(Runs.processors("""
                1 | 2,3 | 0 |  |  | Resize | 10 | 0 | 0 | 0 | 0 | 5 | 50
                2 | 4 | 7 | Expression | Before ORDER BY | ExpressionTransform | 300 | 0 | 0 | 5 | 50 | 5 | 50
                3 | 4 | 7 | Expression | Before ORDER BY | ExpressionTransform | 100 | 0 | 0 | 0 | 0 | 0 | 0
                4 | 5 | 0 |  |  | Resize | 20 | 0 | 0 | 5 | 50 | 5 | 50
                5 |  | 0 |  |  | LazyOutputFormat | 70 | 0 | 0 | 5 | 50 | 0 | 0
                """));

        assertThat(steps).extracting(StepRollup::label, StepRollup::processors, s -> s.elapsedMicros().sum())
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("Expression (Before ORDER BY)", 2, 400L),
                        org.assertj.core.groups.Tuple.tuple("LazyOutputFormat", 1, 70L),
                        org.assertj.core.groups.Tuple.tuple("Resize", 2, 30L));
        assertThat(steps.get(2).parallelism()).isEqualTo(2);
        assertThat(steps.get(2).planStepId()).isZero();
    }

    @Test
    void anOldServersEmptyStepNameComesFromStepUniqId() {
        var row = Runs.processors("1 |  | 9 |  |  | FilterTransform | 5 | 0 | 0 | 0 | 0 | 0 | 0").get(0);
        var old = new io.mergelab.profiler.run.ProcessorRow(row.id(), row.parentIds(), 9, "", "", 0, row.name(),
                row.processorUniqId(), "Filter_3", 5, 0, 0, 0, 0, 0, 0);

        assertThat(StepRollup.of(List.of(old)).get(0).name()).isEqualTo("Filter");
    }

    @Test
    void noProcessorsNoSteps() {
        assertThat(StepRollup.of(List.of())).isEmpty();
    }

    @Test
    void spreadTakesTheMeanOfTheMiddleTwoForAnEvenCount() {
        assertThat(Spread.of(new long[] {7, 1, 4, 2})).isEqualTo(new Spread(1, 3, 7, 14));
        assertThat(Spread.of(new long[] {5})).isEqualTo(new Spread(5, 5, 5, 5));
        assertThat(Spread.of(new long[0])).isEqualTo(Spread.EMPTY);
    }
}
