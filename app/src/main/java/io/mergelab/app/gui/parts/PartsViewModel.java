package io.mergelab.app.gui.parts;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.PartsRequests;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.TaskFailure;
import io.mergelab.profiler.connect.PartitionMergeOutlook;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.parts.PartLogReader;
import io.mergelab.profiler.parts.PartsChart;
import io.mergelab.profiler.parts.PartsFormat;
import io.mergelab.profiler.parts.RunMark;
import io.mergelab.profiler.parts.RunMarks;
import io.mergelab.profiler.parts.TableParts;
import io.mergelab.profiler.parts.TablePartsReader;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.store.RunStore;
import java.time.Clock;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.stream.Collectors;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.jfree.chart.JFreeChart;

/**
 * The Parts screen: one MergeTree table's parts per partition as a chart (bytes or rows, coloured by level), the
 * partitions with the merge selector's verdict, every part, detached parts, and the merge timeline with the runs of
 * the history on the same time axis; choosing a run greys the parts it could not read. Everything is read through SQL
 * on the current target beside whatever it runs, in the background; {@link #liveProperty() live} reads again every
 * second. OPTIMIZE and STOP / START MERGES ask first.
 */
public final class PartsViewModel {
    /** How often live mode reads again. */
    static final long LIVE_INTERVAL_MILLIS = 1000;
    /** Runs placed on the timeline and offered in the run chooser, at most (the latest). */
    static final int RUN_LIMIT = 200;
    private static final DateTimeFormatter RUN_TIME = DateTimeFormatter.ofPattern("MM-dd HH:mm:ss");

    private final AppServices services;
    private final Executor background;
    private final Executor ui;
    private final Clock clock;
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final StringProperty table = new SimpleStringProperty("");
    private final BooleanProperty showRows = new SimpleBooleanProperty(false);
    private final BooleanProperty live = new SimpleBooleanProperty(false);
    private final ObservableList<RunChoice> runs = FXCollections.observableArrayList();
    private final ObjectProperty<RunChoice> selectedRun = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<JFreeChart> partsChart = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<JFreeChart> timelineChart = new ReadOnlyObjectWrapper<>();
    private final ObservableList<PartitionRow> partitions = FXCollections.observableArrayList();
    private final ObservableList<PartTableRow> parts = FXCollections.observableArrayList();
    private final ObservableList<DetachedRow> detached = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("Choose a table.");
    private final ReadOnlyStringWrapper runNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<PartsSnapshot> snapshot = new ReadOnlyObjectWrapper<>();
    private final TimelineReplay replay = new TimelineReplay();
    /** The parts the chosen run could read, or null when no run is chosen. */
    private volatile Set<String> runParts;
    /** Counts reads, so a slow read that a newer one overtook does not overwrite it. */
    private volatile long generation;
    private volatile boolean liveRunning;
    /** What live mode reads, mirrored from the properties for its background thread. */
    private volatile String liveTable = "";
    private volatile boolean liveRows;
    private final AtomicBoolean chartsWarmed = new AtomicBoolean();
    /** A read drawn in the background that the FX thread has not applied yet. */
    private final AtomicReference<Pending> pending = new AtomicReference<>();

    public PartsViewModel(AppServices services, Executor background, Executor ui, Clock clock) {
        this.services = services;
        this.background = background;
        this.ui = ui;
        this.clock = clock;
        table.addListener((observable, old, now) -> {
            liveTable = now == null ? "" : now;
            selectedRun.set(null);
            refresh();
        });
        showRows.addListener((observable, old, now) -> {
            liveRows = now;
            redrawParts();
        });
        selectedRun.addListener((observable, old, now) -> loadRunParts(now));
        live.addListener((observable, old, now) -> {
            if (now) {
                startLive();
            } else {
                liveRunning = false;
            }
        });
        services.target().valueProperty().addListener((observable, old, now) -> reloadTables());
        services.partsRequests().latestProperty().addListener((observable, old, request) -> take(request));
        reloadTables();
        if (services.partsRequests().latestProperty().get() != null) {
            take(services.partsRequests().latestProperty().get());
        }
    }

