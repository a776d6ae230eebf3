package io.mergelab.profiler.report;

import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCell;
import io.mergelab.profiler.experiment.ExperimentConclusion;
import io.mergelab.profiler.experiment.QueryComparison;
import io.mergelab.profiler.run.Run;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One experiment's section of an HTML report: the conclusion, the layouts with their storage, the variant × query
 * matrix (each cell a link to the verdicts of the query's comparison, coloured by direction), each query's ranking
 * with its evidence, and every run as a row carrying the run's anchor. Every text from the experiment is escaped.
 */
final class ExperimentHtml {
    /** The parts of an experiment's section: anchor suffix and heading, as the table of contents lists them. */
    static final List<Map.Entry<String, String>> PARTS = List.of(
            Map.entry("conclusion", "Conclusion"), Map.entry("layouts", "Layouts"),
            Map.entry("matrix", "Variant × query matrix"), Map.entry("rankings", "Rankings per query"),
            Map.entry("runs", "Runs"));

    private final StringBuilder out;
    private final UsedTerms terms;
    private final ExperimentSection section;
    private final Experiment experiment;

    private ExperimentHtml(StringBuilder out, UsedTerms terms, ExperimentSection section) {
        this.out = out;
        this.terms = terms;
        this.section = section;
        this.experiment = section.experiment();
    }

    static void write(StringBuilder out, UsedTerms terms, ExperimentSection section) {
        new ExperimentHtml(out, terms, section).write();
    }

    private void write() {
        out.append("<section class=\"experiment\" id=\"").append(section.anchor()).append("\">\n<h2>")
                .append(Html.escape(ExperimentSection.title(experiment))).append("</h2>\n");
        conclusion();
        layouts();
        matrix();
        rankings();
        runs();
        out.append("</section>\n");
    }

    private void conclusion() {
        open("conclusion");
        if (!experiment.description().isBlank()) {
            out.append("<p>").append(Html.escape(experiment.description())).append("</p>\n");
        }
        ExperimentConclusion c = section.conclusion();
        out.append("<p class=\"conclusion\"><b>").append(Html.escape(c.best())).append("</b></p>\n");
        list(c.queries());
        list(c.variants());
        if (!c.steps().isEmpty()) {
            out.append("<p>Each layout step against the layout before it (client time):</p>\n");
            list(c.steps());
        }
        out.append("<dl class=\"facts\">");
        fact("experiment id", experiment.id());
        fact("kind", experiment.kind());
        fact("rounds", experiment.options().minRounds() + " to " + experiment.options().maxRounds() + " (warm-up runs "
                + experiment.options().warmups() + ", seed " + experiment.options().seed() + ")");
        fact("minimum effect", Math.round(experiment.options().minEffect() * 100) + "%");
        fact("data", "the same rows in every layout: " + experiment.dataDigest());
        out.append("</dl>\n");
        if (!experiment.notices().isEmpty()) {
            out.append("<p class=\"note\">Notices:</p>");
            list(experiment.notices());
        }
        close();
    }

    private void layouts() {
        open("layouts");
        TextTable layouts = ExperimentTables.layouts(section);
        out.append("<table><tr>");
        for (int c = 0; c < layouts.header().size(); c++) {
            out.append(layouts.numeric().contains(c) ? "<th class=\"num\">" : "<th>")
                    .append(Html.escape(layouts.header().get(c))).append("</th>");
        }
        out.append("</tr>");
        for (List<String> row : layouts.rows()) {
            out.append("<tr>");
            for (int c = 0; c < row.size(); c++) {
                out.append(layouts.numeric().contains(c) ? "<td class=\"num\">" : c == 1 ? "<td><code>" : "<td>")
                        .append(Html.escape(row.get(c))).append(c == 1 ? "</code></td>" : "</td>");
            }
            out.append("</tr>");
        }
        out.append("</table>\n");
        close();
    }

    private void matrix() {
        open("matrix");
        out.append("<p class=\"note\">Median client time per variant and query; below it the ")
                .append(terms.metric("ratio")).append(" against the query's baseline and the verdict (")
                .append(terms.metric("changed")).append(", ").append(terms.metric("unstable")).append(", ")
                .append(terms.metric("no significant difference")).append("). Green: faster, red: slower. Each cell"
                        + " links to the verdicts of the query's comparison.</p>\n");
        out.append("<table class=\"matrix\"><tr><th>variant</th>");
        List<QueryComparison> queries = experiment.queries();
        for (int q = 0; q < queries.size(); q++) {
            out.append("<th><a href=\"#").append(section.queryAnchor(q)).append("\">")
                    .append(Html.escape(queries.get(q).query())).append("</a></th>");
        }
        out.append("</tr>");
        for (String variant : section.variants()) {
            out.append("<tr><th>").append(Html.escape(variant)).append("</th>");
            for (ExperimentSection.QueryRuns q : section.queries()) {
                Optional<ExperimentCell> cell = section.cell(q.query().query(), variant);
                if (cell.isEmpty()) {
                    out.append("<td class=\"num\">-</td>");
                    continue;
                }
                ExperimentCell c = cell.get();
                out.append("<td class=\"num cell ").append(ExperimentTables.direction(c)).append("\"><a href=\"#")
                        .append(q.comparisonAnchor()).append("\" title=\"").append(Html.escape(variant + " on "
                                + q.query().query() + ": rank " + c.rank() + "; the comparison's verdicts"))
                        .append("\">").append(Html.escape(ExperimentTables.median(c))).append("<br><span>")
                        .append(Html.escape(ExperimentTables.againstBaseline(c))).append("</span></a></td>");
            }
            out.append("</tr>");
        }
        out.append("</table>\n");
        close();
    }

    private void rankings() {
        open("rankings");
        out.append("<p class=\"note\">Variants ranked by median client time (1 = fastest); the ")
                .append(terms.metric("95% interval")).append(" is the bootstrap interval of the ratio; a step compares"
                        + " a layout with the layout before it under the same settings.</p>\n");
        for (int q = 0; q < section.queries().size(); q++) {
            ExperimentSection.QueryRuns query = section.queries().get(q);
            String name = query.query().query();
            out.append("<h3 id=\"").append(section.queryAnchor(q)).append("\">Query ").append(Html.escape(name))
                    .append("</h3>\n<pre class=\"sql\">").append(SqlHighlighter.html(query.query().sql()))
                    .append("</pre>\n<p>Measured by ");
            if (query.comparison().isPresent()) {
                out.append("<a href=\"#").append(ComparisonSection.anchorOf(query.query().comparisonId())).append("\">")
                        .append(Html.escape(ComparisonSection.title(query.comparison().get()))).append("</a>");
            } else {
                out.append("comparison ").append(Html.escape(query.query().comparisonId()))
                        .append(" (not in this report)");
            }
            out.append(".</p>\n");
            List<ExperimentCell> cells = experiment.cellsOf(name);
            TextTable ranking = ExperimentTables.ranking(cells);
            out.append("<div class=\"wide\"><table class=\"ranking\"><tr>");
            for (int c = 0; c < ranking.header().size(); c++) {
                out.append(ranking.numeric().contains(c) ? "<th class=\"num\">" : "<th>")
                        .append(Html.escape(ranking.header().get(c))).append("</th>");
            }
            out.append("</tr>");
            for (List<String> row : ranking.rows()) {
                out.append("<tr>");
                for (int c = 0; c < row.size(); c++) {
                    out.append(ranking.numeric().contains(c) ? "<td class=\"num\">" : "<td>")
                            .append(Html.escape(row.get(c))).append("</td>");
                }
                out.append("</tr>");
            }
            out.append("</table></div>\n");
            List<String> evidence = ExperimentTables.evidence(cells);
            if (!evidence.isEmpty()) {
                out.append("<p class=\"note\">Index funnels (granules before → after each stage) and pipeline:</p>");
                list(evidence);
            }
        }
        close();
    }

    private void runs() {
        open("runs");
        out.append("<p class=\"note\">Every measured run, by query and variant; the JSON form of the report holds each"
                + " one's complete capture, and <code>mergelab report RUN</code> draws one in full.</p>\n");
        for (ExperimentSection.QueryRuns query : section.queries()) {
            out.append("<h3>Runs of ").append(Html.escape(query.query().query())).append("</h3>\n");
            if (query.variants().isEmpty()) {
                out.append("<p class=\"note\">The query's comparison is not in this report.</p>\n");
                continue;
            }
            out.append("<table class=\"runs\"><tr><th>variant</th>");
            for (int c = 0; c < ExperimentTables.RUNS_HEADER.size(); c++) {
                out.append(ExperimentTables.RUNS_NUMERIC.contains(c) ? "<th class=\"num\">" : "<th>")
                        .append(Html.escape(ExperimentTables.RUNS_HEADER.get(c))).append("</th>");
            }
            out.append("</tr>");
            for (ExperimentSection.VariantRunList variant : query.variants()) {
                List<Run> runs = variant.runs();
                List<List<String>> rows = ExperimentTables.runs(runs);
                for (int r = 0; r < rows.size(); r++) {
                    out.append("<tr id=\"").append(RunSection.anchorOf(runs.get(r).id())).append("\" title=\"run ")
                            .append(Html.escape(runs.get(r).id())).append("\"><td>")
                            .append(Html.escape(variant.variant())).append("</td>");
                    List<String> row = rows.get(r);
                    for (int c = 0; c < row.size(); c++) {
                        out.append(ExperimentTables.RUNS_NUMERIC.contains(c) ? "<td class=\"num\">" : "<td>")
                                .append(Html.escape(row.get(c))).append("</td>");
                    }
                    out.append("</tr>");
                }
            }
            out.append("</table>\n");
        }
        close();
    }

    private void list(List<String> items) {
        HtmlParts.list(out, items, "");
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
