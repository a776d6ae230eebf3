package io.mergelab.app.gui.parts;

import io.mergelab.profiler.parts.MergeTimeline;
import io.mergelab.profiler.parts.PartEvent;
import io.mergelab.profiler.parts.RunMark;
import io.mergelab.profiler.parts.TableParts;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** One read of a table for the Parts screen: its parts, the part log replayed as a timeline, the runs that read it. */
record PartsSnapshot(TableParts parts, MergeTimeline timeline, List<RunMark> runs) {

    static PartsSnapshot of(TableParts parts, List<PartEvent> events, List<RunMark> runs) {
        Map<String, Integer> now = parts.byPartition().entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().size()));
        return new PartsSnapshot(parts, MergeTimeline.of(events, now, parts.readAt().toEpochMilli() * 1000), List.copyOf(runs));
    }
}
