package io.mergelab.engine.explain;

import io.mergelab.engine.plan.Header;
import io.mergelab.engine.plan.PlanStep;
import io.mergelab.engine.plan.QueryPlan;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code EXPLAIN PLAN}: one line per step, {@code Name (description)}, children indented by two spaces; with
 * {@code header = 1} the step's output columns ({@code Header: name Type}, further columns aligned under the
 * first), with {@code actions = 1} the step's detail lines; {@code json = 1} gives the tree as one JSON text.
 */
public final class PlanExplainer {
    /** EXPLAIN PLAN's settings. */
    public record Options(boolean header, boolean description, boolean actions, boolean json) {
        public static final Options DEFAULT = new Options(false, true, false, false);
    }

    private PlanExplainer() {
    }

    public static List<String> explain(QueryPlan plan, Options options) {
        if (options.json()) {
            StringBuilder sb = new StringBuilder("[\n  {\n    \"Plan\": ");
            json(plan, plan.root(), options, "    ", sb);
            sb.append("\n  }\n]");
            return List.of(sb.toString());
        }
        List<String> lines = new ArrayList<>();
        text(plan.root(), options, "", lines);
        return lines;
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

    private static void json(QueryPlan plan, PlanStep step, Options options, String indent, StringBuilder sb) {
        String in = indent + "  ";
        sb.append("{\n").append(in).append("\"Node Type\": ").append(quote(step.name()));
        sb.append(",\n").append(in).append("\"Node Id\": ").append(quote(step.name() + "_" + plan.indexOf(step)));
        if (options.description() && !step.description().isEmpty()) {
            sb.append(",\n").append(in).append("\"Description\": ").append(quote(step.description()));
        }
        if (options.header()) {
            Header h = step.header();
            sb.append(",\n").append(in).append("\"Header\": [");
            for (int i = 0; i < h.size(); i++) {
                sb.append(i == 0 ? "\n" : ",\n").append(in).append("  {\n")
                        .append(in).append("    \"Name\": ").append(quote(h.names().get(i))).append(",\n")
                        .append(in).append("    \"Type\": ").append(quote(h.types().get(i).name())).append("\n")
                        .append(in).append("  }");
            }
            sb.append(h.size() == 0 ? "]" : "\n" + in + "]");
        }
        if (options.actions() && !step.actionLines().isEmpty()) {
            sb.append(",\n").append(in).append("\"Actions\": [");
            List<String> actions = step.actionLines();
            for (int i = 0; i < actions.size(); i++) {
                sb.append(i == 0 ? "" : ", ").append(quote(actions.get(i)));
            }
            sb.append("]");
        }
        if (!step.children().isEmpty()) {
            sb.append(",\n").append(in).append("\"Plans\": [");
            List<PlanStep> children = step.children();
            for (int i = 0; i < children.size(); i++) {
                sb.append(i == 0 ? "\n" : ",\n").append(in).append("  ");
                json(plan, children.get(i), options, in + "  ", sb);
            }
            sb.append("\n").append(in).append("]");
        }
        sb.append("\n").append(indent).append("}");
    }

    private static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
}
