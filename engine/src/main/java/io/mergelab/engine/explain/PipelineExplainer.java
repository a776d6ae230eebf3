package io.mergelab.engine.explain;

import io.mergelab.engine.column.ColumnDescriptions;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.processor.InputPort;
import io.mergelab.engine.processor.LazyOutputFormat;
import io.mergelab.engine.processor.OutputPort;
import io.mergelab.engine.processor.Processor;
import io.mergelab.engine.processor.QueryPipeline;
import io.mergelab.engine.processor.ResizeProcessor;
import io.mergelab.engine.processor.transform.FillingRightJoinSideTransform;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code EXPLAIN PIPELINE}: for each plan step (from the root) a {@code (StepName)} line, then its processors
 * from downstream to upstream, equal neighbours folded into {@code Name × k}, with {@code  in → out} port counts
 * when a processor does not have exactly one input and one output; every processor line indents what follows by
 * two spaces (a step without processors too). {@code graph = 1} prints the processor graph in DOT, a cluster per
 * step: compact (equal processors of a step as one node) or, with {@code compact = 0}, one node per processor. The output sink that the result reader
 * drains (and the Resize into it) is not part of the query's pipeline as EXPLAIN shows it.
 */
public final class PipelineExplainer {
    private PipelineExplainer() {
    }

    public static List<String> text(QueryPlan plan, QueryPipeline pipeline) {
        return text(plan, pipeline, false);
    }

    /**
     * With {@code header = true}, under each processor line its output header, as ClickHouse prints it:
     * {@code Header: name Type: name Type Column(size = 0)}, one column per line aligned under the first,
     * {@code Header × k : ...} for k outputs alike.
     */
    public static List<String> text(QueryPlan plan, QueryPipeline pipeline, boolean header) {
        Map<Integer, List<Processor>> byStep = byStep(pipeline);
        List<String> lines = new ArrayList<>();
        text(plan, plan.root(), byStep, "", header, lines);
        return lines;
    }

