package io.mergelab.app.gui.experiments;

import io.mergelab.app.data.ExperimentRecording;
import io.mergelab.app.data.ExperimentRounds;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.experiment.ExperimentData;
import io.mergelab.profiler.experiment.ExperimentException;
import io.mergelab.profiler.experiment.ExperimentPlan;
import io.mergelab.profiler.experiment.ExperimentQuery;
import io.mergelab.profiler.experiment.LayoutLab;
import io.mergelab.profiler.experiment.ShardingLab;
import io.mergelab.profiler.connect.server.ClickHouseTarget;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import io.mergelab.app.data.RowCount;
import io.mergelab.app.data.ScenarioData;
import io.mergelab.app.data.ScenarioExperiment;
import io.mergelab.app.gui.services.JobStatus;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.CompareRequest;
import io.mergelab.app.gui.services.ExperimentRequests;
import io.mergelab.app.gui.services.ResourceState;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.TaskFailure;
import io.mergelab.app.gui.services.TaskHandle;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.VariantFailedException;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCancelledException;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.ScenarioLoadOptions;
import io.mergelab.sampledata.scenario.ScenarioProgress;
import io.mergelab.sampledata.scenario.Scenarios;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Experiments screen: the stored experiments; running a scenario as an experiment (its layouts loaded with the
 * same rows, every query compared across them, everything stored, as {@code mergelab experiment run}) with progress
 * and cancel; and an experiment's variant × query matrix with verdicts, per-query rankings and conclusion, each cell
 * opening its query's comparison in the Compare screen.
 */
public final class ExperimentsViewModel {
    /** Share of the progress bar the loading of the layouts takes; the comparisons take the rest. */
    private static final double LOADING_SHARE = 0.3;

    private final AppServices services;
    private final ZoneId zone;
    private final ObservableList<ExperimentListRow> experiments = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper listSummary = new ReadOnlyStringWrapper("");
    private final ObservableList<Scenario> scenarios = FXCollections.observableArrayList();
    private final ObjectProperty<Scenario> scenario = new SimpleObjectProperty<>();
    private final StringProperty rows = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper rowsError = new ReadOnlyStringWrapper("");
    private final RoundControls roundControls = new RoundControls();
    private final LayoutLabForm layoutLab = new LayoutLabForm();
    private final JobStatus job = new JobStatus();
    private final ReadOnlyObjectWrapper<ExperimentDetail> detail = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper openedId = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper serverNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper cluster = new ReadOnlyStringWrapper("");
    private final BooleanBinding canRun;
    private final BooleanBinding canRunLayouts;
    private final BooleanBinding canRunShardings;
    private TaskHandle task;

    public ExperimentsViewModel(AppServices services, ExperimentRequests requests, ZoneId zone) {
        this.services = services;
        this.zone = zone;
        scenarios.setAll(Scenarios.builtIn());
        // a scenario's own repetitions are its least rounds, as `experiment run` without --rounds
        scenario.addListener((observable, old, now) -> {
            if (now != null) {
                roundControls.minRoundsProperty().set(Math.max(ComparisonOptions.MIN_ROUNDS, now.repetitions()));
            }
        });
        scenario.set(scenarios.isEmpty() ? null : scenarios.get(0));
        detail.addListener((observable, old, now) -> openedId.set(now == null ? "" : now.id()));
        rows.addListener((observable, old, now) -> rowsError.set(rowsProblem(now)));
        canRunLayouts = Bindings.createBooleanBinding(() -> !job.isRunning()
                        && services.target().valueProperty().get() != null
                        && services.store().valueProperty().get() != null, job.runningProperty(),
                services.target().valueProperty(), services.store().valueProperty());
        // a scenario experiment loads its layouts into the embedded engine; on a server the command line does it
        canRun = Bindings.createBooleanBinding(() -> scenario.get() != null && rowsError.get().isEmpty()
                && canRunLayouts.get() && services.target().valueProperty().get() instanceof EmbeddedTarget,
                scenario, rowsError, canRunLayouts, services.target().valueProperty());
        services.store().valueProperty().addListener((observable, old, store) -> reload());
        services.target().valueProperty().addListener((observable, old, target) -> {
            serverNote.set(serverNote(target));
            cluster.set(target == null ? "" : target.cluster().orElse(""));
        });
        serverNote.set(serverNote(services.target().valueProperty().get()));
        cluster.set(services.target().value().flatMap(QueryTarget::cluster).orElse(""));
        canRunShardings = Bindings.createBooleanBinding(() -> canRunLayouts.get() && !cluster.get().isEmpty(),
                canRunLayouts, cluster);
        services.target().valueProperty().addListener((observable, old, target) -> reloadTables());
        services.storeRevision().revisionProperty().addListener((observable, old, now) -> {
            if (!job.isRunning()) {
                reload();
            }
        });
        requests.latestProperty().addListener((observable, old, request) -> take(request));
        reload();
        reloadTables();
        take(requests.latestProperty().get());
    }

