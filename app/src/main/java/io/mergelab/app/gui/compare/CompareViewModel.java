package io.mergelab.app.gui.compare;

import io.mergelab.app.gui.services.Meanings;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.BackgroundWork;
import io.mergelab.app.gui.services.CompareRequest;
import io.mergelab.app.gui.services.ResourceState;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.TaskFailure;
import io.mergelab.app.gui.services.TaskHandle;
import io.mergelab.app.gui.services.TaskProgress;
import io.mergelab.app.gui.services.TargetChoice;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonRequest;
import io.mergelab.profiler.compare.ComparisonRunner;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.compare.VariantFailedException;
import io.mergelab.profiler.compare.VariantRuns;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.server.SavedConnection;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The Compare screen: the stored comparisons and sweeps, newest first; one of them opened (what differs, the metrics
 * with their verdicts, the processor-aligned diff, the index funnels, the advice, and for a sweep its curve); two
 * runs History asked to diff; and the form that sets up a new comparison, which runs in the background with progress
 * and cancel, is stored, and then opens. Store reads and the comparison run as tasks; properties change on the UI
 * executor only.
 */
public final class CompareViewModel {
    /** Comparisons listed at most. */
    public static final int LIST_LIMIT = 500;

    /** What the detail area shows. */
    public enum Mode { EMPTY, SETUP, LOADING, DETAIL }

    /** The form's variants text before anyone wrote in it. */
    private static final String TEMPLATE = String.join("\n", CompareRequest.TEMPLATE_VARIANTS);

    private final AppServices services;
    private final ZoneId zone;
    private final ComparisonSetup setup = new ComparisonSetup();
    private final ObservableList<ComparisonListRow> comparisons = FXCollections.observableArrayList();
    private final ObservableList<MetricRow> allMetrics = FXCollections.observableArrayList();
    private final FilteredList<MetricRow> metrics = new FilteredList<>(allMetrics, MetricRow::worthListing);
    private final BooleanProperty showAllMetrics = new SimpleBooleanProperty(false);
    private final ReadOnlyObjectWrapper<Mode> mode = new ReadOnlyObjectWrapper<>(Mode.EMPTY);
    private final ReadOnlyObjectWrapper<ComparisonDetail> detail = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper listSummary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper messageIsError = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper openedId = new ReadOnlyStringWrapper("");
    private final BooleanBinding canStart;
    private final TargetChoice targetChoice;
    private final ObservableList<String> targetChoices = FXCollections.observableArrayList(VariantTarget.CURRENT);
    private TaskHandle comparisonTask;
    /** Counts loads, so a slow load that a newer one overtook does not overwrite it. */
    private long loadGeneration;

    /** The screen without a choice of target per variant: every variant runs on the current target. */
    public CompareViewModel(AppServices services, ZoneId zone) {
        this(services, zone, null);
    }

    /**
     * The screen where each variant of a new comparison may run on a target of its own: the embedded engine or one of
     * {@code targetChoice}'s saved connections.
     */
    public CompareViewModel(AppServices services, ZoneId zone, TargetChoice targetChoice) {
        this.services = services;
        this.zone = zone;
        this.targetChoice = targetChoice;
        if (targetChoice != null) {
            targetChoice.saved().addListener((ListChangeListener<SavedConnection>) change -> updateTargetChoices());
            updateTargetChoices();
        }
        canStart = Bindings.createBooleanBinding(() -> !running.get()
                        && services.target().valueProperty().get() != null && services.store().valueProperty().get() != null,
                running, services.target().valueProperty(), services.store().valueProperty());
        showAllMetrics.addListener((observable, old, all) -> metrics.setPredicate(all ? row -> true
                : MetricRow::worthListing));
        services.navigation().currentProperty().addListener((observable, old, now) -> reloadIfShowing());
        services.store().stateProperty().addListener((observable, old, now) -> reloadIfShowing());
        services.storeRevision().revisionProperty().addListener((observable, old, now) -> reloadIfShowing());
        services.compareRequests().latestProperty().addListener((observable, old, request) -> take(request));
        // Built when the screen first shows, which may be because a request came: take it now.
        take(services.compareRequests().latestProperty().get());
        reloadIfShowing();
    }

    /** What a processor, metric, setting or ProfileEvent shown on the screen means, for its tooltip. */
    public Optional<String> meaning(String term) {
        return Meanings.of(term);
    }

    public ComparisonSetup setup() {
        return setup;
    }

