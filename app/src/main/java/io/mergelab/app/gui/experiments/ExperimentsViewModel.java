package io.mergelab.app.gui.experiments;

import io.mergelab.app.data.ExperimentRecording;
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
import io.mergelab.app.gui.services.TaskProgress;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.VariantFailedException;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCancelledException;
import io.mergelab.profiler.experiment.ExperimentProgress;
import io.mergelab.profiler.run.Run;
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
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
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
    private final IntegerProperty rounds = new SimpleIntegerProperty(ComparisonOptions.MIN_ROUNDS);
    private final JobStatus job = new JobStatus();
    private final ReadOnlyObjectWrapper<ExperimentDetail> detail = new ReadOnlyObjectWrapper<>();
    private final BooleanBinding canRun;
    private TaskHandle task;

    public ExperimentsViewModel(AppServices services, ExperimentRequests requests, ZoneId zone) {
        this.services = services;
        this.zone = zone;
        scenarios.setAll(Scenarios.builtIn());
        scenario.set(scenarios.isEmpty() ? null : scenarios.get(0));
        rows.addListener((observable, old, now) -> rowsError.set(rowsProblem(now)));
        canRun = Bindings.createBooleanBinding(() -> scenario.get() != null && rowsError.get().isEmpty()
                        && !job.isRunning() && services.target().valueProperty().get() instanceof EmbeddedTarget
                        && services.store().valueProperty().get() != null, scenario, rowsError, job.runningProperty(),
                services.target().valueProperty(), services.store().valueProperty());
        services.store().valueProperty().addListener((observable, old, store) -> reload());
        services.storeRevision().revisionProperty().addListener((observable, old, now) -> {
            if (!job.isRunning()) {
                reload();
            }
        });
        requests.latestProperty().addListener((observable, old, request) -> take(request));
        reload();
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

    /** Rounds per query (at least 7): each round runs every variant once. */
    public IntegerProperty roundsProperty() {
        return rounds;
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
                    listSummary.set(rows.isEmpty() ? "No experiments yet: choose a scenario and Run."
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

    /**
     * Runs the chosen scenario as an experiment in the background: loads its layouts into the embedded engine, runs
     * every query's comparison, stores runs, comparisons and the experiment, then opens it.
     */
    public void run() {
        if (!canRun.get()) {
            return;
        }
        Scenario chosen = scenario.get();
        EmbeddedTarget target = (EmbeddedTarget) services.target().value().orElseThrow();
        RunStore store = services.store().value().orElseThrow();
        ComparisonOptions options;
        try {
            options = ScenarioExperiment.rounds(Math.max(ComparisonOptions.MIN_ROUNDS, rounds.get()),
                    chosen.warmups(), 0.1, 1);
        } catch (IllegalArgumentException e) {
            say(e.getMessage(), true);
            return;
        }
        ScenarioLoadOptions load = new ScenarioLoadOptions(rowsOverride(), null, ScenarioLoadOptions.defaults().threads());
        ExperimentRecording recording = new ExperimentRecording(target, store);
        job.begin();
        say("Running scenario " + chosen.name() + " as an experiment: " + chosen.variants().size() + " layouts, "
                + chosen.queries().size() + " queries, " + options.minRounds() + " rounds each…", false);
        task = services.tasks().task("Experiment " + chosen.name(), work -> {
            work.onCancel(recording::cancel);
            ExperimentTracker tracker = new ExperimentTracker(work, options.minRounds());
            ScenarioData data = new ScenarioData(target, chosen, load, ScenarioProgress.NONE, line -> { });
            return recording.run(ScenarioExperiment.plan(chosen, options), data, tracker, line -> { });
        }).onSuccess(experiment -> {
            finished();
            services.storeRevision().changed();
            say("Done: experiment " + experiment.name() + " stored as " + experiment.id() + ".", false);
            reload();
            detail.set(ExperimentDetail.of(experiment, zone));
        }).onFailure(error -> {
            finished();
            services.storeRevision().changed();
            say(failureText(error), !(error instanceof ExperimentCancelledException));
        }).onCancelled(() -> {
            finished();
            services.storeRevision().changed();
            say("Cancelled. The runs and comparisons measured so far are kept in the run store; no experiment was"
                    + " stored.", false);
        }).start();
        job.follow(task);
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

    /** An experiment's progress as a bar: loading the layouts first, then each query's rounds. */
    private static final class ExperimentTracker implements ExperimentProgress {
        private final TaskProgress work;
        private final int rounds;
        private volatile int layoutIndex;
        private volatile int layoutCount = 1;
        private volatile int queryIndex;
        private volatile int queryCount = 1;
        private volatile int variants = 1;
        private volatile int measured;
        private volatile String query = "";

        ExperimentTracker(TaskProgress work, int rounds) {
            this.work = work;
            this.rounds = rounds;
        }

        @Override
        public void layoutStarted(String layout, int index, int count) {
            layoutIndex = index;
            layoutCount = Math.max(1, count);
            work.update(LOADING_SHARE * index / layoutCount, String.format(Locale.ROOT, "loading layout %d of %d: %s",
                    index + 1, count, layout));
        }

        @Override
        public void rowsLoaded(String layout, long rowsDone, long rowsTotal) {
            double within = rowsTotal == 0 ? 1 : (double) rowsDone / rowsTotal;
            work.update(LOADING_SHARE * (layoutIndex + within) / layoutCount, String.format(Locale.ROOT,
                    "loading layout %d of %d: %s, %s of %s rows", layoutIndex + 1, layoutCount, layout,
                    RowCount.compact(rowsDone), RowCount.compact(rowsTotal)));
        }

        @Override
        public void dataChecked(String digest) {
            work.update(LOADING_SHARE, "data checked: the same rows in every layout (" + digest + ")");
        }

        @Override
        public void queryStarted(String name, int index, int count, int variantCount) {
            query = name;
            queryIndex = index;
            queryCount = count;
            variants = Math.max(1, variantCount);
            measured = 0;
            report(0);
        }

        @Override
        public void measured(String name, String variant, int round, Run run) {
            measured++;
            report(round + 1);
        }

        private void report(int round) {
            double within = Math.min(1, (double) measured / ((long) variants * rounds));
            work.update(LOADING_SHARE + (1 - LOADING_SHARE) * (queryIndex + within) / queryCount,
                    String.format(Locale.ROOT, "query %d of %d: %s, round %d of %d", queryIndex + 1, queryCount,
                            query, Math.min(round, rounds), rounds));
        }
    }
}