    /** The target's MergeTree tables, {@code db.table}. */
    public ObservableList<String> tables() {
        return tables;
    }

    /** The table shown, {@code db.table}; empty for none. */
    public StringProperty tableProperty() {
        return table;
    }

    /** Bars sized by rows rather than bytes on disk. */
    public BooleanProperty showRowsProperty() {
        return showRows;
    }

    /** Reads again every second in the background while on. */
    public BooleanProperty liveProperty() {
        return live;
    }

    /** The runs of the history that read the table, newest first. */
    public ObservableList<RunChoice> runs() {
        return runs;
    }

    /** The run whose readable parts the chart marks; null for none. */
    public ObjectProperty<RunChoice> selectedRunProperty() {
        return selectedRun;
    }

    public ReadOnlyObjectProperty<JFreeChart> partsChartProperty() {
        return partsChart.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<JFreeChart> timelineChartProperty() {
        return timelineChart.getReadOnlyProperty();
    }

    public ObservableList<PartitionRow> partitions() {
        return partitions;
    }

    public ObservableList<PartTableRow> parts() {
        return parts;
    }

    public ObservableList<DetachedRow> detached() {
        return detached;
    }

    /** The table, its partition key, counts and sizes, and when it was read. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** What the chosen run read: {@code Run … read 12 of 40 parts (36 existed when it ran)}. */
    public ReadOnlyStringProperty runNoteProperty() {
        return runNote.getReadOnlyProperty();
    }

    /** Why the last read or action failed; empty when it did not. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** The replay of the timeline: play, pause and scrub through the part log and the runs. */
    public TimelineReplay replay() {
        return replay;
    }

    /** The last read, for tests and the report. */
    ReadOnlyObjectProperty<PartsSnapshot> snapshotProperty() {
        return snapshot.getReadOnlyProperty();
    }

    /** Shows {@code qualifiedTable} and this screen. */
    public void show(String qualifiedTable) {
        if (!tables.contains(qualifiedTable)) {
            tables.add(qualifiedTable);
        }
        if (qualifiedTable.equals(table.get())) {
            refresh();
        } else {
            table.set(qualifiedTable);
        }
        if (services.navigation().has(ScreenKey.PARTS)) {
            services.navigation().show(ScreenKey.PARTS);
        }
    }

    private void take(PartsRequests.Request request) {
        if (request != null) {
            show(request.qualifiedTable());
        }
    }

    /** Reads the list of MergeTree tables again. */
    public void reloadTables() {
        Optional<QueryTarget> target = services.target().value();
        if (target.isEmpty()) {
            return;
        }
        background.execute(() -> {
            try {
                List<String> names = new ArrayList<>();
                for (List<String> row : target.get().runBeside(QueryRequest.of("SELECT database, name, engine FROM"
                        + " system.tables")).rows()) {
                    if (row.get(2).contains("MergeTree") && !row.get(0).equals("system")) {
                        names.add(row.get(0) + "." + row.get(1));
                    }
                }
                names.sort(null);
                ui.execute(() -> {
                    String current = table.get();
                    if (current != null && !current.isEmpty() && !names.contains(current)) {
                        names.add(current);
                    }
                    if (!names.equals(tables)) {
                        tables.setAll(names);
                    }
                });
            } catch (RuntimeException e) {
                ui.execute(() -> problem.set("Cannot list tables: " + TaskFailure.reason(e)));
            }
        });
    }

    /**
     * Draws made-up charts once, in the background ({@link ChartWarmUp}), so the first charts the FX thread draws do
     * not load and compile the drawing code; later calls do nothing. The screen calls it when it is built.
     */
    public void warmUpCharts() {
        if (!chartsWarmed.getAndSet(true)) {
            background.execute(ChartWarmUp::run);
        }
    }

    /** Reads the table again, in the background. */
    public void refresh() {
        String qualified = table.get();
        Optional<QueryTarget> target = services.target().value();
        if (qualified == null || qualified.isEmpty() || target.isEmpty()) {
            return;
        }
        long reading = ++generation;
        boolean rows = showRows.get();
        Set<String> readable = runParts;
        background.execute(() -> deliver(reading, () -> read(target.get(), qualified, rows, readable)));
    }

    private void deliver(long reading, ReadWork work) {
        try {
            Drawn drawn = work.read();
            // at most one read waits for the FX thread: a newer one replaces it instead of queueing behind it
            Pending read = new Pending(reading, drawn);
            if (pending.getAndUpdate(old -> old != null && old.reading() > reading ? old : read) == null) {
                ui.execute(() -> {
                    Pending next = pending.getAndSet(null);
                    if (next.reading() == generation || liveRunning) {
                        apply(next.drawn());
                    }
                });
            }
        } catch (RuntimeException e) {
            ui.execute(() -> problem.set("Cannot read " + table.get() + ": " + TaskFailure.reason(e)));
        }
    }

    private record Pending(long reading, Drawn drawn) {
    }

    @FunctionalInterface
    private interface ReadWork {
        Drawn read();
    }

    /** A read with its charts, texts and table rows, built in the background so the FX thread only swaps them in. */
    private record Drawn(PartsSnapshot snapshot, JFreeChart parts, JFreeChart timeline, String summary,
                         List<PartitionRow> partitionRows, List<PartTableRow> partRows, List<DetachedRow> detachedRows,
                         List<RunChoice> runChoices) {
    }

    private Drawn read(QueryTarget target, String qualified, boolean rows, Set<String> readable) {
        int dot = qualified.indexOf('.');
        String database = qualified.substring(0, dot);
        String name = qualified.substring(dot + 1);
        TableParts tableParts = TablePartsReader.read(target, database, name, clock);
        List<RunMark> marks = services.store().value()
                .map(store -> RunMarks.forTable(store, database, name, Optional.empty(), RUN_LIMIT))
                .orElse(List.of());
        PartsSnapshot read = PartsSnapshot.of(tableParts, PartLogReader.read(target, database, name, Optional.empty()),
                marks);
        return new Drawn(read, partsChartOf(read, rows, readable),
                PartsCharts.timeline(read.timeline(), read.runs(), qualified), summary(tableParts),
                partitionRows(tableParts), partRows(tableParts, readable), detachedRows(tableParts),
                runChoices(read.runs()));
    }

    private static JFreeChart partsChartOf(PartsSnapshot read, boolean rows, Set<String> readable) {
        TableParts t = read.parts();
        return PartsCharts.parts(PartsChart.of(t.parts(), rows ? PartsChart.Measure.ROWS : PartsChart.Measure.BYTES,
                readable), t.database() + "." + t.table(), readable != null);
    }

    private void apply(Drawn drawn) {
        PartsSnapshot read = drawn.snapshot();
        problem.set("");
        snapshot.set(read);
        partsChart.set(drawn.parts());
        replay.load(read.timeline(), read.runs());
        timelineChart.set(drawn.timeline());
        summary.set(drawn.summary());
        // a table given equal rows would still lay out all its cells again: only changed rows are swapped in
        setIfChanged(partitions, drawn.partitionRows());
        setIfChanged(parts, drawn.partRows());
        setIfChanged(detached, drawn.detachedRows());
        RunChoice chosen = selectedRun.get();
        if (!drawn.runChoices().equals(runs)) {
            runs.setAll(drawn.runChoices());
            if (chosen != null) {
                runs.stream().filter(c -> c.runId().equals(chosen.runId())).findFirst().ifPresent(selectedRun::set);
            }
        }
    }

    private static String summary(TableParts t) {
        long bytes = t.parts().stream().mapToLong(PartRow::bytesOnDisk).sum();
        long rows = t.parts().stream().mapToLong(PartRow::rows).sum();
        return t.engine() + (t.partitionKey().isEmpty() ? ", not partitioned" : ", PARTITION BY " + t.partitionKey())
                + " · " + PartsFormat.counted(t.parts().size(), "active part", "active parts") + " in "
                + PartsFormat.counted(t.byPartition().size(), "partition", "partitions") + " · "
                + PartsFormat.count(rows) + " rows · " + PartsFormat.size(bytes) + " · " + t.merges().size()
                + " merging now · " + t.detached().size() + " detached · read at "
                + DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault()).format(t.readAt());
    }

