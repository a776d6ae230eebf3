package io.mergelab.app.gui.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.Navigation;
import io.mergelab.app.gui.services.ResourceState;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.SelectedRun;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.engine.testing.MachineLoad;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunFilter;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunSummary;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every statement the workspace runs is captured as a run on the real embedded engine and kept in a real run store
 * file, unless capture is off.
 */
class WorkspaceCaptureTest {
    private static final Executor DIRECT = Runnable::run;

    @TempDir
    Path dir;

    private final AppServices services = AppServices.create(new TaskRunner(DIRECT, DIRECT), new ScriptedDialogs());
    private final SelectedRun selectedRun = services.selectedRun();
    private final Navigation navigation = services.navigation();
    private WorkspaceViewModel viewModel;

    @BeforeEach
    void open() {
        navigation.register(ScreenKey.WORKSPACE);
        services.target().open("embedded in-memory", progress -> EmbeddedTarget.inMemory(), t -> t.info().description());
        services.store().open("store", progress -> RunStore.open(dir.resolve("store")), s -> s.file().toString());
        viewModel = new WorkspaceViewModel(services);
    }

    @AfterEach
    void close() {
        services.target().close();
        services.store().close();
    }

    /** The runs in the store, oldest first, whole. */
    private List<Run> stored() {
        RunStore store = services.store().value().orElseThrow();
        List<Run> runs = new ArrayList<>();
        for (RunSummary summary : store.list(RunFilter.latest())) {
            runs.add(0, store.load(summary.id()).orElseThrow());
        }
        return runs;
    }

    private void run(String sql) {
        viewModel.sqlProperty().set(sql);
        viewModel.run();
    }

    @Test
    void eachStatementBecomesARunInTheStoreAndTheLastIsSelectedWhileTheGridShowsItsRows() {
        long revision = services.storeRevision().revisionProperty().get();
        run("CREATE TABLE trips (id UInt64, city String) ENGINE = MergeTree ORDER BY id;"
                + " INSERT INTO trips VALUES (2, 'Oslo'), (1, 'Lima'); SELECT id, city FROM trips ORDER BY id");

        List<Run> stored = stored();
        assertThat(stored).extracting(Run::sql).containsExactly(
                "CREATE TABLE trips (id UInt64, city String) ENGINE = MergeTree ORDER BY id",
                "INSERT INTO trips VALUES (2, 'Oslo'), (1, 'Lima')", "SELECT id, city FROM trips ORDER BY id");
        Run select = stored.get(2);
        assertThat(select.failed()).isFalse();
        assertThat(select.outcome().resultRows()).isEqualTo(2);
        assertThat(select.queryLog()).isPresent();
        assertThat(select.processors()).isNotEmpty();
        assertThat(viewModel.lastRunProperty().get().id()).isEqualTo(select.id());
        assertThat(selectedRun.run()).map(Run::id).contains(select.id());
        assertThat(services.storeRevision().revisionProperty().get()).as("History learns of it").isGreaterThan(revision);
        assertThat(viewModel.resultProperty().get().rows()).containsExactly(List.of("1", "Lima"), List.of("2", "Oslo"));
        assertThat(viewModel.statusProperty().get().text()).startsWith("2 rows in set. Elapsed:");
        assertThat(viewModel.catalogProperty().get().databases()).anySatisfy(database ->
                assertThat(database.tables()).extracting(CatalogSnapshot.Table::name).contains("trips"));
    }

    @Test
    void aFailedStatementIsCapturedWithItsErrorAndStopsTheScript() {
        run("SELECT * FROM missing; SELECT 1");

        assertThat(stored()).singleElement().satisfies(run -> {
            assertThat(run.failed()).isTrue();
            assertThat(run.outcome().error().orElseThrow().name()).isEqualTo("UNKNOWN_TABLE");
        });
        assertThat(viewModel.statusProperty().get().error()).isTrue();
        assertThat(viewModel.statusProperty().get().text()).startsWith("Code: 60. DB::Exception: ").endsWith("(UNKNOWN_TABLE)");
    }

    @Test
    void withCaptureOffNothingIsRecorded() {
        viewModel.captureProperty().set(false);

        run("SELECT 1");

        assertThat(stored()).isEmpty();
        assertThat(viewModel.lastRunProperty().get()).isNull();
        assertThat(viewModel.resultProperty().get().rows()).containsExactly(List.of("1"));
    }

    @Test
    void withoutAStoreRunsAreStillCapturedForProfileAndTheStatusSaysTheyWereNotKept() {
        services.store().close();

        run("SELECT 1");

        assertThat(viewModel.lastRunProperty().get().sql()).isEqualTo("SELECT 1");
        assertThat(viewModel.statusProperty().get().text()).startsWith("1 row in set.")
                .endsWith("(not kept: the run store is not open)");
    }

    @Test
    void aStatementRunWhileTheStoreStillOpensIsKeptOnceItHasOpened() throws Exception {
        services.store().close();
        ExecutorService background = Executors.newCachedThreadPool();
        AppServices opening = AppServices.create(new TaskRunner(background, DIRECT), new ScriptedDialogs());
        try {
            opening.target().open("embedded in-memory", progress -> EmbeddedTarget.inMemory(), t -> t.info().description());
            CountDownLatch storeMayOpen = new CountDownLatch(1);
            opening.store().open("store", progress -> {
                storeMayOpen.await();
                return RunStore.open(dir.resolve("store"));
            }, s -> s.file().toString());
            waitUntil(() -> opening.target().value().isPresent());
            WorkspaceViewModel workspace = new WorkspaceViewModel(opening);
            workspace.sqlProperty().set("SELECT 42");

            workspace.run();
            assertThat(opening.store().stateProperty().get()).isEqualTo(ResourceState.OPENING);
            storeMayOpen.countDown();

            waitUntil(() -> !workspace.isBusy());
            assertThat(workspace.statusProperty().get().text()).startsWith("1 row in set.").doesNotContain("not kept");
            RunStore store = opening.store().value().orElseThrow();
            assertThat(store.list(RunFilter.latest())).extracting(RunSummary::sql).containsExactly("SELECT 42");
        } finally {
            opening.target().close();
            opening.store().close();
            background.shutdownNow();
        }
    }

    /** Polls without an FX toolkit: here the UI executor runs on whichever thread finishes a task. */
    private static void waitUntil(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(Math.round(60 * MachineLoad.slowdown()));
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("waited a minute").isLessThan(deadline);
            Thread.sleep(10);
        }
    }

    @Test
    void showProfileSelectsTheLastRunAndOpensTheProfileScreen() {
        run("SELECT 1");
        assertThat(viewModel.canShowProfileProperty().get()).as("no Profile screen yet").isFalse();
        navigation.register(ScreenKey.PROFILE);
        run("SELECT 2");
        selectedRun.select(null);

        viewModel.showProfile();

        assertThat(navigation.currentProperty().get()).isEqualTo(ScreenKey.PROFILE);
        assertThat(selectedRun.run()).map(Run::sql).contains("SELECT 2");
    }
}
