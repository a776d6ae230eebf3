package io.mergelab.app.gui.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.CompareRequest;
import io.mergelab.app.gui.services.QueuedExecutor;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.SharedResource;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.workspace.CatalogSnapshot.Database;
import io.mergelab.app.gui.workspace.CatalogSnapshot.Part;
import io.mergelab.app.gui.workspace.CatalogSnapshot.Table;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.TargetException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/**
 * The workspace's statement running with direct executors and a scripted target: no FX thread, no engine. Capture is
 * off here (it runs statements of its own); {@link WorkspaceCaptureTest} captures on the real engine.
 */
class WorkspaceViewModelTest {
    private static final Executor DIRECT = Runnable::run;

    private final ScriptedTarget target = new ScriptedTarget();
    private final TaskRunner tasks = new TaskRunner(DIRECT, DIRECT);
    private final AppServices services = AppServices.create(tasks, new ScriptedDialogs());
    private final SharedResource<QueryTarget> targetSlot = services.target();
    private final WorkspaceViewModel viewModel = new WorkspaceViewModel(services);

    WorkspaceViewModelTest() {
        viewModel.captureProperty().set(false);
    }

    private void connect() {
        targetSlot.open("scripted /data/lab", progress -> target, opened -> opened.info().description());
    }

    @Test
    void cannotRunBeforeTheTargetIsOpen() {
        assertThat(viewModel.runnableProperty().get()).isFalse();
        assertThat(viewModel.statusProperty().get()).isEqualTo(StatusLine.info("Not connected."));
        viewModel.sqlProperty().set("SELECT 1");

        viewModel.run();

        assertThat(target.executed).isEmpty();
    }

    @Test
    void theStatusLineFollowsTheSharedTargetAsItOpens() {
        QueuedExecutor background = new QueuedExecutor();
        TaskRunner queued = new TaskRunner(background, DIRECT);
        AppServices queuedServices = AppServices.create(queued, new ScriptedDialogs());
        SharedResource<QueryTarget> slot = queuedServices.target();
        WorkspaceViewModel workspace = new WorkspaceViewModel(queuedServices);

        slot.open("embedded /d", progress -> target, opened -> "embedded /d (opened)");
        assertThat(workspace.statusProperty().get()).isEqualTo(StatusLine.info("Opening embedded /d…"));
        assertThat(workspace.runnableProperty().get()).isFalse();

        background.runAll();
        assertThat(workspace.statusProperty().get()).isEqualTo(StatusLine.info("Ready: embedded /d (opened)"));
        assertThat(workspace.runnableProperty().get()).isTrue();
        assertThat(workspace.catalogProperty().get().databases()).extracting(Database::name).contains("default");
    }

    @Test
    void connectingReadsTheCatalogWithActivePartsOnlyInNameOrder() {
        connect();

        assertThat(viewModel.runnableProperty().get()).isTrue();
        assertThat(viewModel.statusProperty().get()).isEqualTo(StatusLine.info("Ready: scripted"));
        assertThat(viewModel.catalogProperty().get().databases()).containsExactly(
                new Database("default", List.of(new Table("t", "MergeTree",
                        List.of(new Part("all_1_1_0", 2, 200), new Part("all_2_2_0", 3, 300))))),
                new Database("system", List.of()));
    }

    @Test
    void settlesOnceTheCatalogIsReadNotWhenTheTargetOpens() {
        QueuedExecutor background = new QueuedExecutor();
        AppServices queuedServices = AppServices.create(new TaskRunner(background, DIRECT), new ScriptedDialogs());
        WorkspaceViewModel workspace = new WorkspaceViewModel(queuedServices);
        assertThat(workspace.settledProperty().get()).as("nothing opened yet").isFalse();

        queuedServices.target().open("scripted", progress -> target, opened -> "scripted");
        background.runNext();
        assertThat(queuedServices.target().value()).as("the target is open").isPresent();
        assertThat(workspace.settledProperty().get()).as("the catalog is still being read").isFalse();

        background.runAll();
        assertThat(workspace.settledProperty().get()).isTrue();
    }

    @Test
    void aCatalogReadAheadForTheTargetIsShownAtOnceInsteadOfReadingItAgain() {
        CatalogSnapshot ahead = new CatalogSnapshot(List.of(new Database("early", List.of())));
        QueuedExecutor background = new QueuedExecutor();
        AppServices queuedServices = AppServices.create(new TaskRunner(background, DIRECT), new ScriptedDialogs());
        WorkspaceViewModel workspace = new WorkspaceViewModel(queuedServices);
        workspace.takeCatalogsReadAhead(from -> from == target ? Optional.of(ahead) : Optional.empty());

        queuedServices.target().adopt("embedded /d", target);

        assertThat(workspace.catalogProperty().get()).isEqualTo(ahead);
        assertThat(workspace.settledProperty().get()).isTrue();
        assertThat(workspace.statusProperty().get()).isEqualTo(StatusLine.info("Ready: embedded /d"));
        assertThat(background.size()).as("no read task").isZero();
        assertThat(target.executed).as("nothing read again").isEmpty();
    }

