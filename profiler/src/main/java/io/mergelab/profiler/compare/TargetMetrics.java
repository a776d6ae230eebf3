package io.mergelab.profiler.compare;

import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which ProfileEvents a comparison across targets can judge. The embedded engine and a ClickHouse server count
 * different events (each has some the other lacks), and a counter that a target never reports would read as a change
 * from 0: so when the variants' runs ran on more than one target (kind and description of {@link Run#target()}), a
 * ProfileEvent is judged only when some run of every target carries it. The client time and the query_log figures are
 * judged as always.
 */
final class TargetMetrics {
    private TargetMetrics() {
    }

    /** {@code metrics} less the ProfileEvents not every target counts. */
    static List<String> judged(List<List<Run>> runs, List<String> metrics) {
        Set<String> oneSided = oneSidedEvents(runs);
        return metrics.stream().filter(m -> !oneSided.contains(m)).toList();
    }

    /** A notice naming how many ProfileEvents were left out because only some targets count them, if any were. */
    static Optional<String> oneSided(List<List<Run>> runs) {
        Set<String> left = oneSidedEvents(runs);
        if (left.isEmpty()) {
            return Optional.empty();
        }
        List<String> shown = new ArrayList<>(left).subList(0, Math.min(5, left.size()));
        return Optional.of(left.size() + " ProfileEvent" + (left.size() == 1 ? " is" : "s are")
                + " not judged because not every target counts "
                + (left.size() == 1 ? "it" : "them") + ": "
                + String.join(", ", shown.stream().map(m -> m.substring(RunMetrics.PROFILE_EVENT_PREFIX.length())).toList())
                + (left.size() > shown.size() ? ", …" : ""));
    }

    /** The {@code ProfileEvents.<name>} metrics some target's runs never carry; none when all ran on one target. */
    private static Set<String> oneSidedEvents(List<List<Run>> runs) {
        Map<String, Set<String>> eventsByTarget = new LinkedHashMap<>();
        Set<String> all = new TreeSet<>();
        for (List<Run> variantRuns : runs) {
            for (Run run : variantRuns) {
                Set<String> events = eventsByTarget.computeIfAbsent(
                        run.target().kind() + " " + run.target().description(), k -> new TreeSet<>());
                run.queryLog().ifPresent(log -> log.profileEvents().keySet().forEach(event -> {
                    events.add(event);
                    all.add(event);
                }));
            }
        }
        Set<String> oneSided = new TreeSet<>();
        if (eventsByTarget.size() < 2) {
            return oneSided;
        }
        for (String event : all) {
            if (!eventsByTarget.values().stream().allMatch(events -> events.contains(event))) {
                oneSided.add(RunMetrics.PROFILE_EVENT_PREFIX + event);
            }
        }
        return oneSided;
    }
}