    /** The run chooser's entries, newest first. */
    private static List<RunChoice> runChoices(List<RunMark> marks) {
        List<RunChoice> choices = new ArrayList<>();
        for (int i = marks.size() - 1; i >= 0; i--) {
            RunMark r = marks.get(i);
            choices.add(new RunChoice(r.runId(), RUN_TIME.withZone(ZoneId.systemDefault()).format(r.startedAt()) + " · "
                    + String.format("%.1f ms", r.latencyMillis()) + (r.partsText().isEmpty() ? "" : " · " + r.partsText())
                    + " · " + PartsCharts.oneLine(r.sql(), 70)));
        }
        return choices;
    }

    private static <T> void setIfChanged(ObservableList<T> shown, List<T> rows) {
        if (!shown.equals(rows)) {
            shown.setAll(rows);
        }
    }

    private static List<DetachedRow> detachedRows(TableParts t) {
        return t.detached().stream().map(d -> new DetachedRow(d.name(), d.partitionId(),
                d.reason().isEmpty() ? "(detached by the user)" : d.reason(), PartsFormat.size(d.bytesOnDisk()),
                PartsFormat.age(Math.max(0, t.readAt().getEpochSecond() - d.modificationEpochSeconds())))).toList();
    }

    private static List<PartitionRow> partitionRows(TableParts t) {
        Map<String, PartitionMergeOutlook> outlook = t.outlook().orElse(List.of()).stream()
                .collect(Collectors.toMap(PartitionMergeOutlook::partitionId, Function.identity()));
        List<PartitionRow> out = new ArrayList<>();
        t.byPartition().forEach((id, list) -> {
            PartitionMergeOutlook o = outlook.get(id);
            out.add(new PartitionRow(id, list.size(), PartsFormat.count(list.stream().mapToLong(PartRow::rows).sum()),
                    PartsFormat.size(list.stream().mapToLong(PartRow::bytesOnDisk).sum()),
                    PartsFormat.levels(list.stream().mapToLong(PartRow::level).min().orElse(0),
                            list.stream().mapToLong(PartRow::level).max().orElse(0)),
                    PartsFormat.age(list.stream().mapToLong(t::ageSeconds).max().orElse(0)),
                    PartsFormat.age(list.stream().mapToLong(t::ageSeconds).min().orElse(0)),
                    o == null ? "not known" : o.verdict(),
                    o == null ? "This target does not expose its merge selector." : o.explanation()));
        });
        return out;
    }

