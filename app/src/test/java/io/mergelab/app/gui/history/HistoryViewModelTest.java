package io.mergelab.app.gui.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.history.HistoryFilter.SettingValue;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.Navigation;
import io.mergelab.app.gui.services.QueuedExecutor;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.SelectedRun;
import io.mergelab.app.gui.services.SharedResource;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.run.Run;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/** History's logic with direct executors: filters become store queries, grouping, open and delete. */
class HistoryViewModelTest {
    private static final Executor DIRECT = Runnable::run;
    private static final Instant NOW = Instant.parse("2024-05-01T12:00:00Z");

    private final TaskRunner tasks = new TaskRunner(DIRECT, DIRECT);
    private final Navigation navigation = new Navigation();
    private final SelectedRun selectedRun = new SelectedRun();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final AppServices services = new AppServices(tasks, new SharedResource<QueryTarget>("target", tasks),
            selectedRun, navigation, dialogs);
    private final RecordingSource source = new RecordingSource();
    private HistoryViewModel viewModel;

    private HistoryViewModel open(ScreenKey... screens) {
        for (ScreenKey screen : screens) {
            navigation.register(screen);
        }
        viewModel = new HistoryViewModel(services, source, Clock.fixed(NOW, ZoneOffset.UTC));
        return viewModel;
    }

    private static HistoryRow run(String id, int minutesAgo, String sql, long hash, double elapsedMillis, int errorCode) {
        return new HistoryRow(id, NOW.minus(Duration.ofMinutes(minutesAgo)), sql, List.of(), hash, elapsedMillis,
                1000, 8000, 1, 4096, errorCode, errorCode == 0 ? "" : "UNKNOWN_TABLE");
    }

    @Test
    void loadsTheNewestRunsWhenHistoryShowsAndEachTimeItShowsAgain() {
        source.rows.add(run("a", 10, "SELECT 1", 1, 2, 0));
        source.rows.add(run("b", 5, "SELECT 2", 1, 3, 0));
        open(ScreenKey.WORKSPACE, ScreenKey.HISTORY);
        assertThat(source.queries).as("not while another screen shows").isEmpty();

        navigation.show(ScreenKey.HISTORY);

        assertThat(viewModel.runs()).extracting(HistoryRow::runId).containsExactly("b", "a");
        assertThat(viewModel.summaryProperty().get()).isEqualTo("2 runs");
        assertThat(source.lastQuery()).isEqualTo(new HistoryFilter("", "", "", Optional.empty(), OptionalInt.empty(),
                Optional.empty(), OptionalLong.empty(), HistoryViewModel.RUN_LIMIT));

        navigation.show(ScreenKey.WORKSPACE);
        navigation.show(ScreenKey.HISTORY);
        assertThat(source.queries).hasSize(2);
    }

    @Test
    void filtersBecomeTheStoreQuery() {
        open(ScreenKey.HISTORY);
        viewModel.searchProperty().set("  needle ");
        viewModel.tableProperty().set("default.needle");
        viewModel.tagProperty().set("story-a");
        viewModel.settingProperty().set("use_skip_indexes_on_data_read = 1");
        viewModel.errorCodeProperty().set("60");
        viewModel.windowProperty().set(TimeWindow.LAST_DAY);

        viewModel.reload();

        assertThat(source.lastQuery()).isEqualTo(new HistoryFilter("needle", "default.needle", "story-a",
                Optional.of(new SettingValue("use_skip_indexes_on_data_read", "1")), OptionalInt.of(60),
                Optional.of(NOW.minus(Duration.ofDays(1))), OptionalLong.empty(), HistoryViewModel.RUN_LIMIT));
        assertThat(viewModel.filterProblemProperty().get()).isEmpty();
    }

    @Test
    void aTimeWindowChangeReloadsAtOnce() {
        open(ScreenKey.HISTORY);
        int before = source.queries.size();

        viewModel.windowProperty().set(TimeWindow.LAST_HOUR);

        assertThat(source.queries).hasSize(before + 1);
        assertThat(source.lastQuery().since()).contains(NOW.minus(Duration.ofHours(1)));
    }

