package io.mergelab.profiler.analysis;

import io.mergelab.profiler.run.ProcessorRow;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The critical path through a run's pipeline, defined as the source-to-sink chain of processors (following
 * {@code parentIds}, i.e. data flow) whose summed work ({@code elapsed_us}, time inside {@code work()}) is the
 * largest: the longest path of the processor DAG weighted by work. Work on this chain cannot overlap (each
 * processor needs its predecessor's output), so its total bounds the query's time from below; a step off the path
 * can only matter when threads were short.
 *
 * <p>Waits are attributed along the path: a processor's input wait is time it spent waiting for its upstream
 * neighbour on the path, its output wait time waiting for its downstream neighbour to take data. So each hop also
 * carries {@code waitCausedMicros}: the next hop's input wait plus the previous hop's output wait, the time this
 * processor held its neighbours up. Among equal paths the one met first in row order wins. A source's input wait
 * and a sink's output wait have no neighbour on the path and are left unattributed.
 *
 * <p>Processors without edges are paths of one. Malformed graphs (unknown ids, cycles) are repaired by
 * {@link ProcessorGraph}, whose notes come back in {@code problems}.
 */
public record CriticalPath(List<Hop> hops, long workMicros, List<String> problems) {

    /** One processor on the path with its work and its waits, attributed as the class comment says. */
    public record Hop(ProcessorRow processor, long workMicros, long inputWaitMicros, long outputWaitMicros,
                      long waitCausedMicros) {
    }

    public CriticalPath {
        hops = List.copyOf(hops);
        problems = List.copyOf(problems);
    }

    public static CriticalPath of(List<ProcessorRow> processors) {
        return of(ProcessorGraph.of(processors));
    }

    public static CriticalPath of(ProcessorGraph graph) {
        List<Long> order = graph.order();
        Map<Long, Long> best = new HashMap<>();  // the most work on a path from this processor to a sink
        Map<Long, Long> next = new HashMap<>();
        for (int i = order.size() - 1; i >= 0; i--) {
            long id = order.get(i);
            long tail = 0;
            for (long d : graph.downstream(id)) {
                if (!next.containsKey(id) || best.get(d) > tail) {
                    tail = best.get(d);
                    next.put(id, d);
                }
            }
            best.put(id, graph.processor(id).elapsedMicros() + tail);
        }
        Long start = null;
        for (ProcessorRow p : graph.processors()) {
            if (graph.upstream(p.id()).isEmpty() && (start == null || best.get(p.id()) > best.get(start))) {
                start = p.id();
            }
        }
        List<ProcessorRow> chain = new ArrayList<>();
        for (Long id = start; id != null; id = next.get(id)) {
            chain.add(graph.processor(id));
        }
        return new CriticalPath(hops(chain), start == null ? 0 : best.get(start), graph.problems());
    }

    private static List<Hop> hops(List<ProcessorRow> chain) {
        List<Hop> hops = new ArrayList<>(chain.size());
        for (int i = 0; i < chain.size(); i++) {
            ProcessorRow p = chain.get(i);
            long caused = (i + 1 < chain.size() ? chain.get(i + 1).inputWaitMicros() : 0)
                    + (i > 0 ? chain.get(i - 1).outputWaitMicros() : 0);
            hops.add(new Hop(p, p.elapsedMicros(), p.inputWaitMicros(), p.outputWaitMicros(), caused));
        }
        return hops;
    }
}
