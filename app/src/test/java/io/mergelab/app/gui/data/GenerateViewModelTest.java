package io.mergelab.app.gui.data;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.data.GenerateViewModel.Destination;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.QueuedExecutor;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Generate screen's ViewModel on a real embedded engine in a temporary data directory, without the FX thread. */
class GenerateViewModelTest {
    private static final Executor DIRECT = Runnable::run;

    @TempDir
    Path dir;

    private AppServices services;

    private GenerateViewModel open(Executor background) {
        services = AppServices.create(new TaskRunner(background, DIRECT), new ScriptedDialogs());
        services.target().open("engine", progress -> EmbeddedTarget.open(dir.resolve("data")), t -> "engine");
        return new GenerateViewModel(services);
    }

    @AfterEach
    void close() {
        services.target().close();
    }

    private List<List<String>> rows(String sql) {
        QueryTarget target = services.target().value().orElseThrow();
        return target.run(QueryRequest.of(sql)).rows();
    }

    @Test
    void choosingADatasetShowsItsColumnsKnobsAndDefaultTable() {
        GenerateViewModel viewModel = open(DIRECT);
        viewModel.datasetProperty().set("events");
        assertThat(viewModel.columns()).extracting(ColumnRow::name).contains("client_id", "event_type");
        assertThat(viewModel.knobs()).extracting(KnobField::name).contains("skew", "distinct");
        KnobField skew = viewModel.knobs().stream().filter(k -> k.name().equals("skew")).findFirst().orElseThrow();
        assertThat(skew.textProperty().get()).isEqualTo("1.2");
        assertThat(skew.range()).isEqualTo("0.5 .. 3, default 1.2");
        assertThat(viewModel.tableProperty().get()).isEqualTo("default.events");
        assertThat(viewModel.canStartProperty().get()).isTrue();
    }

    @Test
    void knobsRowsSeedAndTableAreCheckedAsTyped() {
        GenerateViewModel viewModel = open(DIRECT);
        viewModel.datasetProperty().set("events");
        KnobField skew = viewModel.knobs().stream().filter(k -> k.name().equals("skew")).findFirst().orElseThrow();

        skew.textProperty().set("7");
        assertThat(skew.errorProperty().get()).isEqualTo("Knob skew of dataset events is out of range: 7 (allowed 0.5 .. 3)");
        assertThat(viewModel.canStartProperty().get()).isFalse();
        skew.textProperty().set("abc");
        assertThat(skew.errorProperty().get()).contains("must be a number, got 'abc'");
        skew.textProperty().set("2");
        assertThat(skew.errorProperty().get()).isEmpty();
        assertThat(viewModel.canStartProperty().get()).isTrue();

        viewModel.rowsProperty().set("1.5");
        assertThat(viewModel.rowsErrorProperty().get()).isEqualTo("Number of rows must be a whole number, got 1.5");
        viewModel.rowsProperty().set("2K");
        assertThat(viewModel.rowsErrorProperty().get()).isEmpty();
        viewModel.seedProperty().set("x");
        assertThat(viewModel.seedErrorProperty().get()).isEqualTo("Seed must be a whole number, got 'x'");
        viewModel.seedProperty().set("7");
        viewModel.tableProperty().set("a.b.c");
        assertThat(viewModel.tableErrorProperty().get()).startsWith("Bad table name 'a.b.c'");
        assertThat(viewModel.canStartProperty().get()).isFalse();
        viewModel.tableProperty().set("lab.events_small");
        assertThat(viewModel.canStartProperty().get()).isTrue();
    }

