package io.mergelab.profiler.report;

import io.mergelab.profiler.analysis.diff.FunnelDiff;
import io.mergelab.profiler.analysis.diff.ProcessorDiff;
import io.mergelab.profiler.analysis.graph.PipelineLayout;
import io.mergelab.profiler.bundle.TableRecipe;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.Run;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One comparison's section of an HTML report: the variants and what differs between them (settings, and the tables'
 * DDL for layout variants), the verdict table of each variant against the baseline, the processor-aligned diff as
 * diverging bars and tables, both sides' index funnels, and a sweep's curve with its knee. Every run is a link to
 * its own section. Every text from the comparison is escaped.
 */
final class ComparisonHtml {
    /** The parts of a comparison's section: anchor suffix and heading, as the table of contents lists them. */
    static final List<Map.Entry<String, String>> PARTS = List.of(
            Map.entry("variants", "Variants"), Map.entry("differs", "What differs"), Map.entry("verdicts", "Verdicts"),
            Map.entry("diff", "Processor-aligned diff"), Map.entry("funnels", "Index funnels"),
            Map.entry("sweep", "Sweep curve"));

    private final StringBuilder out;
    private final UsedTerms terms;
    private final ComparisonSection section;
    private final Comparison comparison;

    private ComparisonHtml(StringBuilder out, UsedTerms terms, ComparisonSection section) {
        this.out = out;
        this.terms = terms;
        this.section = section;
        this.comparison = section.comparison();
    }

    static void write(StringBuilder out, UsedTerms terms, ComparisonSection section) {
        new ComparisonHtml(out, terms, section).write();
    }

    /** The parts a section has: a sweep curve only for a sweep. */
    static List<Map.Entry<String, String>> parts(ComparisonSection section) {
        return PARTS.stream().filter(p -> !p.getKey().equals("sweep") || section.sweep().isPresent()).toList();
    }

    private void write() {
        out.append("<section class=\"comparison\" id=\"").append(section.anchor()).append("\">\n<h2>")
                .append(Html.escape(ComparisonSection.title(comparison))).append("</h2>\n");
        variants();
        differs();
        verdicts();
        diff();
        funnels();
        if (section.sweep().isPresent()) {
            open("sweep");
            out.append("<div class=\"chart\">").append(SweepSvg.render(section.sweep().get())).append("</div>\n");
            out.append("<p class=\"note\">The ").append(terms.metric("knee"))
                    .append(" is the last value that still improves on the one before beyond the noise.</p>\n");
            table(ComparisonTables.sweep(section.sweep().get()), false);
            close();
        }
        out.append("</section>\n");
    }

    private void variants() {
        open("variants");
        out.append("<pre class=\"sql\">").append(SqlHighlighter.html(comparison.sql())).append("</pre>\n");
        out.append("<dl class=\"facts\">");
        fact("comparison id", comparison.id());
        fact("kind", comparison.kind());
        fact("rounds", comparison.rounds() + " (warm-up runs " + comparison.options().warmups() + ", seed "
                + comparison.options().seed() + (comparison.options().cold() ? ", cold caches" : "") + ")");
        fact("minimum effect", Math.round(comparison.options().minEffect() * 100) + "%");
        out.append("</dl>\n");
        TextTable variants = ComparisonTables.variants(section);
        out.append("<table><tr>");
        variants.header().forEach(h -> out.append("<th>").append(Html.escape(h)).append("</th>"));
        out.append("<th>runs by round</th></tr>");
        for (int v = 0; v < variants.rows().size(); v++) {
            out.append("<tr>");
            List<String> row = variants.rows().get(v);
            for (int c = 0; c < row.size(); c++) {
                out.append(variants.numeric().contains(c) ? "<td class=\"num\">" : "<td>").append(Html.escape(row.get(c)))
                        .append("</td>");
            }
            out.append("<td class=\"runs\">");
            List<Run> runs = section.runs().get(v);
            for (int r = 0; r < runs.size(); r++) {
                out.append(r == 0 ? "" : " ").append("<a href=\"#").append(RunSection.anchorOf(runs.get(r).id()))
                        .append("\" title=\"run ").append(Html.escape(runs.get(r).id())).append("\">")
                        .append(r + 1).append("</a>");
            }
            out.append("</td></tr>");
        }
        out.append("</table>\n");
        out.append("<p>").append(terms.metric("plan shape")).append(": <b>")
                .append(Html.escape(comparison.planShape().words())).append("</b> · data: <b>")
                .append(Html.escape(comparison.data().sameData().words())).append("</b></p>\n");
        list(comparison.data().findings());
        if (!comparison.notices().isEmpty()) {
            out.append("<p class=\"note\">Notices:</p>");
            list(comparison.notices());
        }
        close();
    }

