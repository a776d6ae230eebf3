package io.mergelab.profiler.parts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.TargetResult;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The timeline replayed from a real engine's system.part_log against the table's real active part count, sampled from
 * system.parts while many small inserts, background merges and OPTIMIZEs run, as a scenario load does, and again after
 * the table is dropped and created under the same name (a scenario loaded a second time). The old table's events
 * once counted towards the new table: its timeline started at the wrong count and jumped.
 */
class MergeTimelineAgainstPartsTest {
    private static final String TABLE = "small_parts";
    /** The longest a merge's MergeParts row may be logged after its parts swap in (a few statements in between). */
    private static final long LOG_LAG_MICROS = 200_000;

    @TempDir
    Path dir;

    /** system.parts' active count, read between two instants. */
    private record Sample(long beforeMicros, long afterMicros, int activeParts) {
    }

    @Test
    void theTimelineCountsThePartsTheTableHadAtEveryMomentAcrossADropAndRecreate() {
        try (EmbeddedTarget target = EmbeddedTarget.open(dir.resolve("data"))) {
            fill(target, 30);
            run(target, "DROP TABLE " + TABLE);
            List<Sample> samples = fill(target, 45);

            TableParts parts = TablePartsReader.read(target, "default", TABLE, Clock.systemUTC());
            List<PartEvent> events = PartLogReader.read(target, "default", TABLE, Optional.empty());
            Map<String, Integer> now = parts.byPartition().entrySet().stream()
                    .collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().size()));
            MergeTimeline timeline = MergeTimeline.of(events, now, micros(parts.readAt()));

            assertThat(events).as("only the table as it exists now").allSatisfy(e -> assertThat(e.eventTimeMicros()).isGreaterThan(samples.get(0).beforeMicros()));
            assertThat(events).extracting(PartEvent::type).contains(PartEvent.NEW_PART, PartEvent.MERGE_PARTS);
            assertThat(timeline.total().at(samples.get(0).beforeMicros())).as("before the first insert").isZero();
            for (Sample s : samples) {
                assertThat(countsBetween(timeline.total(), s.beforeMicros(), s.afterMicros() + LOG_LAG_MICROS))
                        .as("the timeline between %d and %d µs", s.beforeMicros(), s.afterMicros())
                        .contains(s.activeParts());
            }
            assertThat(timeline.total().last()).isEqualTo(parts.parts().size());
        }
    }

    /**
     * Creates the table and inserts {@code inserts} small blocks over three partitions, with an OPTIMIZE every tenth
     * insert besides the background merges; samples the active part count after every statement.
     */
    private static List<Sample> fill(EmbeddedTarget target, int inserts) {
        List<Sample> samples = new ArrayList<>();
        samples.add(sample(target));
        run(target, "CREATE TABLE " + TABLE + " (k UInt64, v String) ENGINE = MergeTree PARTITION BY k % 3 ORDER BY k");
        for (int i = 0; i < inserts; i++) {
            run(target, "INSERT INTO " + TABLE + " SELECT number + " + i * 30 + ", toString(number) FROM numbers(30)");
            samples.add(sample(target));
            if (i % 10 == 9) {
                run(target, "OPTIMIZE TABLE " + TABLE);
                samples.add(sample(target));
            }
        }
        return samples;
    }

    private static Sample sample(EmbeddedTarget target) {
        long before = micros(Instant.now());
        int count;
        try (TargetResult result = target.runBeside(QueryRequest.of("SELECT count() FROM system.parts WHERE database ="
                + " 'default' AND table = '" + TABLE + "' AND active = 1"))) {
            count = Integer.parseInt(result.rows().get(0).get(0));
        }
        return new Sample(before, micros(Instant.now()), count);
    }

    /** Every count the steps hold at some instant from {@code fromMicros} to {@code toMicros}. */
    private static List<Integer> countsBetween(CountSteps steps, long fromMicros, long toMicros) {
        List<Integer> counts = new ArrayList<>(List.of(steps.at(fromMicros)));
        for (int i = 0; i < steps.size(); i++) {
            if (steps.timeMicros(i) > fromMicros && steps.timeMicros(i) <= toMicros) {
                counts.add(steps.activeParts(i));
            }
        }
        return counts;
    }

    private static long micros(Instant instant) {
        return instant.getEpochSecond() * 1_000_000 + instant.getNano() / 1_000;
    }

    private static void run(EmbeddedTarget target, String sql) {
        target.run(QueryRequest.of(sql)).close();
    }
}
