package io.mergelab.app.gui.history;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.TaskFailure;
import io.mergelab.app.gui.history.HistoryFilter.SettingValue;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
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

/**
 * The History screen: runs from the store, newest first, filtered by SQL text, table, tag, setting, error code and
 * time window; or grouped by query pattern with count, p50, p95 and a trend. Opening a run selects it and shows the
 * Profile screen; deleting asks first. Loading and deleting run as background tasks; results replace the lists on
 * the UI executor, and a load that a newer one overtook is dropped.
 */
public final class HistoryViewModel {
    /** Runs listed at most; the summary says when more match. */
    public static final int RUN_LIMIT = 1_000;
    /** Runs grouped at most, newest first. */
    public static final int GROUPED_RUN_LIMIT = 20_000;

    private final AppServices services;
    private final HistorySource source;
    private final Clock clock;
    private final StringProperty search = new SimpleStringProperty("");
    private final StringProperty table = new SimpleStringProperty("");
    private final StringProperty tag = new SimpleStringProperty("");
    private final StringProperty setting = new SimpleStringProperty("");
    private final StringProperty errorCode = new SimpleStringProperty("");
    private final ObjectProperty<TimeWindow> window = new SimpleObjectProperty<>(TimeWindow.ANY_TIME);
    private final BooleanProperty grouped = new SimpleBooleanProperty(false);
    private final ReadOnlyObjectWrapper<PatternGroup> pattern = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper filterProblem = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<HistoryRow> runs = FXCollections.observableArrayList();
    private final ObservableList<PatternGroup> groups = FXCollections.observableArrayList();
    private final ObservableList<HistoryRow> selectedRuns = FXCollections.observableArrayList();
    private final ObjectProperty<PatternGroup> selectedGroup = new SimpleObjectProperty<>();
    private final BooleanBinding canOpenRun;
    private final BooleanBinding canDelete;
    /** Counts loads, so a slow load that a newer one overtook does not overwrite it. */
    private long loadGeneration;

    public HistoryViewModel(AppServices services, HistorySource source, Clock clock) {
        this.services = services;
        this.source = source;
        this.clock = clock;
        canOpenRun = Bindings.createBooleanBinding(
                () -> !grouped.get() && selectedRuns.size() == 1 && services.navigation().has(ScreenKey.PROFILE),
                grouped, selectedRuns, services.navigation().screens());
        canDelete = Bindings.createBooleanBinding(() -> !grouped.get() && !selectedRuns.isEmpty(), grouped, selectedRuns);
        window.addListener((observable, old, now) -> reload());
        grouped.addListener((observable, old, now) -> reload());
        // Built when History first shows, then kept: load now, and again each time it shows.
        services.navigation().currentProperty().addListener((observable, old, screen) -> {
            if (ScreenKey.HISTORY.equals(screen)) {
                reload();
            }
        });
        if (services.navigation().isShowing(ScreenKey.HISTORY)) {
            reload();
        }
    }

    /** SQL text to look for (case-insensitive, anywhere in the statement). */
    public StringProperty searchProperty() {
        return search;
    }

    public StringProperty tableProperty() {
        return table;
    }

    public StringProperty tagProperty() {
        return tag;
    }

    /** {@code name=value}: runs that changed the setting to that value. */
    public StringProperty settingProperty() {
        return setting;
    }

    public StringProperty errorCodeProperty() {
        return errorCode;
    }

    public ObjectProperty<TimeWindow> windowProperty() {
        return window;
    }

    public List<TimeWindow> windows() {
        return List.of(TimeWindow.values());
    }

    /** Shows query patterns instead of runs. */
    public BooleanProperty groupedProperty() {
        return grouped;
    }

    /** The pattern whose runs are listed (after opening a group), or null for all patterns. */
    public ReadOnlyObjectProperty<PatternGroup> patternProperty() {
        return pattern.getReadOnlyProperty();
    }

    /** Why the filters cannot be applied ("Setting: write name=value …"), empty when they can. */
    public ReadOnlyStringProperty filterProblemProperty() {
        return filterProblem.getReadOnlyProperty();
    }

    /** {@code 42 runs}, {@code 5 patterns in 42 runs}, {@code the newest 1,000 runs; narrow the filters for older ones}. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /** The runs listed, newest first. */
    public ObservableList<HistoryRow> runs() {
        return FXCollections.unmodifiableObservableList(runs);
    }

    /** The patterns listed when grouped, the one run most recently first. */
    public ObservableList<PatternGroup> groups() {
        return FXCollections.unmodifiableObservableList(groups);
    }

    /** The runs selected in the table; the View keeps it up to date. */
    public ObservableList<HistoryRow> selectedRuns() {
        return selectedRuns;
    }

    public ObjectProperty<PatternGroup> selectedGroupProperty() {
        return selectedGroup;
    }

    public BooleanBinding canOpenRunProperty() {
        return canOpenRun;
    }

    public BooleanBinding canDeleteProperty() {
        return canDelete;
    }

