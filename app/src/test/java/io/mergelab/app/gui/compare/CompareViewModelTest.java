package io.mergelab.app.gui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.CompareRequest;
import io.mergelab.app.gui.services.QueuedExecutor;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.profiler.advice.Severity;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.store.RunFilter;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Compare screen's ViewModel on the real embedded engine and a real run store file, without the FX thread. */
class CompareViewModelTest {
    private static final Executor DIRECT = Runnable::run;

    @TempDir
    Path dir;

    private AppServices services;

    private void open(TaskRunner tasks) {
        services = AppServices.create(tasks, new ScriptedDialogs());
        services.navigation().register(ScreenKey.WORKSPACE);
        services.navigation().register(ScreenKey.COMPARE);
        services.target().open("needle", progress -> CompareFixture.needleTarget(), t -> "needle");
        services.store().open("store", progress -> RunStore.open(dir.resolve("store")), s -> s.file().toString());
    }

    @BeforeEach
    void openDirect() {
        open(new TaskRunner(DIRECT, DIRECT));
    }

    @AfterEach
    void close() {
        services.target().close();
        services.store().close();
    }

    private RunStore store() {
        return services.store().value().orElseThrow();
    }

    private CompareViewModel showing() {
        CompareViewModel viewModel = new CompareViewModel(services, ZoneOffset.UTC);
        services.navigation().show(ScreenKey.COMPARE);
        return viewModel;
    }

    @Test
    void aComparisonSetUpHereRunsIsStoredListedAndOpensWithItsVerdictsDiffAndAdvice() {
        CompareViewModel viewModel = showing();
        assertThat(viewModel.comparisons()).isEmpty();
        assertThat(viewModel.listSummaryProperty().get()).startsWith("No comparisons yet");
        long revision = services.storeRevision().revisionProperty().get();
        viewModel.newComparison();
        viewModel.setup().prefill(CompareFixture.NEEDLE_SQL, List.of("off: use_skip_indexes_on_data_read=0",
                "on: use_skip_indexes_on_data_read=1"));
        viewModel.setup().warmupsProperty().set(0);
        viewModel.setup().maxRoundsProperty().set(7);

        viewModel.startComparison();

        assertThat(viewModel.runningProperty().get()).isFalse();
        assertThat(viewModel.messageIsErrorProperty().get()).as(viewModel.messageProperty().get()).isFalse();
        assertThat(services.storeRevision().revisionProperty().get()).isGreaterThan(revision);
        assertThat(store().list(RunFilter.latest().withLimit(100))).hasSize(14);
        assertThat(viewModel.comparisons()).singleElement().satisfies(row -> {
            assertThat(row.kind()).isEqualTo("compare");
            assertThat(row.variants()).isEqualTo("off vs on");
            assertThat(row.sql()).isEqualTo(CompareFixture.NEEDLE_SQL);
            assertThat(row.headline()).matches("\\d+\\.\\d+× (changed|unstable|no significant difference)");
        });
        assertThat(viewModel.modeProperty().get()).isEqualTo(CompareViewModel.Mode.DETAIL);
        assertThat(viewModel.openedIdProperty().get()).isEqualTo(viewModel.comparisons().get(0).id());
        ComparisonDetail detail = viewModel.detailProperty().get();
        assertThat(detail.title()).startsWith("Comparison ").endsWith("· 7 rounds");
        assertThat(detail.variants()).containsExactly(
                "off (baseline):  use_skip_indexes_on_data_read = 0  ·  7 runs",
                "on:  use_skip_indexes_on_data_read = 1  ·  7 runs");
        assertThat(detail.settingsDiff()).containsExactly("use_skip_indexes_on_data_read:  off 0  ·  on 1");
        assertThat(detail.data()).isEqualTo("same: every variant read the same tables");
        assertThat(detail.planShape()).matches("same \\(hash [0-9a-f]{16} in every variant\\)");
        assertThat(detail.dataWarning()).isFalse();
        assertThat(viewModel.metrics()).extracting(MetricRow::metric)
                .startsWith("client_elapsed_us", "query_duration_ms", "read_rows", "read_bytes", "memory_usage");
        assertThat(viewModel.metrics()).filteredOn(MetricRow::headline).allMatch(r -> r.variant().equals("on"));
        MetricRow readRows = viewModel.metrics().get(2);
        assertThat(readRows.baselineMedian()).isEqualTo(readRows.median());
        assertThat(readRows.verdict()).isEqualTo(Verdict.NO_SIGNIFICANT_DIFFERENCE);
        assertThat(readRows.ratio()).isEqualTo("1.00× [1.00, 1.00]");
        int listed = viewModel.metrics().size();
        viewModel.showAllMetricsProperty().set(true);
        assertThat(viewModel.metrics().size()).isGreaterThan(listed);
        SideDiff diff = detail.diffs().get(0);
        assertThat(diff.nameA()).isEqualTo("off");
        assertThat(diff.nameB()).isEqualTo("on");
        assertThat(diff.stepDeltas().getColumnKeys()).isNotEmpty();
        assertThat(diff.groups()).isNotEmpty();
        assertThat(diff.pipelineA().nodes()).isNotEmpty().allSatisfy(n -> assertThat(diff.nodeDeltaMicros())
                .as("node %s of step %s", n.node().name(), n.node().stepLabel())
                .containsKey(SideDiff.nodeKey(n.node().stepLabel(), n.node().name())));
        assertThat(diff.pipelineB().nodes()).isNotEmpty();
        assertThat(diff.largestDeltaMicros()).isEqualTo(Math.max(1, diff.nodeDeltaMicros().values().stream()
                .mapToLong(Math::abs).max().orElseThrow()));
        assertThat(diff.funnels()).anySatisfy(f -> {
            assertThat(f.table()).isEqualTo("default.needle");
            assertThat(f.stage()).startsWith("Skip s_idx");
        });
        assertThat(detail.advice()).isNotEmpty().allSatisfy(a -> {
            assertThat(a.variant()).isIn("off", "on");
            assertThat(a.severity()).isNotEqualTo(Severity.OK);
        });
    }

