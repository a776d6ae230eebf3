package io.mergelab.app.gui.services;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.LiveStats;
import io.mergelab.profiler.connect.LiveStatsListener;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The running statement's figures reach the UI executor coalesced, and nothing of a statement that has ended. */
class LiveQueryTest {
    private final QueuedExecutor ui = new QueuedExecutor();
    private final LiveQuery live = new LiveQuery(ui);

    private static LiveStats at(long elapsedMicros, boolean finished) {
        return new LiveStats("q1", elapsedMicros, elapsedMicros * 10, elapsedMicros * 80, List.of(), finished);
    }

    @Test
    void snapshotsArrivingFasterThanTheUiTakesThemAreCoalescedToTheLatest() {
        live.begin("SELECT 1", () -> { });
        List<LiveStats> seen = new ArrayList<>();
        live.statsProperty().addListener((obs, old, stats) -> seen.add(stats));
        LiveStatsListener listener = live.listener();

        for (int i = 1; i <= 10; i++) {
            listener.onStats(at(i * 200_000L, false));
        }
        assertThat(ui.size()).isEqualTo(1);
        ui.runAll();
        listener.onStats(at(2_200_000, true));
        ui.runAll();

        assertThat(seen).containsExactly(at(2_000_000, false), at(2_200_000, true));
        assertThat(live.runningProperty().get()).isTrue();
        assertThat(live.sqlProperty().get()).isEqualTo("SELECT 1");
    }

    @Test
    void figuresOfAStatementThatEndedAreDropped() {
        live.begin("SELECT 1", () -> { });
        LiveStatsListener listener = live.listener();
        listener.onStats(at(200_000, false));

        live.end();
        ui.runAll();
        listener.onStats(at(400_000, true));
        ui.runAll();

        assertThat(live.statsProperty().get()).isNull();
        assertThat(live.runningProperty().get()).isFalse();
    }

    @Test
    void cancelStopsTheRunningStatementOnlyWhileItRuns() {
        AtomicInteger cancels = new AtomicInteger();
        live.cancel();
        live.begin("SELECT 1", cancels::incrementAndGet);
        live.cancel();
        live.end();
        live.cancel();

        assertThat(cancels).hasValue(1);
    }
}