    /**
     * What a variant may run on: {@link VariantTarget#CURRENT}, then (when this screen may choose) the embedded engine
     * and every saved connection by name.
     */
    public ObservableList<String> targetChoices() {
        return FXCollections.unmodifiableObservableList(targetChoices);
    }

    /** A target choice for people: {@code Current target}, {@code Embedded engine}, {@code db1 (saved connection)}. */
    public static String targetChoiceText(String choice) {
        if (choice == null || choice.equals(VariantTarget.CURRENT)) {
            return "Current target";
        }
        return choice.equals(Variant.EMBEDDED) ? "Embedded engine" : choice + " (saved connection)";
    }

    /** Stored comparisons and sweeps, newest first. */
    public ObservableList<ComparisonListRow> comparisons() {
        return FXCollections.unmodifiableObservableList(comparisons);
    }

    /** The opened comparison's metrics: the headline ones and those not "no significant difference", or all. */
    public ObservableList<MetricRow> metrics() {
        return metrics;
    }

    public BooleanProperty showAllMetricsProperty() {
        return showAllMetrics;
    }

    public ReadOnlyObjectProperty<Mode> modeProperty() {
        return mode.getReadOnlyProperty();
    }

    /** The comparison (or pair of runs) shown, or null. */
    public ReadOnlyObjectProperty<ComparisonDetail> detailProperty() {
        return detail.getReadOnlyProperty();
    }

    /** The id of the stored comparison shown, "" for none or two runs. */
    public ReadOnlyStringProperty openedIdProperty() {
        return openedId.getReadOnlyProperty();
    }

    /** {@code 12 comparisons}, or why none are listed. */
    public ReadOnlyStringProperty listSummaryProperty() {
        return listSummary.getReadOnlyProperty();
    }

    /** What happened last (a comparison's progress, a problem with the form, a failure); "" for nothing. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty messageIsErrorProperty() {
        return messageIsError.getReadOnlyProperty();
    }

    /** True while a comparison this screen started runs. */
    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** The running comparison's progress, 0 to 1 or {@link TaskProgress#UNKNOWN}. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** The running comparison's round and run: {@code round 3 (at least 7), run 6}. */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    /** True when a comparison can start: the target and the store are open and none runs. */
    public BooleanBinding canStartProperty() {
        return canStart;
    }

    /** Reads the list of stored comparisons again. */
    public void reload() {
        Optional<RunStore> store = services.store().value();
        if (store.isEmpty()) {
            listSummary.set(services.store().stateProperty().get() == ResourceState.OPENING
                    ? "Opening the run store…" : "The run store is not open.");
            return;
        }
        services.tasks().task("Loading comparisons", progress -> store.get().comparisons(LIST_LIMIT).stream()
                .map(ComparisonListRow::of).toList()).onSuccess(rows -> {
                    comparisons.setAll(rows);
                    listSummary.set(rows.isEmpty() ? "No comparisons yet: set one up with New comparison…"
                            : String.format(Locale.ROOT, "%,d comparison%s%s", rows.size(), rows.size() == 1 ? "" : "s",
                            rows.size() >= LIST_LIMIT ? " (the newest)" : ""));
                }).start();
    }

    /**
     * Shows the form for a new comparison, with the saved connections read again. The form keeps what it held; an
     * untouched one takes the two runs shown when they ran the same SQL (each run's differing settings a variant).
     */
    public void newComparison() {
        if (targetChoice != null) {
            try {
                targetChoice.reload();
            } catch (RuntimeException e) {
                say("The saved connections cannot be read: " + TaskFailure.reason(e), true);
            }
        }
        Optional<CompareRequest.SetUp> pair = mode.get() == Mode.DETAIL
                ? Optional.ofNullable(detail.get()).flatMap(ComparisonDetail::setUp) : Optional.empty();
        // the form keeps what the user wrote there; an untouched one takes the two runs shown, or the template
        String variants = setup.variantsProperty().get();
        if (setup.sqlProperty().get().isBlank() && (variants.isBlank() || variants.equals(TEMPLATE))) {
            pair.ifPresentOrElse(p -> setup.prefill(p.sql(), p.variantSettings()),
                    () -> setup.prefill("", CompareRequest.TEMPLATE_VARIANTS));
        }
        mode.set(Mode.SETUP);
    }

