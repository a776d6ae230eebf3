package io.mergelab.app.gui.profile;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.services.LiveQuery;
import io.mergelab.app.gui.services.QueuedExecutor;
import io.mergelab.profiler.analysis.graph.PipelineDiagram;
import io.mergelab.profiler.connect.LiveStats;
import io.mergelab.profiler.connect.LiveStatsListener;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;

/** The Profile screen following a running statement: fed snapshots by hand, executors driven by the test. */
class ProfileViewModelLiveTest {
    private static final List<ProcessorRow> PROCESSORS = Runs.groupByTwoThreads().processors();

    private final SimpleObjectProperty<Run> selected = new SimpleObjectProperty<>(Runs.needleUpfront());
    private final QueuedExecutor background = new QueuedExecutor();
    private final LiveQuery live = new LiveQuery(Runnable::run);
    private final AtomicInteger cancels = new AtomicInteger();

    /** The fixture's processors with {@code share} of their final figures, as a snapshot part-way through. */
    private static LiveStats snapshot(List<ProcessorRow> processors, double share, boolean finished) {
        List<ProcessorRow> partial = processors.stream().map(p -> new ProcessorRow(p.id(), p.parentIds(),
                p.planStepId(), p.planStepName(), p.planStepDescription(), p.planGroup(), p.name(), p.processorUniqId(),
                p.stepUniqId(), (long) (p.elapsedMicros() * share), (long) (p.inputWaitMicros() * share),
                (long) (p.outputWaitMicros() * share), (long) (p.inputRows() * share), (long) (p.inputBytes() * share),
                (long) (p.outputRows() * share), (long) (p.outputBytes() * share))).toList();
        return new LiveStats("q-live", (long) (1_500_000 * share), (long) (4_000_000 * share), 0, partial, finished);
    }

    private ProfileViewModel following() {
        ProfileViewModel vm = new ProfileViewModel(selected, live, background, Runnable::run);
        background.runAll();
        return vm;
    }

    @Test
    void aRunningStatementReplacesTheSelectedRunWithItsGrowingPipelineAndABanner() {
        ProfileViewModel vm = following();
        assertThat(vm.hasRunProperty().get()).isTrue();

        live.begin("SELECT k, count() FROM t GROUP BY k", cancels::incrementAndGet);
        LiveStatsListener listener = live.listener();

        assertThat(vm.showingLiveProperty().get()).isTrue();
        assertThat(vm.hasRunProperty().get()).isFalse();
        assertThat(vm.diagramProperty().get()).isNull();
        assertThat(vm.liveBannerProperty().get()).isEqualTo("Running…  SELECT k, count() FROM t GROUP BY k");

        listener.onStats(snapshot(PROCESSORS, 0.5, false));
        background.runAll();

        PipelineDiagram half = vm.diagramProperty().get();
        assertThat(half).isNotNull();
        assertThat(vm.stepBarsProperty().get().getColumnCount()).as("per-step bars so far").isPositive();
        assertThat(vm.criticalPath()).isNotEmpty();
        assertThat(half.graph().nodes()).isNotEmpty();
        assertThat(vm.liveBannerProperty().get()).isEqualTo(String.format(
                "Running…  750.0 ms · 2,000,000 rows read · %d processors · SELECT k, count() FROM t GROUP BY k",
                PROCESSORS.size()));

        vm.cancelLive();
        assertThat(cancels).hasValue(1);
    }

    @Test
    void newFiguresForTheSamePipelineKeepTheLayoutAndANewProcessorLaysItOutAgain() {
        ProfileViewModel vm = following();
        live.begin("SELECT 1", () -> { });
        LiveStatsListener listener = live.listener();
        List<ProcessorRow> early = PROCESSORS.subList(0, PROCESSORS.size() - 1);
        listener.onStats(snapshot(early, 0.3, false));
        background.runAll();
        PipelineDiagram first = vm.diagramProperty().get();

        listener.onStats(snapshot(early, 0.6, false));
        background.runAll();
        PipelineDiagram refigured = vm.diagramProperty().get();
        listener.onStats(snapshot(PROCESSORS, 1.0, true));
        background.runAll();
        PipelineDiagram complete = vm.diagramProperty().get();

        assertThat(refigured).isNotSameAs(first);
        assertThat(refigured.nodes()).extracting(PipelineDiagram.Node::x, PipelineDiagram.Node::y)
                .isEqualTo(first.nodes().stream().map(n -> org.assertj.core.groups.Tuple.tuple(n.x(), n.y())).toList());
        assertThat(refigured.graph().nodes().get(0).elapsedMicros())
                .isGreaterThan(first.graph().nodes().get(0).elapsedMicros());
        assertThat(complete.graph().nodes().stream().mapToInt(n -> n.processors().size()).sum())
                .isEqualTo(PROCESSORS.size());
        assertThat(first.graph().nodes().stream().mapToInt(n -> n.processors().size()).sum())
                .isEqualTo(PROCESSORS.size() - 1);
    }

    @Test
    void oneLayoutRunsAtATimeAndOnlyTheLatestWaitingSnapshotIsLaidOutNext() {
        ProfileViewModel vm = following();
        live.begin("SELECT 1", () -> { });
        LiveStatsListener listener = live.listener();

        listener.onStats(snapshot(PROCESSORS, 0.2, false));
        listener.onStats(snapshot(PROCESSORS, 0.4, false));
        listener.onStats(snapshot(PROCESSORS, 0.6, false));
        assertThat(background.size()).isEqualTo(1);
        background.runNext();
        assertThat(background.size()).as("the latest waiting snapshot, laid out next").isEqualTo(1);
        background.runNext();

        assertThat(background.size()).isZero();
        long elapsed = vm.diagramProperty().get().graph().nodes().stream().mapToLong(n -> n.elapsedMicros()).sum();
        long expected = snapshot(PROCESSORS, 0.6, false).processors().stream()
                .mapToLong(ProcessorRow::elapsedMicros).sum();
        assertThat(elapsed).isEqualTo(expected);
    }

    @Test
    void whenTheStatementEndsTheProfileShowsTheRunSelectedThen() {
        ProfileViewModel vm = following();
        live.begin("SELECT 1", () -> { });
        live.listener().onStats(snapshot(PROCESSORS, 0.5, false));

        Run captured = Runs.groupByTwoThreads();
        selected.set(captured);
        live.end();
        background.runAll();

        assertThat(vm.showingLiveProperty().get()).isFalse();
        assertThat(vm.liveBannerProperty().get()).isEmpty();
        assertThat(vm.hasRunProperty().get()).isTrue();
        assertThat(vm.headerProperty().get().sqlFull()).isEqualTo(captured.sql());
        assertThat(vm.diagramProperty().get().graph().nodes().stream().mapToLong(n -> n.elapsedMicros()).sum())
                .isEqualTo(captured.processors().stream().mapToLong(ProcessorRow::elapsedMicros).sum());
    }

    @Test
    void aStatementEndingWithoutANewRunGoesBackToTheSelectedOne() {
        ProfileViewModel vm = following();
        live.begin("SELECT 1", () -> { });
        live.end();
        background.runAll();

        assertThat(vm.showingLiveProperty().get()).isFalse();
        assertThat(vm.headerProperty().get().sqlFull()).isEqualTo(Runs.needleUpfront().sql());
    }
}
