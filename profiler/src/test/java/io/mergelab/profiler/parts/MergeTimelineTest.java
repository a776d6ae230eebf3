package io.mergelab.profiler.parts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The part-log replay: counts per partition and for the table, anchored to the parts that exist now. */
class MergeTimelineTest {

    private static PartEvent newPart(long micros, String name) {
        return new PartEvent(micros, PartEvent.NEW_PART, name, PartNames.partitionId(name), 10, 100, List.of(), 1);
    }

    private static PartEvent merge(long micros, String name, String... sources) {
        return new PartEvent(micros, PartEvent.MERGE_PARTS, name, PartNames.partitionId(name), 30, 300,
                List.of(sources), 5);
    }

    private static PartEvent remove(long micros, String name) {
        return new PartEvent(micros, PartEvent.REMOVE_PART, name, PartNames.partitionId(name), 10, 100, List.of(), 0);
    }

    @Test
    void insertsAddPartsAMergeReplacesItsSourcesAndRemovingOutdatedPartsChangesNothing() {
        List<PartEvent> events = List.of(newPart(10, "a_1_1_0"), newPart(20, "a_2_2_0"), newPart(30, "b_3_3_0"),
                newPart(40, "a_4_4_0"), merge(50, "a_1_4_1", "a_1_1_0", "a_2_2_0", "a_4_4_0"),
                remove(60, "a_1_1_0"), remove(60, "a_2_2_0"), remove(60, "a_4_4_0"));

        MergeTimeline timeline = MergeTimeline.of(events, Map.of("a", 1, "b", 1), 100);

        PartitionTimeline a = timeline.partitions().get(0);
        assertThat(a.partitionId()).isEqualTo("a");
        assertThat(a.steps().asList()).extracting(CountStep::activeParts).containsExactly(0, 1, 2, 3, 1, 1, 1);
        assertThat(a.peakParts()).isEqualTo(3);
        assertThat(a.finalParts()).isEqualTo(1);
        assertThat(List.of(a.newParts(), a.merges(), a.removals())).containsExactly(3, 1, 3);
        assertThat(timeline.total().asList()).extracting(CountStep::activeParts).containsExactly(1, 2, 3, 4, 2, 2, 2);
        assertThat(timeline.fromMicros()).isEqualTo(10);
        assertThat(timeline.eventCount()).isEqualTo(8);
    }

    @Test
    void partsOlderThanTheLogAreCountedFromThePartsThatExistNow() {
        // two parts existed before the first event; a third arrives, then all three merge
        List<PartEvent> events = List.of(newPart(10, "a_3_3_0"), merge(20, "a_1_3_1", "a_1_1_0", "a_2_2_0", "a_3_3_0"));

        MergeTimeline timeline = MergeTimeline.of(events, Map.of("a", 1), 30);

        assertThat(timeline.partitions().get(0).steps().asList()).extracting(CountStep::activeParts).containsExactly(2, 3, 1, 1);
    }

    @Test
    void droppingAnActivePartTakesItAwayAndAPartitionWithoutEventsKeepsItsCount() {
        List<PartEvent> events = List.of(newPart(10, "a_1_1_0"), remove(20, "a_1_1_0"));

        MergeTimeline timeline = MergeTimeline.of(events, Map.of("b", 4), 30);

        assertThat(timeline.partitions()).extracting(PartitionTimeline::partitionId).containsExactly("a", "b");
        assertThat(timeline.partitions().get(0).steps().asList()).extracting(CountStep::activeParts).containsExactly(0, 1, 0, 0);
        assertThat(timeline.partitions().get(1).steps().asList()).extracting(CountStep::activeParts).containsExactly(4, 4);
    }

    @Test
    void aSampleKeepsTheLargestCountOfEachBucketSoAShortPileUpShows() {
        List<PartEvent> events = List.of(newPart(0, "a_1_1_0"), newPart(41, "a_2_2_0"), newPart(42, "a_3_3_0"),
                merge(43, "a_1_3_1", "a_1_1_0", "a_2_2_0", "a_3_3_0"));
        MergeTimeline timeline = MergeTimeline.of(events, Map.of("a", 1), 100);

        assertThat(timeline.sample(timeline.total(), 4)).containsExactly(1, 3, 1, 1);
    }