    public ObservableList<ExperimentListRow> experiments() {
        return experiments;
    }

    public ReadOnlyStringProperty listSummaryProperty() {
        return listSummary.getReadOnlyProperty();
    }

    /** The scenarios to run: the built-in ones and any the Scenarios screen sent here. */
    public ObservableList<Scenario> scenarios() {
        return scenarios;
    }

    public ObjectProperty<Scenario> scenarioProperty() {
        return scenario;
    }

    /** Rows per layout; empty for the scenario's own. */
    public StringProperty rowsProperty() {
        return rows;
    }

    public ReadOnlyStringProperty rowsErrorProperty() {
        return rowsError.getReadOnlyProperty();
    }

    /** The round rule of every experiment run here, as {@code experiment run}'s options. */
    public RoundControls roundControls() {
        return roundControls;
    }

    /** The layout lab's form: table, query, candidate layouts. */
    public LayoutLabForm layoutLab() {
        return layoutLab;
    }

    /** The id of the experiment shown; empty before one is opened. */
    public ReadOnlyStringProperty openedIdProperty() {
        return openedId.getReadOnlyProperty();
    }

    /** The experiment shown; null before one is opened. */
    public ReadOnlyObjectProperty<ExperimentDetail> detailProperty() {
        return detail.getReadOnlyProperty();
    }



    /** The load's or run's progress and the message it ended with. */
    public JobStatus job() {
        return job;
    }

    public BooleanBinding canRunProperty() {
        return canRun;
    }

    public BooleanBinding canRunLayoutsProperty() {
        return canRunLayouts;
    }

    /** The cluster the target is on (its connection's), or empty off a cluster: sharding keys are compared on one. */
    public ReadOnlyStringProperty clusterProperty() {
        return cluster.getReadOnlyProperty();
    }

    public BooleanBinding canRunShardingsProperty() {
        return canRunShardings;
    }

    /**
     * Reads the target's MergeTree tables (outside {@code system} and {@code mergelab}) again, for the layout lab, and
     * on a cluster its Distributed tables, whose sharding keys the lab compares there.
     */
    public void reloadTables() {
        Optional<QueryTarget> target = services.target().value();
        if (target.isEmpty()) {
            return;
        }
        boolean onCluster = target.get().cluster().isPresent();
        services.tasks().task("Listing tables", work -> {
            List<String> names = new ArrayList<>();
            for (List<String> row : target.get().runBeside(QueryRequest.of(
                    "SELECT database, name, engine FROM system.tables")).rows()) {
                // system's logs and mergelab's own bookkeeping (mergelab.datasets) are not tables to lay out anew
                boolean layable = row.get(2).contains("MergeTree") || onCluster && row.get(2).equals("Distributed");
                if (layable && !row.get(0).equals("system")
                        && !row.get(0).equals("mergelab")) {
                    names.add(row.get(0) + "." + row.get(1));
                }
            }
            names.sort(null);
            return names;
        }).onSuccess(names -> {
            layoutLab.tables().setAll(names);
            if ((layoutLab.tableProperty().get() == null || layoutLab.tableProperty().get().isBlank())
                    && !names.isEmpty()) {
                layoutLab.tableProperty().set(names.get(0));
            }
        }).start();
    }

    /** Reads the list of stored experiments again. */
    public void reload() {
        Optional<RunStore> store = services.store().value();
        if (store.isEmpty()) {
            listSummary.set(services.store().stateProperty().get() == ResourceState.OPENING
                    ? "Opening the run store…" : "The run store is not open.");
            return;
        }
        services.tasks().task("Loading experiments", work -> store.get().experiments().stream()
                .map(ExperimentListRow::of).toList()).onSuccess(rows -> {
                    experiments.setAll(rows);
                    listSummary.set(rows.isEmpty() ? "No experiments yet: run a scenario or the layout lab."
                            : String.format(Locale.ROOT, "%,d experiment%s", rows.size(), rows.size() == 1 ? "" : "s"));
                }).start();
    }

    /** Loads the stored experiment {@code id} and shows it. */
    public void open(String id) {
        Optional<RunStore> store = services.store().value();
        if (store.isEmpty()) {
            return;
        }
        services.tasks().task("Opening experiment " + id, work -> ExperimentDetail.of(store.get().loadExperiment(id)
                .orElseThrow(() -> new IllegalStateException("Experiment " + id + " is no longer in the run store.")),
                zone)).onSuccess(detail::set)
                .onFailure(error -> say("Opening experiment " + id + " failed: " + TaskFailure.reason(error), true))
                .start();
    }

