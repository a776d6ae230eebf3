package io.mergelab.profiler.analysis.graph;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Orders the plan steps of a pipeline graph into bands, one after another in the direction of data flow, so the
 * layout can keep each step's processors together (ELK's layer partitions) and a box can be drawn around each step
 * without covering another. A processor without a plan step is a band of its own. The band of a step comes after
 * the bands of every step feeding it; when steps feed each other in a circle (data flows out of a step and back
 * into it) no such order exists and {@link #of} answers empty.
 */
final class StepBands {
    private StepBands() {
    }

    /** The band key of a node: its plan step, or the node itself when it has none. */
    static String bandKey(GraphNode node) {
        return node.stepLabel().isEmpty() ? "node " + node.id() : node.stepKey();
    }

    /** Each node id's band number (0 first), or empty when the steps cannot be ordered. */
    static Optional<Map<String, Integer>> of(PipelineGraph graph) {
        Map<String, String> bandOf = new HashMap<>();
        Map<String, Integer> rank = new HashMap<>();
        for (GraphNode node : graph.nodes()) {
            bandOf.put(node.id(), bandKey(node));
            rank.put(bandKey(node), 0);
        }
        boolean changed = true;
        for (int round = 0; changed; round++) {
            if (round > rank.size()) {
                return Optional.empty();
            }
            changed = false;
            for (GraphEdge edge : graph.edges()) {
                String from = bandOf.get(edge.from());
                String to = bandOf.get(edge.to());
                if (!from.equals(to) && rank.get(to) <= rank.get(from)) {
                    rank.put(to, rank.get(from) + 1);
                    changed = true;
                }
            }
        }
        Map<String, Integer> byNode = new HashMap<>();
        bandOf.forEach((node, band) -> byNode.put(node, rank.get(band)));
        return Optional.of(byNode);
    }
}