    private static void text(QueryPlan plan, PlanStep step, Map<Integer, List<Processor>> byStep, String indent,
                             boolean header, List<String> lines) {
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
            if (!p.description().isEmpty()) {
                lines.add(at + "Description: " + p.description());
            }
            if (header && !p.outputs().isEmpty()) {
                lines.addAll(headerLines(outputHeader(p, step), p.outputs().size(), at));
            }
            at += "  ";
            i -= k;
        }
        if (processors.isEmpty()) {
            at += "  ";
        }
        for (PlanStep child : step.children()) {
            text(plan, child, byStep, at, header, lines);
        }
    }

    /**
     * A processor's output columns: its step's header, except on the join's build side, where
     * {@code FillingRightJoinSide} (and the Resize after it) pass on no columns, only the signal that the table is built.
     */
    private static Header outputHeader(Processor p, PlanStep step) {
        Processor from = p;
        while (from instanceof ResizeProcessor && !from.inputs().isEmpty() && from.inputs().get(0).peer() != null) {
            from = from.inputs().get(0).peer().owner();
        }
        return from instanceof FillingRightJoinSideTransform ? new Header(List.of(), List.of()) : step.header();
    }

    private static List<String> headerLines(Header h, int outputs, String indent) {
        String prefix = indent + "Header" + (outputs > 1 ? " × " + outputs + " " : "") + ": ";
        if (h.size() == 0) {
            return List.of(prefix + " empty");
        }
        List<String> lines = new ArrayList<>();
        String blank = " ".repeat(prefix.length());
        for (int c = 0; c < h.size(); c++) {
            String nameAndType = h.names().get(c) + " " + h.types().get(c).name();
            lines.add((c == 0 ? prefix : blank) + nameAndType + ": " + nameAndType + " "
                    + ColumnDescriptions.emptyStructure(h.types().get(c)));
        }
        return lines;
    }

    private static boolean sameKind(Processor a, Processor b) {
        return a.name().equals(b.name()) && a.inputs().size() == b.inputs().size()
                && a.outputs().size() == b.outputs().size();
    }

    /**
     * DOT with {@code compact = 1} (the default): the processors of one step with the same name are one node
     * {@code Name × k}, numbered from 1 in pipeline order; each pair of connected nodes has one edge labelled with how
     * many port pairs it stands for ({@code × k}, empty for one).
     */
    public static List<String> compactGraph(QueryPipeline pipeline) {
        Set<Processor> shown = shown(pipeline);
        Map<String, Integer> nodeIds = new LinkedHashMap<>();
        Map<Integer, List<Processor>> members = new TreeMap<>();
        Map<Integer, Integer> nodeStep = new HashMap<>();
        Map<Processor, Integer> nodeOf = new IdentityHashMap<>();
        for (Processor p : pipeline.processors()) {
            if (!shown.contains(p)) {
                continue;
            }
            String key = p.step().stepIndex() + "/" + p.step().group() + "/" + p.name();
            int id = nodeIds.computeIfAbsent(key, k -> nodeIds.size() + 1);
            members.computeIfAbsent(id, k -> new ArrayList<>()).add(p);
            nodeStep.put(id, p.step().stepIndex());
            nodeOf.put(p, id);
        }
        List<String> lines = new ArrayList<>(List.of("digraph", "{", "  rankdir=\"LR\";", "  { node [shape = box]"));
        Map<Integer, List<Integer>> byStep = new TreeMap<>();
        members.keySet().forEach(id -> byStep.computeIfAbsent(nodeStep.get(id), k -> new ArrayList<>()).add(id));
        int cluster = 0;
        for (Map.Entry<Integer, List<Integer>> e : byStep.entrySet()) {
            boolean inStep = e.getKey() >= 0;
            List<Integer> ids = new ArrayList<>(e.getValue());
            ids.sort(Comparator.comparing(id -> members.get(id).get(0).name()));
            if (inStep) {
                lines.addAll(clusterHead(cluster++, members.get(ids.get(0)).get(0).step().name()));
            }
            for (int id : ids) {
                List<Processor> group = members.get(id);
                lines.add("        n" + id + " [label=\"" + group.get(0).name()
                        + (group.size() > 1 ? " × " + group.size() : "") + "\"];");
            }
            if (inStep) {
                lines.add("      }");
                lines.add("    }");
            }
        }
        lines.add("  }");
        for (int from : members.keySet()) {
            Map<Integer, Integer> edges = new TreeMap<>();
            for (Processor p : members.get(from)) {
                for (OutputPort out : p.outputs()) {
                    InputPort peer = out.peer();
                    if (peer != null && nodeOf.containsKey(peer.owner())) {
                        edges.merge(nodeOf.get(peer.owner()), 1, Integer::sum);
                    }
                }
            }
            edges.forEach((to, count) -> lines.add("  n" + from + " -> n" + to + " [label=\""
                    + (count > 1 ? "× " + count : "") + "\"];"));
        }
        lines.add("}");
        return lines;
    }

    /** DOT with {@code compact = 0}: every processor a node labelled with its {@code processor_uniq_id}. */
    public static List<String> graph(QueryPipeline pipeline) {
        List<Processor> all = pipeline.processors();
        Set<Processor> shown = shown(pipeline);
        Map<Processor, Integer> ids = new IdentityHashMap<>();
        for (int i = 0; i < all.size(); i++) {
            ids.put(all.get(i), i);
        }
        List<String> lines = new ArrayList<>(List.of("digraph", "{", "  rankdir=\"LR\";", "  { node [shape = box]"));
        int cluster = 0;
        for (List<Processor> step : byStep(pipeline).values()) {
            lines.addAll(clusterHead(cluster++, step.get(0).step().name()));
            for (Processor p : step) {
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

    private static List<String> clusterHead(int cluster, String stepName) {
        return List.of("    subgraph cluster_" + cluster + " {", "      label =\"" + stepName + "\";", "      style=filled;",
                "      color=lightgrey;", "      node [style=filled,color=white];", "      { rank = same;");
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