    @Test
    void aMalformedFilterSaysWhyAndQueriesNothing() {
        open(ScreenKey.HISTORY);
        int before = source.queries.size();

        viewModel.settingProperty().set("max_threads");
        viewModel.reload();
        assertThat(viewModel.filterProblemProperty().get()).isEqualTo("Setting: write name=value, e.g. max_threads=1");

        viewModel.settingProperty().set("");
        viewModel.errorCodeProperty().set("UNKNOWN");
        viewModel.reload();
        assertThat(viewModel.filterProblemProperty().get()).startsWith("Error code: a number");
        assertThat(source.queries).hasSize(before);

        viewModel.errorCodeProperty().set("");
        viewModel.reload();
        assertThat(viewModel.filterProblemProperty().get()).isEmpty();
        assertThat(source.queries).hasSize(before + 1);
    }

    @Test
    void groupingListsPatternsWithCountPercentilesAndTrendOverMoreRuns() {
        for (int i = 0; i < 20; i++) {
            source.rows.add(run("n" + i, 100 - i, "SELECT count() FROM needle WHERE s = 'x" + i + "'", 7, 10 + i, 0));
        }
        source.rows.add(run("f", 1, "SELECT * FROM missing", 9, 0.5, 60));
        open(ScreenKey.HISTORY);

        viewModel.groupedProperty().set(true);

        assertThat(source.lastQuery().limit()).isEqualTo(HistoryViewModel.GROUPED_RUN_LIMIT);
        assertThat(viewModel.summaryProperty().get()).isEqualTo("2 patterns in 21 runs");
        List<PatternGroup> groups = viewModel.groups();
        assertThat(groups).extracting(PatternGroup::normalizedQueryHash).containsExactly(9L, 7L);
        PatternGroup needle = groups.get(1);
        assertThat(needle.runs()).isEqualTo(20);
        assertThat(needle.sql()).isEqualTo("SELECT count() FROM needle WHERE s = 'x19'");
        assertThat(needle.p50Millis()).isEqualTo(20.0);
        assertThat(needle.p95Millis()).isEqualTo(29.0);
        assertThat(needle.trend().medianMillis()).hasSize(20).startsWith(10.0).endsWith(29.0);
        assertThat(groups.get(0).failedRuns()).isEqualTo(1);
        assertThat(viewModel.runs()).isEmpty();
    }

    @Test
    void openingAGroupListsItsRunsAndShowAllPatternsClearsIt() {
        source.rows.add(run("a", 3, "SELECT 1", 7, 1, 0));
        open(ScreenKey.HISTORY);
        viewModel.groupedProperty().set(true);
        viewModel.selectedGroupProperty().set(viewModel.groups().get(0));

        viewModel.openSelectedGroup();

        assertThat(viewModel.groupedProperty().get()).isFalse();
        assertThat(source.lastQuery().normalizedQueryHash()).hasValue(7);
        assertThat(viewModel.runs()).extracting(HistoryRow::runId).containsExactly("a");

        viewModel.clearPattern();
        assertThat(source.lastQuery().normalizedQueryHash()).isEmpty();
    }

    @Test
    void openingARunSelectsItAndShowsTheProfile() {
        source.rows.add(run("a", 3, "SELECT 1", 7, 1, 0));
        open(ScreenKey.WORKSPACE, ScreenKey.HISTORY, ScreenKey.PROFILE);
        navigation.show(ScreenKey.HISTORY);
        assertThat(viewModel.canOpenRunProperty().get()).isFalse();

        viewModel.selectedRuns().setAll(viewModel.runs().get(0));
        assertThat(viewModel.canOpenRunProperty().get()).isTrue();
        viewModel.openSelectedRun();

        assertThat(selectedRun.run()).map(Run::id).contains("a");
        assertThat(navigation.currentProperty().get()).isEqualTo(ScreenKey.PROFILE);
    }

    @Test
    void openingARunDeletedMeanwhileSaysSoAndReloads() {
        source.rows.add(run("a", 3, "SELECT 1", 7, 1, 0));
        open(ScreenKey.HISTORY, ScreenKey.PROFILE);
        viewModel.selectedRuns().setAll(viewModel.runs().get(0));
        source.rows.clear();

        viewModel.openSelectedRun();

        assertThat(dialogs.shown).containsExactly("error: Run not found | Run a is no longer in the run store.");
        assertThat(navigation.currentProperty().get()).isEqualTo(ScreenKey.HISTORY);
        assertThat(selectedRun.run()).isEmpty();
        assertThat(viewModel.runs()).isEmpty();
    }

