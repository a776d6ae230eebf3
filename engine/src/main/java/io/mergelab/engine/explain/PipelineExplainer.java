package io.mergelab.engine.explain;

import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.processor.InputPort;
import io.mergelab.engine.processor.LazyOutputFormat;
import io.mergelab.engine.processor.OutputPort;
import io.mergelab.engine.processor.Processor;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.processor.ResizeProcessor;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code EXPLAIN PIPELINE}: for each plan step (from the root) a {@code (StepName)} line, then its processors
 * from downstream to upstream, equal neighbours folded into {@code Name × k}, with {@code  in → out} port counts
 * when a processor does not have exactly one input and one output; every processor line indents what follows by
 * two spaces (a step without processors too). {@code graph = 1} prints the processor graph in DOT, processors
 * labelled with their {@code processor_uniq_id} and grouped by step. The output sink that the result reader
 * drains (and the Resize into it) is not part of the query's pipeline as EXPLAIN shows it.
 */
public final class PipelineExplainer {
    private PipelineExplainer() {
    }

    public static List<String> text(QueryPlan plan, QueryPipeline pipeline) {
        Map<Integer, List<Processor>> byStep = byStep(pipeline);
        List<String> lines = new ArrayList<>();
        text(plan, plan.root(), byStep, "", lines);
        return lines;
    }

    private static void text(QueryPlan plan, PlanStep step, Map<Integer, List<Processor>> byStep, String indent,
                             List<String> lines) {
        lines.add(indent + "(" + step.name() + ")");
        List<Processor> processors = byStep.getOrDefault(plan.indexOf(step), List.of());
        String at = indent;
        int i = processors.size() - 1;
        while (i >= 0) {
            Processor p = processors.get(i);
            int k = 1;
            while (i - k >= 0 && sameKind(processors.get(i - k), p)) {
                k++;
            }
            StringBuilder line = new StringBuilder(at).append(p.name());
            if (k > 1) {
                line.append(" × ").append(k);
            }
            if (p.inputs().size() != 1 || p.outputs().size() != 1) {
                line.append(' ').append(p.inputs().size()).append(" → ").append(p.outputs().size());
            }
            lines.add(line.toString());
            at += "  ";
            i -= k;
        }
        if (processors.isEmpty()) {
            at += "  ";
        }
        for (PlanStep child : step.children()) {
            text(plan, child, byStep, at, lines);
        }
    }

    private static boolean sameKind(Processor a, Processor b) {
        return a.name().equals(b.name()) && a.inputs().size() == b.inputs().size()
                && a.outputs().size() == b.outputs().size();
    }

    /** DOT: one cluster per plan step holding its processors, then an edge per connected port pair. */
    public static List<String> graph(QueryPlan plan, QueryPipeline pipeline) {
        List<Processor> all = pipeline.processors();
        Set<Processor> shown = shown(pipeline);
        Map<Processor, Integer> ids = new IdentityHashMap<>();
        for (int i = 0; i < all.size(); i++) {
            ids.put(all.get(i), i);
        }
        List<String> lines = new ArrayList<>(List.of("digraph", "{", "  rankdir=\"LR\";", "  { node [shape = rect]"));
        Map<Integer, List<Processor>> byStep = byStep(pipeline);
        int cluster = 0;
        for (Map.Entry<Integer, List<Processor>> e : byStep.entrySet()) {
            lines.add("    subgraph cluster_" + cluster++ + " {");
            lines.add("      label =\"" + e.getValue().get(0).step().name() + "\";");
            lines.add("      style=filled;");
            lines.add("      color=lightgrey;");
            lines.add("      node [style=filled,color=white];");
            lines.add("      { rank = same;");
            for (Processor p : e.getValue()) {
                lines.add("        n" + ids.get(p) + " [label=\"" + p.name() + "_" + ids.get(p) + "\"];");
            }
            lines.add("      }");
            lines.add("    }");
        }
        lines.add("  }");
        for (Processor p : all) {
            if (!shown.contains(p)) {
                continue;
            }
            for (OutputPort out : p.outputs()) {
                InputPort peer = out.peer();
                if (peer != null && shown.contains(peer.owner())) {
                    lines.add("  n" + ids.get(p) + " -> n" + ids.get(peer.owner()) + ";");
                }
            }
        }
        lines.add("}");
        return lines;
    }

    /** Processors by plan step number, in step order, each list in creation order. */
    private static Map<Integer, List<Processor>> byStep(QueryPipeline pipeline) {
        Set<Processor> shown = shown(pipeline);
        Map<Integer, List<Processor>> byStep = new TreeMap<>();
        for (Processor p : pipeline.processors()) {
            if (shown.contains(p)) {
                byStep.computeIfAbsent(p.step().stepIndex(), k -> new ArrayList<>()).add(p);
            }
        }
        return byStep;
    }

    /** Every processor but the result sink and the Resize that feeds it. */
    private static Set<Processor> shown(QueryPipeline pipeline) {
        Set<Processor> shown = Collections.newSetFromMap(new IdentityHashMap<>());
        shown.addAll(pipeline.processors());
        for (Processor p : pipeline.processors()) {
            if (p instanceof LazyOutputFormat sink) {
                shown.remove(sink);
                Processor feeding = sink.input().peer().owner();
                if (feeding instanceof ResizeProcessor && feeding.outputs().size() == 1) {
                    shown.remove(feeding);
                }
            }
        }
        return shown;
    }
}
