package io.mergelab.profiler.parts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * The active part count of each partition (and of the whole table) over time, replayed from {@code system.part_log}:
 * a new part adds one, a merge adds its result and retires its sources, a mutation replaces its source, and removing
 * a part that was still active (a DROP PARTITION, a TRUNCATE) takes it away; removing an outdated part changes
 * nothing. Parts that existed before the first event are not in the log, so each partition's count is anchored to
 * the parts it has now: it starts at now's count minus the net change the events made.
 */
public record MergeTimeline(long fromMicros, long toMicros, List<PartitionTimeline> partitions, List<CountStep> total,
                            int eventCount) {

    public MergeTimeline {
        partitions = List.copyOf(partitions);
        total = List.copyOf(total);
    }

    /**
     * Replays {@code events} (oldest first) against {@code activePartsNow} (active part count by partition id now),
     * up to {@code nowMicros}.
     */
    public static MergeTimeline of(List<PartEvent> events, Map<String, Integer> activePartsNow, long nowMicros) {
        Objects.requireNonNull(events, "events");
        Map<String, Replay> replays = new TreeMap<>();
        Set<String> active = new HashSet<>();
        for (PartEvent e : events) {
            Replay r = replays.computeIfAbsent(e.partitionId(), Replay::new);
            int delta = switch (e.type()) {
                case PartEvent.NEW_PART -> {
                    r.newParts++;
                    active.add(e.partName());
                    yield 1;
                }
                case PartEvent.MERGE_PARTS, PartEvent.MUTATE_PART -> {
                    if (e.type().equals(PartEvent.MERGE_PARTS)) {
                        r.merges++;
                    } else {
                        r.mutations++;
                    }
                    active.removeAll(e.mergedFrom());
                    active.add(e.partName());
                    yield 1 - e.mergedFrom().size();
                }
                case PartEvent.REMOVE_PART -> {
                    r.removals++;
                    boolean wasActive = active.remove(e.partName());
                    yield wasActive ? -1 : 0;
                }
                default -> 0;
            };
            r.add(e.eventTimeMicros(), delta);
        }
        activePartsNow.keySet().forEach(id -> replays.computeIfAbsent(id, Replay::new));
        long from = events.isEmpty() ? nowMicros : Math.min(events.get(0).eventTimeMicros(), nowMicros);
        List<PartitionTimeline> partitions = new ArrayList<>(replays.size());
        for (Replay r : replays.values()) {
            partitions.add(r.timeline(activePartsNow.getOrDefault(r.partitionId, 0), from, nowMicros));
        }
        return new MergeTimeline(from, nowMicros, partitions, totalOf(partitions), events.size());
    }

    /**
     * {@code steps} read over {@code buckets} evenly spaced spans from {@link #fromMicros()} to {@link #toMicros()}:
     * the largest count in force during each span, so a short pile-up of parts still shows in a trend of fixed width.
     */
    public int[] sample(List<CountStep> steps, int buckets) {
        int[] out = new int[buckets];
        long span = Math.max(1, toMicros - fromMicros);
        int next = 0;
        int count = 0;
        for (int b = 0; b < buckets; b++) {
            long end = fromMicros + span * (b + 1) / buckets;
            int max = count;
            while (next < steps.size() && steps.get(next).timeMicros() <= end) {
                count = steps.get(next++).activeParts();
                max = Math.max(max, count);
            }
            out[b] = max;
        }
        return out;
    }

    /** The table's active part count: the partitions' steps summed at every time any of them changes. */
    private static List<CountStep> totalOf(List<PartitionTimeline> partitions) {
        TreeMap<Long, Integer> deltas = new TreeMap<>();
        for (PartitionTimeline p : partitions) {
            int previous = 0;
            for (CountStep s : p.steps()) {
                deltas.merge(s.timeMicros(), s.activeParts() - previous, Integer::sum);
                previous = s.activeParts();
            }
        }
        List<CountStep> total = new ArrayList<>(deltas.size());
        int count = 0;
        for (Map.Entry<Long, Integer> d : deltas.entrySet()) {
            count += d.getValue();
            total.add(new CountStep(d.getKey(), count));
        }
        return total;
    }

    /** One partition's running sum of count changes, in primitive arrays: a timeline may hold 100,000 events. */
    private static final class Replay {
        final String partitionId;
        long[] times = new long[16];
        int[] deltas = new int[16];
        int size;
        int newParts;
        int merges;
        int mutations;
        int removals;

        Replay(String partitionId) {
            this.partitionId = partitionId;
        }

        void add(long timeMicros, int delta) {
            if (size == times.length) {
                times = Arrays.copyOf(times, size * 2);
                deltas = Arrays.copyOf(deltas, size * 2);
            }
            times[size] = timeMicros;
            deltas[size] = delta;
            size++;
        }

        PartitionTimeline timeline(int partsNow, long fromMicros, long nowMicros) {
            int net = 0;
            for (int i = 0; i < size; i++) {
                net += deltas[i];
            }
            int count = Math.max(0, partsNow - net);
            List<CountStep> steps = new ArrayList<>(size + 2);
            steps.add(new CountStep(fromMicros, count));
            for (int i = 0; i < size; i++) {
                count = Math.max(0, count + deltas[i]);
                if (i > 0 && times[i] == times[i - 1]) { // one step per instant; the count before the first event stays
                    steps.set(steps.size() - 1, new CountStep(times[i], count));
                } else {
                    steps.add(new CountStep(times[i], count));
                }
            }
            steps.add(new CountStep(Math.max(nowMicros, steps.get(steps.size() - 1).timeMicros()), partsNow));
            return new PartitionTimeline(partitionId, steps, newParts, merges, mutations, removals);
        }
    }
}