    @Test
    void aRunCannotBeOpenedWithoutAProfileScreenOrWithSeveralSelected() {
        source.rows.add(run("a", 3, "SELECT 1", 7, 1, 0));
        source.rows.add(run("b", 2, "SELECT 1", 7, 1, 0));
        open(ScreenKey.HISTORY);
        viewModel.selectedRuns().setAll(viewModel.runs().get(0));
        assertThat(viewModel.canOpenRunProperty().get()).isFalse();

        navigation.register(ScreenKey.PROFILE);
        assertThat(viewModel.canOpenRunProperty().get()).isTrue();
        viewModel.selectedRuns().setAll(viewModel.runs());
        assertThat(viewModel.canOpenRunProperty().get()).isFalse();
    }

    @Test
    void deleteAsksFirstAndDeletesOnlyWhenConfirmed() {
        source.rows.add(run("a", 3, "SELECT 1", 7, 1, 0));
        source.rows.add(run("b", 2, "SELECT 2", 8, 1, 0));
        open(ScreenKey.HISTORY);
        viewModel.selectedRuns().setAll(viewModel.runs());

        dialogs.answer = false;
        viewModel.deleteSelectedRuns();
        assertThat(dialogs.shown).containsExactly("confirm: Delete 2 runs? | The 2 runs and everything captured with "
                + "them will be removed from the run store. This cannot be undone. | Delete");
        assertThat(source.deletions).isEmpty();

        dialogs.answer = true;
        viewModel.deleteSelectedRuns();
        assertThat(source.deletions).containsExactly(List.of("b", "a"));
        assertThat(viewModel.runs()).isEmpty();
        assertThat(viewModel.summaryProperty().get()).isEqualTo("0 runs");
    }

    @Test
    void aFailedLoadGoesToTheStatusBarAndEndsLoading() {
        source.failure = new IllegalStateException("The run store /tmp/store.mv.db is closed");
        open(ScreenKey.HISTORY);

        assertThat(viewModel.loadingProperty().get()).isFalse();
        assertThat(tasks.lastFailureProperty().get().text())
                .isEqualTo("Loading runs failed: The run store /tmp/store.mv.db is closed");
    }

    @Test
    void theSummarySaysWhenMoreRunsMatchThanAreListed() {
        for (int i = 0; i < HistoryViewModel.RUN_LIMIT + 5; i++) {
            source.rows.add(run("r" + i, i, "SELECT " + i, i, 1, 0));
        }
        open(ScreenKey.HISTORY);

        assertThat(viewModel.summaryProperty().get())
                .isEqualTo("1,000 runs (the newest 1,000; narrow the filters for older ones)");
    }

    @Test
    void aLoadOvertakenByANewerOneIsDropped() {
        QueuedRunner queued = new QueuedRunner();
        AppServices slow = new AppServices(queued.tasks, new SharedResource<QueryTarget>("target", queued.tasks),
                selectedRun, navigation, dialogs);
        navigation.register(ScreenKey.HISTORY);
        source.rows.add(run("old", 3, "SELECT 1", 7, 1, 0));
        HistoryViewModel history = new HistoryViewModel(slow, source, Clock.fixed(NOW, ZoneOffset.UTC));
        queued.background.runAll();
        source.rows.add(run("new", 1, "SELECT 2", 8, 1, 0));
        history.reload();
        queued.background.runAll();

        queued.ui.runNext();
        assertThat(history.runs()).as("the first load's answer is stale").isEmpty();
        queued.ui.runNext();
        assertThat(history.runs()).extracting(HistoryRow::runId).containsExactly("new", "old");
    }

    /** A task runner whose both sides the test steps through. */
    private static final class QueuedRunner {
        final QueuedExecutor background = new QueuedExecutor();
        final QueuedExecutor ui = new QueuedExecutor();
        final TaskRunner tasks = new TaskRunner(background, ui);
    }
}
