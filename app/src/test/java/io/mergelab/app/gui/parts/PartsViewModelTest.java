package io.mergelab.app.gui.parts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.parts.TablePartsReader;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Parts screen's logic with direct executors on a real engine and a real run store in a temporary directory. */
class PartsViewModelTest {
    private static final Executor DIRECT = Runnable::run;

    @TempDir
    Path dir;

    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final AppServices services = AppServices.create(new TaskRunner(DIRECT, DIRECT), dialogs);
    private EmbeddedTarget target;
    private RunStore store;

    @BeforeEach
    void openTargetAndStore() {
        services.target().open("engine", progress -> EmbeddedTarget.open(dir.resolve("data")), t -> "engine");
        services.store().open("store", progress -> RunStore.open(dir.resolve("store")), s -> "store");
        target = (EmbeddedTarget) services.target().value().orElseThrow();
        store = services.store().value().orElseThrow();
        sql("CREATE TABLE events (day Date, id UInt64) ENGINE = MergeTree PARTITION BY toYYYYMM(day) ORDER BY id");
        for (int i = 0; i < 3; i++) {
            insertTwoMonths();
        }
    }

    @AfterEach
    void close() {
        services.target().close();
        services.store().close();
    }

    private void sql(String statement) {
        target.run(QueryRequest.of(statement)).close();
    }

    private void insertTwoMonths() {
        sql("INSERT INTO events SELECT toDate('2024-01-01') + number % 60, number FROM numbers(3000)");
    }

    private PartsViewModel shown(Executor background) {
        PartsViewModel viewModel = new PartsViewModel(services, background, DIRECT, Clock.systemUTC());
        viewModel.show("default.events");
        return viewModel;
    }

    private static int bars(JFreeChart chart) {
        XYDataset data = ((XYPlot) chart.getPlot()).getDataset();
        int bars = 0;
        for (int s = 0; s < data.getSeriesCount(); s++) {
            bars += data.getItemCount(s);
        }
        return bars;
    }

    @Test
    void showsEveryPartAsABarWithItsPartitionsAndTheSelectorsVerdict() {
        PartsViewModel viewModel = shown(DIRECT);

        assertThat(viewModel.tables()).contains("default.events");
        assertThat(bars(viewModel.partsChartProperty().get())).isEqualTo(6);
        assertThat(viewModel.partsChartProperty().get().getTitle().getText())
                .isEqualTo("Parts of default.events by size on disk");
        assertThat(viewModel.summaryProperty().get())
                .startsWith("MergeTree, PARTITION BY toYYYYMM(day) · 6 active parts in 2 partitions · 9.00 thousand rows");
        assertThat(viewModel.partitions()).extracting(PartitionRow::partitionId).containsExactly("202401", "202402");
        assertThat(viewModel.partitions().get(0).parts()).isEqualTo(3);
        assertThat(viewModel.partitions().get(0).verdict()).isEqualTo("MERGES_STOPPED");
        assertThat(viewModel.partitions().get(0).explanation()).contains("size-ratio rule");
        assertThat(viewModel.parts()).hasSize(6).allSatisfy(p -> {
            assertThat(p.granules()).isPositive();
            assertThat(p.level()).isZero();
            assertThat(p.readByRun()).isEmpty();
        });
        assertThat(viewModel.timelineChartProperty().get().getTitle().getText())
                .isEqualTo("Merges over time: default.events");
        assertThat(viewModel.snapshotProperty().get().timeline().total().last()).isEqualTo(6);
    }

    @Test
    void barsSizedByRowsSayTheirUnit() {
        PartsViewModel viewModel = shown(DIRECT);

        viewModel.showRowsProperty().set(true);

        XYPlot plot = (XYPlot) viewModel.partsChartProperty().get().getPlot();
        assertThat(plot.getRangeAxis().getLabel()).isEqualTo("Rows (thousand rows)");
        assertThat(plot.getDataset().getYValue(0, 0)).isEqualTo(1.55);
    }