    /** Loads the runs (or patterns) the filters describe; a filter that does not parse says why and loads nothing. */
    public void reload() {
        Optional<HistoryFilter> filter = filter();
        if (filter.isEmpty()) {
            return;
        }
        long generation = ++loadGeneration;
        boolean grouping = grouped.get();
        loading.set(true);
        services.tasks().task("Loading runs", progress -> source.find(filter.get())).onSuccess(rows -> {
            if (generation != loadGeneration) {
                return;
            }
            loading.set(false);
            show(rows, grouping, filter.get().limit());
        }).onFailure(error -> {
            if (generation == loadGeneration) {
                loading.set(false);
            }
            services.tasks().report(new TaskFailure("Loading runs", error));
        }).start();
    }

    /** Loads the selected run and shows it in the Profile screen. */
    public void openSelectedRun() {
        if (!canOpenRun.get()) {
            return;
        }
        HistoryRow row = selectedRuns.get(0);
        services.tasks().task("Opening run " + row.runId(), progress -> source.load(row.runId())).onSuccess(run -> {
            if (run.isEmpty()) {
                services.dialogs().showError("Run not found", "Run " + row.runId() + " is no longer in the run store.");
                reload();
                return;
            }
            services.selectedRun().select(run.get());
            services.navigation().show(ScreenKey.PROFILE);
        }).onFailure(error -> services.dialogs().showError("Could not open run " + row.runId(),
                TaskFailure.reason(error))).start();
    }

    /** Lists the runs of the selected pattern (grouping off), newest first. */
    public void openSelectedGroup() {
        PatternGroup group = selectedGroup.get();
        if (!grouped.get() || group == null) {
            return;
        }
        pattern.set(group);
        grouped.set(false);
    }

    /** Lists every pattern's runs again. */
    public void clearPattern() {
        if (pattern.get() != null) {
            pattern.set(null);
            reload();
        }
    }

    /** Deletes the selected runs from the store once the user confirms. */
    public void deleteSelectedRuns() {
        if (!canDelete.get()) {
            return;
        }
        List<String> ids = selectedRuns.stream().map(HistoryRow::runId).toList();
        String what = ids.size() == 1 ? "1 run" : String.format(Locale.ROOT, "%,d runs", ids.size());
        boolean confirmed = services.dialogs().confirm("Delete " + what + "?",
                "The " + (ids.size() == 1 ? "run" : what) + " and everything captured with "
                        + (ids.size() == 1 ? "it" : "them") + " will be removed from the run store. This cannot be undone.",
                "Delete");
        if (!confirmed) {
            return;
        }
        services.tasks().task("Deleting " + what, progress -> source.delete(ids))
                .onSuccess(deleted -> reload())
                .onFailure(error -> {
                    services.dialogs().showError("Could not delete " + what, TaskFailure.reason(error));
                    reload();
                }).start();
    }

    private void show(List<HistoryRow> rows, boolean grouping, int limit) {
        selectedRuns.clear();
        selectedGroup.set(null);
        String more = rows.size() >= limit ? " (the newest " + count(limit) + "; narrow the filters for older ones)" : "";
        if (grouping) {
            groups.setAll(PatternGroup.of(rows));
            runs.clear();
            summary.set(count(groups.size(), "pattern") + " in " + count(rows.size(), "run") + more);
        } else {
            runs.setAll(rows);
            groups.clear();
            summary.set(count(rows.size(), "run") + more);
        }
    }

    /** The filters as a store query, or empty (with {@link #filterProblemProperty()} saying why). */
    private Optional<HistoryFilter> filter() {
        Optional<SettingValue> settingValue = Optional.empty();
        String settingText = setting.get().strip();
        if (!settingText.isEmpty()) {
            int equals = settingText.indexOf('=');
            if (equals <= 0) {
                filterProblem.set("Setting: write name=value, e.g. max_threads=1");
                return Optional.empty();
            }
            settingValue = Optional.of(new SettingValue(settingText.substring(0, equals).strip(),
                    settingText.substring(equals + 1).strip()));
        }
        OptionalInt code = OptionalInt.empty();
        String codeText = errorCode.get().strip();
        if (!codeText.isEmpty()) {
            if (!codeText.matches("\\d{1,9}")) {
                filterProblem.set("Error code: a number, e.g. 60 for UNKNOWN_TABLE");
                return Optional.empty();
            }
            code = OptionalInt.of(Integer.parseInt(codeText));
        }
        filterProblem.set("");
        PatternGroup onePattern = pattern.get();
        return Optional.of(new HistoryFilter(search.get().strip(), table.get().strip(), tag.get().strip(), settingValue,
                code, window.get().since(clock),
                onePattern == null ? OptionalLong.empty() : OptionalLong.of(onePattern.normalizedQueryHash()),
                grouped.get() ? GROUPED_RUN_LIMIT : RUN_LIMIT));
    }

    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static String count(long n, String noun) {
        return count(n) + " " + noun + (n == 1 ? "" : "s");
    }
}
