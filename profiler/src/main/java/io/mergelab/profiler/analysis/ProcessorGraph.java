package io.mergelab.profiler.analysis;

import io.mergelab.profiler.run.ProcessorRow;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A run's processors as a directed graph: an edge goes from a processor to each of its {@code parentIds} (the
 * processors downstream of it, as {@code system.processors_profile_log} defines them). Imported data may be
 * malformed, so the graph makes itself a DAG and says what it dropped: edges to unknown ids, repeated ids (the
 * first row wins) and edges that close a cycle (found by a depth-first search in row order; the edge back to a
 * processor still on the search path goes). Everything that walks the graph can then rely on {@link #order()}.
 */
public final class ProcessorGraph {
    private final Map<Long, ProcessorRow> byId = new LinkedHashMap<>();
    private final Map<Long, List<Long>> downstream = new HashMap<>();
    private final Map<Long, List<Long>> upstream = new HashMap<>();
    private final List<Long> order;
    private final List<String> problems = new ArrayList<>();

    private ProcessorGraph(List<ProcessorRow> processors) {
        for (ProcessorRow p : processors) {
            if (byId.putIfAbsent(p.id(), p) != null) {
                problems.add("processor id " + p.id() + " appears more than once; the first row is used");
            }
        }
        for (ProcessorRow p : byId.values()) {
            downstream.put(p.id(), new ArrayList<>());
            upstream.put(p.id(), new ArrayList<>());
        }
        for (ProcessorRow p : byId.values()) {
            for (long parent : p.parentIds()) {
                if (!byId.containsKey(parent)) {
                    problems.add("processor " + p.id() + " feeds unknown processor " + parent + "; edge ignored");
                } else if (!downstream.get(p.id()).contains(parent)) {
                    downstream.get(p.id()).add(parent);
                }
            }
        }
        order = sortBreakingCycles();
        for (long id : byId.keySet()) {
            for (long next : downstream.get(id)) {
                upstream.get(next).add(id);
            }
        }
    }

    public static ProcessorGraph of(List<ProcessorRow> processors) {
        return new ProcessorGraph(processors);
    }

    public ProcessorRow processor(long id) {
        ProcessorRow p = byId.get(id);
        if (p == null) {
            throw new IllegalArgumentException("no processor with id " + id);
        }
        return p;
    }

    /** Processors in row order. */
    public List<ProcessorRow> processors() {
        return List.copyOf(byId.values());
    }

    /** The processors {@code id} feeds (after dropping bad edges). */
    public List<Long> downstream(long id) {
        return Collections.unmodifiableList(downstream.get(id));
    }

    /** The processors feeding {@code id}, in row order. */
    public List<Long> upstream(long id) {
        return Collections.unmodifiableList(upstream.get(id));
    }

    /** Every processor once, each before all processors it feeds. */
    public List<Long> order() {
        return order;
    }

    /** What was wrong with the rows and what was done about it; empty for a well-formed pipeline. */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    /** Reverse post-order of an iterative depth-first search, removing back edges as it meets them. */
    private List<Long> sortBreakingCycles() {
        Map<Long, Integer> state = new HashMap<>(); // absent: unseen, 1: on the search path, 2: done
        List<Long> postOrder = new ArrayList<>(byId.size());
        for (long root : byId.keySet()) {
            if (state.containsKey(root)) {
                continue;
            }
            Deque<long[]> stack = new ArrayDeque<>(); // {id, index of the next edge to follow}
            stack.push(new long[] {root, 0});
            state.put(root, 1);
            while (!stack.isEmpty()) {
                long[] top = stack.peek();
                List<Long> edges = downstream.get(top[0]);
                if (top[1] == edges.size()) {
                    stack.pop();
                    state.put(top[0], 2);
                    postOrder.add(top[0]);
                    continue;
                }
                long next = edges.get((int) top[1]);
                Integer nextState = state.get(next);
                if (nextState == null) {
                    top[1]++;
                    state.put(next, 1);
                    stack.push(new long[] {next, 0});
                } else if (nextState == 1) {
                    edges.remove((int) top[1]);
                    problems.add("edge " + top[0] + " → " + next + " closes a cycle; ignored");
                } else {
                    top[1]++;
                }
            }
        }
        Collections.reverse(postOrder);
        return List.copyOf(postOrder);
    }
}
