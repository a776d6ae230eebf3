package io.mergelab.app.gui.data;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ExperimentRequests;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.sampledata.scenario.Scenarios;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Scenarios screen's ViewModel on a real embedded engine in a temporary data directory, without the FX thread. */
class ScenariosViewModelTest {
    private static final Executor DIRECT = Runnable::run;

    @TempDir
    Path dir;

    private AppServices services;
    private final ExperimentRequests requests = new ExperimentRequests();
    private ScenariosViewModel viewModel;

    @BeforeEach
    void open() {
        services = AppServices.create(new TaskRunner(DIRECT, DIRECT), new ScriptedDialogs());
        services.navigation().register(ScreenKey.SCENARIOS);
        services.navigation().register(ScreenKey.EXPERIMENTS);
        services.target().open("engine", progress -> EmbeddedTarget.open(dir.resolve("data")), t -> "engine");
        viewModel = new ScenariosViewModel(services, requests);
    }

    @AfterEach
    void close() {
        services.target().close();
    }

    private static ScenarioRow named(List<ScenarioRow> rows, String name) {
        return rows.stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void listsTheBuiltInScenariosWithTheirLayoutsAndQueries() {
        assertThat(viewModel.scenarios()).extracting(ScenarioRow::name)
                .contains("streaming-skip-indexes", "every-millisecond-counts", "single-source-resize");
        assertThat(viewModel.scenarios()).allMatch(ScenarioRow::builtIn);
        viewModel.selectedProperty().set(named(viewModel.scenarios(), "streaming-skip-indexes"));
        assertThat(viewModel.summaryProperty().get())
                .contains("Dataset needle: 10,000,000 rows, seed 20250925, knobs period = 1024")
                .contains("Layouts (2):\n  bloom_filter: MergeTree ORDER BY (), 1 skip index SETTINGS index_granularity = 1024")
                .contains("  first_needle: SELECT * FROM {table} WHERE s = 'needle' LIMIT 1")
                .contains("  streaming: use_skip_indexes_on_data_read = 1");
    }

    @Test
    void aFileWithASyntaxErrorSaysWhichLineAndIsNotListed() throws Exception {
        Path file = dir.resolve("broken.json");
        Files.writeString(file, "{\n  \"name\": \"broken\",\n  \"dataset\": {\"name\": \"needle\" \"rows\": 10}\n}\n");
        int listed = viewModel.scenarios().size();

        viewModel.openFile(file);

        assertThat(viewModel.fileErrorProperty().get()).contains(file.toString()).contains("syntax error at line 3");
        assertThat(viewModel.scenarios()).hasSize(listed);
    }

    @Test
    void aGoodFileIsListedAndSelectedOnce() throws Exception {
        Path file = dir.resolve("mine.json");
        Files.writeString(file, Scenarios.toJson(Scenarios.named("streaming-skip-indexes")).replace(
                "\"streaming-skip-indexes\"", "\"my-needles\""));
        ((ScriptedDialogs) services.dialogs()).chosenFile = file;

        viewModel.chooseFile();
        viewModel.openFile(file);

        assertThat(viewModel.fileErrorProperty().get()).isEmpty();
        assertThat(viewModel.scenarios()).filteredOn(r -> !r.builtIn()).extracting(ScenarioRow::name)
                .containsExactly("my-needles");
        assertThat(viewModel.selectedProperty().get().origin()).isEqualTo(file.toAbsolutePath().toString());
    }

    @Test
    void loadsEveryLayoutWithTheSameRowsAndRecordsThem() {
        viewModel.selectedProperty().set(named(viewModel.scenarios(), "streaming-skip-indexes"));
        viewModel.rowsProperty().set("5K");

        viewModel.load();

        assertThat(viewModel.job().messageIsErrorProperty().get()).as(viewModel.job().messageProperty().get()).isFalse();
        assertThat(viewModel.job().messageProperty().get())
                .startsWith("Loaded scenario streaming-skip-indexes: 2 layouts of 5,000 rows each in database"
                        + " scenario_streaming_skip_indexes in ");
        assertThat(services.target().value().orElseThrow().run(QueryRequest.of(
                "SELECT database, table, count() FROM mergelab.datasets GROUP BY database, table ORDER BY table")).rows())
                .containsExactly(List.of("scenario_streaming_skip_indexes", "bloom_filter", "1"),
                        List.of("scenario_streaming_skip_indexes", "no_index", "1"));
        assertThat(services.target().value().orElseThrow().run(QueryRequest.of(
                "SELECT count() FROM scenario_streaming_skip_indexes.no_index")).rows()).containsExactly(List.of("5000"));
    }

    @Test
    void badRowsAreRefusedAsTyped() {
        viewModel.rowsProperty().set("-3");
        assertThat(viewModel.rowsErrorProperty().get()).isEqualTo("Number of rows must not be negative, got -3");
        assertThat(viewModel.canLoadProperty().get()).isFalse();
        assertThat(viewModel.canRunProperty().get()).isFalse();
        viewModel.rowsProperty().set("");
        assertThat(viewModel.canLoadProperty().get()).isTrue();
    }

    @Test
    void runAsExperimentHandsTheScenarioToTheExperimentsScreen() {
        viewModel.selectedProperty().set(named(viewModel.scenarios(), "single-source-resize"));
        viewModel.rowsProperty().set("2000");

        viewModel.runAsExperiment();

        assertThat(requests.latestProperty().get().scenario().name()).isEqualTo("single-source-resize");
        assertThat(requests.latestProperty().get().rows()).isEqualTo(OptionalLong.of(2000));
        assertThat(services.navigation().isShowing(ScreenKey.EXPERIMENTS)).isTrue();
    }
}
