package io.mergelab.profiler.analysis.diff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import io.mergelab.profiler.analysis.Spread;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** Synthetic runs whose diff is known by hand. */
class ProcessorDiffTest {
    private static final String READ = "0 | 2 | 3 | ReadFromMergeTree | default.t | MergeTreeSelect | 1000 | 0 | 50 | 0 | 0 | 100 | 800\n"
            + "1 | 2 | 3 | ReadFromMergeTree | default.t | MergeTreeSelect | 1200 | 0 | 70 | 0 | 0 | 100 | 800\n";
    private static final String OUTPUT = "3 |  | 1 | Expression | (Project names + Projection) | LazyOutputFormat | 10 | 2000 | 0 | 20 | 160 | 0 | 0\n";

    static Run run(String id, String processors) {
        return Runs.builder().id(id).processors(processors).build();
    }

    private static Run base(String id, long filterMicros) {
        return run(id, READ + "2 | 3 | 2 | Filter | WHERE | FilterTransform | " + filterMicros
                + " | 900 | 0 | 200 | 1600 | 20 | 160\n" + OUTPUT);
    }

    @Test
    void aStepThatGotTwiceAsSlowTopsTheRankingAndHoldsTheWholeDelta() {
        ProcessorDiff diff = ProcessorDiff.of(base("a", 500), base("b", 1000));

        assertThat(diff.totalDeltaMicros()).isEqualTo(500);
        assertThat(diff.a().workMicros()).isEqualTo(1000 + 1200 + 500 + 10);
        GroupDiff top = diff.groups().get(0);
        assertThat(top.step().label()).isEqualTo("Filter (WHERE)");
        assertThat(top.processor()).isEqualTo("FilterTransform");
        assertThat(top.presence()).isEqualTo(Presence.BOTH);
        assertThat(top.a().elapsedMicros()).isEqualTo(new Spread(500, 500, 500, 500));
        assertThat(top.b().elapsedMicros()).isEqualTo(new Spread(1000, 1000, 1000, 1000));
        assertThat(top.elapsedDeltaMicros()).isEqualTo(500);
        assertThat(top.shareOfTotalDelta()).isEqualTo(1.0);
        assertThat(diff.groups().subList(1, 3)).allSatisfy(g -> {
            assertThat(g.elapsedDeltaMicros()).isZero();
            assertThat(g.shareOfTotalDelta()).isZero();
        });
        assertThat(diff.steps()).extracting(s -> s.step().label(), StepDelta::deltaMicros).containsExactly(
                tuple("Filter (WHERE)", 500L), tuple("ReadFromMergeTree (default.t)", 0L),
                tuple("Expression ((Project names + Projection))", 0L));
    }

    @Test
    void aStepPresentOnlyInBIsMarkedAndTheOthersStillAlignThoughTheirPlanStepIdsMoved() {
        Run b = run("b", """
                0 | 2 | 4 | ReadFromMergeTree | default.t | MergeTreeSelect | 1000 | 0 | 50 | 0 | 0 | 100 | 800
                1 | 2 | 4 | ReadFromMergeTree | default.t | MergeTreeSelect | 1200 | 0 | 70 | 0 | 0 | 100 | 800
                2 | 4 | 3 | Filter | WHERE | FilterTransform | 500 | 900 | 0 | 200 | 1600 | 20 | 160
                4 | 3 | 2 | Sorting | Sorting for ORDER BY | MergeSortingTransform | 300 | 40 | 0 | 20 | 160 | 20 | 160
                3 |  | 1 | Expression | (Project names + Projection) | LazyOutputFormat | 10 | 2000 | 0 | 20 | 160 | 0 | 0
                """);

        ProcessorDiff diff = ProcessorDiff.of(base("a", 500), b);

        assertThat(diff.totalDeltaMicros()).isEqualTo(300);
        GroupDiff sorting = diff.groups().get(0);
        assertThat(sorting.step().label()).isEqualTo("Sorting (Sorting for ORDER BY)");
        assertThat(sorting.presence()).isEqualTo(Presence.ONLY_B);
        assertThat(sorting.step().a()).isEmpty();
        assertThat(sorting.a()).isEqualTo(ProcessorFigures.ABSENT);
        assertThat(sorting.b().copies()).isEqualTo(1);
        assertThat(sorting.elapsedDeltaMicros()).isEqualTo(300);
        assertThat(sorting.delta(Measure.OUTPUT_ROWS)).isEqualTo(20);
        assertThat(diff.groups()).filteredOn(g -> g != sorting)
                .allSatisfy(g -> assertThat(g.presence()).isEqualTo(Presence.BOTH))
                .extracting(g -> g.step().label()).containsExactlyInAnyOrder("ReadFromMergeTree (default.t)",
                        "Filter (WHERE)", "Expression ((Project names + Projection))");
        StepDelta sortingStep = diff.steps().get(0);
        assertThat(sortingStep.step().presence()).isEqualTo(Presence.ONLY_B);
        assertThat(sortingStep.parallelismA()).isZero();
        assertThat(sortingStep.parallelismB()).isEqualTo(1);
        assertThat(sortingStep.shareOfTotalDelta()).isEqualTo(1.0);
    }

