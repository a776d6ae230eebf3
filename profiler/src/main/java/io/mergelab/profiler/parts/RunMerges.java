package io.mergelab.profiler.parts;

import io.mergelab.profiler.run.PartLogEvent;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One table's parts and merges around a run, from the part log captured with it: the events replayed as a
 * {@link MergeTimeline} anchored to the active parts the run's parts snapshot holds, and when the run started and
 * ended on that axis.
 */
public record RunMerges(String table, MergeTimeline timeline, List<PartLogEvent> events, long runStartMicros,
                       long runEndMicros) {

    public RunMerges {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(timeline, "timeline");
        events = List.copyOf(events);
    }

    /** One per table in the run's part log, in the order the log names them; none when it has no events. */
    public static List<RunMerges> of(Run run) {
        Map<String, List<PartLogEvent>> byTable = new LinkedHashMap<>();
        for (PartLogEvent e : run.partLog()) {
            byTable.computeIfAbsent(e.database() + "." + e.table(), k -> new ArrayList<>()).add(e);
        }
        long start = run.startedAt().getEpochSecond() * 1_000_000 + run.startedAt().getNano() / 1000;
        long end = start + run.outcome().clientElapsedMicros();
        List<RunMerges> out = new ArrayList<>(byTable.size());
        byTable.forEach((table, events) -> {
            Map<String, Integer> activeAtRun = new HashMap<>();
            for (PartRow p : run.parts()) {
                if (p.active() && table.equals(p.database() + "." + p.table())) {
                    activeAtRun.merge(PartNames.partitionId(p.name()), 1, Integer::sum);
                }
            }
            List<PartEvent> replayed = events.stream().map(e -> new PartEvent(e.eventTimeMicros(), e.type(),
                    e.partName(), e.partitionId(), e.rows(), e.sizeInBytes(), e.mergedFrom(), e.durationMs())).toList();
            long lastEvent = events.get(events.size() - 1).eventTimeMicros();
            out.add(new RunMerges(table, MergeTimeline.of(replayed, activeAtRun, Math.max(end, lastEvent)), events, start,
                    end));
        });
        return out;
    }

    /** The table's active part count when the run started. */
    public int activePartsAtStart() {
        return timeline.total().at(runStartMicros);
    }

    /** How many events of {@code type} the log holds. */
    public long count(String type) {
        return events.stream().filter(e -> e.type().equals(type)).count();
    }

    /**
     * At most {@code limit} events, those nearest the run's start, oldest first: what happened to the parts just
     * before and while it ran.
     */
    public List<PartLogEvent> nearestToRun(int limit) {
        if (events.size() <= limit) {
            return events;
        }
        int first = 0;
        while (first < events.size() && events.get(first).eventTimeMicros() < runStartMicros) {
            first++;
        }
        int from = Math.max(0, Math.min(first - limit / 2, events.size() - limit));
        return events.subList(from, from + limit);
    }
}
