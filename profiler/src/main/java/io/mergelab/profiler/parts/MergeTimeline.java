package io.mergelab.profiler.parts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The active part count of each partition (and of the whole table) over time, replayed from {@code system.part_log}:
 * a new part adds one, a merge adds its result and retires its sources, a mutation replaces its source, and removing
 * a part that was still active (a DROP PARTITION, a TRUNCATE) takes it away; removing an outdated part changes
 * nothing. A removal may be logged before the merge that retired the part (the embedded engine logs both as the
 * merge commits, the removals first): such a part is not taken away twice. Parts that existed before the first event
 * are not in the log, so each partition's count is anchored to the parts it has now: it starts at now's count minus
 * the net change the events made.
 */
public record MergeTimeline(long fromMicros, long toMicros, List<PartitionTimeline> partitions, CountSteps total,
                            int eventCount) {

    public MergeTimeline {
        partitions = List.copyOf(partitions);
        Objects.requireNonNull(total, "total");
    }

    /**
     * Replays {@code events} (oldest first; sorted by time here if they are not) against {@code activePartsNow}
     * (active part count by partition id now), up to {@code nowMicros}; later events are left out.
     */
    public static MergeTimeline of(List<PartEvent> events, Map<String, Integer> activePartsNow, long nowMicros) {
        // events after now came after the parts were counted (a merge that ended in between): counting them would
        // shift every count by their change; the next read shows them
        List<PartEvent> ordered = inTimeOrder(Objects.requireNonNull(events, "events"));
        int eventCount = countUpTo(ordered, nowMicros);
        // first pass: each event's time, partition and count change, in primitive arrays (no allocation per event
        // but the part states' map entries)
        Map<String, Tally> tallyOf = new HashMap<>();
        List<Tally> tallies = new ArrayList<>();
        long[] timeOf = new long[eventCount];
        int[] partitionOf = new int[eventCount];
        int[] deltaOf = new int[eventCount];
        Map<String, PartState> states = new HashMap<>();
        for (int i = 0; i < eventCount; i++) {
            PartEvent e = ordered.get(i);
            Tally t = tallyOf.get(e.partitionId());
            if (t == null) {
                t = new Tally(e.partitionId(), tallies.size());
                tallyOf.put(t.partitionId, t);
                tallies.add(t);
            }
            int delta = t.count(e, states);
            timeOf[i] = e.eventTimeMicros();
            partitionOf[i] = t.index;
            deltaOf[i] = delta;
        }
        for (String id : activePartsNow.keySet()) {
            if (!tallyOf.containsKey(id)) {
                Tally t = new Tally(id, tallies.size());
                tallyOf.put(id, t);
                tallies.add(t);
            }
        }
        // second pass: running counts per partition and for the table, from each partition's anchored start
        long from = eventCount == 0 ? nowMicros : Math.min(timeOf[0], nowMicros);
        int partitionCount = tallies.size();
        int[] counts = new int[partitionCount];
        int[] seen = new int[partitionCount];
        CountSteps.Builder[] steps = new CountSteps.Builder[partitionCount];
        CountSteps.Builder total = new CountSteps.Builder(eventCount + 2);
        int tableCount = 0;
        for (int p = 0; p < partitionCount; p++) {
            Tally t = tallies.get(p);
            counts[p] = Math.max(0, activePartsNow.getOrDefault(t.partitionId, 0) - t.net);
            tableCount += counts[p];
            steps[p] = new CountSteps.Builder(t.events + 2);
            steps[p].add(from, counts[p], false);
        }
        total.add(from, tableCount, true);
        for (int i = 0; i < eventCount; i++) {
            int p = partitionOf[i];
            int count = Math.max(0, counts[p] + deltaOf[i]);
            tableCount += count - counts[p];
            counts[p] = count;
            // one step per instant; the count before a partition's first event stays
            steps[p].add(timeOf[i], count, seen[p]++ > 0);
            total.add(timeOf[i], tableCount, true);
        }
        List<PartitionTimeline> partitions = new ArrayList<>(partitionCount);
        int tableNow = 0;
        long end = nowMicros;
        for (int p = 0; p < partitionCount; p++) {
            Tally t = tallies.get(p);
            int partsNow = activePartsNow.getOrDefault(t.partitionId, 0);
            tableNow += partsNow;
            long partitionEnd = Math.max(nowMicros, steps[p].lastTimeMicros());
            end = Math.max(end, partitionEnd);
            steps[p].add(partitionEnd, partsNow, false);
            partitions.add(new PartitionTimeline(t.partitionId, steps[p].build(), t.newParts, t.merges, t.mutations,
                    t.removals));
        }
        total.add(end, tableNow, true);
        partitions.sort(Comparator.comparing(PartitionTimeline::partitionId));
        return new MergeTimeline(from, nowMicros, partitions, total.build(), eventCount);
    }

    /**
     * The timeline as it stood at {@code untilMicros} (in the past): every event is replayed against the parts that
     * exist now to learn each partition's count then, and the events up to then are replayed against those counts.
     * For looking back at a recorded load, e.g. {@code mergelab merges t --from ... --to ...}.
     */
    public static MergeTimeline upTo(List<PartEvent> events, Map<String, Integer> activePartsNow, long nowMicros,
                                     long untilMicros) {
        if (untilMicros >= nowMicros) {
            return of(events, activePartsNow, nowMicros);
        }
        MergeTimeline whole = of(events, activePartsNow, nowMicros);
        Map<String, Integer> then = new HashMap<>();
        for (PartitionTimeline p : whole.partitions()) {
            then.put(p.partitionId(), p.steps().at(untilMicros));
        }
        return of(events, then, untilMicros);
    }

    /**
     * {@code steps} read over {@code buckets} evenly spaced spans from {@link #fromMicros()} to {@link #toMicros()}:
     * the largest count in force during each span, so a short pile-up of parts still shows in a trend of fixed width.
     */
    public int[] sample(CountSteps steps, int buckets) {
        return steps.sample(fromMicros, toMicros, buckets);
    }

    /** How many of {@code ordered} (oldest first) happened at or before {@code micros}. */
    private static int countUpTo(List<PartEvent> ordered, long micros) {
        int n = ordered.size();
        while (n > 0 && ordered.get(n - 1).eventTimeMicros() > micros) {
            n--;
        }
        return n;
    }

    private static List<PartEvent> inTimeOrder(List<PartEvent> events) {
        for (int i = 1; i < events.size(); i++) {
            if (events.get(i).eventTimeMicros() < events.get(i - 1).eventTimeMicros()) {
                List<PartEvent> sorted = new ArrayList<>(events);
                sorted.sort(Comparator.comparingLong(PartEvent::eventTimeMicros)); // stable: same-instant order kept
                return sorted;
            }
        }
        return events;
    }

    /** What the replay knows of a part it saw: active, or removed while still active (before its merge logged). */
    private enum PartState { ACTIVE, REMOVED_WHILE_ACTIVE }

    /** One partition's counters during the first pass. */
    private static final class Tally {
        final String partitionId;
        final int index;
        int events;
        int net;
        int newParts;
        int merges;
        int mutations;
        int removals;

        Tally(String partitionId, int index) {
            this.partitionId = partitionId;
            this.index = index;
        }

        /** Counts {@code e} in and returns its change of the active part count; {@code states} follows the parts. */
        int count(PartEvent e, Map<String, PartState> states) {
            int delta = switch (e.type()) {
                case PartEvent.NEW_PART -> {
                    newParts++;
                    states.put(e.partName(), PartState.ACTIVE);
                    yield 1;
                }
                case PartEvent.MERGE_PARTS, PartEvent.MUTATE_PART -> {
                    if (e.type().equals(PartEvent.MERGE_PARTS)) {
                        merges++;
                    } else {
                        mutations++;
                    }
                    int retired = 0;
                    List<String> sources = e.mergedFrom();
                    for (int s = 0; s < sources.size(); s++) {
                        // a removal logged first already took it away
                        if (states.remove(sources.get(s)) != PartState.REMOVED_WHILE_ACTIVE) {
                            retired++;
                        }
                    }
                    states.put(e.partName(), PartState.ACTIVE);
                    yield 1 - retired;
                }
                case PartEvent.REMOVE_PART -> {
                    removals++;
                    // replace, not put: a part the replay never saw (outdated before the log began) is not followed
                    if (states.replace(e.partName(), PartState.ACTIVE, PartState.REMOVED_WHILE_ACTIVE)) {
                        yield -1;
                    }
                    yield 0;
                }
                default -> 0;
            };
            events++;
            net += delta;
            return delta;
        }
    }
}