    private static List<PartTableRow> partRows(TableParts t, Set<String> readable) {
        return t.parts().stream().map(p -> new PartTableRow(p.partition(), p.name(), p.level(), p.rows(),
                PartsFormat.size(p.bytesOnDisk()), p.marks(), PartsFormat.size(p.primaryKeyBytesInMemory()),
                PartsFormat.age(t.ageSeconds(p)), readable == null ? "" : readable.contains(p.name()) ? "yes" : "no"))
                .toList();
    }

    private void redrawParts() {
        PartsSnapshot read = snapshot.get();
        if (read != null) {
            partsChart.set(partsChartOf(read, showRows.get(), runParts));
            parts.setAll(partRows(read.parts(), runParts));
        }
    }

    private void loadRunParts(RunChoice choice) {
        if (choice == null) {
            runParts = null;
            runNote.set("");
            redrawParts();
            return;
        }
        Optional<RunStore> store = services.store().value();
        String qualified = table.get();
        if (store.isEmpty() || qualified.isEmpty()) {
            return;
        }
        int dot = qualified.indexOf('.');
        services.tasks().task("Loading run " + choice.runId(), progress -> store.get().load(choice.runId()))
                .onSuccess(run -> {
                    if (run.isEmpty() || !choice.equals(selectedRun.get())) {
                        return;
                    }
                    String database = qualified.substring(0, dot);
                    String name = qualified.substring(dot + 1);
                    runParts = new HashSet<>(RunMarks.partsAtRun(run.get(), database, name));
                    RunMark mark = RunMarks.of(run.get(), database, name);
                    runNote.set("The run read " + (mark.partsRead().isPresent() ? mark.partsRead().getAsLong() + " of "
                            : "(not recorded) of ") + runParts.size() + " parts that existed when it ran; parts"
                            + " written since are grey.");
                    redrawParts();
                }).start();
    }

