package io.mergelab.engine.merge.select;

import io.mergelab.engine.MergeOutlook;
import io.mergelab.engine.MergeOutlook.Verdict;
import io.mergelab.engine.ReadableNumbers;
import io.mergelab.engine.settings.Settings;
import io.mergelab.engine.storage.DataPart;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Optional;
import java.util.Set;

/**
 * Asks the selector about each partition on its own and, where it picks nothing, asks again with one rule relaxed
 * to name the rule that holds the merge back: the byte cap first (lifted), else the size-ratio rule. The same
 * {@link TableMergeSelector} the scheduler uses answers the first question, so the outlook never disagrees with it.
 */
public final class PartitionOutlooks {

    private PartitionOutlooks() {
    }

    /**
     * One outlook per partition of {@code activeParts}, in partition order.
     *
     * @param reservedPartNames parts a running merge or mutation holds
     * @param mergesStopped     why the table does not merge in the background at all (SYSTEM STOP MERGES, or
     *                          merges off in this engine), empty when it may
     */
    public static List<MergeOutlook> of(List<DataPart> activeParts, Set<String> reservedPartNames,
                                        Settings mergeTreeSettings, Instant now, NavigableSet<Long> mutationVersions,
                                        Optional<String> mergesStopped) {
        MergeSelectorSettings settings = TableMergeSelector.selectorSettings(mergeTreeSettings);
        Map<String, List<DataPart>> partitions = new LinkedHashMap<>();
        activeParts.stream()
                .sorted(Comparator.comparing(DataPart::partitionId).thenComparingLong(p -> p.partName().minBlock()))
                .forEach(p -> partitions.computeIfAbsent(p.partitionId(), k -> new ArrayList<>()).add(p));
        List<MergeOutlook> out = new ArrayList<>();
        partitions.forEach((id, parts) -> {
            Optional<List<DataPart>> choice = TableMergeSelector.select(parts, reservedPartNames, mergeTreeSettings, now,
                    mutationVersions);
            out.add(outlook(id, parts, choice, reservedPartNames, settings, now, mergesStopped));
        });
        return out;
    }

    private static MergeOutlook outlook(String partitionId, List<DataPart> parts, Optional<List<DataPart>> choice,
                                        Set<String> reserved, MergeSelectorSettings settings, Instant now,
                                        Optional<String> stopped) {
        long bytes = parts.stream().mapToLong(DataPart::bytesOnDisk).sum();
        List<MergeCandidate> candidates = candidates(parts, now);
        long youngest = candidates.stream().mapToLong(MergeCandidate::ageSeconds).min().orElse(0);
        List<String> chosen = choice.map(c -> c.stream().map(DataPart::name).toList()).orElse(List.of());
        long chosenBytes = choice.map(c -> c.stream().mapToLong(DataPart::bytesOnDisk).sum()).orElse(0L);
        Verdict verdict;
        String why;
        if (parts.size() < 2) {
            verdict = Verdict.ONE_PART;
            why = "One part: nothing to merge.";
        } else if (choice.isPresent()) {
            verdict = Verdict.WOULD_MERGE;
            why = "The selector would merge " + chosen.size() + " parts (" + ReadableNumbers.size(chosenBytes)
                    + ") now: " + chosen.get(0) + " … " + chosen.get(chosen.size() - 1) + ".";
        } else if (parts.stream().anyMatch(p -> reserved.contains(p.name()))) {
            verdict = Verdict.MERGING_NOW;
            why = "Parts of this partition are being merged or mutated now; no other range is worth merging beside them.";
        } else if (SimpleMergeSelector.select(candidates, parts.size(), settings.withMaxBytesToMerge(0)).isPresent()) {
            verdict = Verdict.SIZE_CAP;
            why = "A range would merge but its total exceeds max_bytes_to_merge_at_max_space_in_pool = "
                    + ReadableNumbers.size(settings.maxBytesToMerge()) + ". " + ageText(settings, youngest);
        } else {
            verdict = Verdict.BELOW_MERGE_RATIO;
            why = "No range passes the size-ratio rule yet: a range merges when its total is at least 2 to 5 times its"
                    + " largest part, each part counted 5 MiB bigger, so a few small parts wait; the bar drops from 5"
                    + " toward 2 as the parts age and as the partition fills up. " + ageText(settings, youngest);
        }
        if (stopped.isPresent() && verdict != Verdict.ONE_PART) {
            why = stopped.get() + " Otherwise " + Character.toLowerCase(why.charAt(0)) + why.substring(1);
            verdict = Verdict.MERGES_STOPPED;
        }
        return new MergeOutlook(partitionId, parts.size(), bytes, verdict, stopped.isPresent() ? List.of() : chosen,
                stopped.isPresent() ? 0 : chosenBytes, why, settings.maxBytesToMerge(), settings.minAgeToForceMergeSeconds(),
                youngest, stopped.isPresent());
    }

    private static String ageText(MergeSelectorSettings settings, long youngestSeconds) {
        long force = settings.minAgeToForceMergeSeconds();
        if (force == 0) {
            return "min_age_to_force_merge_seconds is 0 (off), so age alone never forces the merge.";
        }
        return "min_age_to_force_merge_seconds = " + force + ": the newest part is " + youngestSeconds
                + " s old, so the partition merges by age once it is " + force + " s old.";
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
