package io.mergelab.engine.merge.select;

import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.storage.PartName;
import io.mergelab.engine.table.MergeTreeTable;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Picks the next merge of a MergeTree table, as the background scheduler asks for it: splits each partition's active
 * parts into runs that may merge together, lets {@link SimpleMergeSelector} choose within each run, and returns the
 * best choice over all partitions (ClickHouse scores every partition's ranges with one estimator, so the lowest score
 * wins table-wide).
 *
 * <p>A run ends at a part reserved by a running merge or mutation (a range may neither include nor jump over it) and
 * between parts of different mutation versions. A part's mutation version is, as in ClickHouse, the newest mutation
 * not newer than its data version (its explicit {@code _<version>} suffix, else its min block): so a part mutated to
 * version 7 and a part inserted after mutation 7 may merge, while a part still waiting for mutation 7 may not merge
 * with one that has it. Mutations are known from the versions the parts carry plus those the caller passes (pending
 * ones no part carries yet).
 *
 * <p>With {@code min_age_to_force_merge_on_partition_only}, the age rule does not admit ranges: instead, a partition
 * whose parts are all older than {@code min_age_to_force_merge_seconds} is merged whole (the oldest such partition
 * first, before any regular choice), provided none of its parts is reserved and all share a mutation version.
 */
public final class TableMergeSelector {

    private TableMergeSelector() {
    }

    /** The next merge for {@code table} now, its parts split by the table's mutations (pending ones included). */
    public static Optional<List<DataPart>> select(MergeTreeTable table, Set<String> reservedPartNames, Instant now) {
        return select(table.activeParts(), reservedPartNames, table.definition().settings(), now,
                table.mutations().versions());
    }

