package io.mergelab.profiler.report;

import io.mergelab.profiler.run.Run;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The HTML report's table of contents: each experiment and comparison (an experiment's named by its query) with its
 * parts, then the runs drawn in full.
 * A comparison's runs are listed under it, grouped by variant, each group folded ({@code <details>}, closed) so a
 * comparison of 50 rounds adds one line per variant rather than 100; runs outside any comparison follow, each with
 * its parts when the report holds no comparison.
 */
final class TableOfContents {
    private TableOfContents() {
    }

    static void write(StringBuilder out, List<ExperimentSection> experiments, List<ComparisonSection> comparisons,
                      List<RunSection> sections) {
        Map<String, RunSection> drawn = sections.stream()
                .collect(Collectors.toMap(s -> s.run().id(), Function.identity(), (a, b) -> a));
        Set<String> listed = new HashSet<>();
        out.append("<nav class=\"toc\"><h2>Contents</h2><ol>");
        for (ExperimentSection e : experiments) {
            entry(out, e.anchor(), ExperimentSection.title(e.experiment()));
            parts(out, ExperimentHtml.PARTS, e::anchor);
            out.append("</li>");
        }
        Map<String, String> queryOf = new HashMap<>();
        experiments.forEach(e -> e.experiment().queries().forEach(q -> queryOf.putIfAbsent(q.comparisonId(),
                " · query " + q.query())));
        for (ComparisonSection c : comparisons) {
            entry(out, c.anchor(), ComparisonSection.title(c.comparison())
                    + queryOf.getOrDefault(c.comparison().id(), ""));
            parts(out, ComparisonHtml.parts(c), c::anchor);
            runGroups(out, c, drawn, listed);
            out.append("</li>");
        }
        for (RunSection s : sections) {
            if (listed.contains(s.run().id())) {
                continue;
            }
            entry(out, s.anchor(), runTitle(s));
            if (comparisons.isEmpty()) {
                parts(out, RunHtml.parts(s), s::anchor);
            }
            out.append("</li>");
        }
        out.append("<li><a href=\"#glossary\">Glossary</a></li></ol></nav>\n");
    }

    /** The comparison's runs drawn in full and not listed yet, one folded group per variant. */
    private static void runGroups(StringBuilder out, ComparisonSection c, Map<String, RunSection> drawn,
                                  Set<String> listed) {
        StringBuilder groups = new StringBuilder();
        for (int v = 0; v < c.runs().size(); v++) {
            List<Run> runs = c.runs().get(v).stream().filter(r -> r != null && drawn.containsKey(r.id())
                    && !listed.contains(r.id())).toList();
            if (runs.isEmpty()) {
                continue;
            }
            groups.append("<li><details class=\"toc-runs\"><summary>Runs of ")
                    .append(Html.escape(c.comparison().variants().get(v).name())).append(" (").append(runs.size())
                    .append(")</summary><ol class=\"runs\">");
            for (Run run : runs) {
                listed.add(run.id());
                groups.append("<li><a href=\"#").append(drawn.get(run.id()).anchor()).append("\">round ")
                        .append(c.runs().get(v).indexOf(run) + 1).append(" · run ")
                        .append(Html.escape(RunSection.shortId(run.id()))).append("</a></li>");
            }
            groups.append("</ol></details></li>");
        }
        if (!groups.isEmpty()) {
            out.append("<ol class=\"groups\">").append(groups).append("</ol>");
        }
    }

    private static String runTitle(RunSection s) {
        return "Run " + RunSection.shortId(s.run().id()) + ": " + s.sqlExcerpt(80);
    }

    private static void entry(StringBuilder out, String anchor, String title) {
        out.append("<li><a href=\"#").append(anchor).append("\">").append(Html.escape(title)).append("</a>");
    }

    private static void parts(StringBuilder out, List<Map.Entry<String, String>> parts, Function<String, String> anchor) {
        out.append("<ol class=\"parts\">");
        for (Map.Entry<String, String> part : parts) {
            out.append("<li><a href=\"#").append(anchor.apply(part.getKey())).append("\">").append(part.getValue())
                    .append("</a></li>");
        }
        out.append("</ol>");
    }
}
