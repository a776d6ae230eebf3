package io.mergelab.app.gui.workspace;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.CompareRequest;
import io.mergelab.app.gui.services.LiveQuery;
import io.mergelab.app.gui.services.ResourceState;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.SharedResource;
import io.mergelab.app.gui.services.StartupLog;
import io.mergelab.app.gui.services.TaskHandle;
import io.mergelab.app.gui.services.TaskProgress;
import io.mergelab.engine.ScriptStatement;
import io.mergelab.profiler.capture.RunRecorder;
import io.mergelab.profiler.capture.RunRequest;
import io.mergelab.profiler.capture.RunSink;
import io.mergelab.profiler.connect.LiveStatsListener;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.ResultSummary;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.store.RunStoreException;
import io.mergelab.profiler.text.ClientSummary;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The SQL workspace: an editor's text, the statement runner, the result grid, the catalog and a status line. It runs
 * on the shell's current target as background tasks (so the status bar shows them and can cancel them) and, while
 * capture is on, records every statement as a run: into the shell's run store, and as the selected run the Profile
 * screen shows. Properties change only on the UI executor; tests use direct executors.
 */
public final class WorkspaceViewModel {
    /** Rows kept for the grid; the rest are counted (ClickHouse's GUI clients cap similarly). */
    public static final int MAX_GRID_ROWS = 10_000;

    private static final Logger LOG = LoggerFactory.getLogger(WorkspaceViewModel.class);
    /** ClickHouse's code for a failure that is not a known error: here, a bug of MergeLab's. */
    private static final int UNKNOWN_EXCEPTION_CODE = 1002;

    private final AppServices services;
    private final StringProperty sql = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<ResultGrid> result = new ReadOnlyObjectWrapper<>(ResultGrid.EMPTY);
    private final ReadOnlyObjectWrapper<CatalogSnapshot> catalog = new ReadOnlyObjectWrapper<>(CatalogSnapshot.EMPTY);
    private final ReadOnlyObjectWrapper<StatusLine> status = new ReadOnlyObjectWrapper<>(StatusLine.info(""));
    private final BooleanProperty capture = new SimpleBooleanProperty(true);
    private final ReadOnlyObjectWrapper<Run> lastRun = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper settled = new ReadOnlyBooleanWrapper(false);
    private final BooleanExpression runnable;
    private final BooleanBinding canShowProfile;
    private final BooleanBinding canCompare;
    private Function<QueryTarget, Optional<CatalogSnapshot>> readAhead = target -> Optional.empty();

    public WorkspaceViewModel(AppServices services) {
        this.services = services;
        SharedResource<QueryTarget> target = services.target();
        runnable = Bindings.and(target.valueProperty().isNotNull(), busy.not());
        canShowProfile = Bindings.createBooleanBinding(
                () -> lastRun.get() != null && services.navigation().has(ScreenKey.PROFILE),
                lastRun, services.navigation().screens());
        canCompare = Bindings.createBooleanBinding(
                () -> !sql.get().isBlank() && services.navigation().has(ScreenKey.COMPARE),
                sql, services.navigation().screens());
        target.stateProperty().addListener((observable, old, state) -> targetChanged());
        targetChanged();
    }

    public StringProperty sqlProperty() {
        return sql;
    }

    public ReadOnlyObjectProperty<ResultGrid> resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** Asks the Parts screen to show {@code qualifiedTable} ({@code db.table}), as the catalog's table menu does. */
    public void showParts(String qualifiedTable) {
        services.partsRequests().ask(qualifiedTable);
    }

    /**
     * Runs {@code SELECT * FROM database.table LIMIT 100} as the catalog's table menu does, into the grid (and History
     * when capturing), leaving the editor's text as it is.
     */
    public void selectFirstRows(String database, String table) {
        run("SELECT * FROM " + SqlLiterals.name(database) + "." + SqlLiterals.name(table) + " LIMIT 100");
    }

    public ReadOnlyObjectProperty<CatalogSnapshot> catalogProperty() {
        return catalog.getReadOnlyProperty();
    }

    /**
     * Where catalogs read ahead are taken from (the window's engine reads its catalog once while the toolkit starts):
     * a read of a target's catalog takes the one {@code source} gives for it, at once, instead of reading it again.
     */
    public void takeCatalogsReadAhead(Function<QueryTarget, Optional<CatalogSnapshot>> source) {
        readAhead = source;
    }

