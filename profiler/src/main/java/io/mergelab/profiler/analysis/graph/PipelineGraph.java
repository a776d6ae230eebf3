package io.mergelab.profiler.analysis.graph;

import io.mergelab.profiler.analysis.CriticalPath;
import io.mergelab.profiler.analysis.ProcessorGraph;
import io.mergelab.profiler.analysis.StepRollup;
import io.mergelab.profiler.run.ProcessorRow;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The processors of a run as the nodes and edges a person reads, before layout. With {@code collapseCopies},
 * parallel copies become one node: processors of the same plan step with the same name whose upstream and downstream
 * neighbours have the same (step, name) shape, e.g. the four {@code FilterTransform} behind four read streams
 * ({@code EXPLAIN PIPELINE}'s {@code FilterTransform × 4}). Edges between nodes count the processor connections they
 * stand for; connections inside one collapsed node are not drawn. Nodes and edges on the {@link CriticalPath} are
 * marked.
 */
public record PipelineGraph(List<GraphNode> nodes, List<GraphEdge> edges, long totalWorkMicros, boolean collapsed,
                            List<String> problems) {

    public PipelineGraph {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
        problems = List.copyOf(problems);
    }

    public static PipelineGraph of(List<ProcessorRow> processors, boolean collapseCopies) {
        ProcessorGraph graph = ProcessorGraph.of(processors);
        CriticalPath path = CriticalPath.of(graph);
        Set<Long> onPath = new HashSet<>();
        Set<String> pathLinks = new HashSet<>();
        long previous = -1;
        for (CriticalPath.Hop hop : path.hops()) {
            long id = hop.processor().id();
            if (!onPath.isEmpty()) {
                pathLinks.add(previous + ">" + id);
            }
            onPath.add(id);
            previous = id;
        }
        Map<String, List<ProcessorRow>> groups = new LinkedHashMap<>();
        for (ProcessorRow p : graph.processors()) {
            String key = collapseCopies ? shape(p, graph) : "p" + p.id();
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(p);
        }
        Map<String, String> stepLabels = new HashMap<>();
        for (StepRollup step : StepRollup.of(graph)) {
            stepLabels.put(step.planStepId() != 0 ? "step " + step.planStepId() : "processor " + step.name(),
                    step.planStepId() != 0 ? step.label() : "");
        }
        long totalWork = graph.processors().stream().mapToLong(ProcessorRow::elapsedMicros).sum();
        Map<Long, String> nodeOf = new HashMap<>();
        List<GraphNode> nodes = new ArrayList<>();
        for (List<ProcessorRow> members : groups.values()) {
            ProcessorRow first = members.get(0);
            String id = collapseCopies ? "n" + nodes.size() : "p" + first.id();
            members.forEach(p -> nodeOf.put(p.id(), id));
            long work = members.stream().mapToLong(ProcessorRow::elapsedMicros).sum();
            String stepKey = StepRollup.stepKey(first);
            nodes.add(new GraphNode(id, first.name(), stepKey, stepLabels.get(stepKey), members,
                    totalWork == 0 ? 0 : (double) work / totalWork, members.stream().anyMatch(p -> onPath.contains(p.id()))));
        }
        Map<String, int[]> connections = new LinkedHashMap<>();
        Set<String> edgesOnPath = new HashSet<>();
        for (ProcessorRow p : graph.processors()) {
            long id = p.id();
            for (long next : graph.downstream(id)) {
                String from = nodeOf.get(id);
                String to = nodeOf.get(next);
                if (from.equals(to)) {
                    continue;
                }
                String key = from + ">" + to;
                connections.computeIfAbsent(key, k -> new int[1])[0]++;
                if (pathLinks.contains(id + ">" + next)) {
                    edgesOnPath.add(key);
                }
            }
        }
        List<GraphEdge> edges = new ArrayList<>();
        connections.forEach((key, count) -> {
            String[] ends = key.split(">");
            edges.add(new GraphEdge(ends[0], ends[1], count[0], edgesOnPath.contains(key)));
        });
        return new PipelineGraph(nodes, edges, totalWork, collapseCopies, graph.problems());
    }

    /** What makes processors copies of each other: step, name and the (step, name) multisets of their neighbours. */
    private static String shape(ProcessorRow p, ProcessorGraph graph) {
        return StepRollup.stepKey(p) + "\u0000" + p.name() + "\u0000" + neighbours(graph.upstream(p.id()), graph)
                + "\u0000" + neighbours(graph.downstream(p.id()), graph);
    }

    private static String neighbours(List<Long> ids, ProcessorGraph graph) {
        return ids.stream().map(graph::processor).map(n -> StepRollup.stepKey(n) + "/" + n.name()).sorted()
                .collect(Collectors.joining(","));
    }
}
