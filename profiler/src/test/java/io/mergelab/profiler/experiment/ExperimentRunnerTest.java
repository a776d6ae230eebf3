package io.mergelab.profiler.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.VariantPair;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.ExperimentSummary;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Experiments on the real engine in a temp directory, stored in a real H2 store file. */
class ExperimentRunnerTest {
    private static final ComparisonOptions SEVEN_ROUNDS = new ComparisonOptions(0, 7, 7, 0, 600, false, 0.1, 1);
    private static final String LOOKUP = "SELECT count() FROM {table} WHERE k = 5";

    @TempDir
    Path temp;
    private EmbeddedTarget target;
    private RunStore store;

    @BeforeEach
    void open() {
        target = EmbeddedTarget.open(temp.resolve("data"));
        store = RunStore.open(temp.resolve("store"));
    }

    @AfterEach
    void close() {
        store.close();
        target.close();
    }

    private ExperimentSink storing() {
        return new ExperimentSink() {
            @Override
            public void run(Run run) {
                store.save(run);
            }

            @Override
            public void comparison(Comparison comparison) {
                store.saveComparison(comparison);
            }
        };
    }

    private static ExperimentPlan plan(List<ExperimentQuery> queries, List<SettingsSet> settings) {
        return new ExperimentPlan("scenario", "tiny", "two sorting keys", List.of("by_id", "by_k"), queries,
                settings, SEVEN_ROUNDS);
    }

    @Test
    void everyQueryRunsOnEveryLayoutAndIsRankedWithVerdictsAndStoredWhole() {
        SqlLayouts data = new SqlLayouts(target, List.of("id", "k"), 20_000, 0);
        List<String> events = new ArrayList<>();
        ExperimentProgress progress = new ExperimentProgress() {
            @Override
            public void layoutStarted(String layout, int index, int count) {
                events.add("layout " + layout);
            }

            @Override
            public void dataChecked(String digest) {
                events.add("data " + digest);
            }

            @Override
            public void queryStarted(String query, int index, int count, int variants) {
                events.add("query " + query + " " + variants);
            }

            @Override
            public void measured(String query, String variant, int round, Run run) {
                events.add("run");
            }
        };

        Experiment experiment = new ExperimentRunner(target).run(
                plan(List.of(new ExperimentQuery("lookup", LOOKUP, Map.of(), List.of())), List.of()), data, storing(),
                progress);
        store.saveExperiment(experiment);

        assertThat(events).startsWith("layout by_id", "layout by_k");
        assertThat(events.get(2)).matches("data 20,000 rows, digest [0-9a-f]{16} in each of 2 layouts");
        assertThat(events.get(3)).isEqualTo("query lookup 2");
        assertThat(events.subList(4, events.size())).hasSize(14).containsOnly("run");
        assertThat(data.finishedWithSuccess).isTrue();

        List<ExperimentCell> cells = experiment.cellsOf("lookup");
        assertThat(cells).extracting(ExperimentCell::variant).containsExactly("by_id", "by_k");
        ExperimentCell byId = cells.get(0);
        ExperimentCell byK = cells.get(1);
        assertThat(byId.verdict()).isEmpty();
        assertThat(byId.stepFrom()).isEmpty();
        assertThat(byK.verdict()).isPresent();
        assertThat(byK.stepFrom()).isEqualTo("by_id");
        assertThat(byK.stepVerdict()).isPresent();
        assertThat(byK.stepThreshold()).as("the step verdict's noise threshold is kept with it").isPresent();
        assertThat(byId.stepThreshold()).isEmpty();
        // the sorting key on k reads a few granules, the one on id all 20,000 rows
        assertThat(byId.medianReadRows()).isEqualTo(20_000);
        assertThat(byK.medianReadRows()).isLessThan(2_000);
        assertThat(List.of(byId.rank(), byK.rank())).containsExactlyInAnyOrder(1, 2);
        assertThat(byK.funnel()).contains("lab.by_k: ").contains("PrimaryKey");
        assertThat(experiment.layouts()).allSatisfy(l -> {
            assertThat(l.storage().storedRows()).isEqualTo(20_000);
            assertThat(l.storage().parts()).isPositive();
            assertThat(l.storage().bytesOnDisk()).isPositive();
        });

        Experiment stored = store.loadExperiment(experiment.id()).orElseThrow();
        assertThat(stored).usingRecursiveComparison().ignoringFields("createdAt")
                .withEqualsForType(Double::equals, Double.class).isEqualTo(experiment);
        Comparison comparison = store.loadComparison(stored.queries().get(0).comparisonId()).orElseThrow();
        assertThat(comparison.kind()).isEqualTo(ExperimentRunner.COMPARISON_KIND);
        assertThat(comparison.runs()).allSatisfy(v -> assertThat(v.runIds()).hasSize(7));
        assertThat(store.count()).isEqualTo(14);
        // read rows fall from 20,000 to a few granules in every run: exact, so changed
        assertThat(comparison.verdictsOf("read_rows")).singleElement()
                .satisfies(v -> assertThat(v.verdict()).isEqualTo(Verdict.CHANGED));
        assertThat(store.experiments()).extracting(ExperimentSummary::name, ExperimentSummary::layouts,
                ExperimentSummary::queries, ExperimentSummary::cells).containsExactly(
                org.assertj.core.groups.Tuple.tuple("tiny", 2, 1, 2));
        assertThat(store.resolveExperiment(experiment.id().substring(0, 8))).isEqualTo(experiment.id());
    }

