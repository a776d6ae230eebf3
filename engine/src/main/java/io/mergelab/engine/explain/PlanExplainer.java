package io.mergelab.engine.explain;

import io.mergelab.engine.IndexFunnel;
import io.mergelab.engine.IndexStage;
import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.QueryPlan;
import io.mergelab.engine.plan.step.ReadFromMergeTree;
import io.mergelab.engine.plan.step.ReadTotalsFromMergeTree;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code EXPLAIN PLAN}: one line per step, {@code Name (description)}, children indented by two spaces; with
 * {@code header = 1} the step's output columns ({@code Header: name Type}, further columns aligned under the
 * first), with {@code actions = 1} the step's detail lines, with {@code indexes = 1} a read's index analysis
 * funnel ({@code Indexes:}, one entry per stage with parts and granules after/before it, as ClickHouse prints them);
 * {@code json = 1} gives the tree as one JSON text.
 */
public final class PlanExplainer {
    /** EXPLAIN PLAN's settings. */
    public record Options(boolean header, boolean description, boolean actions, boolean indexes, boolean json) {
        public static final Options DEFAULT = new Options(false, true, false, false, false);
    }

    private PlanExplainer() {
    }

    public static List<String> explain(QueryPlan plan, Options options) {
        if (options.json()) {
            return List.of(JsonText.format(List.of(Map.of("Plan", json(plan, plan.root(), options)))));
        }
        List<String> lines = new ArrayList<>();
        text(plan.root(), options, "", lines);
        return lines;
    }

    /**
     * The index funnels {@code indexes = 1} shows, in the order the json text has them: each read with index stages,
     * a step before the steps under it.
     */
    public static List<IndexFunnel> indexFunnels(QueryPlan plan) {
        List<IndexFunnel> funnels = new ArrayList<>();
        indexFunnels(plan.root(), funnels);
        return funnels;
    }

    private static void indexFunnels(PlanStep step, List<IndexFunnel> funnels) {
        PlanStep reading = step instanceof ReadTotalsFromMergeTree totals ? totals.read() : step;
        if (reading instanceof ReadFromMergeTree read && !read.indexStages().isEmpty()) {
            funnels.add(new IndexFunnel(read.database(), read.table(), read.indexStages()));
        }
        step.children().forEach(child -> indexFunnels(child, funnels));
    }

    private static void text(PlanStep step, Options options, String indent, List<String> lines) {
        String description = options.description() && !step.description().isEmpty() ? " (" + step.description() + ")" : "";
        lines.add(indent + step.name() + description);
        if (options.header()) {
            lines.addAll(headerLines(step.header(), indent));
        }
        if (options.actions()) {
            step.actionLines().forEach(l -> lines.add(indent + l));
        }
        if (options.indexes()) {
            lines.addAll(indexLines(step.indexStages(), indent));
        }
        for (PlanStep child : step.children()) {
            text(child, options, indent + "  ", lines);
        }
    }

    private static List<String> headerLines(Header h, String indent) {
        List<String> lines = new ArrayList<>();
        if (h.size() == 0) {
            lines.add(indent + "Header: ");
        }
        for (int i = 0; i < h.size(); i++) {
            lines.add(indent + (i == 0 ? "Header: " : "        ") + h.names().get(i) + " " + h.types().get(i).name());
        }
        return lines;
    }

    /** Each stage's parts and granules print as {@code after/before}; the first stage's before is the total. */
    private static List<String> indexLines(List<IndexStage> stages, String indent) {
        List<String> lines = new ArrayList<>();
        if (stages.isEmpty()) {
            return lines;
        }
        lines.add(indent + "Indexes:");
        String item = indent + "    ";
        for (IndexStage stage : stages) {
            lines.add(indent + "  " + stage.type());
            if (!stage.name().isEmpty()) {
                lines.add(item + "Name: " + stage.name());
            }
            if (!stage.description().isEmpty()) {
                lines.add(item + "Description: " + stage.description());
            }
            if (!stage.keys().isEmpty()) {
                lines.add(item + "Keys:");
                stage.keys().forEach(k -> lines.add(item + "  " + k));
            }
            if (!stage.condition().isEmpty()) {
                lines.add(item + "Condition: " + stage.condition());
            }
            lines.add(item + "Parts: " + stage.partsAfter() + "/" + stage.partsBefore());
            lines.add(item + "Granules: " + stage.granulesAfter() + "/" + stage.granulesBefore());
            if (!stage.searchAlgorithm().isEmpty()) {
                lines.add(item + "Search Algorithm: " + stage.searchAlgorithm());
            }
        }
        return lines;
    }

    /** ClickHouse's JSON keys of one stage: Initial / Selected Parts and Granules rather than the text's a/b. */
    private static Map<String, Object> indexJson(IndexStage stage) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("Type", stage.type());
        if (!stage.name().isEmpty()) {
            map.put("Name", stage.name());
        }
        if (!stage.description().isEmpty()) {
            map.put("Description", stage.description());
        }
        if (!stage.keys().isEmpty()) {
            map.put("Keys", stage.keys());
        }
        if (!stage.condition().isEmpty()) {
            map.put("Condition", stage.condition());
        }
        map.put("Initial Parts", stage.partsBefore());
        map.put("Selected Parts", stage.partsAfter());
        map.put("Initial Granules", stage.granulesBefore());
        map.put("Selected Granules", stage.granulesAfter());
        if (!stage.searchAlgorithm().isEmpty()) {
            map.put("Search Algorithm", stage.searchAlgorithm());
        }
        return map;
    }

    /** ClickHouse's keys in its order: Node Type, Node Id, Description, Header, the step's actions, Plans. */
    private static Map<String, Object> json(QueryPlan plan, PlanStep step, Options options) {
        Map<String, Object> node = new LinkedHashMap<>();
        node.put("Node Type", step.name());
        node.put("Node Id", step.name() + "_" + plan.indexOf(step));
        if (options.description() && !step.description().isEmpty()) {
            node.put("Description", step.description());
        }
        if (options.header()) {
            Header h = step.header();
            List<Object> columns = new ArrayList<>();
            for (int i = 0; i < h.size(); i++) {
                Map<String, Object> column = new LinkedHashMap<>();
                column.put("Name", h.names().get(i));
                column.put("Type", h.types().get(i).name());
                columns.add(column);
            }
            node.put("Header", columns);
        }
        if (options.actions()) {
            node.putAll(step.actionJson());
        }
        List<IndexStage> stages = options.indexes() ? step.indexStages() : List.of();
        if (!stages.isEmpty()) {
            node.put("Indexes", stages.stream().map(st -> (Object) indexJson(st)).toList());
        }
        if (!step.children().isEmpty()) {
            node.put("Plans", step.children().stream().map(c -> (Object) json(plan, c, options)).toList());
        }
        return node;
    }
}