    @Test
    void aChosenRunMarksThePartsWrittenAfterItAsNotRead() {
        store.save(runWithTheTablesPartsNow("run-1"));
        insertTwoMonths();
        PartsViewModel viewModel = shown(DIRECT);
        assertThat(viewModel.runs()).singleElement().satisfies(r -> assertThat(r.label()).contains("12.0 ms", "6/6 parts"));

        viewModel.selectedRunProperty().set(viewModel.runs().get(0));

        assertThat(viewModel.runNoteProperty().get()).startsWith("The run read 6 of 6 parts that existed when it ran");
        assertThat(viewModel.parts()).filteredOn(p -> p.readByRun().equals("no")).hasSize(2);
        XYDataset data = ((XYPlot) viewModel.partsChartProperty().get().getPlot()).getDataset();
        assertThat(data.getSeriesKey(data.getSeriesCount() - 1)).isEqualTo("not there when the run ran");
        assertThat(data.getItemCount(data.getSeriesCount() - 1)).isEqualTo(2);

        viewModel.selectedRunProperty().set(null);
        assertThat(viewModel.parts()).allSatisfy(p -> assertThat(p.readByRun()).isEmpty());
    }

    /** A run of the history that read the table now, with the parts snapshot capture takes. */
    private Run runWithTheTablesPartsNow(String id) {
        Runs.Builder builder = Runs.builder().id(id).sql("SELECT count() FROM events").startedAt(Instant.now())
                .tables("default.events").queryLog(12, 9000, 72000, 1, 8, 1000, Map.of("SelectedParts", 6L));
        TablePartsReader.read(target, "default", "events", Clock.systemUTC()).parts().forEach(builder::part);
        return builder.build();
    }

    @Test
    void optimizeFinalAsksFirstAndThenLeavesOnePartPerPartition() {
        PartsViewModel viewModel = shown(DIRECT);

        dialogs.answer = false;
        viewModel.optimize(true);
        assertThat(viewModel.parts()).hasSize(6);

        dialogs.answer = true;
        viewModel.optimize(true);
        assertThat(dialogs.shown).anySatisfy(text -> assertThat(text).contains("Optimize default.events?"));
        assertThat(viewModel.parts()).hasSize(2).allSatisfy(p -> assertThat(p.level()).isEqualTo(1));
        assertThat(viewModel.partitions()).allSatisfy(p -> assertThat(p.verdict()).isEqualTo("ONE_PART"));
    }

    @Test
    void stopAndStartMergesChangeTheSelectorsVerdict() {
        PartsViewModel viewModel = shown(DIRECT);
        dialogs.answer = true;

        viewModel.startMerges();
        assertThat(viewModel.partitions().get(0).verdict()).isEqualTo("BELOW_MERGE_RATIO");

        viewModel.stopMerges();
        assertThat(viewModel.partitions().get(0).explanation()).startsWith("SYSTEM STOP MERGES is in force");
    }

    @Test
    void aTableAskedForByAnotherScreenShowsHere() {
        services.navigation().register(ScreenKey.WORKSPACE);
        services.navigation().register(ScreenKey.PARTS);
        PartsViewModel viewModel = new PartsViewModel(services, DIRECT, DIRECT, Clock.systemUTC());

        services.partsRequests().ask("default.events");

        assertThat(viewModel.tableProperty().get()).isEqualTo("default.events");
        assertThat(services.navigation().isShowing(ScreenKey.PARTS)).isTrue();
        assertThat(viewModel.parts()).hasSize(6);
    }

    @Test
    void liveModeReadsAgainEverySecondWhileInsertsRun() throws Exception {
        ExecutorService background = Executors.newCachedThreadPool();
        try {
            PartsViewModel viewModel = new PartsViewModel(services, background, DIRECT, Clock.systemUTC());
            viewModel.tableProperty().set("default.events");
            viewModel.liveProperty().set(true);

            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            int inserted = 0;
            while (System.nanoTime() < deadline && sizeOf(viewModel) < 10) {
                if (inserted < 2) {
                    insertTwoMonths(); // the console session is busy; live reads run beside it
                    inserted++;
                }
                Thread.sleep(100);
            }

            assertThat(sizeOf(viewModel)).isEqualTo(10);
            viewModel.liveProperty().set(false);
        } finally {
            background.shutdown();
            assertThat(background.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
        }
    }

    private static int sizeOf(PartsViewModel viewModel) {
        PartsSnapshot read = viewModel.snapshotProperty().get();
        return read == null ? 0 : read.parts().parts().size();
    }
}