    @Test
    void untilDecidedTakesRoundsUntilEveryBaselineAndStepVerdictIsDecidedOrACapStopsIt() {
        ComparisonOptions untilDecided = new ComparisonOptions(0, 7, 20, 0, 120, false, 0.1, 1, true);
        ExperimentPlan plan = new ExperimentPlan("scenario", "tiny", "three sorting keys",
                List.of("by_id", "by_k", "by_s"), List.of(new ExperimentQuery("lookup", LOOKUP, Map.of(), List.of())),
                List.of(), untilDecided);

        Experiment experiment = new ExperimentRunner(target).run(plan,
                new SqlLayouts(target, List.of("id", "k", "s"), 20_000, 0), storing(), ExperimentProgress.NONE);

        Comparison comparison = store.loadComparison(experiment.queries().get(0).comparisonId()).orElseThrow();
        assertThat(comparison.rounds()).isBetween(7, 20);
        assertThat(comparison.runs()).allSatisfy(v -> assertThat(v.runIds()).hasSize(comparison.rounds()));
        List<ExperimentCell> cells = experiment.cellsOf("lookup");
        assertThat(cells).extracting(ExperimentCell::stepFrom).containsExactly("", "by_id", "by_k");
        boolean allDecided = cells.stream().skip(1).allMatch(c -> decided(c.verdict().orElseThrow(), c.ratio())
                && decided(c.stepVerdict().orElseThrow(), c.stepRatio()));
        if (comparison.notices().isEmpty()) {
            assertThat(allDecided).as("stopped before a cap, so every verdict is decided: %s", cells).isTrue();
        } else {
            assertThat(comparison.notices()).singleElement().asString()
                    .matches("Stopped at (the most rounds \\(20\\)|the time cap \\(120 s\\)) after \\d+ rounds,"
                            + " with the client time undecided for .*");
            assertThat(allDecided).isFalse();
        }
    }

    /** Changed, or no significant difference within the minimum effect: not held back by the noise threshold. */
    private static boolean decided(Verdict verdict, double ratio) {
        return verdict == Verdict.CHANGED || (verdict == Verdict.NO_SIGNIFICANT_DIFFERENCE && Math.abs(ratio - 1) <= 0.1);
    }

    @Test
    void thePairsToDecideAreTheBaselineAndEachLayoutStepUnderTheSameSettings() {
        List<MatrixBuilder.VariantKey> keys = List.of(new MatrixBuilder.VariantKey("a", "s1", "a/s1"),
                new MatrixBuilder.VariantKey("a", "s2", "a/s2"), new MatrixBuilder.VariantKey("b", "s1", "b/s1"),
                new MatrixBuilder.VariantKey("b", "s2", "b/s2"), new MatrixBuilder.VariantKey("c", "s2", "c/s2"));

        assertThat(ExperimentRunner.pairsToDecide(List.of("a", "b", "c"), keys)).containsExactly(
                new VariantPair(0, 1), new VariantPair(0, 2), new VariantPair(0, 3), new VariantPair(0, 4),
                new VariantPair(1, 3), new VariantPair(3, 4));
    }