    /** OPTIMIZE TABLE [FINAL], after asking. */
    public void optimize(boolean fin) {
        String qualified = table.get();
        if (qualified.isEmpty()) {
            return;
        }
        String sql = "OPTIMIZE TABLE " + quoted(qualified) + (fin ? " FINAL" : "");
        String what = fin ? "rewrites every partition with more than one part into one part, however big"
                : "runs one merge the selector chooses now, if any";
        act("Optimize " + qualified + "?", sql + " " + what + ". It may take a while on a large table.",
                fin ? "Optimize FINAL" : "Optimize", sql);
    }

    /** SYSTEM STOP MERGES for the table, after asking. */
    public void stopMerges() {
        String qualified = table.get();
        if (!qualified.isEmpty()) {
            act("Stop merges of " + qualified + "?", "No background merge will run for this table until merges are"
                    + " started again; parts pile up with every insert.", "Stop merges",
                    "SYSTEM STOP MERGES " + quoted(qualified));
        }
    }

    /** SYSTEM START MERGES for the table, after asking. */
    public void startMerges() {
        String qualified = table.get();
        if (!qualified.isEmpty()) {
            act("Start merges of " + qualified + "?", "Background merges of this table may run again.",
                    "Start merges", "SYSTEM START MERGES " + quoted(qualified));
        }
    }

    private void act(String title, String message, String confirmLabel, String sql) {
        Optional<QueryTarget> target = services.target().value();
        if (target.isEmpty() || !services.dialogs().confirm(title, message, confirmLabel)) {
            return;
        }
        services.tasks().task(sql, progress -> {
            target.get().runBeside(QueryRequest.of(sql)).close();
            return sql;
        }).onSuccess(done -> refresh())
                .onFailure(error -> {
                    problem.set(sql + " failed: " + TaskFailure.reason(error));
                    services.dialogs().showError(sql + " failed", TaskFailure.reason(error));
                    refresh();
                }).start();
    }

    private void startLive() {
        if (liveRunning) {
            return;
        }
        liveRunning = true;
        background.execute(() -> {
            while (liveRunning) {
                long started = System.nanoTime();
                String qualified = liveTable;
                Optional<QueryTarget> target = services.target().value();
                if (!qualified.isEmpty() && target.isPresent()) {
                    boolean rows = liveRows;
                    Set<String> readable = runParts;
                    deliver(generation, () -> read(target.get(), qualified, rows, readable));
                }
                long waitMillis = LIVE_INTERVAL_MILLIS - TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
                if (waitMillis > 0) {
                    try {
                        Thread.sleep(waitMillis);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        liveRunning = false;
                    }
                }
            }
        });
    }

    private static String quoted(String qualified) {
        int dot = qualified.indexOf('.');
        return SqlLiterals.identifier(qualified.substring(0, dot)) + "." + SqlLiterals.identifier(qualified.substring(dot + 1));
    }
}