    @Test
    void aFormThatDoesNotFitSaysWhyAndRunsNothing() {
        CompareViewModel viewModel = showing();
        viewModel.setup().prefill("SELECT 1", List.of("only: max_threads=1"));

        viewModel.startComparison();

        assertThat(viewModel.messageProperty().get()).startsWith("Give at least two variants");
        assertThat(viewModel.messageIsErrorProperty().get()).isTrue();
        assertThat(store().count()).isZero();
    }

    @Test
    void anUnknownSettingIsRefusedBeforeAnythingRuns() {
        CompareViewModel viewModel = showing();
        viewModel.setup().prefill("SELECT 1", List.of("a: max_threads=1", "b: no_such_setting=1"));

        viewModel.startComparison();

        assertThat(viewModel.messageProperty().get()).startsWith("The comparison failed: ")
                .contains("no_such_setting");
        assertThat(viewModel.messageIsErrorProperty().get()).isTrue();
        assertThat(store().count()).isZero();
        assertThat(viewModel.comparisons()).isEmpty();
    }

    @Test
    void cancellingStopsAfterTheRunInProgressKeepsItsRunsAndStoresNoComparison() {
        services.target().close();
        services.store().close();
        QueuedExecutor background = new QueuedExecutor();
        open(new TaskRunner(background, DIRECT));
        background.runAll();
        CompareViewModel viewModel = showing();
        background.runAll();
        viewModel.setup().prefill("SELECT count() FROM needle", List.of("a: max_threads=1", "b: max_threads=2"));
        viewModel.startComparison();
        assertThat(viewModel.runningProperty().get()).isTrue();
        assertThat(viewModel.canStartProperty().get()).isFalse();

        viewModel.cancelComparison();
        background.runAll();

        assertThat(viewModel.runningProperty().get()).isFalse();
        assertThat(viewModel.messageProperty().get()).startsWith("Cancelled.");
        assertThat(store().count()).as("the run in progress when cancelled is kept").isEqualTo(1);
        assertThat(store().comparisons(10)).isEmpty();
    }