    @Test
    void generatesIntoATableRecordsItAndShowsTheFingerprint() {
        GenerateViewModel viewModel = open(DIRECT);
        viewModel.datasetProperty().set("needle");
        viewModel.knobs().get(0).textProperty().set("512");
        viewModel.rowsProperty().set("20_000");
        viewModel.tableProperty().set("lab.needles");
        viewModel.threadsProperty().set(2);

        viewModel.start();

        assertThat(viewModel.job().runningProperty().get()).isFalse();
        assertThat(viewModel.job().messageIsErrorProperty().get()).as(viewModel.job().messageProperty().get()).isFalse();
        assertThat(viewModel.job().messageProperty().get()).startsWith("Loaded 20,000 rows into lab.needles in ")
                .contains("rows/s").contains("Recorded in mergelab.datasets with content digest ")
                .doesNotContain("fewer than loaded");
        assertThat(viewModel.job().progressProperty().get()).isEqualTo(1.0);
        assertThat(viewModel.fingerprintTextProperty().get()).startsWith("Table lab.needles: 20,000 rows, MergeTree")
                .contains("Content digest ").contains("lab.needles: 20,000 rows in ");
        // the sampled figures of each column stand beside its name
        assertThat(viewModel.columns()).singleElement()
                .satisfies(c -> assertThat(c.name()).isEqualTo("s"))
                .satisfies(c -> assertThat(c.nulls()).isEqualTo("0 %"))
                .satisfies(c -> assertThat(c.distinct()).isNotEmpty())
                .satisfies(c -> assertThat(c.max()).isNotEmpty());
        assertThat(rows("SELECT count(), countIf(s = 'needle') FROM lab.needles"))
                .containsExactly(List.of("20000", Long.toString(20_000 / 512 + 1)));
        assertThat(rows("SELECT generator, parameters FROM mergelab.datasets WHERE database = 'lab'")).singleElement()
                .satisfies(row -> assertThat(row.get(0)).isEqualTo("needle"))
                .satisfies(row -> assertThat(row.get(1)).contains("period").contains("512").contains("20000"));
    }

    @Test
    void writesAFileInTheFormatItsExtensionSays() throws Exception {
        GenerateViewModel viewModel = open(DIRECT);
        viewModel.datasetProperty().set("needle");
        viewModel.rowsProperty().set("1000");
        Path out = dir.resolve("needle.csv");
        ((ScriptedDialogs) services.dialogs()).chosenFile = out;

        viewModel.chooseFile();
        assertThat(viewModel.destinationProperty().get()).isEqualTo(Destination.FILE);
        viewModel.start();

        assertThat(viewModel.job().messageProperty().get()).startsWith("Wrote 1,000 rows to " + out);
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(1001);
        assertThat(lines.get(0)).contains("\"s\"");
        assertThat(viewModel.fingerprintTextProperty().get()).isEmpty();
    }

    @Test
    void cancellingLeavesTheTableUnrecorded() {
        QueuedExecutor background = new QueuedExecutor();
        GenerateViewModel viewModel = open(background);
        background.runAll();
        viewModel.datasetProperty().set("needle");
        viewModel.rowsProperty().set("1M");

        viewModel.start();
        assertThat(viewModel.job().runningProperty().get()).isTrue();
        viewModel.cancel();
        background.runAll();

        assertThat(viewModel.job().runningProperty().get()).isFalse();
        assertThat(viewModel.job().messageProperty().get())
                .isEqualTo("Cancelled: default.needle keeps the whole blocks inserted so far; it was not recorded as"
                        + " generated.");
        assertThat(rows("SELECT count() FROM default.needle")).containsExactly(List.of("0"));
        assertThat(rows("SELECT count() FROM system.tables WHERE database = 'mergelab'")).containsExactly(List.of("0"));
    }

    @Test
    void aTableNeedsTheTargetOpen() {
        services = AppServices.create(new TaskRunner(DIRECT, DIRECT), new ScriptedDialogs());
        GenerateViewModel viewModel = new GenerateViewModel(services);
        assertThat(viewModel.canStartProperty().get()).isFalse();
        assertThat(viewModel.hintProperty().get()).isEqualTo("Waiting for the target to open…");
        viewModel.destinationProperty().set(Destination.FILE);
        viewModel.fileProperty().set(dir.resolve("x.tsv").toString());
        assertThat(viewModel.canStartProperty().get()).isTrue();
        assertThat(viewModel.hintProperty().get()).isEmpty();
    }
}
