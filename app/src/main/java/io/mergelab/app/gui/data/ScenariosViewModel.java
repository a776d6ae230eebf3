package io.mergelab.app.gui.data;

import io.mergelab.app.data.GeneratedTables;
import io.mergelab.app.data.RowCount;
import io.mergelab.app.gui.services.JobStatus;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ExperimentRequests;
import io.mergelab.app.gui.services.FileFilter;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.TaskFailure;
import io.mergelab.app.gui.services.TaskHandle;
import io.mergelab.app.gui.services.TaskProgress;
import io.mergelab.app.data.TargetServer;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.sampledata.remote.RemoteScenarioLoadResult;
import io.mergelab.sampledata.remote.RemoteScenarioLoader;
import io.mergelab.sampledata.remote.SkippedVariant;
import io.mergelab.sampledata.scenario.Scenario;
import io.mergelab.sampledata.scenario.ScenarioLoadOptions;
import io.mergelab.sampledata.scenario.ScenarioLoadResult;
import io.mergelab.sampledata.scenario.ScenarioLoader;
import io.mergelab.sampledata.scenario.ScenarioProgress;
import io.mergelab.sampledata.scenario.Scenarios;
import io.mergelab.sampledata.scenario.Variant;
import io.mergelab.sampledata.scenario.VariantLoadResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Scenarios screen: the built-in scenarios and the files a user opens (a file that does not read says why, with
 * the line of a syntax error), a scenario's layouts and queries, loading it onto the current target with progress and
 * cancel (as {@code mergelab scenario load}), and "Run as experiment", which hands it to the Experiments screen.
 */
public final class ScenariosViewModel {
    private final AppServices services;
    private final ExperimentRequests experiments;
    private final ObservableList<ScenarioRow> scenarios = FXCollections.observableArrayList();
    private final ObjectProperty<ScenarioRow> selected = new SimpleObjectProperty<>();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper fileError = new ReadOnlyStringWrapper("");
    private final StringProperty rows = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper rowsError = new ReadOnlyStringWrapper("");
    private final JobStatus job = new JobStatus();
    private final BooleanBinding canLoad;
    private final BooleanBinding canRun;
    private TaskHandle task;

    public ScenariosViewModel(AppServices services, ExperimentRequests experiments) {
        this.services = services;
        this.experiments = experiments;
        Scenarios.builtIn().forEach(s -> scenarios.add(new ScenarioRow(s, ScenarioRow.BUILT_IN)));
        selected.addListener((observable, old, row) -> summary.set(row == null ? "" : ScenarioSummary.of(row.scenario())));
        rows.addListener((observable, old, now) -> rowsError.set(rowsProblem(now)));
        canRun = Bindings.createBooleanBinding(() -> selected.get() != null && rowsError.get().isEmpty()
                && !job.isRunning(), selected, rowsError, job.runningProperty());
        canLoad = Bindings.createBooleanBinding(() -> canRun.get()
                && services.target().valueProperty().get() != null, canRun, services.target().valueProperty());
        selected.set(scenarios.isEmpty() ? null : scenarios.get(0));
    }

    public ObservableList<ScenarioRow> scenarios() {
        return scenarios;
    }

    public ObjectProperty<ScenarioRow> selectedProperty() {
        return selected;
    }

    /** The selected scenario's dataset, layouts, queries and settings variants. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Why the last file opened could not be read (a syntax error names its line and column); empty when it read. */
    public ReadOnlyStringProperty fileErrorProperty() {
        return fileError.getReadOnlyProperty();
    }

    /** Rows per layout; empty for the scenario's own. */
    public StringProperty rowsProperty() {
        return rows;
    }

    public ReadOnlyStringProperty rowsErrorProperty() {
        return rowsError.getReadOnlyProperty();
    }






    /** The load's or run's progress and the message it ended with. */
    public JobStatus job() {
        return job;
    }

    public BooleanBinding canLoadProperty() {
        return canLoad;
    }

    public BooleanBinding canRunProperty() {
        return canRun;
    }

    /** Asks for a scenario file and opens it. */
    public void chooseFile() {
        services.dialogs().chooseFileToOpen("Open a scenario", List.of(
                new FileFilter("Scenario files (JSON, YAML)", List.of("*.json", "*.yaml", "*.yml"))))
                .ifPresent(this::openFile);
    }

    /**
     * Reads {@code file} in the background and lists it (in place of an earlier copy of the same file) and selects
     * it; a file that does not read leaves the list as it was and says why.
     */
    public void openFile(Path file) {
        String origin = file.toAbsolutePath().normalize().toString();
        services.tasks().task("Reading scenario " + file.getFileName(), work -> Scenarios.read(file))
                .onSuccess(scenario -> {
                    fileError.set("");
                    ScenarioRow row = new ScenarioRow(scenario, origin);
                    scenarios.removeIf(r -> r.origin().equals(origin));
                    scenarios.add(row);
                    selected.set(row);
                    say("Opened " + origin + ": scenario " + scenario.name() + ".", false);
                })
                .onFailure(error -> {
                    fileError.set(TaskFailure.reason(error));
                    say("", false);
                }).start();
    }

