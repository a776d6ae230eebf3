package io.mergelab.app.gui.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.CompareRequest;
import io.mergelab.app.gui.services.QueuedExecutor;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.profiler.capture.RunRecorder;
import io.mergelab.profiler.capture.RunRequest;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** History's logic with direct executors on a real run store file: filters, grouping, open and delete. */
class HistoryViewModelTest {
    private static final Executor DIRECT = Runnable::run;
    private static final Instant NOW = Instant.parse("2024-05-01T12:00:00Z");

    @TempDir
    Path dir;

    private final TaskRunner tasks = new TaskRunner(DIRECT, DIRECT);
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final AppServices services = AppServices.create(tasks, dialogs);
    private RunStore store;
    private HistoryViewModel viewModel;

    @AfterEach
    void close() {
        services.store().close();
    }

    /** Opens the store with {@code runs} in it, registers {@code screens} and builds the screen's ViewModel. */
    private void open(List<Run> runs, ScreenKey... screens) {
        services.store().open("store", progress -> RunStore.open(dir.resolve("store")), s -> s.file().toString());
        store = services.store().value().orElseThrow();
        store.saveAll(runs);
        for (ScreenKey screen : screens) {
            services.navigation().register(screen);
        }
        viewModel = new HistoryViewModel(services, Clock.fixed(NOW, ZoneOffset.UTC));
    }

    private static Runs.Builder run(String id, int minutesAgo, String sql) {
        return Runs.builder().id(id).sql(sql).startedAt(NOW.minus(Duration.ofMinutes(minutesAgo)));
    }

    private List<String> listedIds() {
        return viewModel.runs().stream().map(HistoryRow::runId).toList();
    }

    @Test
    void listsTheNewestRunsWhenHistoryShowsAndEachTimeItShowsAgain() {
        open(List.of(run("a", 10, "SELECT 1").build(), run("b", 5, "SELECT 2").build()),
                ScreenKey.WORKSPACE, ScreenKey.HISTORY);
        assertThat(viewModel.runs()).as("not read while another screen shows").isEmpty();

        services.navigation().show(ScreenKey.HISTORY);
        assertThat(listedIds()).containsExactly("b", "a");
        assertThat(viewModel.summaryProperty().get()).isEqualTo("2 runs");

        store.save(run("c", 1, "SELECT 3").build());
        services.navigation().show(ScreenKey.WORKSPACE);
        services.navigation().show(ScreenKey.HISTORY);
        assertThat(listedIds()).containsExactly("c", "b", "a");
    }

    @Test
    void aRowCarriesTheFiguresOfTheRunsQueryLog() {
        open(List.of(run("a", 1, "SELECT count() FROM needle").outcome(41_500, 1, 2).tables("default.needle")
                .queryLog(40, 1_000_000, 72_000_000, 1, 2, 3_500_000, Map.of()).build()), ScreenKey.HISTORY);

        HistoryRow row = viewModel.runs().get(0);

        assertThat(row.elapsedMillis()).isEqualTo(41.5);
        assertThat(row.readRows()).hasValue(1_000_000);
        assertThat(row.readBytes()).hasValue(72_000_000);
        assertThat(row.memoryBytes()).hasValue(3_500_000);
        assertThat(row.resultRows()).isEqualTo(1);
        assertThat(row.failed()).isFalse();
    }