    @Test
    void aRemovalLoggedBeforeItsMergeTakesThePartAwayOnce() {
        // the embedded engine logs the sources' RemovePart as the merge commits, before the MergeParts event
        List<PartEvent> events = List.of(newPart(10, "a_1_1_0"), newPart(20, "a_2_2_0"), remove(30, "a_1_1_0"),
                remove(31, "a_2_2_0"), merge(32, "a_1_2_1", "a_1_1_0", "a_2_2_0"));

        MergeTimeline timeline = MergeTimeline.of(events, Map.of("a", 1), 40);

        assertThat(timeline.partitions().get(0).steps().asList()).extracting(CountStep::activeParts)
                .containsExactly(0, 1, 2, 1, 0, 1, 1);
    }

    @Test
    void upToAMomentInThePastEndsThereWithTheCountsOfThen() {
        List<PartEvent> events = List.of(newPart(10, "a_1_1_0"), newPart(20, "a_2_2_0"), newPart(30, "a_3_3_0"),
                merge(40, "a_1_3_1", "a_1_1_0", "a_2_2_0", "a_3_3_0"));

        MergeTimeline then = MergeTimeline.upTo(events, Map.of("a", 1), 100, 35);

        assertThat(then.toMicros()).isEqualTo(35);
        assertThat(then.eventCount()).isEqualTo(3);
        assertThat(then.total().asList()).extracting(CountStep::activeParts).containsExactly(1, 2, 3, 3);
        assertThat(then.partitions().get(0).merges()).isZero();
    }

    @Test
    void eventsAfterThePartsWereCountedAreLeftOut() {
        // the parts were counted at 45, while a merge was running; it ended at 50, before the part log was read
        List<PartEvent> events = List.of(newPart(10, "a_1_1_0"), newPart(20, "a_2_2_0"),
                merge(50, "a_1_2_1", "a_1_1_0", "a_2_2_0"));

        MergeTimeline timeline = MergeTimeline.of(events, Map.of("a", 2), 45);

        assertThat(timeline.total().asList()).extracting(CountStep::activeParts).containsExactly(1, 2, 2);
        assertThat(timeline.eventCount()).isEqualTo(2);
    }

    @Test
    void eventsOutOfOrderAreReplayedByTime() {
        List<PartEvent> events = List.of(newPart(20, "a_2_2_0"), newPart(10, "a_1_1_0"),
                merge(30, "a_1_2_1", "a_1_1_0", "a_2_2_0"));

        MergeTimeline timeline = MergeTimeline.of(events, Map.of("a", 1), 40);

        assertThat(timeline.total().asList()).extracting(CountStep::timeMicros).containsExactly(10L, 20L, 30L, 40L);
        assertThat(timeline.total().asList()).extracting(CountStep::activeParts).containsExactly(1, 2, 1, 1);
    }

    @Test
    void theTableCountIsTheSumOfThePartitionsAtEveryInstant() {
        SplittableRandom random = new SplittableRandom(3);
        List<PartEvent> events = new ArrayList<>();
        Map<String, List<String>> open = new HashMap<>();
        long block = 1;
        for (long micros = 0; micros < 3_000; micros += random.nextInt(3)) { // ties happen: one step per instant
            String partition = "p" + random.nextInt(5);
            List<String> parts = open.computeIfAbsent(partition, k -> new ArrayList<>());
            if (parts.size() >= 3 && random.nextInt(4) == 0) {
                String merged = partition + "_" + block + "_" + block++ + "_1";
                events.add(merge(micros, merged, parts.toArray(String[]::new)));
                parts.clear();
                parts.add(merged);
            } else {
                String name = partition + "_" + block + "_" + block++ + "_0";
                events.add(newPart(micros, name));
                parts.add(name);
            }
        }
        Map<String, Integer> now = new HashMap<>();
        open.forEach((partition, parts) -> now.put(partition, parts.size()));

        MergeTimeline timeline = MergeTimeline.of(events, now, 3_000);

        List<CountStep> total = timeline.total().asList();
        for (int i = 0; i < total.size(); i++) {
            long time = total.get(i).timeMicros();
            int sum = timeline.partitions().stream().mapToInt(p -> countAt(p.steps(), time)).sum();
            assertThat(total.get(i).activeParts()).as("at %d", time).isEqualTo(sum);
            if (i > 0) {
                assertThat(time).isGreaterThan(total.get(i - 1).timeMicros());
            }
        }
        assertThat(timeline.total().last()).isEqualTo(now.values().stream().mapToInt(Integer::intValue).sum());
    }

    /** The count in force at {@code time}: the last step at or before it. */
    private static int countAt(CountSteps steps, long time) {
        int count = 0;
        for (int i = 0; i < steps.size() && steps.timeMicros(i) <= time; i++) {
            count = steps.activeParts(i);
        }
        return count;
    }
}
