package io.mergelab.app.gui.data;

import io.mergelab.app.data.DatasetGeneration;
import io.mergelab.app.data.ExportFormatChoice;
import io.mergelab.app.data.GeneratedTable;
import io.mergelab.app.data.RowCount;
import io.mergelab.app.data.TargetTable;
import io.mergelab.app.gui.services.JobStatus;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.FileFilter;
import io.mergelab.app.gui.services.TaskFailure;
import io.mergelab.app.gui.services.TaskHandle;
import io.mergelab.app.gui.services.TaskProgress;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.dataset.ProvenanceTable;
import io.mergelab.profiler.run.DatasetFingerprint;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.dataset.Knobs;
import io.mergelab.sampledata.fingerprint.FingerprintText;
import io.mergelab.sampledata.load.LoadProgress;
import io.mergelab.sampledata.load.LoadResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Generate screen: a dataset with its columns and knobs (checked as typed), rows, seed, threads, and where the
 * rows go (a table of the current target, the embedded engine or a ClickHouse server, or a file), generated in the background exactly as {@code mergelab generate}
 * does ({@link DatasetGeneration}), with progress, rows/s and cancel; the recorded digest and the sampled fingerprint
 * are shown when done.
 */
public final class GenerateViewModel {
    /** Where the rows go. */
    public enum Destination { TABLE, FILE }

    private final AppServices services;
    private final List<Dataset> datasets;
    private final ObservableList<String> datasetNames = FXCollections.observableArrayList();
    private final ObjectProperty<String> dataset = new SimpleObjectProperty<>();
    private final ReadOnlyStringWrapper description = new ReadOnlyStringWrapper("");
    /** The start of the load's notice ({@link DatasetGeneration}): {@code Loaded 200000 rows}. */
    private static final Pattern LOADED_ROWS = Pattern.compile("Loaded (\\d+) rows");
    private final ObservableList<ColumnRow> columns = FXCollections.observableArrayList();
    private final ObservableList<KnobField> knobs = FXCollections.observableArrayList(k -> new Observable[] {
            k.errorProperty()});
    private final StringProperty rows = new SimpleStringProperty("1M");
    private final ReadOnlyStringWrapper rowsError = new ReadOnlyStringWrapper("");
    private final StringProperty seed = new SimpleStringProperty("1");
    private final ReadOnlyStringWrapper seedError = new ReadOnlyStringWrapper("");
    private final IntegerProperty threads = new SimpleIntegerProperty(Math.max(1, Runtime.getRuntime().availableProcessors()));
    private final ObjectProperty<Destination> destination = new SimpleObjectProperty<>(Destination.TABLE);
    private final StringProperty table = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper tableError = new ReadOnlyStringWrapper("");
    private final StringProperty file = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper fileError = new ReadOnlyStringWrapper("");
    private final BooleanProperty fingerprint = new SimpleBooleanProperty(true);
    private final JobStatus job = new JobStatus();
    private final ReadOnlyStringWrapper fingerprintText = new ReadOnlyStringWrapper("");
    private final BooleanBinding canStart;
    private final StringBinding hint;
    private TaskHandle task;

    public GenerateViewModel(AppServices services) {
        this(services, Datasets.all());
    }

    GenerateViewModel(AppServices services, List<Dataset> datasets) {
        this.services = services;
        this.datasets = List.copyOf(datasets);
        datasets.forEach(d -> datasetNames.add(d.name()));
        dataset.addListener((observable, old, name) -> choose(name));
        rows.addListener((observable, old, now) -> rowsError.set(problem(() -> RowCount.parse(now))));
        seed.addListener((observable, old, now) -> seedError.set(problem(() -> parseSeed(now))));
        table.addListener((observable, old, now) -> tableError.set(destination.get() == Destination.TABLE
                ? problem(() -> TargetTable.qualify(now)) : ""));
        file.addListener((observable, old, now) -> checkFile());
        destination.addListener((observable, old, now) -> {
            tableError.set(now == Destination.TABLE ? problem(() -> TargetTable.qualify(table.get())) : "");
            checkFile();
        });
        canStart = Bindings.createBooleanBinding(this::fits, knobs, rowsError, seedError, tableError, fileError,
                job.runningProperty(), destination, services.target().valueProperty());
        hint = Bindings.createStringBinding(this::blockedReason, destination, services.target().valueProperty());
        dataset.set(datasetNames.isEmpty() ? null : datasetNames.get(0));
    }