    @Test
    void eachFilterNarrowsTheRunsInTheStore() {
        open(List.of(
                run("needle", 30, "SELECT count() FROM needle WHERE s = 'needle'").tag("story-a")
                        .setting("use_skip_indexes_on_data_read", "1").tables("default.needle")
                        .queryLog(40, 1, 1, 1, 1, 1, Map.of()).build(),
                run("events", 3 * 24 * 60, "SELECT sum(amount) FROM events FINAL").tables("default.events")
                        .queryLog(40, 1, 1, 1, 1, 1, Map.of()).build(),
                run("missing", 5, "SELECT * FROM missing").error(60, "UNKNOWN_TABLE", "Table default.missing does not exist")
                        .build()), ScreenKey.HISTORY);
        assertThat(listedIds()).containsExactly("missing", "needle", "events");

        viewModel.searchProperty().set("need");
        viewModel.reload();
        assertThat(listedIds()).containsExactly("needle");
        viewModel.searchProperty().set("");

        viewModel.tableProperty().set("events");
        viewModel.reload();
        assertThat(listedIds()).containsExactly("events");
        viewModel.tableProperty().set("");

        viewModel.tagProperty().set("story-a");
        viewModel.reload();
        assertThat(listedIds()).containsExactly("needle");
        viewModel.tagProperty().set("");

        viewModel.settingProperty().set(" use_skip_indexes_on_data_read = 1 ");
        viewModel.reload();
        assertThat(listedIds()).containsExactly("needle");
        viewModel.settingProperty().set("");

        viewModel.errorCodeProperty().set("60");
        viewModel.reload();
        assertThat(listedIds()).containsExactly("missing");
        assertThat(viewModel.runs().get(0).errorName()).isEqualTo("UNKNOWN_TABLE");
        viewModel.errorCodeProperty().set("");

        viewModel.windowProperty().set(TimeWindow.LAST_DAY);
        assertThat(listedIds()).as("a window change reads at once").containsExactly("missing", "needle");
    }

    @Test
    void aMalformedFilterSaysWhyAndKeepsTheList() {
        open(List.of(run("a", 1, "SELECT 1").build()), ScreenKey.HISTORY);

        viewModel.settingProperty().set("max_threads");
        viewModel.reload();
        assertThat(viewModel.filterProblemProperty().get()).isEqualTo("Setting: write name=value, e.g. max_threads=1");

        viewModel.settingProperty().set("");
        viewModel.errorCodeProperty().set("UNKNOWN");
        viewModel.reload();
        assertThat(viewModel.filterProblemProperty().get()).startsWith("Error code: a number");
        assertThat(listedIds()).containsExactly("a");

        viewModel.errorCodeProperty().set("");
        viewModel.reload();
        assertThat(viewModel.filterProblemProperty().get()).isEmpty();
    }

    @Test
    void groupingListsPatternsWithCountPercentilesAndTrendOfRealCaptures() {
        open(List.of(), ScreenKey.HISTORY);
        try (EmbeddedTarget target = EmbeddedTarget.inMemory()) {
            target.run(QueryRequest.of("CREATE TABLE t (id UInt64) ENGINE = MergeTree ORDER BY id")).close();
            target.run(QueryRequest.of("INSERT INTO t SELECT number FROM numbers(1000)")).close();
            RunRecorder recorder = new RunRecorder(target);
            for (int i = 0; i < 5; i++) {
                recorder.record(RunRequest.of("SELECT count() FROM t WHERE id > " + i * 100), store::save);
            }
            recorder.record(RunRequest.of("SELECT * FROM missing"), store::save);
        }

        viewModel.groupedProperty().set(true);

        assertThat(viewModel.summaryProperty().get()).isEqualTo("2 patterns, 6 runs");
        assertThat(viewModel.groups()).extracting(PatternGroup::runs).containsExactly(1, 5);
        assertThat(viewModel.groups()).extracting(PatternGroup::failedRuns).as("the SELECT from a missing table")
                .containsExactly(1, 0);
        PatternGroup counts = viewModel.groups().get(1);
        assertThat(counts.sql()).isEqualTo("SELECT count() FROM t WHERE id > 400");
        assertThat(counts.p50Millis()).isPositive().isLessThanOrEqualTo(counts.p95Millis());
        assertThat(counts.trend().medianMillis()).hasSize(5);
        assertThat(viewModel.runs()).isEmpty();
    }

    @Test
    void openingAGroupListsItsRunsAndShowAllPatternsListsEveryRunAgain() {
        open(List.of(run("a", 3, "SELECT 1").hash(7).build(), run("b", 2, "SELECT 2").hash(7).build(),
                run("c", 1, "SELECT 'other'").hash(8).build()), ScreenKey.HISTORY);
        viewModel.groupedProperty().set(true);
        viewModel.selectedGroupProperty().set(viewModel.groups().stream()
                .filter(g -> g.normalizedQueryHash() == 7).findFirst().orElseThrow());

        viewModel.openSelectedGroup();

        assertThat(viewModel.groupedProperty().get()).isFalse();
        assertThat(listedIds()).containsExactly("b", "a");
        assertThat(viewModel.summaryProperty().get()).isEqualTo("2 runs of this pattern");

        viewModel.searchProperty().set("2");
        viewModel.reload();
        assertThat(listedIds()).as("the pattern and the other filters together").containsExactly("b");
        assertThat(viewModel.summaryProperty().get()).isEqualTo("1 run of this pattern");

        viewModel.searchProperty().set("");
        viewModel.clearPattern();
        assertThat(listedIds()).containsExactly("c", "b", "a");
    }

