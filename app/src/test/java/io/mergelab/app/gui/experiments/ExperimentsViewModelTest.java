package io.mergelab.app.gui.experiments;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.CompareRequest;
import io.mergelab.app.gui.services.ExperimentRequests;
import io.mergelab.app.gui.services.QueuedExecutor;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.scenario.Scenarios;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.OptionalLong;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Experiments screen's ViewModel on a real embedded engine and a real run store file, without the FX thread: a
 * built-in scenario at 20,000 rows runs end to end, is stored, listed and shown as a matrix whose cells open Compare.
 */
class ExperimentsViewModelTest {
    private static final Executor DIRECT = Runnable::run;

    @TempDir
    Path dir;

    private AppServices services;
    private final ExperimentRequests requests = new ExperimentRequests();

    private ExperimentsViewModel open(Executor background) {
        services = AppServices.create(new TaskRunner(background, DIRECT), new ScriptedDialogs());
        services.navigation().register(ScreenKey.EXPERIMENTS);
        services.navigation().register(ScreenKey.COMPARE);
        services.target().open("engine", progress -> EmbeddedTarget.open(dir.resolve("data")), t -> "engine");
        services.store().open("store", progress -> RunStore.open(dir.resolve("store")), s -> s.file().toString());
        return new ExperimentsViewModel(services, requests, ZoneOffset.UTC);
    }

    @AfterEach
    void close() {
        services.target().close();
        services.store().close();
    }

    @Test
    void aScenarioRunsAsAnExperimentIsStoredListedAndShownAsAMatrix() {
        ExperimentsViewModel viewModel = open(DIRECT);
        assertThat(viewModel.experiments()).isEmpty();
        assertThat(viewModel.listSummaryProperty().get()).startsWith("No experiments yet");
        viewModel.scenarioProperty().set(Scenarios.named("streaming-skip-indexes"));
        viewModel.rowsProperty().set("20000");

        viewModel.run();

        assertThat(viewModel.job().messageIsErrorProperty().get()).as(viewModel.job().messageProperty().get()).isFalse();
        assertThat(viewModel.job().messageProperty().get()).startsWith("Done: experiment streaming-skip-indexes stored as ");
        assertThat(viewModel.experiments()).hasSize(1);
        ExperimentDetail detail = viewModel.detailProperty().get();
        assertThat(detail.title()).isEqualTo("Experiment streaming-skip-indexes");
        assertThat(detail.queries()).containsExactly("first_needle");
        assertThat(detail.variants()).hasSize(4).contains("bloom_filter/upfront", "no_index/streaming");
        assertThat(detail.layouts()).hasSize(2).allMatch(l -> l.contains("20,000 rows"));
        MatrixCell baseline = detail.cell(detail.variants().get(0), "first_needle").orElseThrow();
        assertThat(baseline.verdict()).isEqualTo("baseline");
        assertThat(baseline.styleClass()).isEqualTo(MatrixCell.BASELINE);
        assertThat(detail.variants().stream().skip(1).map(v -> detail.cell(v, "first_needle").orElseThrow()))
                .allSatisfy(c -> assertThat(c.verdict()).isIn("changed", "unstable", "no significant difference"))
                .allSatisfy(c -> assertThat(c.ratio()).endsWith("×"));
        assertThat(detail.rankings()).extracting(RankingRow::rank).containsExactly(1, 2, 3, 4);
        assertThat(detail.conclusion()).anySatisfy(line -> assertThat(line).startsWith("first_needle: "))
                .anySatisfy(line -> assertThat(line).startsWith("Overall: "));

        viewModel.openComparison(baseline);

        assertThat(services.compareRequests().latestProperty().get())
                .isEqualTo(new CompareRequest.Open(baseline.comparisonId()));
        assertThat(services.navigation().isShowing(ScreenKey.COMPARE)).isTrue();
        RunStore store = services.store().value().orElseThrow();
        assertThat(store.loadComparison(baseline.comparisonId())).isPresent();

        ExperimentsViewModel again = new ExperimentsViewModel(services, new ExperimentRequests(), ZoneOffset.UTC);
        again.open(again.experiments().get(0).id());
        assertThat(again.detailProperty().get().cells()).isEqualTo(detail.cells());
    }

    @Test
    void aRequestFromTheScenariosScreenStartsTheRunAndCancelKeepsNoExperiment() {
        QueuedExecutor background = new QueuedExecutor();
        ExperimentsViewModel viewModel = open(background);
        background.runAll();

        requests.ask(new ExperimentRequests.Request(Scenarios.named("single-source-resize"), OptionalLong.of(2000)));

        assertThat(viewModel.scenarioProperty().get().name()).isEqualTo("single-source-resize");
        assertThat(viewModel.rowsProperty().get()).isEqualTo("2000");
        assertThat(viewModel.job().runningProperty().get()).isTrue();
        viewModel.cancel();
        background.runAll();

        assertThat(viewModel.job().runningProperty().get()).isFalse();
        assertThat(viewModel.job().messageProperty().get()).startsWith("Cancel");
        assertThat(services.store().value().orElseThrow().experiments()).isEmpty();
    }
}