    /** Opens the comparison behind a matrix cell in the Compare screen. */
    public void openComparison(MatrixCell cell) {
        services.compareRequests().ask(new CompareRequest.Open(cell.comparisonId()));
        services.navigation().show(ScreenKey.COMPARE);
    }

    /** What this screen cannot do on the current target and why; empty on the embedded engine. */
    public ReadOnlyStringProperty serverNoteProperty() {
        return serverNote.getReadOnlyProperty();
    }

    private static String serverNote(QueryTarget target) {
        if (target == null || target instanceof EmbeddedTarget) {
            return "";
        }
        return "On a ClickHouse server this screen runs the layout lab on the server's tables, but not a scenario:"
                + " a scenario experiment on a server runs from the command line (mergelab experiment run SCENARIO"
                + " --target URL), which loads the layouts the server can hold first and skips the others.";
    }

    /**
     * Runs the chosen scenario as an experiment in the background: loads its layouts into the embedded engine, runs
     * every query's comparison, stores runs, comparisons and the experiment, then opens it.
     */
    public void run() {
        if (!canRun.get()) {
            return;
        }
        Scenario chosen = scenario.get();
        ExperimentRounds rounds = roundControls.rounds();
        ComparisonOptions options;
        try {
            options = rounds.options(chosen.warmups(), 0.1, 1);
        } catch (IllegalArgumentException e) {
            say(e.getMessage(), true);
            return;
        }
        EmbeddedTarget target = (EmbeddedTarget) services.target().value().orElseThrow();
        ScenarioLoadOptions load = new ScenarioLoadOptions(rowsOverride(), null, ScenarioLoadOptions.defaults().threads());
        start("Experiment " + chosen.name(), "Running scenario " + chosen.name() + " as an experiment: "
                + chosen.variants().size() + " layouts, " + chosen.queries().size() + " queries, "
                + roundsText(rounds) + " each…", rounds, ScenarioExperiment.plan(chosen, options, load.rows()),
                () -> new ScenarioData(target, chosen, load, ScenarioProgress.NONE, line -> { }), () -> { });
    }

    /**
     * Runs the layout lab on the form's table in the background, as {@code mergelab experiment layouts}: copies the
     * table into each layout (same rows, checked), compares the query across the table and the copies, stores runs,
     * comparisons and the experiment, drops the copies, then opens it. A form problem is said and nothing runs.
     */
    public void runLayouts() {
        if (!canRunLayouts.get()) {
            return;
        }
        ExperimentRounds rounds = roundControls.rounds();
        String table = layoutLab.tableProperty().get() == null ? "" : layoutLab.tableProperty().get().strip();
        String query = layoutLab.queryProperty().get();
        boolean merge = layoutLab.mergeProperty().get();
        QueryTarget target = services.target().value().orElseThrow();
        LayoutLab lab;
        ExperimentPlan plan;
        try {
            lab = new LayoutLab(target, table, layoutLab.specs(), merge, false);
            plan = new ExperimentPlan("layouts", table, "The layout lab on " + table
                    + (merge ? ", each copy merged down" : ""), lab.layoutNames(),
                    List.of(new ExperimentQuery("query", query, Map.of(), List.of())), List.of(),
                    rounds.options(1, 0.1, 1));
        } catch (ExperimentException | IllegalArgumentException e) {
            say(e.getMessage(), true);
            return;
        }
        start("Layout lab on " + table, "Running the layout lab on " + table + ": " + (plan.layouts().size() - 1)
                + " layout" + (plan.layouts().size() == 2 ? "" : "s") + " against the table, " + roundsText(rounds)
                + "…", rounds, plan, () -> lab, () -> { });
    }

    /**
     * Runs the sharding lab on the form's Distributed table in the background, as {@code mergelab experiment layouts
     * --shard-by}: each sharding key gets its local tables on every server (the connected one and the other servers'
     * URLs of the form) and a Distributed table filled with the same rows, the query is compared across the table
     * and the copies with every server's share captured, and the copies are dropped. A form problem is said and
     * nothing runs.
     */
    public void runShardings() {
        if (!canRunShardings.get()) {
            return;
        }
        if (!(services.target().value().orElseThrow() instanceof ClickHouseTarget entry)) {
            say("The sharding lab runs on a ClickHouse cluster: connect with a saved connection that names one", true);
            return;
        }
        ExperimentRounds rounds = roundControls.rounds();
        String table = layoutLab.tableProperty().get() == null ? "" : layoutLab.tableProperty().get().strip();
        List<QueryTarget> servers = new ArrayList<>(List.of(entry));
        ShardingLab lab;
        ExperimentPlan plan;
        try {
            for (String url : layoutLab.otherServerUrls()) {
                servers.add(entry.atUrl(url));
            }
            lab = new ShardingLab(servers, table, layoutLab.shardingVariants(), false);
            plan = new ExperimentPlan("sharding", table, "The sharding lab on " + table + ", cluster " + cluster.get(),
                    lab.layoutNames(), List.of(new ExperimentQuery("query", layoutLab.queryProperty().get(), Map.of(),
                    List.of())), List.of(), rounds.options(1, 0.1, 1));
        } catch (ExperimentException | IllegalArgumentException e) {
            servers.subList(1, servers.size()).forEach(QueryTarget::close);
            say(e.getMessage(), true);
            return;
        }
        int keys = plan.layouts().size() - 1;
        start("Sharding lab on " + table, "Running the sharding lab on " + table + " over " + servers.size()
                + " server" + (servers.size() == 1 ? "" : "s") + ": " + keys + " sharding key" + (keys == 1 ? "" : "s")
                + " against the table's, " + roundsText(rounds) + "…", rounds, plan, () -> lab,
                () -> servers.subList(1, servers.size()).forEach(QueryTarget::close));
    }