    @Test
    void aStoredSweepOpensWithItsCurveAndTheKnee() {
        Comparison sweep = CompareFixture.threadSweep(
                (EmbeddedTarget) services.target().value().orElseThrow(), store());
        CompareViewModel viewModel = showing();
        assertThat(viewModel.comparisons()).singleElement().satisfies(row -> {
            assertThat(row.kind()).isEqualTo("sweep");
            assertThat(row.variants()).isEqualTo("max_threads = 1, 2, 4");
            assertThat(row.headline()).startsWith("2: ").contains("; 4: ");
        });

        viewModel.open(sweep.id());

        assertThat(viewModel.detailProperty().get().variants())
                .containsExactly("max_threads = 1 (baseline), 2, 4  ·  7 runs each");
        assertThat(viewModel.detailProperty().get().settingsDiff()).containsExactly("max_threads:  1  ·  2  ·  4");
        SweepDetail detail = viewModel.detailProperty().get().sweep().orElseThrow();
        assertThat(detail.setting()).isEqualTo("max_threads");
        assertThat(detail.latency().getColumnKeys()).containsExactly("1", "2", "4");
        assertThat(detail.latency().getRowKeys()).containsExactly(SweepDetail.MEDIAN, SweepDetail.MIN, SweepDetail.MAX);
        assertThat(detail.rows()).extracting(SweepRow::value).containsExactly("1", "2", "4");
        assertThat(detail.rows()).filteredOn(SweepRow::knee).singleElement()
                .extracting(SweepRow::value).isEqualTo(detail.kneeValue());
        assertThat(detail.rows().get(0).verdict()).isEqualTo("(first value)");
        assertThat(detail.steps().getRowKeys()).isNotEmpty();
        assertThat(detail.steps().getColumnKeys()).containsExactly("1", "2", "4");
        assertThat(viewModel.detailProperty().get().diffs()).hasSize(2);
    }

    @Test
    void twoRunsFromHistoryAreDiffedWithoutNewRuns() {
        Comparison comparison = CompareFixture.skipIndexComparison(
                (EmbeddedTarget) services.target().value().orElseThrow(), store());
        long stored = store().count();
        String a = comparison.runs().get(0).runIds().get(0);
        String b = comparison.runs().get(1).runIds().get(0);
        CompareViewModel viewModel = showing();

        services.compareRequests().ask(new CompareRequest.DiffRuns(a, b));

        ComparisonDetail detail = viewModel.detailProperty().get();
        assertThat(detail.isComparison()).isFalse();
        assertThat(detail.title()).isEqualTo("Runs " + a.substring(0, 8) + " and " + b.substring(0, 8)
                + " (no new runs)");
        assertThat(detail.settingsDiff()).containsExactly("use_skip_indexes_on_data_read:  A 0  ·  B 1");
        assertThat(detail.diffs()).singleElement().satisfies(d -> assertThat(d.summary())
                .startsWith("Client wall time (median): A "));
        assertThat(viewModel.metrics()).isEmpty();
        assertThat(viewModel.openedIdProperty().get()).isEmpty();
        assertThat(store().count()).isEqualTo(stored);
    }

    @Test
    void newComparisonOnTwoRunsOfOneStatementSetsThemUpAsVariantsAndKeepsAWrittenForm() {
        Comparison comparison = CompareFixture.skipIndexComparison(
                (EmbeddedTarget) services.target().value().orElseThrow(), store());
        String a = comparison.runs().get(0).runIds().get(0);
        String b = comparison.runs().get(1).runIds().get(0);
        CompareViewModel viewModel = showing();
        services.compareRequests().ask(new CompareRequest.DiffRuns(a, b));

        viewModel.newComparison();

        assertThat(viewModel.setup().sqlProperty().get()).isEqualTo(store().load(a).orElseThrow().sql());
        assertThat(viewModel.setup().variantsProperty().get())
                .isEqualTo("A: use_skip_indexes_on_data_read=0\nB: use_skip_indexes_on_data_read=1");

        viewModel.setup().sqlProperty().set("SELECT 1");
        services.compareRequests().ask(new CompareRequest.DiffRuns(a, b));
        viewModel.newComparison();
        assertThat(viewModel.setup().sqlProperty().get()).isEqualTo("SELECT 1");
    }

    @Test
    void aRequestMadeBeforeTheScreenWasBuiltIsTakenWhenItIs() {
        services.compareRequests().ask(new CompareRequest.SetUp("SELECT 42", List.of("baseline:", "changed: ")));

        CompareViewModel viewModel = showing();

        assertThat(viewModel.modeProperty().get()).isEqualTo(CompareViewModel.Mode.SETUP);
        assertThat(viewModel.setup().sqlProperty().get()).isEqualTo("SELECT 42");
        assertThat(viewModel.setup().variantsProperty().get()).isEqualTo("baseline:\nchanged: ");
    }
}
