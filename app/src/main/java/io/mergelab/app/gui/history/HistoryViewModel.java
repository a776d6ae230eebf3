package io.mergelab.app.gui.history;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.CompareRequest;
import io.mergelab.app.gui.services.ResourceState;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.TaskFailure;
import io.mergelab.profiler.store.RunFilter;
import io.mergelab.profiler.store.RunFilter.SettingValue;
import io.mergelab.profiler.store.RunStore;
import java.time.Clock;
import java.util.Comparator;
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
 * The History screen: runs from the store, newest first, filtered by SQL words, table, tag, setting, error code and
 * time window; or grouped by query pattern with count, failed runs, p50, p95 and a trend, where opening a group lists
 * its runs (the store filters by the pattern's hash). Opening a run loads it, selects it and shows the Profile
 * screen; deleting asks first. The store is read in background tasks whose results replace the
 * lists on the UI executor; a load that a newer one overtook is dropped. It reads again when it shows, when the
 * store opens and when this window changes the store.
 */
public final class HistoryViewModel {
    /** Runs listed at most; the summary says when more match. */
    public static final int RUN_LIMIT = 1_000;
    /** Patterns listed at most. */
    public static final int GROUP_LIMIT = 500;

    private final AppServices services;
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
    private final ObservableList<HistoryRow> runsView = FXCollections.unmodifiableObservableList(runs);
    private final ObservableList<PatternGroup> groups = FXCollections.observableArrayList();
    private final ObservableList<PatternGroup> groupsView = FXCollections.unmodifiableObservableList(groups);
    private final ObservableList<HistoryRow> selectedRuns = FXCollections.observableArrayList();
    private final ObjectProperty<PatternGroup> selectedGroup = new SimpleObjectProperty<>();
    private final BooleanBinding canOpenRun;
    private final BooleanBinding canDelete;
    private final BooleanBinding canCompareRuns;
    private final BooleanBinding canCompareSettings;
    /** Counts loads, so a slow load that a newer one overtook does not overwrite it. */
    private long loadGeneration;

    public HistoryViewModel(AppServices services, Clock clock) {
        this.services = services;
        this.clock = clock;
        canOpenRun = Bindings.createBooleanBinding(
                () -> !grouped.get() && selectedRuns.size() == 1 && services.navigation().has(ScreenKey.PROFILE),
                grouped, selectedRuns, services.navigation().screens());
        canDelete = Bindings.createBooleanBinding(() -> !grouped.get() && !selectedRuns.isEmpty(), grouped, selectedRuns);
        canCompareRuns = Bindings.createBooleanBinding(() -> !grouped.get() && selectedRuns.size() == 2
                && services.navigation().has(ScreenKey.COMPARE), grouped, selectedRuns, services.navigation().screens());
        canCompareSettings = Bindings.createBooleanBinding(() -> patternToCompare().isPresent()
                        && services.navigation().has(ScreenKey.COMPARE),
                grouped, selectedGroup, pattern, services.navigation().screens());
        window.addListener((observable, old, now) -> reload());
        grouped.addListener((observable, old, now) -> reload());
        // Built when History first shows, then kept: load now, and again whenever what it shows may have changed.
        services.navigation().currentProperty().addListener((observable, old, now) -> reloadIfShowing());
        services.store().stateProperty().addListener((observable, old, now) -> reloadIfShowing());
        services.storeRevision().revisionProperty().addListener((observable, old, now) -> reloadIfShowing());
        reloadIfShowing();
    }

    /** Words to look for in the SQL: each must begin a word of the statement, in any case. */
    public StringProperty searchProperty() {
        return search;
    }

    /** {@code t} (any database) or {@code db.t}. */
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

    /** {@code 42 runs}, {@code 5 patterns, 42 runs}, or why nothing is listed. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /** The runs listed, newest first. */
    public ObservableList<HistoryRow> runs() {
        return runsView;
    }

    /** The patterns listed when grouped, the one run most recently first. */
    public ObservableList<PatternGroup> groups() {
        return groupsView;
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

    /** True when two runs are selected and the window has a Compare screen to diff them in. */
    public BooleanBinding canCompareRunsProperty() {
        return canCompareRuns;
    }

    /** True when a pattern is selected (or its runs are listed) and the window has a Compare screen. */
    public BooleanBinding canCompareSettingsProperty() {
        return canCompareSettings;
    }

    /** Shows the processor-aligned diff of the two selected runs in the Compare screen, the older one as A. */
    public void compareSelectedRuns() {
        if (!canCompareRuns.get()) {
            return;
        }
        List<HistoryRow> two = selectedRuns.stream().sorted(Comparator.comparing(HistoryRow::startedAt)).toList();
        services.compareRequests().ask(new CompareRequest.DiffRuns(two.get(0).runId(), two.get(1).runId()));
        services.navigation().show(ScreenKey.COMPARE);
    }

    /** Opens the Compare screen's form with the pattern's SQL and two variants to fill in. */
    public void compareSettingsOfPattern() {
        Optional<PatternGroup> group = patternToCompare();
        if (!canCompareSettings.get() || group.isEmpty()) {
            return;
        }
        services.compareRequests().ask(new CompareRequest.SetUp(group.get().sql(), CompareRequest.TEMPLATE_VARIANTS));
        services.navigation().show(ScreenKey.COMPARE);
    }

    /** The pattern selected in the grouped list, or the one whose runs are listed. */
    private Optional<PatternGroup> patternToCompare() {
        return Optional.ofNullable(grouped.get() ? selectedGroup.get() : pattern.get());
    }

    /** Reads the runs (or patterns) the filters describe; a filter that does not parse says why and reads nothing. */
    public void reload() {
        Optional<RunStore> store = services.store().value();
        if (store.isEmpty()) {
            summary.set(services.store().stateProperty().get() == ResourceState.OPENING
                    ? "Opening the run store…" : "The run store is not open.");
            return;
        }
        Optional<RunFilter> filter = filter();
        if (filter.isEmpty()) {
            return;
        }
        long generation = ++loadGeneration;
        boolean grouping = grouped.get();
        PatternGroup onePattern = pattern.get();
        loading.set(true);
        services.tasks().task("Loading runs", progress -> read(store.get(), filter.get(), grouping, onePattern))
                .onSuccess(listing -> {
                    if (generation == loadGeneration) {
                        loading.set(false);
                        show(listing);
                    }
                })
                .onFailure(error -> {
                    if (generation == loadGeneration) {
                        loading.set(false);
                    }
                    services.tasks().report(new TaskFailure("Loading runs", error));
                }).start();
    }

    /** Loads the selected run and shows it in the Profile screen. */
    public void openSelectedRun() {
        Optional<RunStore> store = services.store().value();
        if (!canOpenRun.get() || store.isEmpty()) {
            return;
        }
        HistoryRow row = selectedRuns.get(0);
        services.tasks().task("Opening run " + row.runId(), progress -> store.get().load(row.runId())).onSuccess(run -> {
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
        Optional<RunStore> store = services.store().value();
        if (!canDelete.get() || store.isEmpty()) {
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
        services.tasks().task("Deleting " + what, progress -> store.get().delete(ids))
                .onSuccess(deleted -> services.storeRevision().changed())
                .onFailure(error -> {
                    services.dialogs().showError("Could not delete " + what, TaskFailure.reason(error));
                    reload();
                }).start();
    }

    private void reloadIfShowing() {
        if (services.navigation().isShowing(ScreenKey.HISTORY)) {
            reload();
        }
    }

    /** What one load found: runs or patterns, and whether the limit cut the list. */
    private record Listing(List<HistoryRow> runs, List<PatternGroup> groups, boolean grouped, boolean cut,
                           PatternGroup pattern) {
    }

    private static Listing read(RunStore store, RunFilter filter, boolean grouping, PatternGroup onePattern) {
        if (grouping) {
            List<PatternGroup> groups = store.groups(filter.withLimit(GROUP_LIMIT)).stream().map(PatternGroup::of).toList();
            return new Listing(List.of(), groups, true, groups.size() >= GROUP_LIMIT, null);
        }
        if (onePattern != null) {
            List<HistoryRow> rows = store.list(filter.withPattern(onePattern.normalizedQueryHash()).withLimit(RUN_LIMIT))
                    .stream().map(HistoryRow::of).toList();
            return new Listing(rows, List.of(), false, rows.size() >= RUN_LIMIT, onePattern);
        }
        List<HistoryRow> rows = store.list(filter.withLimit(RUN_LIMIT)).stream().map(HistoryRow::of).toList();
        return new Listing(rows, List.of(), false, rows.size() >= RUN_LIMIT, null);
    }

    private void show(Listing listing) {
        selectedRuns.clear();
        selectedGroup.set(null);
        runs.setAll(listing.runs());
        groups.setAll(listing.groups());
        String cut = listing.cut() ? " (the newest; narrow the filters for older ones)" : "";
        if (listing.grouped()) {
            long runCount = listing.groups().stream().mapToLong(PatternGroup::runs).sum();
            summary.set(count(listing.groups().size(), "pattern") + ", " + count(runCount, "run") + cut);
        } else if (listing.pattern() != null) {
            summary.set(count(listing.runs().size(), "run") + " of this pattern" + cut);
        } else {
            summary.set(count(listing.runs().size(), "run") + cut);
        }
    }

    /** The filters as a store query, or empty (with {@link #filterProblemProperty()} saying why). */
    private Optional<RunFilter> filter() {
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
        return Optional.of(new RunFilter(text(search), text(table), text(tag), settingValue, code,
                window.get().since(clock), Optional.empty(), OptionalLong.empty(), RUN_LIMIT));
    }

    private static Optional<String> text(StringProperty field) {
        String value = field.get().strip();
        return value.isEmpty() ? Optional.empty() : Optional.of(value);
    }

    private static String count(long n, String noun) {
        return String.format(Locale.ROOT, "%,d %s%s", n, noun, n == 1 ? "" : "s");
    }
}