    /** Runs {@code plan} on {@code data} in the background; {@code after} runs once it ends, however it ends. */
    private void start(String title, String startLine, ExperimentRounds rounds, ExperimentPlan plan,
                       Supplier<ExperimentData> data, Runnable after) {
        QueryTarget target = services.target().value().orElseThrow();
        RunStore store = services.store().value().orElseThrow();
        ExperimentRecording recording = new ExperimentRecording(target, store);
        job.begin();
        say(startLine, false);
        ExperimentTracker[] tracker = new ExperimentTracker[1];
        task = services.tasks().task(title, work -> {
            work.onCancel(recording::cancel);
            tracker[0] = new ExperimentTracker(work, rounds, LOADING_SHARE);
            return recording.run(plan, data.get(), tracker[0], line -> { });
        }).onSuccess(experiment -> {
            after.run();
            finished();
            services.storeRevision().changed();
            say("Done: experiment " + experiment.name() + " stored as " + experiment.id() + "; rounds taken: "
                    + tracker[0].roundsTaken() + ".", false);
            reload();
            detail.set(ExperimentDetail.of(experiment, zone));
        }).onFailure(error -> {
            after.run();
            finished();
            services.storeRevision().changed();
            say(failureText(error), !(error instanceof ExperimentCancelledException));
        }).onCancelled(() -> {
            after.run();
            finished();
            services.storeRevision().changed();
            say("Cancelled. The runs and comparisons measured so far are kept in the run store; no experiment was"
                    + " stored.", false);
        }).start();
        job.follow(task);
    }

    private static String roundsText(ExperimentRounds rounds) {
        return rounds.maxRounds() <= rounds.minRounds() ? rounds.minRounds() + " rounds"
                : String.format(Locale.ROOT, "%d to %d rounds until decided (%.3g s measured per variant, at most"
                + " %d s per query)", rounds.minRounds(), rounds.maxRounds(), rounds.measureSeconds(),
                rounds.maxSeconds());
    }

    public void cancel() {
        if (task != null) {
            task.cancel();
        }
    }

    private void take(ExperimentRequests.Request request) {
        if (request == null) {
            return;
        }
        scenarios.removeIf(s -> s.name().equals(request.scenario().name()));
        scenarios.add(request.scenario());
        scenario.set(request.scenario());
        rows.set(request.rows().isPresent() ? Long.toString(request.rows().getAsLong()) : "");
        if (canRun.get()) {
            run();
        } else {
            say(job.isRunning() ? "An experiment is running; run " + request.scenario().name() + " when it is done."
                    : "Scenario " + request.scenario().name() + " is chosen; Run starts it once the engine and the"
                    + " run store are open.", false);
        }
    }

    private void finished() {
        job.end(0);
    }

    private OptionalLong rowsOverride() {
        return rows.get() == null || rows.get().isBlank() ? OptionalLong.empty()
                : OptionalLong.of(RowCount.parse(rows.get()));
    }

    private static String rowsProblem(String text) {
        if (text == null || text.isBlank()) {
            return "";
        }
        try {
            RowCount.parse(text);
            return "";
        } catch (RuntimeException e) {
            return e.getMessage();
        }
    }

    private static String failureText(Exception error) {
        if (error instanceof ExperimentCancelledException cancelled) {
            return "Cancelled " + cancelled.getMessage() + ". The runs measured so far are kept in the run store.";
        }
        if (error instanceof VariantFailedException failed) {
            return "Variant " + failed.variant() + " failed: " + failed.run().outcome().error()
                    .map(e -> "Code: " + e.code() + ". " + e.message()).orElse("(no error recorded)");
        }
        return "The experiment failed: " + TaskFailure.reason(error);
    }

    private void say(String text, boolean error) {
        job.say(text, error);
    }
}
