package io.mergelab.engine.merge.select;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SimpleMergeSelectorTest {
    private static final long KIB = 1L << 10;
    private static final long MIB = 1L << 20;
    private static final long GIB = 1L << 30;
    private static final long DAY = 86400;

    private static MergeCandidate part(String name, long bytes, long ageSeconds) {
        return new MergeCandidate(name, bytes, bytes / 100, ageSeconds, 0);
    }

    private static List<MergeCandidate> equalParts(int count, long bytes, long ageSeconds) {
        List<MergeCandidate> parts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            parts.add(part("all_" + (i + 1) + "_" + (i + 1) + "_0", bytes, ageSeconds));
        }
        return parts;
    }

    @Test
    void fiveEqualFreshSmallPartsMerge() {
        Optional<MergeChoice> choice = SimpleMergeSelector.select(equalParts(5, 10 * KIB, 0), MergeSelectorSettings.defaults());

        assertThat(choice).hasValueSatisfying(c -> {
            assertThat(c.from()).isZero();
            assertThat(c.to()).isEqualTo(5);
            assertThat(c.reason()).isEqualTo(MergeChoice.Reason.REGULAR);
        });
    }

    @Test
    void fourEqualFreshSmallPartsDoNotMerge() {
        assertThat(SimpleMergeSelector.select(equalParts(4, 10 * KIB, 0), MergeSelectorSettings.defaults())).isEmpty();
    }

    @Test
    void fourEqualPartsMergeOnceTheyAreOldEnough() {
        // Small parts count as old after an hour: the base drops to 2.
        assertThat(SimpleMergeSelector.select(equalParts(4, 10 * KIB, 2 * 3600), MergeSelectorSettings.defaults()))
                .hasValueSatisfying(c -> assertThat(c.count()).isGreaterThanOrEqualTo(2));
    }

    @Test
    void fourEqualFreshPartsMergeInACrowdedPartition() {
        // 50 active parts in the partition (the other 46 reserved by other merges) lower the base to 2.
        assertThat(SimpleMergeSelector.select(equalParts(4, 10 * KIB, 0), 50, MergeSelectorSettings.defaults()))
                .isPresent();
        assertThat(SimpleMergeSelector.select(equalParts(4, 10 * KIB, 0), 4, MergeSelectorSettings.defaults()))
                .isEmpty();
    }

    @Test
    void smallPartsMergeWithoutTheHugeOldPartBeforeThem() {
        List<MergeCandidate> parts = new ArrayList<>();
        parts.add(part("all_1_100_5", 10 * GIB, 30 * DAY));
        parts.addAll(equalParts(6, 10 * MIB, 0));

        assertThat(SimpleMergeSelector.select(parts, MergeSelectorSettings.defaults()))
                .hasValueSatisfying(c -> {
                    assertThat(c.from()).isEqualTo(1);
                    assertThat(c.to()).isEqualTo(7);
                });
    }

    @Test
    void tinyPartsAtTheRightEndAreLeftOut() {
        List<MergeCandidate> parts = new ArrayList<>(equalParts(5, 200 * MIB, 0));
        parts.add(part("all_6_6_0", KIB, 0));
        parts.add(part("all_7_7_0", KIB, 0));

        // The range with the tiny parts scores best (more parts removed for almost no bytes), then they are trimmed.
        assertThat(SimpleMergeSelector.select(parts, MergeSelectorSettings.defaults()))
                .hasValueSatisfying(c -> {
                    assertThat(c.from()).isZero();
                    assertThat(c.to()).isEqualTo(5);
                });
    }

    @Test
    void aRangeAsBigAsThePartOnItsLeftIsPreferred() {
        // [64 MiB][16 x 4 MiB]: the 16 small parts sum to the left part's size, which the alignment heuristic rewards.
        List<MergeCandidate> parts = new ArrayList<>();
        parts.add(part("all_1_16_1", 64 * MIB, 0));
        parts.addAll(equalParts(16, 4 * MIB, 0));
        MergeSelectorSettings settings = MergeSelectorSettings.defaults();

        Optional<MergeChoice> aligned = SimpleMergeSelector.select(parts, settings);
        Optional<MergeChoice> alone = SimpleMergeSelector.select(parts.subList(1, parts.size()), settings);

        assertThat(aligned).hasValueSatisfying(c -> assertThat(c.from()).isEqualTo(1));
        assertThat(aligned.get().score()).isLessThan(alone.get().score());
    }

    @Test
    void noRangeExceedsMaxPartsToMergeAtOnce() {
        MergeSelectorSettings settings = MergeSelectorSettings.defaults().withMaxPartsToMergeAtOnce(7);

        assertThat(SimpleMergeSelector.select(equalParts(40, MIB, 0), settings))
                .hasValueSatisfying(c -> assertThat(c.count()).isEqualTo(7));
    }

    @Test
    void onlyTheLastThousandPartsAreConsidered() {
        // Equal parts: every 100-part range scores the same and the first one found wins, which the window moves
        // from part 0 to part 200.
        Optional<MergeChoice> choice = SimpleMergeSelector.select(equalParts(1200, MIB, 0), MergeSelectorSettings.defaults());

        assertThat(choice).hasValueSatisfying(c -> assertThat(c.from()).isGreaterThanOrEqualTo(200));
    }

    @Test
    void theByteCapKeepsRegularMergesSmall() {
        MergeSelectorSettings settings = MergeSelectorSettings.defaults().withMaxBytesToMerge(6 * MIB);

        assertThat(SimpleMergeSelector.select(equalParts(10, MIB, 0), settings))
                .hasValueSatisfying(c -> assertThat(c.count()).isBetween(5, 6));
        // Ranges under 20 MiB hold at most four 5 MiB parts, too few for the base of 5.
        assertThat(SimpleMergeSelector.select(equalParts(10, 5 * MIB, 0), settings.withMaxBytesToMerge(20 * MIB))).isEmpty();
    }

    /**
     * Story B: half the partition sits in one 30 GiB part; the rest (already merged up to 26 GiB) cannot join it:
     * together they exceed the 50 GiB cap, and even without the cap 56 / 30 is below the lowest base, 2.
     */
    @Test
    void storyBHugeOldPartMergesWithTheRestOnlyWhenForcedByAge() {
        List<MergeCandidate> partition = List.of(part("p_1_500_6", 30 * GIB, 3 * DAY), part("p_501_900_5", 26 * GIB, 2 * DAY));
        MergeSelectorSettings cap50 = MergeSelectorSettings.defaults().withMaxBytesToMerge(50 * GIB);

        assertThat(SimpleMergeSelector.select(partition, cap50)).isEmpty();
        assertThat(SimpleMergeSelector.select(partition, cap50.withMaxBytesToMerge(500 * GIB)))
                .as("raising the cap does nothing").isEmpty();
        assertThat(SimpleMergeSelector.select(partition, cap50.withMinAgeToForceMergeSeconds(86400)))
                .hasValueSatisfying(c -> {
                    assertThat(c.from()).isZero();
                    assertThat(c.to()).isEqualTo(2);
                    assertThat(c.reason()).isEqualTo(MergeChoice.Reason.FORCED_BY_AGE);
                });
        assertThat(SimpleMergeSelector.select(partition, cap50.withMinAgeToForceMergeSeconds(86400)
                .withForcedMergeRespectsMaxBytes(true)))
                .as("enable_max_bytes_limit_for_min_age_to_force_merge keeps the cap").isEmpty();
        assertThat(SimpleMergeSelector.select(partition, cap50.withMinAgeToForceMergeSeconds(4 * DAY)))
                .as("parts younger than the setting are not forced").isEmpty();
    }

    /** Story B over time: repeated merges with the setting end in one part; without it the huge part stays alone. */
    @Test
    void storyBPartitionConvergesToOnePartOnlyWithTheSetting() {
        List<MergeCandidate> start = List.of(part("a", 30 * GIB, 2 * DAY), part("b", 12 * GIB, 2 * DAY),
                part("c", 8 * GIB, 2 * DAY), part("d", 4 * GIB, 2 * DAY), part("e", 2 * GIB, 2 * DAY));
        MergeSelectorSettings cap50 = MergeSelectorSettings.defaults().withMaxBytesToMerge(50 * GIB);

        assertThat(mergeUntilStable(start, cap50)).hasSize(5);
        List<MergeCandidate> forced = mergeUntilStable(start, cap50.withMinAgeToForceMergeSeconds(86400));
        assertThat(forced).hasSize(1);
        assertThat(forced.get(0).bytes()).isEqualTo(56 * GIB);
    }

    /** Applies the selector's choices (merged part keeps the youngest age) until it chooses nothing. */
    private static List<MergeCandidate> mergeUntilStable(List<MergeCandidate> parts, MergeSelectorSettings settings) {
        List<MergeCandidate> current = new ArrayList<>(parts);
        for (int round = 0; round < 20; round++) {
            Optional<MergeChoice> choice = SimpleMergeSelector.select(current, settings);
            if (choice.isEmpty()) {
                return current;
            }
            List<MergeCandidate> range = current.subList(choice.get().from(), choice.get().to());
            long bytes = range.stream().mapToLong(MergeCandidate::bytes).sum();
            long age = range.stream().mapToLong(MergeCandidate::ageSeconds).min().orElseThrow();
            MergeCandidate merged = new MergeCandidate(range.get(0).name() + "+", bytes, 0, age, 1);
            range.clear();
            current.add(choice.get().from(), merged);
        }
        throw new AssertionError("no fixed point after 20 merges: " + current);
    }

    @Test
    void wholePartitionForcedByAgeNeedsEveryPartOldEnough() {
        List<MergeCandidate> old = equalParts(160, GIB, 2 * DAY);
        MergeSelectorSettings settings = MergeSelectorSettings.defaults().withMinAgeToForceMergeSeconds(DAY);

        assertThat(SimpleMergeSelector.wholePartitionForcedByAge(old, settings))
                .hasValueSatisfying(c -> {
                    assertThat(c.count()).as("ignores max_parts_to_merge_at_once").isEqualTo(160);
                    assertThat(c.reason()).isEqualTo(MergeChoice.Reason.FORCED_BY_AGE);
                });
        List<MergeCandidate> oneYoung = new ArrayList<>(old);
        oneYoung.add(part("young", GIB, 60));
        assertThat(SimpleMergeSelector.wholePartitionForcedByAge(oneYoung, settings)).isEmpty();
        assertThat(SimpleMergeSelector.wholePartitionForcedByAge(old.subList(0, 1), settings)).isEmpty();
        assertThat(SimpleMergeSelector.wholePartitionForcedByAge(old, MergeSelectorSettings.defaults())).isEmpty();
        assertThat(SimpleMergeSelector.wholePartitionForcedByAge(old, settings.withForcedMergeRespectsMaxBytes(true)))
                .as("160 GiB exceeds the default 150 GiB cap when the cap applies").isEmpty();
    }
}
