package io.mergelab.profiler.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.LiveStats;
import io.mergelab.profiler.connect.LiveStatsListener;
import io.mergelab.profiler.connect.ResultColumn;
import io.mergelab.profiler.connect.ResultSummary;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A recorder with a tap hands the measured statement's result to it while capturing, on the real engine. */
class ResultTapTest {
    private final EmbeddedTarget target = EmbeddedTarget.inMemory();

    @AfterEach
    void close() {
        target.close();
    }

    /** Writes down what it sees, in order. */
    private static final class RecordingTap implements ResultTap {
        final List<String> calls = new ArrayList<>();
        final List<List<String>> rows = new ArrayList<>();
        String queryId;
        Optional<List<String>> totals;
        ResultSummary summary;

        @Override
        public void started(String id) {
            calls.add("started");
            queryId = id;
        }

        @Override
        public void columns(List<ResultColumn> columns) {
            calls.add("columns " + columns);
        }

        @Override
        public void rows(List<List<String>> chunk) {
            calls.add("rows");
            rows.addAll(chunk);
        }

        @Override
        public void finished(Optional<List<String>> totalsRow, ResultSummary resultSummary) {
            calls.add("finished");
            totals = totalsRow;
            summary = resultSummary;
        }
    }

    @Test
    void theTapSeesTheMeasuredStatementOnlyWithItsQueryIdRowsTotalsAndSummary() {
        RecordingTap tap = new RecordingTap();

        Run run = new RunRecorder(target, tap).record(RunRequest.of(
                "SELECT number % 2 AS k, count() AS c FROM numbers(5) GROUP BY k WITH TOTALS ORDER BY k"), RunSink.NONE)
                .runs().get(0);

        assertThat(tap.calls).first().isEqualTo("started");
        assertThat(tap.calls).element(1).isEqualTo(
                "columns [ResultColumn[name=k, type=UInt8], ResultColumn[name=c, type=UInt64]]");
        assertThat(tap.calls).last().isEqualTo("finished");
        assertThat(tap.queryId).isEqualTo(run.queryId());
        assertThat(tap.rows).containsExactly(List.of("0", "3"), List.of("1", "2"));
        assertThat(tap.totals).contains(List.of("0", "5"));
        assertThat(tap.summary.queryId()).isEqualTo(run.queryId());
        assertThat(tap.summary.resultRows()).isEqualTo(2);
        assertThat(run.outcome().resultRows()).isEqualTo(2);
    }

    @Test
    void aTapWithALiveListenerWatchesTheMeasuredStatementUpToTheCapturedProcessors() {
        List<LiveStats> snapshots = new CopyOnWriteArrayList<>();
        ResultTap tap = new ResultTap() {
            @Override
            public Optional<LiveStatsListener> liveStats() {
                return Optional.of(snapshots::add);
            }
        };

        Run run = new RunRecorder(target, tap).record(RunRequest.of(
                "SELECT number % 7 AS k, count() FROM numbers(100000) GROUP BY k"), RunSink.NONE).runs().get(0);

        assertThat(snapshots).isNotEmpty().allSatisfy(s -> assertThat(s.queryId()).isEqualTo(run.queryId()));
        LiveStats last = snapshots.get(snapshots.size() - 1);
        assertThat(last.finished()).isTrue();
        assertThat(last.processors()).extracting(ProcessorRow::id, ProcessorRow::name)
                .containsExactlyInAnyOrderElementsOf(run.processors().stream()
                        .map(p -> org.assertj.core.groups.Tuple.tuple(p.id(), p.name())).toList());
    }

    @Test
    void aFailingStatementStartsButDoesNotFinish() {
        RecordingTap tap = new RecordingTap();

        Run run = new RunRecorder(target, tap).record(RunRequest.of("SELECT * FROM missing"), RunSink.NONE).runs().get(0);

        assertThat(run.failed()).isTrue();
        assertThat(tap.calls).containsExactly("started");
    }
}
