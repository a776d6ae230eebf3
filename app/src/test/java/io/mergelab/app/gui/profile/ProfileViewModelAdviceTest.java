package io.mergelab.app.gui.profile;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.advice.Advice;
import io.mergelab.profiler.advice.Severity;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.ArrayDeque;
import java.util.Deque;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;

/** The Profile screen's advice, in its ViewModel, without the FX thread. */
class ProfileViewModelAdviceTest {
    private final SimpleObjectProperty<Run> selected = new SimpleObjectProperty<>();

    @Test
    void theNeedleRunsAdviceLeadsWithTheSkipIndexThatDropsNothing() {
        ProfileViewModel vm = new ProfileViewModel(selected, Runnable::run, Runnable::run);
        selected.set(Runs.needleUpfront());

        AdviceRow first = vm.advice().get(0);
        assertThat(first.severity()).isEqualTo(Severity.WARNING);
        assertThat(first.score()).isEqualTo(94);
        assertThat(first.ruleId()).isEqualTo("skip-index-drops-nothing");
        assertThat(first.ruleTitle()).isEqualTo("A skip index drops nothing yet costs time");
        assertThat(first.fix()).startsWith("SET use_skip_indexes_on_data_read = 1");
        assertThat(vm.advice()).extracting(AdviceRow::severity).doesNotContain(Severity.OK);
        assertThat(vm.advice()).extracting(AdviceRow::score).isSortedAccordingTo((a, b) -> Integer.compare(b, a));
        long warnings = vm.advice().stream().filter(a -> a.severity() == Severity.WARNING).count();
        assertThat(vm.adviceBadgeProperty().get()).isEqualTo(Long.toString(warnings));
        assertThat(vm.adviceSeverityProperty().get()).isEqualTo(Severity.WARNING);
        assertThat(vm.adviceSummaryProperty().get()).startsWith(warnings + " warning").endsWith("found nothing, of "
                + Advice.rules().size());
    }

    @Test
    void theQuietRulesShowOnRequest() {
        ProfileViewModel vm = new ProfileViewModel(selected, Runnable::run, Runnable::run);
        selected.set(Runs.groupByTwoThreads());
        int worthReading = vm.advice().size();

        vm.showQuietRulesProperty().set(true);

        assertThat(vm.advice()).hasSize(Advice.rules().size()).extracting(AdviceRow::severity).contains(Severity.OK);
        vm.showQuietRulesProperty().set(false);
        assertThat(vm.advice()).hasSize(worthReading);
    }

    @Test
    void adviceIsWorkedOutInTheBackgroundAndPublishedOnTheUiExecutor() {
        Deque<Runnable> background = new ArrayDeque<>();
        Deque<Runnable> ui = new ArrayDeque<>();
        ProfileViewModel vm = new ProfileViewModel(selected, background::add, ui::add);

        selected.set(Runs.needleUpfront());
        assertThat(vm.advice()).isEmpty();
        background.poll().run();
        assertThat(vm.advice()).isEmpty();
        ui.poll().run();

        assertThat(vm.advice()).isNotEmpty();
        selected.set(null);
        assertThat(vm.advice()).isEmpty();
        assertThat(vm.adviceSummaryProperty().get()).isEmpty();
        assertThat(vm.adviceBadgeProperty().get()).isEmpty();
    }
}