    public ObservableList<String> datasetNames() {
        return datasetNames;
    }

    public ObjectProperty<String> datasetProperty() {
        return dataset;
    }

    public ReadOnlyStringProperty descriptionProperty() {
        return description.getReadOnlyProperty();
    }

    public ObservableList<ColumnRow> columns() {
        return columns;
    }

    public ObservableList<KnobField> knobs() {
        return knobs;
    }

    /** Rows as {@code mergelab generate --rows} takes them: {@code 1000000}, {@code 1_000_000}, {@code 1M}, {@code 1e6}. */
    public StringProperty rowsProperty() {
        return rows;
    }

    public ReadOnlyStringProperty rowsErrorProperty() {
        return rowsError.getReadOnlyProperty();
    }

    public StringProperty seedProperty() {
        return seed;
    }

    public ReadOnlyStringProperty seedErrorProperty() {
        return seedError.getReadOnlyProperty();
    }

    public IntegerProperty threadsProperty() {
        return threads;
    }

    public ObjectProperty<Destination> destinationProperty() {
        return destination;
    }

    /** {@code db.t} or {@code t} (in {@code default}); set to {@code default.<dataset>} when a dataset is chosen. */
    public StringProperty tableProperty() {
        return table;
    }

    public ReadOnlyStringProperty tableErrorProperty() {
        return tableError.getReadOnlyProperty();
    }

    public StringProperty fileProperty() {
        return file;
    }

    public ReadOnlyStringProperty fileErrorProperty() {
        return fileError.getReadOnlyProperty();
    }

    /** Whether to sample the table's fingerprint (distinct values, min/max, sortedness) after loading. */
    public BooleanProperty fingerprintProperty() {
        return fingerprint;
    }






    /** After a completed load into a table: the recorded digest, then the sampled fingerprint when one was asked for. */
    public ReadOnlyStringProperty fingerprintTextProperty() {
        return fingerprintText.getReadOnlyProperty();
    }

    /** The load's or run's progress and the message it ended with. */
    public JobStatus job() {
        return job;
    }

    public BooleanBinding canStartProperty() {
        return canStart;
    }

    /** Why a load into a table cannot start now (no engine open, or a server target); empty when it can. */
    public StringBinding hintProperty() {
        return hint;
    }

    /** Asks where to write the rows (the format follows the extension, as {@code generate --out}). */
    public void chooseFile() {
        String suggested = (dataset.get() == null ? "rows" : dataset.get()) + ".csv";
        services.dialogs().chooseFileToSave("Write the rows to", suggested, List.of(
                new FileFilter("CSV with names", List.of("*.csv")), new FileFilter("TSV with names", List.of("*.tsv")),
                new FileFilter("JSONEachRow", List.of("*.jsonl", "*.ndjson", "*.json")),
                new FileFilter("Tab-separated", List.of("*.*")))).ifPresent(path -> {
                    file.set(path.toString());
                    destination.set(Destination.FILE);
                });
    }

