package io.mergelab.app.gui.parts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.parts.MergeTimeline;
import io.mergelab.profiler.parts.PartEvent;
import io.mergelab.profiler.parts.RunMark;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The replay's cursor over a real part-log replay: play, scrub, speed, the end, and what it says at the cursor. */
class TimelineReplayTest {
    private static final long SECOND = 1_000_000;

    private static PartEvent newPart(long micros, String name) {
        return new PartEvent(micros, PartEvent.NEW_PART, name, name.substring(0, 1), 10, 100, List.of(), 1);
    }

    /** Three parts in a, one in b over 10 s, a merged at 8 s; a run at 5 s that read 3 of 4 parts. */
    private static TimelineReplay loaded() {
        long t0 = 1_700_000_000L * SECOND;
        List<PartEvent> events = List.of(newPart(t0, "a_1_1_0"), newPart(t0 + SECOND, "a_2_2_0"),
                newPart(t0 + 2 * SECOND, "b_3_3_0"), newPart(t0 + 3 * SECOND, "a_4_4_0"),
                new PartEvent(t0 + 8 * SECOND, PartEvent.MERGE_PARTS, "a_1_4_1", "a", 30, 300,
                        List.of("a_1_1_0", "a_2_2_0", "a_4_4_0"), 5));
        MergeTimeline timeline = MergeTimeline.of(events, Map.of("a", 1, "b", 1), t0 + 10 * SECOND);
        RunMark run = new RunMark("r1", Instant.ofEpochSecond(1_700_000_005L), 42.5, OptionalLong.of(3),
                OptionalLong.of(4), "SELECT 1", false);
        TimelineReplay replay = new TimelineReplay();
        replay.load(timeline, List.of(run));
        return replay;
    }

    @Test
    void itStartsAtTheEndAndPlayingFromThereStartsOver() {
        TimelineReplay replay = loaded();
        assertThat(replay.positionProperty().get()).isEqualTo(1.0);
        assertThat(replay.noteProperty().get()).contains(" · 2 active parts", "latest run 42.5 ms, read 3/4 parts");

        replay.play();

        assertThat(replay.positionProperty().get()).isZero();
        assertThat(replay.playingProperty().get()).isTrue();
        assertThat(replay.noteProperty().get()).contains(" · 1 active part (", "no run yet");
    }

    @Test
    void advancingMovesBySpeedTimesRealTimeAndStopsAtTheEnd() {
        TimelineReplay replay = loaded();
        replay.speedProperty().set(10);
        replay.play();

        replay.advance(450); // 4.5 s of the recording: a has 3 parts, b 1

        assertThat(replay.positionProperty().get()).isEqualTo(0.45);
        assertThat(replay.noteProperty().get()).contains(" · 4 active parts (most in a: 3)", "no run yet");
        replay.pause();
        replay.advance(1000);
        assertThat(replay.positionProperty().get()).isEqualTo(0.45);

        replay.play();
        replay.advance(2000);
        assertThat(replay.positionProperty().get()).isEqualTo(1.0);
        assertThat(replay.playingProperty().get()).isFalse();
    }

    @Test
    void scrubbingShowsTheMomentChosenWithTheLatestRunBeforeIt() {
        TimelineReplay replay = loaded();

        replay.scrub(0.6); // 6 s: after the run, before the merge

        assertThat(replay.noteProperty().get()).contains(" · 4 active parts", "latest run 42.5 ms, read 3/4 parts");
        replay.scrub(2); // clamped to the end
        assertThat(replay.positionProperty().get()).isEqualTo(1.0);
    }
}