    /**
     * Turns true, once, when the screen first has what it shows at start: a catalog read (loaded or failed) or the
     * target's opening failed. Start-up work the first screen does not need waits for it.
     */
    public ReadOnlyBooleanProperty settledProperty() {
        return settled.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<StatusLine> statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Records every statement as a run (History, Profile); on by default. */
    public BooleanProperty captureProperty() {
        return capture;
    }

    /** The run captured last in this workspace, or null. */
    public ReadOnlyObjectProperty<Run> lastRunProperty() {
        return lastRun.getReadOnlyProperty();
    }

    /** True when the shell has the settings sheet to open. */
    public BooleanBinding canShowSettingsProperty() {
        return Bindings.createBooleanBinding(() -> services.navigation().has(ScreenKey.SETTINGS),
                services.navigation().screens());
    }

    /** Opens the settings sheet, whose query settings apply to the session this workspace runs in. */
    public void showSettings() {
        services.navigation().show(ScreenKey.SETTINGS);
    }

    /** True when a statement can be started: the target is open and nothing else runs here. */
    public BooleanExpression runnableProperty() {
        return runnable;
    }

    /** True when a run was captured here and the window has a Profile screen to show it. */
    public BooleanBinding canShowProfileProperty() {
        return canShowProfile;
    }

    /** True when the editor holds SQL and the window has a Compare screen to set a comparison up in. */
    public BooleanBinding canCompareProperty() {
        return canCompare;
    }

    /**
     * Opens the Compare screen's form with the editor's SQL (its last statement, the one a comparison can run) and
     * two variants to fill in: the target's defaults as the baseline, and one with the settings to try.
     */
    public void compare() {
        if (!canCompare.get()) {
            return;
        }
        List<ScriptStatement> statements = ScriptStatement.split(sql.get());
        String statement = statements.isEmpty() ? sql.get() : statements.get(statements.size() - 1).sql();
        services.compareRequests().ask(new CompareRequest.SetUp(statement, CompareRequest.TEMPLATE_VARIANTS));
        services.navigation().show(ScreenKey.COMPARE);
    }

    public boolean isBusy() {
        return busy.get();
    }

    /** Shows the last captured run's profile. */
    public void showProfile() {
        if (canShowProfile.get()) {
            services.selectedRun().select(lastRun.get());
            services.navigation().show(ScreenKey.PROFILE);
        }
    }

    /**
     * Runs the editor's statements in order; the grid shows the last result set of the run, the status line the
     * summary of the last statement or the first error (which stops the run). The catalog is read again afterwards,
     * as statements may have created tables or parts.
     */
    public void run() {
        run(sql.get());
    }

    private void run(String script) {
        if (!runnable.get()) {
            return;
        }
        QueryTarget target = services.target().value().orElseThrow();
        Capture capturing = capture.get()
                ? new Capture(services.store().whenOpened().completeOnTimeout(Optional.empty(), 60, TimeUnit.SECONDS))
                : null;
        busy.set(true);
        status.set(StatusLine.info("Running…"));
        AtomicReference<Run> captured = new AtomicReference<>();
        LiveQuery live = services.live();
        // Begun before the task starts, so the figures its statements send belong to this run.
        AtomicReference<TaskHandle> task = new AtomicReference<>();
        live.begin(script, () -> task.get().cancel());
        LiveStatsListener watcher = live.listener();
        task.set(services.tasks().task("Running SQL", progress -> execute(target, script, capturing, progress,
                        captured, watcher))
                .onSuccess(outcome -> {
                    if (outcome.grid() != null) {
                        result.set(outcome.grid());
                    }
                    status.set(outcome.status());
                    if (outcome.catalog() != null) {
                        catalog.set(outcome.catalog());
                    }
                    if (outcome.lastRun() != null) {
                        showCaptured(outcome.lastRun());
                    }
                    live.end();
                    busy.set(false);
                })
                .onFailure(error -> {
                    live.end();
                    status.set(StatusLine.error(clientLine(error)));
                    busy.set(false);
                })
                .onCancelled(() -> {
                    Run cancelled = captured.get();
                    status.set(cancelled == null ? StatusLine.info("Cancelled.")
                            : cancelled.outcome().error().map(WorkspaceViewModel::errorLine)
                                    .orElse(StatusLine.info("Cancelled.")));
                    if (cancelled != null) {
                        showCaptured(cancelled);
                    }
                    live.end();
                    busy.set(false);
                    readCatalogInBackground(target);
                })
                .start());
    }

    private void showCaptured(Run run) {
        lastRun.set(run);
        services.selectedRun().select(run);
        services.storeRevision().changed();
    }

    private void targetChanged() {
        SharedResource<QueryTarget> target = services.target();
        ResourceState state = target.stateProperty().get();
        switch (state) {
            case OPENING -> status.set(StatusLine.info("Opening " + target.labelProperty().get() + "…"));
            case FAILED -> {
                status.set(StatusLine.error(target.failureProperty().get()));
                settled.set(true);
            }
            case CLOSED -> {
                status.set(StatusLine.info("Not connected."));
                catalog.set(CatalogSnapshot.EMPTY);
            }
            case OPEN -> {
                status.set(StatusLine.info("Ready: " + target.labelProperty().get()));
                readCatalogInBackground(target.value().orElseThrow());
            }
        }
    }

    private void readCatalogInBackground(QueryTarget target) {
        Optional<CatalogSnapshot> ahead = readAhead.apply(target);
        if (ahead.isPresent()) {
            catalogRead(ahead.get());
            return;
        }
        services.tasks().task("Reading the catalog", progress -> readCatalog(target))
                .onSuccess(this::catalogRead).onFailure(error -> settled.set(true)).start();
    }

    /** Shows {@code snapshot} (null: the read failed and said why in the log) and settles the screen. */
    private void catalogRead(CatalogSnapshot snapshot) {
        if (snapshot != null) {
            catalog.set(snapshot);
            StartupLog.reached("Catalog loaded");
        }
        settled.set(true);
    }

    /**
     * Where captured runs go: the run store, waited for while it still opens (it opens after the window's catalog,
     * so a statement run at once is kept too; a minute at most), or nowhere when it is not open (the runs still show in
     * Profile, and the status line says they were not kept). Asked on the task's thread, never on the UI thread.
     */
    private record Capture(CompletableFuture<Optional<RunStore>> store) {
        RunSink sink() {
            return store.join().<RunSink>map(runStore -> runStore::save).orElse(RunSink.NONE);
        }

        StatusLine note(StatusLine line) {
            return store.join().isPresent() || line.error() ? line
                    : StatusLine.info(line.text() + "  (not kept: the run store is not open)");
        }
    }

    /** What one run produced: a grid to show (null keeps the current one), the status line, catalog and last run. */
    private record RunOutcome(ResultGrid grid, StatusLine status, CatalogSnapshot catalog, Run lastRun) {
    }

    /**
     * Runs the statements; {@code capture} is null when capture is off. Each captured run also goes to
     * {@code captured}, for a cancelled task, whose outcome is not delivered; {@code watcher} sees each statement run.
     */
    private RunOutcome execute(QueryTarget target, String script, Capture capture, TaskProgress progress,
                               AtomicReference<Run> captured, LiveStatsListener watcher) {
        List<ScriptStatement> statements = ScriptStatement.split(script);
        if (statements.isEmpty()) {
            return new RunOutcome(null, StatusLine.info("Nothing to run."), null, null);
        }
        AtomicReference<String> runningQueryId = new AtomicReference<>();
        progress.onCancel(() -> {
            String queryId = runningQueryId.get();
            if (queryId != null) {
                target.cancel(queryId);
            }
        });
        ResultGrid grid = ResultGrid.EMPTY;
        Run last = null;
        StatusLine line = null;
        for (int i = 0; i < statements.size() && line == null && !progress.isCancelled(); i++) {
            if (statements.size() > 1) {
                progress.update((double) i / statements.size(),
                        String.format(Locale.ROOT, "statement %d of %d", i + 1, statements.size()));
            }
            GridCollector collector = new GridCollector(MAX_GRID_ROWS, runningQueryId::set,
                    Optional.of(watcher));
            try {
                String statement = statements.get(i).sql();
                if (capture != null) {
                    Run run = new RunRecorder(target, collector).record(RunRequest.of(statement), capture.sink())
                            .runs().get(0);
                    last = run;
                    captured.set(run);
                    line = run.outcome().error().map(WorkspaceViewModel::errorLine).orElse(null);
                } else {
                    runDirectly(target, statement, collector);
                }
            } catch (RunStoreException e) {
                line = StatusLine.error("The statement ran but its run was not kept: " + e.getMessage());
            } catch (RuntimeException e) {
                line = StatusLine.error(clientLine(e));
            }
            if (collector.hasResultSet()) {
                grid = collector.grid();
            }
            if (line == null && i == statements.size() - 1) {
                line = StatusLine.info(summaryLine(collector.summary()));
            }
        }
        StatusLine outcome = line == null ? StatusLine.info("Cancelled.") : line;
        return new RunOutcome(grid, capture == null ? outcome : capture.note(outcome), readCatalog(target), last);
    }

    private static void runDirectly(QueryTarget target, String statement, GridCollector collector) {
        QueryRequest request = QueryRequest.of(statement);
        collector.started(request.queryId());
        try (TargetResult queryResult = collector.liveStats().map(live -> target.run(request, live))
                .orElseGet(() -> target.run(request))) {
            collector.drain(queryResult);
        }
    }

    private static String summaryLine(ResultSummary summary) {
        return summary == null ? "" : ClientSummary.oneLine(summary);
    }

    /** The catalog, or null when it cannot be read (the status line keeps the statement's outcome). */
    private static CatalogSnapshot readCatalog(QueryTarget from) {
        try {
            return CatalogReader.read(from);
        } catch (RuntimeException e) {
            LOG.warn("Cannot read the catalog: {}", e.getMessage());
            return null;
        }
    }

    private static StatusLine errorLine(RunError error) {
        return StatusLine.error(new TargetException(error.code(), error.name(), error.message(), null).clientLine());
    }

    private static String clientLine(Exception e) {
        if (e instanceof TargetException t) {
            return t.clientLine();
        }
        LOG.error("Unexpected failure", e);
        return new TargetException(UNKNOWN_EXCEPTION_CODE, "UNKNOWN_EXCEPTION", e.toString(), e).clientLine();
    }
}