    @Test
    void openingARunLoadsItSelectsItAndShowsTheProfile() {
        open(List.of(run("a", 3, "SELECT 1").build()), ScreenKey.WORKSPACE, ScreenKey.HISTORY, ScreenKey.PROFILE);
        services.navigation().show(ScreenKey.HISTORY);
        assertThat(viewModel.canOpenRunProperty().get()).isFalse();

        viewModel.selectedRuns().setAll(viewModel.runs().get(0));
        assertThat(viewModel.canOpenRunProperty().get()).isTrue();
        viewModel.openSelectedRun();

        assertThat(services.selectedRun().run()).map(Run::sql).contains("SELECT 1");
        assertThat(services.navigation().currentProperty().get()).isEqualTo(ScreenKey.PROFILE);
    }

    @Test
    void openingARunDeletedMeanwhileSaysSoAndReadsAgain() {
        open(List.of(run("a", 3, "SELECT 1").build()), ScreenKey.HISTORY, ScreenKey.PROFILE);
        viewModel.selectedRuns().setAll(viewModel.runs().get(0));
        store.delete(List.of("a"));

        viewModel.openSelectedRun();

        assertThat(dialogs.shown).containsExactly("error: Run not found | Run a is no longer in the run store.");
        assertThat(services.navigation().currentProperty().get()).isEqualTo(ScreenKey.HISTORY);
        assertThat(services.selectedRun().run()).isEmpty();
        assertThat(viewModel.runs()).isEmpty();
    }

    @Test
    void aRunCannotBeOpenedWithoutAProfileScreenOrWithSeveralSelected() {
        open(List.of(run("a", 3, "SELECT 1").build(), run("b", 2, "SELECT 2").build()), ScreenKey.HISTORY);
        viewModel.selectedRuns().setAll(viewModel.runs().get(0));
        assertThat(viewModel.canOpenRunProperty().get()).isFalse();

        services.navigation().register(ScreenKey.PROFILE);
        assertThat(viewModel.canOpenRunProperty().get()).isTrue();
        viewModel.selectedRuns().setAll(viewModel.runs());
        assertThat(viewModel.canOpenRunProperty().get()).isFalse();
    }

    @Test
    void deleteAsksFirstAndDeletesFromTheStoreOnlyWhenConfirmed() {
        open(List.of(run("a", 3, "SELECT 1").build(), run("b", 2, "SELECT 2").build(), run("c", 1, "SELECT 3").build()),
                ScreenKey.HISTORY);
        viewModel.selectedRuns().setAll(viewModel.runs().subList(1, 3));

        dialogs.answer = false;
        viewModel.deleteSelectedRuns();
        assertThat(dialogs.shown).containsExactly("confirm: Delete 2 runs? | The 2 runs and everything captured with "
                + "them will be removed from the run store. This cannot be undone. | Delete");
        assertThat(store.count()).isEqualTo(3);

        dialogs.answer = true;
        viewModel.deleteSelectedRuns();
        assertThat(store.count()).isEqualTo(1);
        assertThat(listedIds()).containsExactly("c");
        assertThat(viewModel.summaryProperty().get()).isEqualTo("1 run");
    }

    @Test
    void runsSavedElsewhereInThisWindowShowWhileHistoryShows() {
        open(List.of(run("a", 3, "SELECT 1").build()), ScreenKey.HISTORY);
        store.save(run("b", 1, "SELECT 2").build());

        services.storeRevision().changed();

        assertThat(listedIds()).containsExactly("b", "a");
    }

    @Test
    void untilTheStoreIsOpenTheSummarySaysSoAndItListsOnceOpen() {
        QueuedExecutor background = new QueuedExecutor();
        AppServices opening = AppServices.create(new TaskRunner(background, DIRECT), dialogs);
        opening.navigation().register(ScreenKey.HISTORY);
        HistoryViewModel history = new HistoryViewModel(opening, Clock.fixed(NOW, ZoneOffset.UTC));
        assertThat(history.summaryProperty().get()).isEqualTo("The run store is not open.");

        opening.store().open("store", progress -> RunStore.open(dir.resolve("other")), s -> s.file().toString());
        assertThat(history.summaryProperty().get()).isEqualTo("Opening the run store…");
        try {
            background.runAll();
            assertThat(history.summaryProperty().get()).isEqualTo("0 runs");
        } finally {
            opening.store().close();
        }
    }

