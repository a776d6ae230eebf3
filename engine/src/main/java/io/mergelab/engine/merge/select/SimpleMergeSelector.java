package io.mergelab.engine.merge.select;

import java.util.List;
import java.util.Optional;

/**
 * Chooses which contiguous range of one partition's parts to merge next, in the manner of ClickHouse's
 * SimpleMergeSelector: a pure function of part sizes and ages.
 *
 * <p>The idea: merging parts of very different sizes rewrites the big one for little gain, so a range may merge only
 * when its total is at least {@code base} times its largest part (each part counted 5 MiB bigger, the fixed cost of
 * touching a part). {@code base} starts at 5 and is lowered linearly toward 2 as the range gets older (relative to
 * bounds that grow with log(size): a 1 MiB range is "old" after an hour, a 100 GiB one after 30 days) and as the
 * partition holds more parts (10 to 50), so old data and crowded partitions merge more eagerly. Among admitted ranges
 * the one with the lowest {@code (sum + 5 MiB·count) / (count − 1.9)} wins: the cost per part removed, with a slight
 * preference for longer ranges. Two refinements: a range whose total is close to the part on its left (within half a
 * power of two, left part at least 0.9 of the total) scores up to 25% better, which grows balanced merge trees; and
 * parts at the right end smaller than 1% of the range's total are left out while at least two parts remain, as
 * merging them buys nothing.
 *
 * <p>Only the last 1000 parts are considered, so new parts still merge when a partition has more. A range never
 * exceeds {@code max_parts_to_merge_at_once} parts nor {@code max_bytes_to_merge_at_max_space_in_pool} bytes, except
 * that a range whose parts are all older than {@code min_age_to_force_merge_seconds} is always admitted and, unless
 * {@code enable_max_bytes_limit_for_min_age_to_force_merge} is set, ignores the byte cap (story B: a huge old part that
 * the ratio rule never admits merges with the rest of its partition only this way).
 *
 * <p>Deviations from ClickHouse: no "blurry base" or stochastic window (the StochasticSimple selector); no TTL merges;
 * the byte cap is not lowered when the merge pool is busy or disk space is short (the scheduler may pass a smaller cap);
 * ClickHouse counts the parts of the range list it was given as the partition size, we take the partition's active
 * part count from the caller, so splitting a partition around reserved parts does not make it look less crowded;
 * ClickHouse 26.2 turned {@code enable_max_bytes_limit_for_min_age_to_force_merge} on by default, we keep the earlier
 * default (off) that story B was written against.
 */
public final class SimpleMergeSelector {
    private static final double BASE = 5;
    private static final double LOWEST_BASE = 2;
    private static final long FIXED_COST_BYTES = 5L << 20;
    private static final int WINDOW = 1000;
    private static final double MIN_SIZE_TO_LOWER_BASE_LOG = Math.log(1 + (double) (1L << 20));
    private static final double MAX_SIZE_TO_LOWER_BASE_LOG = Math.log(1 + (double) (100L << 30));
    private static final double MIN_AGE_TO_LOWER_BASE = 10;
    private static final double MAX_AGE_TO_LOWER_BASE_AT_MIN_SIZE = 3600;
    private static final double MAX_AGE_TO_LOWER_BASE_AT_MAX_SIZE = 30 * 86400;
    private static final double MIN_PARTS_TO_LOWER_BASE = 10;
    private static final double MAX_PARTS_TO_LOWER_BASE = 50;
    private static final double ALIGN_MIN_RATIO_OF_SUM_TO_LEFT = 0.9;
    private static final double ALIGN_MAX_LOG2_DIFFERENCE = 0.5;
    private static final double ALIGN_BEST_SCORE_FACTOR = 0.75;
    private static final double TRIM_RIGHT_MAX_RATIO = 0.01;

    private SimpleMergeSelector() {
    }

    /** {@link #select(List, int, MergeSelectorSettings)} where {@code parts} is the whole partition. */
    public static Optional<MergeChoice> select(List<MergeCandidate> parts, MergeSelectorSettings settings) {
        return select(parts, parts.size(), settings);
    }

