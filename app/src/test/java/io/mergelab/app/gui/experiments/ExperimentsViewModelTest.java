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
import io.mergelab.profiler.connect.QueryRequest;
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
                .anySatisfy(line -> assertThat(line).matches("(Best over|No variant) .*"));

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

    @Test
    void theRoundsFollowTheCommandLinesRuleAndTheClosingMessageSaysHowManyEachQueryTook() {
        ExperimentsViewModel viewModel = open(DIRECT);
        RoundControls rounds = viewModel.roundControls();
        viewModel.scenarioProperty().set(Scenarios.named("streaming-skip-indexes"));
        assertThat(rounds.minRoundsProperty().get())
                .isEqualTo(Math.max(7, Scenarios.named("streaming-skip-indexes").repetitions()));
        assertThat(rounds.maxRoundsProperty().get()).isEqualTo(30);
        assertThat(rounds.measureSecondsProperty().get()).isEqualTo(1.0);
        assertThat(rounds.maxTimeSecondsProperty().get()).isEqualTo(300);
        viewModel.rowsProperty().set("20000");
        rounds.minRoundsProperty().set(7);
        rounds.maxRoundsProperty().set(9);
        rounds.measureSecondsProperty().set(0);

        viewModel.run();

        assertThat(viewModel.job().messageProperty().get()).as(viewModel.job().messageProperty().get())
                .containsPattern("; rounds taken: first_needle [789]\\.$");
        RunStore store = services.store().value().orElseThrow();
        ExperimentDetail shown = viewModel.detailProperty().get();
        String comparisonId = shown.cell(shown.variants().get(0), "first_needle").orElseThrow().comparisonId();
        var comparison = store.loadComparison(comparisonId).orElseThrow();
        assertThat(comparison.options().untilDecided()).isTrue();
        assertThat(comparison.options().maxRounds()).isEqualTo(9);
        assertThat(viewModel.job().messageProperty().get()).endsWith("first_needle " + comparison.rounds() + ".");
    }

    @Test
    void theLayoutLabCopiesATableComparesTheQueryAndDropsTheCopies() {
        ExperimentsViewModel viewModel = open(DIRECT);
        EmbeddedTarget target = (EmbeddedTarget) services.target().value().orElseThrow();
        target.run(QueryRequest.of("CREATE TABLE t (id UInt64, k UInt32) ENGINE = MergeTree ORDER BY id"
                + " SETTINGS index_granularity = 256")).close();
        target.run(QueryRequest.of("INSERT INTO t SELECT number, number % 40 FROM numbers(20000)")).close();
        viewModel.reloadTables();
        LayoutLabForm form = viewModel.layoutLab();
        assertThat(form.tables()).contains("default.t");
        form.tableProperty().set("default.t");
        form.queryProperty().set("SELECT count() FROM t WHERE k = 3");
        form.layouts().get(0).nameProperty().set("by_k");
        form.layouts().get(0).orderByProperty().set("(k, id)");
        viewModel.roundControls().maxRoundsProperty().set(7);

        viewModel.runLayouts();

        assertThat(viewModel.job().messageIsErrorProperty().get()).isTrue();
        assertThat(viewModel.job().messageProperty().get())
                .isEqualTo("The query must read {table}, which stands for each layout's table");
        assertThat(services.store().value().orElseThrow().experiments()).isEmpty();

        form.queryProperty().set("SELECT count() FROM {table} WHERE k = 3");
        form.layouts().get(0).codecsProperty().set("k ZSTD(3)");
        viewModel.runLayouts();

        assertThat(viewModel.job().messageProperty().get()).as(viewModel.job().messageProperty().get())
                .startsWith("Done: experiment default.t stored as ").endsWith("rounds taken: query 7.");
        ExperimentDetail detail = viewModel.detailProperty().get();
        assertThat(detail.variants()).containsExactly("original", "by_k");
        assertThat(detail.rankings()).filteredOn(r -> r.variant().equals("by_k"))
                .singleElement().satisfies(r -> assertThat(r.readRows()).isNotEqualTo(detail.rankings().stream()
                        .filter(o -> o.variant().equals("original")).findFirst().orElseThrow().readRows()));
        assertThat(target.runBeside(QueryRequest.of("SELECT name FROM system.tables WHERE database = 'default'"))
                .rows()).extracting(row -> row.get(0)).containsExactly("t");
    }
}