    private void differs() {
        open("differs");
        if (comparison.settingsDiff().isEmpty()) {
            out.append("<p class=\"note\">Settings: the same for every variant.</p>\n");
        } else {
            TextTable settings = ComparisonTables.settings(comparison);
            out.append("<table><tr>");
            settings.header().forEach(h -> out.append("<th>").append(Html.escape(h)).append("</th>"));
            out.append("</tr>");
            for (List<String> row : settings.rows()) {
                out.append("<tr><td>").append(terms.setting(row.get(0))).append("</td>");
                row.subList(1, row.size()).forEach(v -> out.append("<td>").append(Html.escape(v)).append("</td>"));
                out.append("</tr>");
            }
            out.append("</table>\n");
        }
        if (section.layouts()) {
            ddl();
        }
        List<Variant> own = comparison.variants().stream().filter(v -> v.sql().isPresent()).toList();
        for (Variant v : own) {
            out.append("<p>SQL of ").append(Html.escape(v.name())).append(":</p><pre class=\"sql\">")
                    .append(SqlHighlighter.html(v.sql().get())).append("</pre>\n");
        }
        close();
    }

    private void ddl() {
        Variant baseline = comparison.variants().get(0);
        Optional<String> base = baseline.table().flatMap(this::ddlOf);
        for (Variant v : comparison.variants()) {
            if (v.table().isEmpty()) {
                continue;
            }
            Optional<String> ddl = ddlOf(v.table().get());
            out.append("<p>Table of ").append(Html.escape(v.name())).append(": <code>").append(Html.escape(v.table().get()))
                    .append("</code> · ").append(Html.escape(recipe(v.table().get()).map(TableRecipe::origin)
                            .orElse("origin not known"))).append("</p>\n");
            if (ddl.isEmpty()) {
                out.append("<p class=\"note\">Its DDL was not known when the report was written.</p>\n");
            } else if (v == baseline || base.isEmpty()) {
                out.append("<pre class=\"ddl\">").append(Html.escape(String.join("\n", DdlText.lines(ddl.get()))))
                        .append("</pre>\n");
            } else {
                out.append("<pre class=\"ddl\">");
                for (DdlText.Line line : DdlText.diff(DdlText.lines(base.get()), DdlText.lines(ddl.get()))) {
                    String css = line.mark() == '+' ? "add" : line.mark() == '-' ? "del" : "same";
                    out.append("<span class=\"").append(css).append("\">").append(line.mark()).append(' ')
                            .append(Html.escape(line.text())).append("</span>");
                }
                out.append("</pre>\n<p class=\"note\">Lines marked − are only in ").append(Html.escape(baseline.name()))
                        .append("'s table, + only in ").append(Html.escape(v.name())).append("'s.</p>\n");
            }
        }
    }

    private Optional<TableRecipe> recipe(String table) {
        return section.recipe(table);
    }

    private Optional<String> ddlOf(String table) {
        return recipe(table).flatMap(TableRecipe::ddl);
    }

    private void verdicts() {
        open("verdicts");
        out.append("<p class=\"note\">Each variant against ").append(Html.escape(comparison.variants().get(0).name()))
                .append(" by ClickHouse's performance-test method: ").append(terms.metric("changed")).append(", ")
                .append(terms.metric("unstable")).append(", ").append(terms.metric("no significant difference"))
                .append("; ").append(terms.metric("ratio")).append(" with its bootstrap ").append(terms.metric("95% interval"))
                .append(", ").append(terms.metric("noise")).append(" the permutation threshold.</p>\n");
        for (Variant v : comparison.variants().subList(1, comparison.variants().size())) {
            out.append("<h3>").append(Html.escape(v.name())).append(" against ")
                    .append(Html.escape(comparison.variants().get(0).name())).append("</h3>\n");
            TextTable verdicts = ComparisonTables.verdicts(comparison, v.name());
            out.append("<table class=\"verdicts\"><tr>");
            for (int c = 0; c < verdicts.header().size(); c++) {
                out.append(verdicts.numeric().contains(c) ? "<th class=\"num\">" : "<th>")
                        .append(Html.escape(verdicts.header().get(c))).append("</th>");
            }
            out.append("</tr>");
            for (List<String> row : verdicts.rows()) {
                String verdict = row.get(row.size() - 1);
                out.append("<tr class=\"verdict-").append(verdict.replace(' ', '-')).append("\"><td>")
                        .append(metric(row.get(0))).append("</td>");
                for (int c = 1; c < row.size(); c++) {
                    out.append(verdicts.numeric().contains(c) ? "<td class=\"num\">" : "<td>")
                            .append(Html.escape(row.get(c))).append("</td>");
                }
                out.append("</tr>");
            }
            out.append("</table>\n");
            long unlisted = ComparisonTables.unlisted(comparison, v.name());
            if (unlisted > 0) {
                out.append("<p class=\"note\">").append(unlisted).append(" ProfileEvents with no significant difference"
                        + " are not listed (the CSV and JSON forms have every metric).</p>\n");
            }
        }
        close();
    }