    @Test
    void fourParallelCopiesAgainstOneCompareTheirSpreadAndCopies() {
        Run four = run("four", """
                0 | 4 | 2 | ReadFromMergeTree | default.t | MergeTreeSelect | 100 | 0 | 10 | 0 | 0 | 25 | 200
                1 | 4 | 2 | ReadFromMergeTree | default.t | MergeTreeSelect | 200 | 0 | 20 | 0 | 0 | 25 | 200
                2 | 4 | 2 | ReadFromMergeTree | default.t | MergeTreeSelect | 300 | 0 | 30 | 0 | 0 | 25 | 200
                3 | 4 | 2 | ReadFromMergeTree | default.t | MergeTreeSelect | 400 | 0 | 40 | 0 | 0 | 25 | 200
                4 |  | 1 | Expression | (Project names + Projection) | LazyOutputFormat | 10 | 900 | 0 | 100 | 800 | 0 | 0
                """);
        Run one = run("one", """
                0 | 1 | 2 | ReadFromMergeTree | default.t | MergeTreeSelect | 1300 | 0 | 5 | 0 | 0 | 100 | 800
                1 |  | 1 | Expression | (Project names + Projection) | LazyOutputFormat | 10 | 1300 | 0 | 100 | 800 | 0 | 0
                """);

        ProcessorDiff diff = ProcessorDiff.of(four, one);

        GroupDiff read = diff.groups().get(0);
        assertThat(read.processor()).isEqualTo("MergeTreeSelect");
        assertThat(read.a().copies()).isEqualTo(4);
        assertThat(read.b().copies()).isEqualTo(1);
        assertThat(read.a().elapsedMicros()).isEqualTo(new Spread(100, 250, 400, 1000));
        assertThat(read.b().elapsedMicros()).isEqualTo(new Spread(1300, 1300, 1300, 1300));
        assertThat(read.a().outputRows()).isEqualTo(new Spread(25, 25, 25, 100));
        assertThat(read.delta(Measure.OUTPUT_ROWS)).isZero();
        assertThat(read.delta(Measure.OUTPUT_WAIT_MICROS)).isEqualTo(5 - 100);
        assertThat(read.elapsedDeltaMicros()).isEqualTo(300);
        assertThat(diff.steps().get(0).parallelismA()).isEqualTo(4);
        assertThat(diff.steps().get(0).parallelismB()).isEqualTo(1);
    }

