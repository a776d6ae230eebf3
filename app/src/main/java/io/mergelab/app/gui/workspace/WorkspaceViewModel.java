package io.mergelab.app.gui.workspace;

import io.mergelab.engine.ScriptStatement;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.ResultSummary;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.text.ClientSummary;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The SQL workspace: an editor's text, the statement runner, the result grid, the catalog and a status line.
 * Properties change only on the {@code ui} executor (the FX thread in the app); engine work runs, one piece at
 * a time, on the {@code background} executor. Tests pass direct executors and need no FX thread.
 */
public final class WorkspaceViewModel {
    /** Rows kept for the grid; the rest are counted (ClickHouse's GUI clients cap similarly). */
    public static final int MAX_GRID_ROWS = 10_000;

    private static final Logger LOG = LoggerFactory.getLogger(WorkspaceViewModel.class);
    /** ClickHouse's code for a failure that is not a known error: here, a bug of MergeLab's. */
    private static final int UNKNOWN_EXCEPTION_CODE = 1002;

    private final Executor background;
    private final Executor ui;
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper();
    private final StringProperty sql = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<ResultGrid> result = new ReadOnlyObjectWrapper<>(ResultGrid.EMPTY);
    private final ReadOnlyObjectWrapper<CatalogSnapshot> catalog = new ReadOnlyObjectWrapper<>(CatalogSnapshot.EMPTY);
    private final ReadOnlyObjectWrapper<StatusLine> status = new ReadOnlyObjectWrapper<>(StatusLine.info(""));
    private final ReadOnlyBooleanWrapper connected = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final BooleanExpression runnable = Bindings.and(connected, busy.not());
    private final Path dataDir;

    /** Only touched on the background executor. */
    private QueryTarget target;

    public WorkspaceViewModel(Path dataDir, Executor background, Executor ui) {
        this.dataDir = dataDir;
        this.background = background;
        this.ui = ui;
        title.set("MergeLab — " + dataDir);
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public StringProperty sqlProperty() {
        return sql;
    }

    public ReadOnlyObjectProperty<ResultGrid> resultProperty() {
        return result.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<CatalogSnapshot> catalogProperty() {
        return catalog.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<StatusLine> statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** True when a statement can be started: the target is open and nothing else runs. */
    public BooleanExpression runnableProperty() {
        return runnable;
    }

    public boolean isBusy() {
        return busy.get();
    }

    /** Opens the target in the background (engine start-up can take a while) and loads the catalog. */
    public void connect(Supplier<QueryTarget> opener) {
        busy.set(true);
        status.set(StatusLine.info("Opening " + dataDir + "…"));
        background.execute(() -> {
            try {
                QueryTarget opened = opener.get();
                target = opened;
                CatalogSnapshot snapshot = readCatalog(opened);
                ui.execute(() -> {
                    connected.set(true);
                    if (snapshot != null) {
                        catalog.set(snapshot);
                    }
                    status.set(StatusLine.info("Ready: " + opened.info().description()));
                    busy.set(false);
                });
            } catch (RuntimeException e) {
                StatusLine failure = StatusLine.error(clientLine(e));
                ui.execute(() -> {
                    status.set(failure);
                    busy.set(false);
                });
            }
        });
    }

    /**
     * Runs the editor's statements in order; the grid shows the last result set of the run, the status line
     * the summary of the last statement or the first error (which stops the run). The catalog is read again
     * afterwards, as statements may have created tables or parts.
     */
    public void run() {
        if (!runnable.get()) {
            return;
        }
        String script = sql.get();
        busy.set(true);
        status.set(StatusLine.info("Running…"));
        background.execute(() -> {
            RunOutcome outcome = execute(script);
            CatalogSnapshot snapshot = readCatalog(target);
            ui.execute(() -> {
                if (outcome.grid() != null) {
                    result.set(outcome.grid());
                }
                status.set(outcome.status());
                if (snapshot != null) {
                    catalog.set(snapshot);
                }
                busy.set(false);
            });
        });
    }

    /** Closes the target after any work already queued; the window calls this when it closes. */
    public void close() {
        connected.set(false);
        background.execute(() -> {
            if (target != null) {
                target.close();
                target = null;
            }
        });
    }

    /** What one run produced: a grid to show (null keeps the current one) and the status line. */
    private record RunOutcome(ResultGrid grid, StatusLine status) {
    }

    private RunOutcome execute(String script) {
        ResultGrid grid = ResultGrid.EMPTY;
        try {
            List<ScriptStatement> statements = ScriptStatement.split(script);
            if (statements.isEmpty()) {
                return new RunOutcome(null, StatusLine.info("Nothing to run."));
            }
            ResultSummary lastSummary = null;
            for (ScriptStatement statement : statements) {
                TargetResult queryResult = target.run(QueryRequest.of(statement.sql()));
                try (queryResult) {
                    if (queryResult.hasResultSet()) {
                        grid = ResultGrid.collect(queryResult, MAX_GRID_ROWS);
                    }
                }
                lastSummary = queryResult.summary();
            }
            return new RunOutcome(grid, StatusLine.info(ClientSummary.oneLine(lastSummary)));
        } catch (RuntimeException e) {
            return new RunOutcome(grid, StatusLine.error(clientLine(e)));
        }
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

    private static String clientLine(RuntimeException e) {
        if (e instanceof TargetException t) {
            return t.clientLine();
        }
        LOG.error("Unexpected failure", e);
        return new TargetException(UNKNOWN_EXCEPTION_CODE, "UNKNOWN_EXCEPTION", e.toString(), e).clientLine();
    }
}