    private String metric(String name) {
        return name.startsWith(ComparisonTables.PROFILE_EVENTS)
                ? "ProfileEvents." + terms.profileEvent(name.substring(ComparisonTables.PROFILE_EVENTS.length()))
                : terms.metric(name);
    }

    private void diff() {
        open("diff");
        out.append("<p class=\"note\">Where the ").append(terms.metric("processor time")).append(" went: each plan step's"
                + " summed work, medians over each variant's runs, aligned step by step; the parts add up to the total.</p>\n");
        String baseline = comparison.variants().get(0).name();
        for (int v = 0; v < section.diffs().size(); v++) {
            ProcessorDiff diff = section.diffs().get(v);
            String variant = comparison.variants().get(v + 1).name();
            out.append("<h3>").append(Html.escape(variant)).append(" against ").append(Html.escape(baseline))
                    .append(" (A = ").append(Html.escape(baseline)).append(", B = ").append(Html.escape(variant))
                    .append(")</h3>\n<p>Processor time ").append(Html.escape(PipelineLayout.duration(diff.a().workMicros())))
                    .append(" → ").append(Html.escape(PipelineLayout.duration(diff.b().workMicros()))).append(" (")
                    .append(Html.escape(DiffBarsSvg.signedMilliseconds(diff.totalDeltaMicros()))).append(" ms)</p>\n");
            if (diff.steps().isEmpty()) {
                out.append("<p class=\"note\">Neither side has processor rows.</p>\n");
                continue;
            }
            out.append("<div class=\"chart\">").append(DiffBarsSvg.render(diff, baseline, variant)).append("</div>\n");
            table(ComparisonTables.steps(diff), false);
            out.append("<p>The processor groups that moved most:</p>\n");
            table(ComparisonTables.groups(diff), true);
        }
        close();
    }

    private void funnels() {
        open("funnels");
        List<Run> baseRuns = section.runs().get(0);
        funnelCharts(comparison.variants().get(0).name(), baseRuns);
        for (int v = 0; v < section.diffs().size(); v++) {
            String variant = comparison.variants().get(v + 1).name();
            funnelCharts(variant, section.runs().get(v + 1));
            for (FunnelDiff funnel : section.diffs().get(v).funnels()) {
                out.append("<p>").append(Html.escape(funnel.label())).append(": ")
                        .append(Html.escape(comparison.variants().get(0).name())).append(" (A) beside ")
                        .append(Html.escape(variant)).append(" (B)</p>\n");
                table(ComparisonTables.funnel(funnel), false);
            }
        }
        close();
    }

    private void funnelCharts(String variant, List<Run> runs) {
        if (runs.isEmpty() || runs.get(0).indexFunnels().isEmpty()) {
            out.append("<p class=\"note\">").append(Html.escape(variant)).append(": no index funnel (no MergeTree"
                    + " table read, or EXPLAIN not captured).</p>\n");
            return;
        }
        out.append("<p>").append(Html.escape(variant)).append(", its first run:</p>\n");
        for (IndexFunnel funnel : runs.get(0).indexFunnels()) {
            out.append("<div class=\"chart\">").append(FunnelSvg.render(funnel)).append("</div>\n");
        }
    }

    private void table(TextTable table, boolean processorColumn) {
        out.append("<table><tr>");
        for (int c = 0; c < table.header().size(); c++) {
            out.append(table.numeric().contains(c) ? "<th class=\"num\">" : "<th>").append(Html.escape(table.header().get(c)))
                    .append("</th>");
        }
        out.append("</tr>");
        for (List<String> row : table.rows()) {
            out.append("<tr>");
            for (int c = 0; c < row.size(); c++) {
                out.append(table.numeric().contains(c) ? "<td class=\"num\">" : "<td>")
                        .append(processorColumn && c == 1 ? terms.processor(row.get(c)) : Html.escape(row.get(c)))
                        .append("</td>");
            }
            out.append("</tr>");
        }
        out.append("</table>\n");
    }

    private void list(List<String> items) {
        HtmlParts.list(out, items, "note");
    }

    private void fact(String name, String value) {
        HtmlParts.fact(out, name, value);
    }

    private void open(String part) {
        HtmlParts.open(out, PARTS, part, section.anchor(part));
    }

    private void close() {
        HtmlParts.close(out);
    }
}