    @Test
    void aTargetWithoutACatalogReadAheadReadsItsOwn() {
        viewModel.takeCatalogsReadAhead(from -> Optional.empty());

        connect();

        assertThat(viewModel.catalogProperty().get().databases()).extracting(Database::name)
                .containsExactly("default", "system");
        assertThat(target.executed).contains("SELECT name FROM system.databases");
    }

    @Test
    void settlesWhenTheCatalogCannotBeReadOrTheTargetCannotOpen() {
        target.fail("SELECT name FROM system.databases", 60, "UNKNOWN_TABLE", "Table system.databases does not exist");
        connect();
        assertThat(viewModel.catalogProperty().get()).isEqualTo(CatalogSnapshot.EMPTY);
        assertThat(viewModel.settledProperty().get()).as("the catalog read failed").isTrue();

        AppServices failing = AppServices.create(tasks, new ScriptedDialogs());
        WorkspaceViewModel failed = new WorkspaceViewModel(failing);
        failing.target().open("embedded /data/lab", progress -> {
            throw new TargetException(76, "CANNOT_OPEN_FILE", "Data directory /data/lab is in use by process 42", null);
        }, opened -> "never");
        assertThat(failed.settledProperty().get()).as("the target did not open").isTrue();
    }

    @Test
    void failureToOpenShowsTheErrorLineAndKeepsRunDisabled() {
        targetSlot.open("embedded /data/lab", progress -> {
            throw new TargetException(76, "CANNOT_OPEN_FILE", "Data directory /data/lab is in use by process 42", null);
        }, opened -> "never");

        assertThat(viewModel.statusProperty().get()).isEqualTo(StatusLine.error(
                "Code: 76. DB::Exception: Data directory /data/lab is in use by process 42. (CANNOT_OPEN_FILE)"));
        assertThat(viewModel.runnableProperty().get()).isFalse();
        assertThat(viewModel.isBusy()).isFalse();
    }

    @Test
    void runShowsTheRowsAndTheClientSummaryAndRereadsTheCatalog() {
        target.answer("SELECT * FROM t", ScriptedTarget.table(List.of("id", "s"), List.of("UInt64", "String"),
                List.of(List.of("1", "a"), List.of("2", "b"))));
        connect();
        target.executed.clear();
        viewModel.sqlProperty().set("SELECT * FROM t");

        viewModel.run();

        ResultGrid grid = viewModel.resultProperty().get();
        assertThat(grid.columnNames()).containsExactly("id", "s");
        assertThat(grid.columnTypes()).containsExactly("UInt64", "String");
        assertThat(grid.rows()).containsExactly(List.of("1", "a"), List.of("2", "b"));
        assertThat(grid.truncated()).isFalse();
        assertThat(viewModel.statusProperty().get().error()).isFalse();
        assertThat(viewModel.statusProperty().get().text()).startsWith("2 rows in set. Elapsed:").doesNotContain("\n");
        assertThat(target.executed).first().isEqualTo("SELECT * FROM t");
        assertThat(target.executed).contains("SELECT name FROM system.databases");
        assertThat(viewModel.isBusy()).isFalse();
        assertThat(viewModel.lastRunProperty().get()).as("capture is off").isNull();
    }

    @Test
    void runsEveryStatementInOrderAndShowsTheLastResultSet() {
        target.answer("SELECT 1 AS x", ScriptedTarget.table(List.of("x"), List.of("UInt8"), List.of(List.of("1"))));
        connect();
        target.executed.clear();
        viewModel.sqlProperty().set("CREATE TABLE t (x UInt8) ENGINE = Memory; SELECT 1 AS x;\nINSERT INTO t VALUES (1)");

        viewModel.run();

        assertThat(target.executed.subList(0, 3)).containsExactly(
                "CREATE TABLE t (x UInt8) ENGINE = Memory", "SELECT 1 AS x", "INSERT INTO t VALUES (1)");
        assertThat(viewModel.resultProperty().get().rows()).containsExactly(List.of("1"));
    }

    @Test
    void statementsWithoutResultSetClearTheGrid() {
        target.answer("SELECT 1 AS x", ScriptedTarget.table(List.of("x"), List.of("UInt8"), List.of(List.of("1"))));
        connect();
        viewModel.sqlProperty().set("SELECT 1 AS x");
        viewModel.run();
        viewModel.sqlProperty().set("INSERT INTO t VALUES (1)");

        viewModel.run();

        assertThat(viewModel.resultProperty().get()).isEqualTo(ResultGrid.EMPTY);
    }

    @Test
    void errorStopsTheRunAndShowsTheClientLine() {
        target.fail("SELECT * FROM missing", 60, "UNKNOWN_TABLE", "Table default.missing does not exist");
        connect();
        target.executed.clear();
        viewModel.sqlProperty().set("SELECT * FROM missing; CREATE TABLE never (x UInt8) ENGINE = Memory");

        viewModel.run();

        assertThat(viewModel.statusProperty().get()).isEqualTo(StatusLine.error(
                "Code: 60. DB::Exception: Table default.missing does not exist. (UNKNOWN_TABLE)"));
        assertThat(target.executed).doesNotContain("CREATE TABLE never (x UInt8) ENGINE = Memory");
        assertThat(viewModel.runnableProperty().get()).isTrue();
    }