    /**
     * The best range of {@code parts} (consecutive parts of one partition, in block order, all mergeable with their
     * neighbours) to merge, or empty when no range is worth merging now.
     *
     * @param partitionPartCount the partition's active part count (at least {@code parts.size()}): crowded partitions
     *                           merge more eagerly
     */
    public static Optional<MergeChoice> select(List<MergeCandidate> parts, int partitionPartCount,
                                               MergeSelectorSettings settings) {
        int n = parts.size();
        MergeChoice best = null;
        long cap = settings.maxBytesToMerge();
        long forceAge = settings.minAgeToForceMergeSeconds();
        int maxParts = settings.maxPartsToMergeAtOnce();
        for (int begin = n > WINDOW ? n - WINDOW : 0; begin < n - 1; begin++) {
            long sum = parts.get(begin).bytes();
            long max = sum;
            long minAge = parts.get(begin).ageSeconds();
            for (int end = begin + 2; end <= n; end++) {
                int count = end - begin;
                if (maxParts > 0 && count > maxParts) {
                    break;
                }
                MergeCandidate last = parts.get(end - 1);
                sum += last.bytes();
                max = Math.max(max, last.bytes());
                minAge = Math.min(minAge, last.ageSeconds());
                boolean oldEnough = forceAge > 0 && minAge >= forceAge;
                boolean withinCap = cap == 0 || sum <= cap;
                if (!withinCap && !(oldEnough && !settings.forcedMergeRespectsMaxBytes())) {
                    break; // sums only grow and ages only shrink to the right
                }
                MergeChoice.Reason reason;
                if (withinCap && ratioAdmits(sum, max, minAge, count, partitionPartCount)) {
                    reason = MergeChoice.Reason.REGULAR;
                } else if (oldEnough) {
                    reason = MergeChoice.Reason.FORCED_BY_AGE;
                } else {
                    continue;
                }
                double score = score(count, sum);
                long left = begin == 0 ? 0 : parts.get(begin - 1).bytes();
                score *= alignmentFactor(sum, left);
                if (best == null || score < best.score()) {
                    best = new MergeChoice(begin, trimSmallRightParts(parts, begin, end, sum), reason, score);
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * {@code min_age_to_force_merge_on_partition_only}: all of {@code parts} (a whole partition) as one range when it
     * has at least two parts, every part is at least {@code minAgeToForceMergeSeconds} old, and (only if
     * {@code forcedMergeRespectsMaxBytes}) the total fits the byte cap. The part-count limit does not apply: the point
     * is one part per partition.
     */
    public static Optional<MergeChoice> wholePartitionForcedByAge(List<MergeCandidate> parts, MergeSelectorSettings settings) {
        long forceAge = settings.minAgeToForceMergeSeconds();
        if (forceAge == 0 || parts.size() < 2) {
            return Optional.empty();
        }
        long sum = 0;
        for (MergeCandidate p : parts) {
            if (p.ageSeconds() < forceAge) {
                return Optional.empty();
            }
            sum += p.bytes();
        }
        if (settings.forcedMergeRespectsMaxBytes() && settings.maxBytesToMerge() > 0 && sum > settings.maxBytesToMerge()) {
            return Optional.empty();
        }
        return Optional.of(new MergeChoice(0, parts.size(), MergeChoice.Reason.FORCED_BY_AGE, score(parts.size(), sum)));
    }

    /** The size-ratio rule with the base lowered by the range's age and the partition's crowding. */
    static boolean ratioAdmits(long sum, long max, long minAge, int count, int partitionPartCount) {
        double sizeNorm = unitRamp(Math.log(1 + (double) sum), MIN_SIZE_TO_LOWER_BASE_LOG, MAX_SIZE_TO_LOWER_BASE_LOG);
        double maxAge = lerp(MAX_AGE_TO_LOWER_BASE_AT_MIN_SIZE, MAX_AGE_TO_LOWER_BASE_AT_MAX_SIZE, sizeNorm);
        double ageNorm = unitRamp(minAge, MIN_AGE_TO_LOWER_BASE, maxAge);
        double partsNorm = unitRamp(partitionPartCount, MIN_PARTS_TO_LOWER_BASE, MAX_PARTS_TO_LOWER_BASE);
        double base = lerp(BASE, LOWEST_BASE, Math.min(1, ageNorm + partsNorm));
        return ((double) sum + (double) count * FIXED_COST_BYTES) / ((double) max + FIXED_COST_BYTES) >= base;
    }

    /** Bytes rewritten per part removed, favouring longer ranges slightly (1.9 rather than 1). */
    private static double score(int count, long sum) {
        return ((double) sum + (double) FIXED_COST_BYTES * count) / (count - 1.9);
    }

    /** Up to 25% off when the range's total is about the size of the part on its left, so the two merge next. */
    private static double alignmentFactor(long sum, long left) {
        if (left <= sum * ALIGN_MIN_RATIO_OF_SUM_TO_LEFT) {
            return 1;
        }
        double difference = Math.abs(Math.log((double) sum / left) / Math.log(2));
        return difference < ALIGN_MAX_LOG2_DIFFERENCE
                ? lerp(ALIGN_BEST_SCORE_FACTOR, 1, difference / ALIGN_MAX_LOG2_DIFFERENCE)
                : 1;
    }

    /** Drops right-hand parts under 1% of the untrimmed total while at least three parts remain before dropping. */
    private static int trimSmallRightParts(List<MergeCandidate> parts, int begin, int end, long sum) {
        while (end - begin >= 3 && parts.get(end - 1).bytes() < TRIM_RIGHT_MAX_RATIO * sum) {
            end--;
        }
        return end;
    }

    /** 0 at or below {@code min}, 1 at or above {@code max}, linear between. */
    private static double unitRamp(double value, double min, double max) {
        return value <= min ? 0 : value >= max ? 1 : (value - min) / (max - min);
    }

    private static double lerp(double from, double to, double ratio) {
        return from + (to - from) * ratio;
    }
}