    /** Generates in the background; a form that does not fit starts nothing. */
    public void start() {
        if (!canStart.get()) {
            return;
        }
        Dataset chosen = Datasets.named(dataset.get(), datasets);
        Map<String, String> given = new LinkedHashMap<>();
        knobs.forEach(k -> given.putAll(k.given()));
        Knobs checked;
        try {
            checked = chosen.knobs(RowCount.parse(rows.get()), parseSeed(seed.get()), given);
        } catch (RuntimeException e) {
            say(e.getMessage(), true);
            return;
        }
        int workers = Math.max(1, threads.get());
        DatasetGeneration generation = new DatasetGeneration();
        fingerprintText.set("");
        job.begin();
        if (destination.get() == Destination.FILE) {
            Path out = Path.of(file.get().strip());
            String where = out.getFileName().toString();
            say("Writing " + String.format(Locale.ROOT, "%,d", checked.rows()) + " rows of " + chosen.name() + " to "
                    + out + "…", false);
            task = services.tasks().task("Generating " + chosen.name() + " into " + where, work -> {
                work.onCancel(generation::cancel);
                return generation.intoFile(chosen, checked, out, ExportFormatChoice.of(out, null), workers,
                        reporter(work));
            }).onSuccess(result -> finished(result.cancelled()
                    ? "Cancelled: " + out + " was not written (a file appears only when complete)."
                    : String.format(Locale.ROOT, "Wrote %,d rows to %s in %s.", result.rows(), out,
                    DatasetGeneration.speed(result)), false))
                    .onFailure(error -> finished("Generating failed: " + TaskFailure.reason(error), true))
                    .onCancelled(() -> finished("Cancelled: " + out + " was not written.", false))
                    .start();
        } else {
            QueryTarget target = services.target().value().orElseThrow();
            String qualified = TargetTable.qualify(table.get().strip());
            boolean sample = fingerprint.get();
            List<String> notices = new CopyOnWriteArrayList<>();
            if (sample && !(target instanceof EmbeddedTarget)) {
                notices.add("No sample fingerprint: it is taken from the embedded engine's parts, not from a server");
            }
            say("Loading " + String.format(Locale.ROOT, "%,d", checked.rows()) + " rows of " + chosen.name()
                    + " into " + qualified + (target instanceof EmbeddedTarget ? "" : " on "
                    + services.target().labelProperty().get())
                    + "…", false);
            task = services.tasks().task("Generating " + chosen.name() + " into " + qualified, work -> {
                work.onCancel(generation::cancel);
                return target instanceof EmbeddedTarget embedded
                        ? generation.intoTable(embedded, chosen, checked, qualified, workers, sample, reporter(work),
                        notices::add)
                        : generation.intoServerTable(target, chosen, checked, qualified, workers, reporter(work),
                        notices::add);
            }).onSuccess(loaded -> tableLoaded(loaded, notices))
                    .onFailure(error -> finished("Generating failed: " + TaskFailure.reason(error), true))
                    .onCancelled(() -> finished("Cancelled: " + qualified
                            + " keeps the whole blocks inserted so far; it was not recorded as generated.", false))
                    .start();
        }
        job.follow(task);
    }

    /** Stops the load: the table keeps whole blocks only; a file is not written. */
    public void cancel() {
        if (task != null) {
            task.cancel();
        }
    }

    private void tableLoaded(GeneratedTable loaded, List<String> notices) {
        LoadResult result = loaded.load();
        services.storeRevision().changed();
        if (result.cancelled()) {
            finished(String.format(Locale.ROOT, "Cancelled: %,d rows loaded into %s (whole blocks only); it was not"
                    + " recorded as generated.", result.rows(), loaded.table()), false);
            return;
        }
        StringBuilder text = new StringBuilder();
        loaded.recorded().ifPresent(r -> text.append("Table ").append(r.table()).append(": ")
                .append(String.format(Locale.ROOT, "%,d", r.rowsAtGeneration())).append(" rows, ")
                .append(r.tableEngine()).append("\nContent digest ").append(r.digest().text()).append('\n'));
        // the per-column figures go into the columns table beside their names; the text keeps the table's summary
        loaded.sample().ifPresent(f -> {
            text.append("\nSampled fingerprint: ").append(FingerprintText.render(f).lines().findFirst().orElse(""));
            if (loaded.recorded().map(r -> r.rowsAtGeneration() != f.rows()).orElse(false)) {
                text.append("\n(sampled just before the record: merges folded rows in between)");
            }
            columns.setAll(f.columns().stream().map(ColumnRow::of).toList());
        });
        fingerprintText.set(text.toString().strip());
        // "Recorded ..." gives the rows the table holds as a bare number beside the loaded one: said plainly here
        // instead; the load's own line gets its row count grouped like every other count on the screen
        List<String> said = new ArrayList<>(notices.stream().filter(n -> !n.startsWith("Recorded "))
                .map(GenerateViewModel::groupedRows).toList());
        loaded.recorded().ifPresent(r -> said.add(recordedText(result.rows(), r)));
        finished(String.join(". ", said) + ".", false);
    }