    /** Loads the stored comparison {@code id} with its runs and shows it. */
    public void open(String id) {
        Optional<RunStore> store = services.store().value();
        if (store.isEmpty()) {
            return;
        }
        load("Opening comparison " + ComparisonDetail.shortId(id), id, progress -> {
            Comparison comparison = store.get().loadComparison(id).orElseThrow(() -> new IllegalStateException(
                    "Comparison " + id + " is no longer in the run store."));
            return ComparisonDetail.of(comparison, runsOf(store.get(), comparison), zone);
        });
    }

    /** Loads two stored runs and shows their processor-aligned diff. */
    public void diffRuns(String runIdA, String runIdB) {
        Optional<RunStore> store = services.store().value();
        if (store.isEmpty()) {
            return;
        }
        load("Diffing runs " + ComparisonDetail.shortId(runIdA) + " and " + ComparisonDetail.shortId(runIdB), "",
                progress -> ComparisonDetail.ofRuns(stored(store.get(), runIdA), stored(store.get(), runIdB)));
    }

    /**
     * Runs the comparison the form describes in the background (progress and cancel in the status bar and here),
     * stores every run and the comparison, then opens it. A form that does not fit says why and runs nothing.
     */
    public void startComparison() {
        if (!canStart.get()) {
            return;
        }
        ComparisonRequest request;
        try {
            request = setup.request();
        } catch (IllegalArgumentException e) {
            say(e.getMessage(), true);
            return;
        }
        Map<String, Callable<QueryTarget>> openings;
        try {
            openings = openings(request);
        } catch (IllegalArgumentException e) {
            say(e.getMessage(), true);
            return;
        }
        QueryTarget target = services.target().value().orElseThrow();
        RunStore store = services.store().value().orElseThrow();
        running.set(true);
        say("Starting: " + request.variants().size() + " variants, at least " + request.options().minRounds()
                + " rounds…", false);
        String title = (request.kind().equals("sweep") ? "Sweeping " : "Comparing ") + request.variants().size()
                + " variants";
        comparisonTask = services.tasks().task(title,
                        progress -> runComparison(target, openings, store, request, progress))
                .onSuccess(comparison -> {
                    finished();
                    services.storeRevision().changed();
                    say("Done: " + comparison.rounds() + " rounds, stored as " + comparison.id() + ".", false);
                    reload();
                    open(comparison.id());
                })
                .onFailure(error -> {
                    finished();
                    services.storeRevision().changed();
                    say(failureText(error), true);
                })
                .onCancelled(() -> {
                    finished();
                    services.storeRevision().changed();
                    say("Cancelled. The runs taken so far are kept (History lists them); no comparison was stored.",
                            false);
                }).start();
        if (running.get()) {
            // not when the task already finished (a direct executor in tests)
            progress.bind(comparisonTask.progressProperty());
            progressText.bind(comparisonTask.messageProperty());
        }
    }

    /** Stops the running comparison after the run in progress. */
    public void cancelComparison() {
        if (comparisonTask != null) {
            comparisonTask.cancel();
        }
    }

    private void finished() {
        running.set(false);
        progress.unbind();
        progressText.unbind();
        progressText.set("");
    }

    private void take(CompareRequest request) {
        if (request instanceof CompareRequest.SetUp setUp) {
            setup.prefill(setUp.sql(), setUp.variantSettings());
            mode.set(Mode.SETUP);
            say("", false);
        } else if (request instanceof CompareRequest.DiffRuns diff) {
            diffRuns(diff.runIdA(), diff.runIdB());
        } else if (request instanceof CompareRequest.Open stored) {
            open(stored.comparisonId());
        }
    }

    private void load(String title, String id, BackgroundWork<ComparisonDetail> work) {
        long generation = ++loadGeneration;
        mode.set(Mode.LOADING);
        services.tasks().task(title, work).onSuccess(loaded -> {
            if (generation == loadGeneration) {
                openedId.set(id);
                detail.set(loaded);
                allMetrics.setAll(loaded.metrics());
                mode.set(Mode.DETAIL);
            }
        }).onFailure(error -> {
            if (generation == loadGeneration) {
                mode.set(detail.get() == null ? Mode.EMPTY : Mode.DETAIL);
                say(title + " failed: " + TaskFailure.reason(error), true);
            }
        }).start();
    }

    private void reloadIfShowing() {
        if (services.navigation().isShowing(ScreenKey.COMPARE)) {
            reload();
        }
    }

    private void say(String text, boolean error) {
        message.set(text);
        messageIsError.set(error);
    }