    @Test
    void stepsThatMovedAgainstTheTotalHaveNegativeSharesAndTheSharesStillSumToOne() {
        Run a = run("a", READ + "2 | 3 | 2 | Filter | WHERE | FilterTransform | 500 | 0 | 0 | 0 | 0 | 0 | 0\n" + OUTPUT);
        Run b = run("b", READ.replace("| 1200 |", "| 900 |")
                + "2 | 3 | 2 | Filter | WHERE | FilterTransform | 1500 | 0 | 0 | 0 | 0 | 0 | 0\n" + OUTPUT);

        ProcessorDiff diff = ProcessorDiff.of(a, b);

        assertThat(diff.totalDeltaMicros()).isEqualTo(700);
        assertThat(diff.steps()).extracting(s -> s.step().name(), StepDelta::deltaMicros)
                .startsWith(tuple("Filter", 1000L), tuple("ReadFromMergeTree", -300L));
        assertThat(diff.steps().get(0).shareOfTotalDelta()).isCloseTo(1000.0 / 700, Offset.offset(1e-12));
        assertThat(diff.steps().get(1).shareOfTotalDelta()).isCloseTo(-300.0 / 700, Offset.offset(1e-12));
        assertThat(diff.steps().stream().mapToDouble(StepDelta::shareOfTotalDelta).sum()).isCloseTo(1.0, Offset.offset(1e-12));
    }

    @Test
    void whenNothingMovedTheSharesAreUndefined() {
        ProcessorDiff diff = ProcessorDiff.of(base("a", 500), base("b", 500));

        assertThat(diff.totalDeltaMicros()).isZero();
        assertThat(diff.groups()).allSatisfy(g -> assertThat(g.shareOfTotalDelta()).isNaN());
    }

    @Test
    void thePartsAddUpExactlyToTheTotalForRandomPipelinesAndSeries() {
        SplittableRandom random = new SplittableRandom(14);
        for (int trial = 0; trial < 200; trial++) {
            List<Run> a = randomSeries("a" + trial, random);
            List<Run> b = randomSeries("b" + trial, random);

            ProcessorDiff diff = ProcessorDiff.of(a, b);

            long steps = diff.steps().stream().mapToLong(StepDelta::deltaMicros).sum();
            long groups = diff.groups().stream().mapToLong(GroupDiff::elapsedDeltaMicros).sum();
            assertThat(steps).as("trial %d", trial).isEqualTo(diff.totalDeltaMicros());
            assertThat(groups).as("trial %d", trial).isEqualTo(diff.totalDeltaMicros());
            assertThat(diff.steps().stream().mapToLong(StepDelta::workMicrosA).sum()).isEqualTo(diff.a().workMicros());
            assertThat(diff.steps().stream().mapToLong(StepDelta::workMicrosB).sum()).isEqualTo(diff.b().workMicros());
            if (a.size() == 1 && b.size() == 1) { // a single run's total is all its processors' time
                assertThat(diff.totalDeltaMicros()).isEqualTo(work(b.get(0)) - work(a.get(0)));
            }
            assertThat(diff.groups()).isSortedAccordingTo((x, y) ->
                    Long.compare(Math.abs(y.elapsedDeltaMicros()), Math.abs(x.elapsedDeltaMicros())));
        }
    }

    private static long work(Run run) {
        return run.processors().stream().mapToLong(ProcessorRow::elapsedMicros).sum();
    }

    /** 1 to 3 runs of a chain of 2 to 5 steps drawn from a few names, each with 1 to 4 copies of 1 or 2 processors. */
    private static List<Run> randomSeries(String id, SplittableRandom random) {
        String[][] steps = {{"ReadFromMergeTree", "default.t"}, {"Filter", "WHERE"}, {"Expression", "Before GROUP BY"},
            {"Aggregating", ""}, {"Expression", ""}, {"Sorting", "Sorting for ORDER BY"}};
        int runs = 1 + random.nextInt(3);
        List<Run> series = new ArrayList<>();
        for (int r = 0; r < runs; r++) {
            StringBuilder rows = new StringBuilder();
            int stepCount = 2 + random.nextInt(4);
            long id0 = 0;
            for (int s = 0; s < stepCount; s++) {
                String[] step = steps[random.nextInt(steps.length)];
                int copies = 1 + random.nextInt(4);
                int names = 1 + random.nextInt(2);
                for (int name = 0; name < names; name++) {
                    for (int c = 0; c < copies; c++) {
                        rows.append(id0++).append(" |  | ").append(stepCount - s).append(" | ").append(step[0])
                                .append(" | ").append(step[1]).append(" | P").append(name).append(" | ")
                                .append(random.nextInt(10_000)).append(" | 1 | 2 | 3 | 4 | 5 | 6\n");
                    }
                }
            }
            if (random.nextBoolean()) {
                rows.append(id0).append(" |  | 0 |  |  | LazyOutputFormat | ").append(random.nextInt(100))
                        .append(" | 0 | 0 | 0 | 0 | 0 | 0\n");
            }
            series.add(Runs.builder().id(id + "-" + r).processors(rows.toString()).build());
        }
        return series;
    }