    /** {@code Loaded 200000 rows ...} as {@code Loaded 200,000 rows ...}; other notices as they are. */
    private static String groupedRows(String notice) {
        Matcher loaded = LOADED_ROWS.matcher(notice);
        return loaded.lookingAt() ? String.format(Locale.ROOT, "Loaded %,d rows", Long.parseLong(loaded.group(1)))
                + notice.substring(loaded.end()) : notice;
    }

    /**
     * The digest recorded and, where the table holds fewer rows than were loaded (a Replacing or Collapsing table
     * whose merges already folded rows of one key), how many and why, so the two row counts do not puzzle.
     */
    private static String recordedText(long loadedRows, DatasetFingerprint recorded) {
        String text = "Recorded in " + ProvenanceTable.NAME + " with content digest " + recorded.digest().text();
        long folded = loadedRows - recorded.rowsAtGeneration();
        if (folded > 0) {
            text += String.format(Locale.ROOT, ". The table holds %,d rows, %,d fewer than loaded: %s merges keep one"
                    + " row per sorting key, and the merges so far folded those (count() FINAL gives the rows after"
                    + " all merges)", recorded.rowsAtGeneration(), folded, recorded.tableEngine());
        }
        return text;
    }

    private void finished(String text, boolean error) {
        job.end(text, error);
    }

    private static LoadProgress reporter(TaskProgress work) {
        long start = System.nanoTime();
        return (done, total) -> {
            double seconds = (System.nanoTime() - start) / 1e9;
            work.update(total == 0 ? 1 : (double) done / total, String.format(Locale.ROOT, "%s of %s rows · %s rows/s",
                    RowCount.compact(done), RowCount.compact(total),
                    seconds <= 0 ? "–" : RowCount.compact(done / seconds)));
        };
    }

    private void choose(String name) {
        columns.clear();
        knobs.clear();
        if (name == null) {
            description.set("");
            return;
        }
        Dataset chosen = Datasets.named(name, datasets);
        description.set(chosen.description());
        for (int i = 0; i < chosen.columnNames().size(); i++) {
            columns.add(ColumnRow.of(chosen.columnNames().get(i), chosen.columnTypeNames().get(i)));
        }
        chosen.knobs().forEach(spec -> knobs.add(new KnobField(chosen.name(), spec)));
        table.set("default." + chosen.name());
    }

    private boolean fits() {
        if (job.isRunning() || dataset.get() == null || !rowsError.get().isEmpty() || !seedError.get().isEmpty()
                || knobs.stream().anyMatch(k -> !k.errorProperty().get().isEmpty())) {
            return false;
        }
        if (destination.get() == Destination.FILE) {
            return fileError.get().isEmpty() && !file.get().isBlank();
        }
        return tableError.get().isEmpty() && services.target().valueProperty().get() != null;
    }

    private String blockedReason() {
        if (destination.get() == Destination.TABLE && services.target().valueProperty().get() == null) {
            return "Waiting for the target to open…";
        }
        return "";
    }

    private void checkFile() {
        if (destination.get() != Destination.FILE) {
            fileError.set("");
        } else if (file.get().isBlank()) {
            fileError.set("Choose a file to write.");
        } else {
            fileError.set(problem(() -> Path.of(file.get().strip())));
        }
    }

    private void say(String text, boolean error) {
        job.say(text, error);
    }

    private static long parseSeed(String text) {
        try {
            return Long.parseLong(text.strip().replace("_", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Seed must be a whole number, got '" + text + "'");
        }
    }

    /** The message of what {@code check} throws; empty when it passes. */
    private static String problem(Runnable check) {
        try {
            check.run();
            return "";
        } catch (RuntimeException e) {
            return e.getMessage();
        }
    }
}