    @Test
    void settingsVariantsMultiplyTheLayoutsAndAQueryOnOneVariantIsLeftOutWithANotice() {
        SqlLayouts data = new SqlLayouts(target, List.of("id", "k"), 5_000, 0);
        List<ExperimentQuery> queries = List.of(new ExperimentQuery("only_by_k", LOOKUP, Map.of(), List.of("by_k")),
                new ExperimentQuery("sum", "SELECT sum(id) FROM {table}", Map.of(), List.of("by_k")));
        Experiment experiment = new ExperimentRunner(target).run(
                plan(queries, List.of(new SettingsSet("one", Map.of("max_threads", "1")),
                        new SettingsSet("two", Map.of("max_threads", "2")))),
                data, storing(), ExperimentProgress.NONE);

        assertThat(experiment.cells()).extracting(ExperimentCell::variant)
                .containsExactly("by_k/one", "by_k/two", "by_k/one", "by_k/two");
        assertThat(experiment.cells().get(0).stepFrom()).isEmpty();
        assertThat(experiment.notices()).isEmpty();

        Experiment single = new ExperimentRunner(target).run(
                plan(List.of(new ExperimentQuery("only_by_k", LOOKUP, Map.of(), List.of("by_k")),
                        new ExperimentQuery("both", LOOKUP, Map.of(), List.of())), List.of()),
                new SqlLayouts(target, List.of("id", "k"), 5_000, 0), storing(), ExperimentProgress.NONE);
        assertThat(single.queries()).extracting(QueryComparison::query).containsExactly("both");
        assertThat(single.notices()).containsExactly(
                "Query only_by_k left out: it runs on 1 variant, so there is nothing to compare");
    }

    @Test
    void layoutsHoldingDifferentRowsEndTheExperimentBeforeAnythingRuns() {
        SqlLayouts data = new SqlLayouts(target, List.of("id", "k"), 5_000, 1);

        assertThatThrownBy(() -> new ExperimentRunner(target).run(
                plan(List.of(new ExperimentQuery("lookup", LOOKUP, Map.of(), List.of())), List.of()), data,
                storing(), ExperimentProgress.NONE))
                .isInstanceOfSatisfying(ExperimentException.class,
                        e -> assertThat(e.reason()).isEqualTo(ExperimentException.Reason.DATA_DIFFERS))
                .hasMessageMatching("The layouts do not hold the same rows, so comparing them would measure the data:"
                        + " by_id 5,000 rows, digest [0-9a-f]{16}; by_k 5,001 rows, digest [0-9a-f]{16}");
        assertThat(data.finishedWithSuccess).isFalse();
        assertThat(store.count()).isZero();
    }

    @Test
    void cancelStopsBeforeTheNextRunAndKeepsTheRunsMeasured() {
        SqlLayouts data = new SqlLayouts(target, List.of("id", "k"), 5_000, 0);
        ExperimentRunner runner = new ExperimentRunner(target);
        ExperimentProgress cancelAfterThree = new ExperimentProgress() {
            private int runs;

            @Override
            public void measured(String query, String variant, int round, Run run) {
                if (++runs == 3) {
                    runner.cancel();
                }
            }
        };

        assertThatThrownBy(() -> runner.run(plan(List.of(new ExperimentQuery("lookup", LOOKUP, Map.of(), List.of())),
                List.of()), data, storing(), cancelAfterThree))
                .isInstanceOf(ExperimentCancelledException.class)
                .hasMessage("The experiment was cancelled in query lookup after 1 rounds");
        assertThat(store.count()).isEqualTo(3);
        assertThat(store.experiments()).isEmpty();
        assertThat(data.finishedWithSuccess).isFalse();
    }
}