    @Test
    void unexpectedFailureIsShownAsUnknownException() {
        target.answer("SELECT boom", () -> {
            throw new IllegalStateException("bug");
        });
        connect();
        viewModel.sqlProperty().set("SELECT boom");

        viewModel.run();

        assertThat(viewModel.statusProperty().get().text())
                .isEqualTo("Code: 1002. DB::Exception: java.lang.IllegalStateException: bug. (UNKNOWN_EXCEPTION)");
    }

    @Test
    void emptyEditorRunsNothing() {
        connect();
        target.executed.clear();
        viewModel.sqlProperty().set("  \n ");

        viewModel.run();

        assertThat(viewModel.statusProperty().get()).isEqualTo(StatusLine.info("Nothing to run."));
        assertThat(target.executed).doesNotContain("");
    }

    @Test
    void largeResultsKeepTheFirstRowsAndCountTheRest() {
        target.answer("SELECT number FROM numbers(25000)", ScriptedTarget.numbers(25_000, 4096));
        connect();
        viewModel.sqlProperty().set("SELECT number FROM numbers(25000)");

        viewModel.run();

        ResultGrid grid = viewModel.resultProperty().get();
        assertThat(grid.rows()).hasSize(WorkspaceViewModel.MAX_GRID_ROWS);
        assertThat(grid.rows().get(9_999)).containsExactly("9999");
        assertThat(grid.totalRows()).isEqualTo(25_000);
        assertThat(grid.note()).isEqualTo("Showing the first 10,000 of 25,000 rows.");
    }

    @Test
    void catalogFailureKeepsTheStatementOutcome() {
        connect();
        target.fail("SELECT name FROM system.databases", 60, "UNKNOWN_TABLE", "Table system.databases does not exist");
        viewModel.sqlProperty().set("CREATE TABLE x (a UInt8) ENGINE = Memory");

        viewModel.run();

        assertThat(viewModel.statusProperty().get().error()).isFalse();
        assertThat(viewModel.catalogProperty().get().databases()).extracting(Database::name).contains("default");
    }

    @Test
    void cancellingWhileAStatementRunsCancelsItOnTheTargetAndStopsTheScript() {
        target.answer("SELECT sleep(3)", () -> {
            tasks.cancelAll();
            throw new TargetException(394, "QUERY_WAS_CANCELLED", "Query was cancelled", null);
        });
        connect();
        target.executed.clear();
        target.queryIds.clear();
        viewModel.sqlProperty().set("SELECT sleep(3); SELECT 2");

        viewModel.run();

        assertThat(target.cancelled).containsExactly(target.queryIds.get(0));
        assertThat(target.executed).doesNotContain("SELECT 2");
        assertThat(viewModel.statusProperty().get()).isEqualTo(StatusLine.info("Cancelled."));
        assertThat(viewModel.isBusy()).isFalse();
    }

    @Test
    void workRunsAsATaskAndResultsArriveOnTheUiExecutor() {
        QueuedExecutor background = new QueuedExecutor();
        QueuedExecutor ui = new QueuedExecutor();
        TaskRunner queued = new TaskRunner(background, ui);
        AppServices queuedServices = AppServices.create(queued, new ScriptedDialogs());
        SharedResource<QueryTarget> slot = queuedServices.target();
        WorkspaceViewModel workspace = new WorkspaceViewModel(queuedServices);
        workspace.captureProperty().set(false);
        slot.open("scripted", progress -> target, opened -> "scripted");
        background.runAll();
        ui.runAll();
        background.runAll();
        ui.runAll();
        workspace.sqlProperty().set("SELECT 1");

        workspace.run();
        assertThat(workspace.isBusy()).isTrue();
        assertThat(workspace.runnableProperty().get()).isFalse();
        assertThat(queued.running()).extracting(handle -> handle.title()).containsExactly("Running SQL");
        background.runAll();
        assertThat(workspace.isBusy()).isTrue();
        ui.runAll();

        assertThat(workspace.isBusy()).isFalse();
        assertThat(workspace.runnableProperty().get()).isTrue();
    }

    @Test
    void compareOpensTheComparisonFormWithTheEditorsLastStatement() {
        assertThat(viewModel.canCompareProperty().get()).as("no Compare screen").isFalse();
        services.navigation().register(ScreenKey.WORKSPACE);
        services.navigation().register(ScreenKey.COMPARE);
        assertThat(viewModel.canCompareProperty().get()).as("nothing written").isFalse();
        viewModel.sqlProperty().set("SET max_threads = 1;\nSELECT count() FROM needle WHERE s = 'needle'");

        viewModel.compare();

        assertThat(services.compareRequests().latestProperty().get()).isEqualTo(new CompareRequest.SetUp(
                "SELECT count() FROM needle WHERE s = 'needle'", List.of("baseline:", "changed: ")));
        assertThat(services.navigation().isShowing(ScreenKey.COMPARE)).isTrue();
    }
}