    @Test
    void aFailedLoadGoesToTheStatusBarAndEndsLoading() {
        open(List.of(run("a", 3, "SELECT 1").build()), ScreenKey.HISTORY);
        store.close();

        viewModel.reload();

        assertThat(viewModel.loadingProperty().get()).isFalse();
        assertThat(tasks.lastFailureProperty().get().text()).startsWith("Loading runs failed: ");
    }

    @Test
    void aLoadOvertakenByANewerOneIsDropped() {
        open(List.of(run("old", 3, "SELECT 1").build()), ScreenKey.HISTORY);
        QueuedExecutor background = new QueuedExecutor();
        QueuedExecutor ui = new QueuedExecutor();
        AppServices slow = new AppServices(new TaskRunner(background, ui), services.target(), services.store(),
                services.storeRevision(), services.selectedRun(), services.navigation(), dialogs, services.live(),
                services.compareRequests(), services.partsRequests());
        HistoryViewModel history = new HistoryViewModel(slow, Clock.fixed(NOW, ZoneOffset.UTC));
        background.runAll();
        store.save(run("new", 1, "SELECT 2").build());
        history.reload();
        background.runAll();

        ui.runNext();
        assertThat(history.runs()).as("the first load's answer is stale").isEmpty();
        ui.runNext();
        assertThat(history.runs()).extracting(HistoryRow::runId).containsExactly("new", "old");
    }

    @Test
    void twoSelectedRunsAreDiffedInCompareWithTheOlderOneAsA() {
        open(List.of(run("old", 10, "SELECT 1").build(), run("new", 5, "SELECT 1").build(),
                run("other", 1, "SELECT 2").build()), ScreenKey.HISTORY, ScreenKey.COMPARE);
        services.navigation().show(ScreenKey.HISTORY);
        viewModel.selectedRuns().setAll(viewModel.runs().get(0));
        assertThat(viewModel.canCompareRunsProperty().get()).as("one run").isFalse();

        viewModel.selectedRuns().setAll(viewModel.runs().get(1), viewModel.runs().get(2));
        assertThat(viewModel.canCompareRunsProperty().get()).isTrue();
        viewModel.compareSelectedRuns();

        assertThat(services.compareRequests().latestProperty().get())
                .isEqualTo(new CompareRequest.DiffRuns("old", "new"));
        assertThat(services.navigation().isShowing(ScreenKey.COMPARE)).isTrue();
    }

    @Test
    void aPatternOpensTheComparisonFormWithItsSql() {
        open(List.of(run("a", 10, "SELECT count() FROM needle WHERE s = 'x'").hash(7).build()), ScreenKey.HISTORY,
                ScreenKey.COMPARE);
        services.navigation().show(ScreenKey.HISTORY);
        viewModel.groupedProperty().set(true);
        assertThat(viewModel.canCompareSettingsProperty().get()).as("no pattern selected").isFalse();

        viewModel.selectedGroupProperty().set(viewModel.groups().get(0));
        viewModel.compareSettingsOfPattern();

        assertThat(services.compareRequests().latestProperty().get()).isEqualTo(new CompareRequest.SetUp(
                "SELECT count() FROM needle WHERE s = 'x'", List.of("baseline:", "changed: ")));
        assertThat(services.navigation().isShowing(ScreenKey.COMPARE)).isTrue();
    }

    @Test
    void withoutACompareScreenNothingOffersToCompare() {
        open(List.of(run("a", 10, "SELECT 1").build(), run("b", 5, "SELECT 1").build()), ScreenKey.HISTORY);
        services.navigation().show(ScreenKey.HISTORY);
        viewModel.selectedRuns().setAll(viewModel.runs());

        assertThat(viewModel.canCompareRunsProperty().get()).isFalse();
        viewModel.compareSelectedRuns();
        assertThat(services.compareRequests().latestProperty().get()).isNull();
    }
}
