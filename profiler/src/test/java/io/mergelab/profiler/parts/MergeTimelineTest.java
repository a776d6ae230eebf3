package io.mergelab.profiler.parts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
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
        assertThat(a.steps()).extracting(CountStep::activeParts).containsExactly(0, 1, 2, 3, 1, 1, 1);
        assertThat(a.peakParts()).isEqualTo(3);
        assertThat(a.finalParts()).isEqualTo(1);
        assertThat(List.of(a.newParts(), a.merges(), a.removals())).containsExactly(3, 1, 3);
        assertThat(timeline.total()).extracting(CountStep::activeParts).containsExactly(1, 2, 3, 4, 2, 2, 2);
        assertThat(timeline.fromMicros()).isEqualTo(10);
        assertThat(timeline.eventCount()).isEqualTo(8);
    }

    @Test
    void partsOlderThanTheLogAreCountedFromThePartsThatExistNow() {
        // two parts existed before the first event; a third arrives, then all three merge
        List<PartEvent> events = List.of(newPart(10, "a_3_3_0"), merge(20, "a_1_3_1", "a_1_1_0", "a_2_2_0", "a_3_3_0"));

        MergeTimeline timeline = MergeTimeline.of(events, Map.of("a", 1), 30);

        assertThat(timeline.partitions().get(0).steps()).extracting(CountStep::activeParts).containsExactly(2, 3, 1, 1);
    }

    @Test
    void droppingAnActivePartTakesItAwayAndAPartitionWithoutEventsKeepsItsCount() {
        List<PartEvent> events = List.of(newPart(10, "a_1_1_0"), remove(20, "a_1_1_0"));

        MergeTimeline timeline = MergeTimeline.of(events, Map.of("b", 4), 30);

        assertThat(timeline.partitions()).extracting(PartitionTimeline::partitionId).containsExactly("a", "b");
        assertThat(timeline.partitions().get(0).steps()).extracting(CountStep::activeParts).containsExactly(0, 1, 0, 0);
        assertThat(timeline.partitions().get(1).steps()).extracting(CountStep::activeParts).containsExactly(4, 4);
    }

    @Test
    void aSampleKeepsTheLargestCountOfEachBucketSoAShortPileUpShows() {
        List<PartEvent> events = List.of(newPart(0, "a_1_1_0"), newPart(41, "a_2_2_0"), newPart(42, "a_3_3_0"),
                merge(43, "a_1_3_1", "a_1_1_0", "a_2_2_0", "a_3_3_0"));
        MergeTimeline timeline = MergeTimeline.of(events, Map.of("a", 1), 100);

        assertThat(timeline.sample(timeline.total(), 4)).containsExactly(1, 3, 1, 1);
    }
}