    /**
     * The parts of the best merge, consecutive in one partition, or empty when nothing is worth merging.
     *
     * @param activeParts       the table's active parts (any order)
     * @param reservedPartNames names of parts that other merges or mutations are working on
     * @param mergeTreeSettings the table's MergeTree settings
     * @param now               the time ages are measured from
     * @param mutationVersions  versions (block numbers) of the table's mutations, pending or done; may be empty
     */
    public static Optional<List<DataPart>> select(List<DataPart> activeParts, Set<String> reservedPartNames,
                                                  Settings mergeTreeSettings, Instant now,
                                                  NavigableSet<Long> mutationVersions) {
        boolean partitionOnly = mergeTreeSettings.getBool("min_age_to_force_merge_on_partition_only");
        MergeSelectorSettings settings = selectorSettings(mergeTreeSettings);
        NavigableSet<Long> mutations = withVersionsOfParts(mutationVersions, activeParts);
        Collection<List<DataPart>> partitions = byPartition(activeParts).values();
        if (partitionOnly && settings.minAgeToForceMergeSeconds() > 0) {
            Optional<List<DataPart>> whole = oldestWholePartition(partitions, reservedPartNames, settings, now, mutations);
            if (whole.isPresent()) {
                return whole;
            }
        }
        MergeSelectorSettings regular = partitionOnly ? settings.withMinAgeToForceMergeSeconds(0) : settings;
        List<DataPart> best = null;
        double bestScore = Double.MAX_VALUE;
        for (List<DataPart> partition : partitions) {
            for (List<DataPart> run : mergeableRuns(partition, reservedPartNames, mutations)) {
                Optional<MergeChoice> choice = SimpleMergeSelector.select(candidates(run, now), partition.size(), regular);
                if (choice.isPresent() && choice.get().score() < bestScore) {
                    bestScore = choice.get().score();
                    best = List.copyOf(run.subList(choice.get().from(), choice.get().to()));
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * All active parts of one partition, for a merge of the whole partition (OPTIMIZE): empty when the partition has
     * fewer than two parts, one of them is reserved, or they do not share a mutation version.
     */
    public static Optional<List<DataPart>> partsToMergeInPartition(List<DataPart> activeParts, String partitionId,
                                                                   Set<String> reservedPartNames,
                                                                   NavigableSet<Long> mutationVersions) {
        List<DataPart> partition = byPartition(activeParts).getOrDefault(partitionId, List.of());
        List<List<DataPart>> runs = mergeableRuns(partition, reservedPartNames,
                withVersionsOfParts(mutationVersions, activeParts));
        return runs.size() == 1 && runs.get(0).size() == partition.size() && partition.size() >= 2
                ? Optional.of(List.copyOf(partition))
                : Optional.empty();
    }

    /** The selector's view of the table's MergeTree settings. */
    public static MergeSelectorSettings selectorSettings(Settings s) {
        return new MergeSelectorSettings(
                s.getLong("max_bytes_to_merge_at_max_space_in_pool"),
                (int) Math.min(Integer.MAX_VALUE, s.getLong("max_parts_to_merge_at_once")),
                s.getLong("min_age_to_force_merge_seconds"),
                s.getBool("enable_max_bytes_limit_for_min_age_to_force_merge"));
    }

    private static Optional<List<DataPart>> oldestWholePartition(Collection<List<DataPart>> partitions, Set<String> reserved,
                                                                 MergeSelectorSettings settings, Instant now,
                                                                 NavigableSet<Long> mutations) {
        List<DataPart> best = null;
        long bestMinAge = -1;
        for (List<DataPart> partition : partitions) {
            List<List<DataPart>> runs = mergeableRuns(partition, reserved, mutations);
            if (runs.size() != 1 || runs.get(0).size() != partition.size()) {
                continue;
            }
            List<MergeCandidate> candidates = candidates(partition, now);
            if (SimpleMergeSelector.wholePartitionForcedByAge(candidates, settings).isEmpty()) {
                continue;
            }
            long minAge = candidates.stream().mapToLong(MergeCandidate::ageSeconds).min().orElseThrow();
            if (minAge > bestMinAge) {
                bestMinAge = minAge;
                best = List.copyOf(partition);
            }
        }
        return Optional.ofNullable(best);
    }

    /** Active parts grouped by partition, each in block order. */
    private static Map<String, List<DataPart>> byPartition(List<DataPart> activeParts) {
        Map<String, List<DataPart>> partitions = new LinkedHashMap<>();
        activeParts.stream()
                .sorted(Comparator.comparing((DataPart p) -> p.partName().partitionId())
                        .thenComparingLong(p -> p.partName().minBlock()))
                .forEach(p -> partitions.computeIfAbsent(p.partName().partitionId(), k -> new ArrayList<>()).add(p));
        return partitions;
    }

    /** Maximal runs of consecutive unreserved parts sharing a mutation version; runs of one part are dropped. */
    private static List<List<DataPart>> mergeableRuns(List<DataPart> partition, Set<String> reserved,
                                                      NavigableSet<Long> mutations) {
        List<List<DataPart>> runs = new ArrayList<>();
        List<DataPart> run = new ArrayList<>();
        long runVersion = -1;
        for (DataPart p : partition) {
            if (reserved.contains(p.name())) {
                closeRun(runs, run);
                run = new ArrayList<>();
                continue;
            }
            long version = mutationVersion(p.partName(), mutations);
            if (!run.isEmpty() && version != runVersion) {
                closeRun(runs, run);
                run = new ArrayList<>();
            }
            run.add(p);
            runVersion = version;
        }
        closeRun(runs, run);
        return runs;
    }

    private static void closeRun(List<List<DataPart>> runs, List<DataPart> run) {
        if (run.size() >= 2) {
            runs.add(run);
        }
    }

    /** The newest mutation not newer than the part's data version; 0 when there is none. */
    static long mutationVersion(PartName name, NavigableSet<Long> mutations) {
        Long v = mutations.floor(name.effectiveDataVersion());
        return v == null ? 0 : v;
    }

    private static NavigableSet<Long> withVersionsOfParts(NavigableSet<Long> mutationVersions, List<DataPart> parts) {
        NavigableSet<Long> all = new TreeSet<>(mutationVersions);
        for (DataPart p : parts) {
            p.partName().dataVersion().ifPresent(all::add);
        }
        return all;
    }

    private static List<MergeCandidate> candidates(List<DataPart> parts, Instant now) {
        List<MergeCandidate> out = new ArrayList<>(parts.size());
        for (DataPart p : parts) {
            long age = Math.max(0, Duration.between(p.modificationTime(), now).getSeconds());
            out.add(new MergeCandidate(p.name(), p.bytesOnDisk(), p.rows(), age, p.partName().level()));
        }
        return out;
    }
}