    private static String failureText(Exception error) {
        if (error instanceof VariantFailedException failed) {
            return "Variant " + failed.variant() + " failed: " + failed.run().outcome().error()
                    .map(e -> "Code: " + e.code() + ". " + e.message()).orElse("(no error recorded)")
                    + " Its runs are kept in History.";
        }
        return "The comparison failed: " + TaskFailure.reason(error);
    }

    /** Every variant's runs that are still stored, in the variants' order. */
    private static List<List<Run>> runsOf(RunStore store, Comparison comparison) {
        List<List<Run>> runs = new ArrayList<>();
        for (VariantRuns variant : comparison.runs()) {
            List<Run> loaded = new ArrayList<>();
            for (String id : variant.runIds()) {
                store.load(id).ifPresent(loaded::add);
            }
            runs.add(loaded);
        }
        return runs;
    }

    private static Run stored(RunStore store, String id) {
        return store.load(id).orElseThrow(() -> new IllegalStateException("Run " + id
                + " is no longer in the run store."));
    }

    private void updateTargetChoices() {
        List<String> choices = new ArrayList<>(List.of(VariantTarget.CURRENT, Variant.EMBEDDED));
        targetChoice.saved().forEach(connection -> choices.add(connection.name()));
        targetChoices.setAll(choices);
    }

    /**
     * How to open each target the variants name that is not the current one, resolved now (on the UI thread); a
     * variant naming the current target runs on it.
     */
    private Map<String, Callable<QueryTarget>> openings(ComparisonRequest request) {
        Map<String, Callable<QueryTarget>> openings = new LinkedHashMap<>();
        for (Variant variant : request.variants()) {
            variant.target().filter(name -> targetChoice == null || !targetChoice.isCurrent(name)).ifPresent(name -> {
                if (targetChoice == null) {
                    throw new IllegalArgumentException("Variant " + variant.name() + " names target " + name
                            + ", but this window cannot open other targets");
                }
                openings.computeIfAbsent(name, targetChoice::opening);
            });
        }
        return openings;
    }

    /**
     * Opens the variants' own targets, checks every variant's settings on its target, then runs and stores the
     * comparison (through the profiler's {@link ComparisonRunner}, as {@code mergelab compare} does); cancelling stops
     * after the current run. The targets opened here are closed at the end.
     */
    private static Comparison runComparison(QueryTarget target, Map<String, Callable<QueryTarget>> openings,
                                            RunStore store, ComparisonRequest request, TaskProgress progress)
            throws Exception {
        Map<String, QueryTarget> opened = new LinkedHashMap<>();
        try {
            for (Map.Entry<String, Callable<QueryTarget>> opening : openings.entrySet()) {
                progress.update(TaskProgress.UNKNOWN, "opening the target " + opening.getKey());
                opened.put(opening.getKey(), opening.getValue().call());
            }
            Map<String, QueryTarget> variantTargets = new LinkedHashMap<>();
            request.variants().forEach(variant -> variant.target().ifPresent(name ->
                    variantTargets.put(name, opened.getOrDefault(name, target))));
            return runOnTargets(target, variantTargets, store, request, progress);
        } finally {
            for (QueryTarget variantTarget : opened.values()) {
                variantTarget.close();
            }
        }
    }

    private static Comparison runOnTargets(QueryTarget target, Map<String, QueryTarget> variantTargets,
                                           RunStore store, ComparisonRequest request, TaskProgress progress) {
        for (Variant variant : request.variants()) {
            if (!variant.settings().isEmpty()) {
                // A bad setting is a mistake in the form, not a run to keep: the target refuses it before anything runs.
                QueryTarget runsOn = variant.target().map(variantTargets::get).orElse(target);
                runsOn.run(QueryRequest.of("SELECT 1").withSettings(variant.settings())).rows();
            }
        }
        int variants = request.variants().size();
        long expected = (long) variants * request.options().minRounds();
        long[] taken = {0};
        Comparison comparison = new ComparisonRunner(target, variantTargets).run(request, run -> {
            store.save(run);
            taken[0]++;
            long round = (taken[0] - 1) / variants + 1;
            progress.update(taken[0] <= expected ? (double) taken[0] / expected : TaskProgress.UNKNOWN,
                    String.format(Locale.ROOT, "round %d (at least %d), run %d", round,
                            request.options().minRounds(), taken[0]));
            if (progress.isCancelled()) {
                throw new CancellationException("Comparison cancelled");
            }
        });
        store.saveComparison(comparison);
        return comparison;
    }
}