    /**
     * Builds every layout of the selected scenario on the current target and fills each with the same rows: in the
     * embedded engine, or on a ClickHouse server (as {@code mergelab scenario load --target}), where a layout the
     * server cannot hold (a skip index on 18.16) is skipped and named, not a failure of the whole scenario.
     */
    public void load() {
        if (!canLoad.get()) {
            return;
        }
        Scenario scenario = selected.get().scenario();
        QueryTarget target = services.target().value().orElseThrow();
        ScenarioLoadOptions defaults = ScenarioLoadOptions.defaults();
        ScenarioLoadOptions options = new ScenarioLoadOptions(rowsOverride(), null, defaults.threads());
        long start = System.nanoTime();
        job.begin();
        say("Loading scenario " + scenario.name() + " into database " + scenario.databaseName()
                + (target instanceof EmbeddedTarget ? "" : " on " + services.target().labelProperty().get()) + "…",
                false);
        List<SkippedVariant> skipped = new CopyOnWriteArrayList<>();
        task = services.tasks().task("Loading scenario " + scenario.name(), work -> {
            ScenarioLoadResult result;
            if (target instanceof EmbeddedTarget embedded) {
                ScenarioLoader loader = new ScenarioLoader(embedded.engine());
                work.onCancel(loader::cancel);
                result = loader.load(scenario, options, reporter(work));
            } else {
                RemoteScenarioLoader loader = new RemoteScenarioLoader(new TargetServer(target));
                work.onCancel(loader::cancel);
                RemoteScenarioLoadResult remote = loader.load(scenario, options, reporter(work));
                skipped.addAll(remote.skipped());
                result = remote.loaded();
            }
            if (!result.cancelled()) {
                GeneratedTables.recordScenario(target, scenario, options, result, line -> { });
            }
            return result;
        }).onSuccess(result -> {
            services.storeRevision().changed();
            finished(result.cancelled() ? cancelledText(result) : String.format(Locale.ROOT,
                    "Loaded scenario %s: %d layouts of %,d rows each in database %s in %.2f s.", result.scenario(),
                    result.variants().size(), result.rows(), result.database(), (System.nanoTime() - start) / 1e9)
                    + skippedText(skipped), false);
        }).onFailure(error -> finished("Loading failed: " + TaskFailure.reason(error), true))
                .onCancelled(() -> finished("Cancelled: the table being filled keeps whole blocks; the layouts before"
                        + " it are complete.", false))
                .start();
        job.follow(task);
    }

    /** {@code  Skipped on this server: v (why); w (why).}, or nothing. */
    private static String skippedText(List<SkippedVariant> skipped) {
        return skipped.isEmpty() ? "" : " Skipped on this server: " + String.join("; ", skipped.stream()
                .map(s -> s.variant() + " (" + s.reason() + ")").toList()) + ".";
    }

    public void cancel() {
        if (task != null) {
            task.cancel();
        }
    }

    /** Hands the selected scenario to the Experiments screen, which loads its layouts and runs it, and shows it. */
    public void runAsExperiment() {
        if (!canRun.get()) {
            return;
        }
        experiments.ask(new ExperimentRequests.Request(selected.get().scenario(), rowsOverride()));
        services.navigation().show(ScreenKey.EXPERIMENTS);
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

    /** Layout {@code i} of {@code n}: the bar moves through the layouts, the line says which and how many rows. */
    private static ScenarioProgress reporter(TaskProgress work) {
        return new ScenarioProgress() {
            private volatile int index;
            private volatile int count = 1;
            private volatile String name = "";

            @Override
            public void variantStarted(Variant variant, int variantIndex, int variantCount) {
                index = variantIndex;
                count = variantCount;
                name = variant.name();
                work.update((double) variantIndex / variantCount, String.format(Locale.ROOT, "layout %d of %d: %s",
                        variantIndex + 1, variantCount, name));
            }

            @Override
            public void rowsLoaded(Variant variant, long rowsDone, long rowsTotal) {
                double within = rowsTotal == 0 ? 1 : (double) rowsDone / rowsTotal;
                work.update((index + within) / count, String.format(Locale.ROOT, "layout %d of %d: %s, %s of %s rows",
                        index + 1, count, name, RowCount.compact(rowsDone), RowCount.compact(rowsTotal)));
            }

            @Override
            public void afterLoadStarted(Variant variant, String statement) {
                work.update(TaskProgress.UNKNOWN, String.format(Locale.ROOT, "layout %d of %d: %s, running %s",
                        index + 1, count, name, statement));
            }
        };
    }

    private static String cancelledText(ScenarioLoadResult result) {
        List<VariantLoadResult> done = result.variants().stream().filter(v -> !v.cancelled()).toList();
        return "Cancelled: " + done.size() + " layouts of scenario " + result.scenario()
                + " are complete; the one being filled keeps whole blocks.";
    }

    private void finished(String text, boolean error) {
        job.end(text, error);
    }

    private void say(String text, boolean error) {
        job.say(text, error);
    }
}
