package io.mergelab.profiler.analysis.diff;

import io.mergelab.profiler.analysis.ProcessorGraph;
import io.mergelab.profiler.analysis.StepRollup;
import io.mergelab.profiler.run.ProcessorRow;
import io.mergelab.profiler.run.Run;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One run's processors keyed for alignment: the run's plan steps ({@link StepRollup}) under their
 * {@link StepIdentity}, in plan step id order, and each processor group's figures (groups in step order, processors in row order).
 */
record RunGroups(Map<StepIdentity, StepRollup> steps, Map<GroupKey, ProcessorFigures> groups) {

    static RunGroups of(Run run) {
        ProcessorGraph graph = ProcessorGraph.of(run.processors());
        List<StepRollup> rollups = new ArrayList<>(StepRollup.of(graph));
        rollups.sort(Comparator.comparingLong(StepRollup::planStepId));
        Map<StepIdentity, StepRollup> steps = new LinkedHashMap<>();
        Map<String, StepIdentity> byRollupKey = new HashMap<>();
        Map<List<String>, Integer> occurrences = new HashMap<>();
        for (StepRollup s : rollups) {
            boolean planless = s.planStepId() == 0;
            int occurrence = occurrences.merge(List.of(s.name(), s.description(), Boolean.toString(planless)), 1,
                    Integer::sum) - 1;
            StepIdentity identity = new StepIdentity(s.name(), s.description(), occurrence, planless);
            steps.put(identity, s);
            byRollupKey.put(s.key(), identity);
        }
        Map<StepIdentity, Map<String, List<ProcessorRow>>> copies = new LinkedHashMap<>();
        steps.keySet().forEach(identity -> copies.put(identity, new LinkedHashMap<>()));
        for (ProcessorRow p : graph.processors()) {
            copies.get(byRollupKey.get(StepRollup.stepKey(p))).computeIfAbsent(p.name(), k -> new ArrayList<>()).add(p);
        }
        Map<GroupKey, ProcessorFigures> groups = new LinkedHashMap<>();
        copies.forEach((step, byName) -> byName.forEach((name, rows) ->
                groups.put(new GroupKey(step, name), ProcessorFigures.of(rows))));
        return new RunGroups(steps, groups);
    }
}