    @Test
    void aSeriesUsesTheMediansOfEachGroupsPerRunFiguresCountingAnAbsentRunAsZero() {
        List<Run> a = List.of(base("a1", 500), base("a2", 700), base("a3", 10_000));
        List<Run> b = List.of(base("b1", 1000), run("b2", READ + OUTPUT), base("b3", 1200));

        ProcessorDiff diff = ProcessorDiff.of(a, b);

        GroupDiff filter = diff.groups().stream().filter(g -> g.processor().equals("FilterTransform")).findFirst()
                .orElseThrow();
        assertThat(filter.a().elapsedMicros().sum()).isEqualTo(700);
        assertThat(filter.b().elapsedMicros().sum()).isEqualTo(1000); // median of 1000, 0 and 1200
        assertThat(filter.a().runs()).isEqualTo(3);
        assertThat(filter.b().runs()).isEqualTo(2);
        assertThat(filter.elapsedDeltaMicros()).isEqualTo(300);
        assertThat(diff.a().runIds()).containsExactly("a1", "a2", "a3");
        assertThat(diff.a().workMicros()).isEqualTo(1000 + 1200 + 700 + 10);
        assertThat(diff.totalDeltaMicros()).isEqualTo(300);
    }

    @Test
    void twoLayoutsOfATableAlignTheirReadsByStepNameAndSayWhichTableEachRead() {
        Run a = run("a", READ + OUTPUT.replace("3 |  | 1", "2 |  | 1"));
        Run b = run("b", READ.replace("default.t", "default.t_by_customer") + OUTPUT.replace("3 |  | 1", "2 |  | 1"));

        ProcessorDiff diff = ProcessorDiff.of(a, b);

        assertThat(diff.groups()).allSatisfy(g -> assertThat(g.presence()).isEqualTo(Presence.BOTH));
        assertThat(diff.groups()).extracting(g -> g.step().label())
                .contains("ReadFromMergeTree (default.t → default.t_by_customer)");
    }

    @Test
    void repeatedStepsOfOneNameAlignByDescriptionThenOccurrence() {
        Run a = run("a", """
                0 | 1 | 3 | Expression |  | ExpressionTransform | 100 | 0 | 0 | 0 | 0 | 0 | 0
                1 | 2 | 2 | Expression |  | ExpressionTransform | 200 | 0 | 0 | 0 | 0 | 0 | 0
                2 |  | 1 | Expression | Before ORDER BY | ExpressionTransform | 300 | 0 | 0 | 0 | 0 | 0 | 0
                """);
        Run b = run("b", """
                0 | 1 | 7 | Expression |  | ExpressionTransform | 110 | 0 | 0 | 0 | 0 | 0 | 0
                1 | 2 | 5 | Expression |  | ExpressionTransform | 220 | 0 | 0 | 0 | 0 | 0 | 0
                2 |  | 4 | Expression | Before ORDER BY | ExpressionTransform | 330 | 0 | 0 | 0 | 0 | 0 | 0
                """);

        ProcessorDiff diff = ProcessorDiff.of(a, b);

        assertThat(diff.groups()).extracting(g -> g.a().elapsedMicros().sum(), g -> g.b().elapsedMicros().sum())
                .containsExactly(tuple(300L, 330L), tuple(200L, 220L), tuple(100L, 110L));
    }

    @Test
    void aSideWithoutRunsIsRefused() {
        assertThatThrownBy(() -> ProcessorDiff.of(List.of(), List.of(base("b", 1))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one run on each side");
    }
}
