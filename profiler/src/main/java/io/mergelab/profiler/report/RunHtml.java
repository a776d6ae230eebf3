package io.mergelab.profiler.report;

import io.mergelab.profiler.text.Thousands;
import io.mergelab.profiler.advice.Finding;
import io.mergelab.profiler.analysis.CriticalPath;
import io.mergelab.profiler.analysis.NodeLine;
import io.mergelab.profiler.analysis.StageLabel;
import io.mergelab.profiler.analysis.StepRollup;
import io.mergelab.profiler.parts.RunMerges;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.PartLogEvent;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.QueryLogEntry;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.RunError;

import java.time.format.DateTimeFormatter;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One run's section of an HTML report: facts and summary, SQL, changed settings, advice, the pipeline heat map,
 * the per-step bars, the critical path, the index funnel, EXPLAIN, parts read and ProfileEvents, each a collapsible
 * {@code <details>} with an anchor the table of contents links to. Every text from the run is escaped.
 */
final class RunHtml {
    static final int MAX_PARTS = 500;
    private static final DateTimeFormatter STARTED =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);

    /** The parts of a run's section in order: anchor suffix and heading, as the table of contents lists them. */
    static final List<Map.Entry<String, String>> PARTS = List.of(
            Map.entry("overview", "Overview"), Map.entry("sql", "SQL"), Map.entry("settings", "Settings changed"),
            Map.entry("advice", "Advice"), Map.entry("pipeline", "Pipeline graph"), Map.entry("steps", "Time per step"),
            Map.entry("critical-path", "Critical path"), Map.entry("funnel", "Index funnel"),
            Map.entry("explain", "EXPLAIN"), Map.entry("parts", "Parts read"),
            Map.entry("merges", "Merges around the run"),
            Map.entry("servers", "Servers of the cluster"), Map.entry("profile-events", "ProfileEvents"));

    private final StringBuilder out;
    private final UsedTerms terms;
    private final RunSection section;
    private final Run run;

    private RunHtml(StringBuilder out, UsedTerms terms, RunSection section) {
        this.out = out;
        this.terms = terms;
        this.section = section;
        this.run = section.run();
    }

    /** The parts a run's section has: the servers of the cluster only for a run on one. */
    static List<Map.Entry<String, String>> parts(RunSection section) {
        return PARTS.stream().filter(p -> !p.getKey().equals("servers") || !section.run().nodes().isEmpty()).toList();
    }

    static void write(StringBuilder out, UsedTerms terms, RunSection section) {
        new RunHtml(out, terms, section).write();
    }

    private void write() {
        out.append("<section class=\"run\" id=\"").append(section.anchor()).append("\">\n<h2>Run ")
                .append(Html.escape(RunSection.shortId(run.id()))).append(": ").append(Html.escape(section.sqlExcerpt(90)))
                .append("</h2>\n");
        overview();
        open("sql");
        out.append("<pre class=\"sql\">").append(SqlHighlighter.html(run.sql())).append("</pre>\n");
        close();
        settings();
        advice();
        pipeline();
        steps();
        criticalPath();
        funnels();
        explains();
        parts();
        merges();
        servers();
        profileEvents();
        out.append("</section>\n");
    }

    private void overview() {
        open("overview");
        out.append("<p class=\"summary\">").append(Html.escape(section.summary())).append("</p>\n");
        run.outcome().error().ifPresent(this::error);
        out.append("<dl class=\"facts\">");
        fact("run id", run.id());
        fact("series", run.seriesId() + " · repetition " + run.repetition());
        fact("query_id", run.queryId());
        fact("target", run.target().kind() + " · " + run.target().description());
        fact("engine version", run.target().engineVersion());
        fact("started", STARTED.format(run.startedAt()));
        if (!run.tags().isEmpty()) {
            fact("tags (log_comment)", String.join(", ", run.tags()));
        }
        run.parameters().forEach((name, value) -> fact("parameter " + name, value));
        fact("machine", run.machine().cores() + " cores · " + run.machine().os() + " · JVM " + run.machine().jvm());
        section.datasetLines().forEach(line -> fact("dataset", line));
        out.append("</dl>\n");
        if (!run.missing().isEmpty()) {
            out.append("<p class=\"note\">Not captured:</p><ul class=\"note\">");
            run.missing().forEach(m -> out.append("<li>").append(Html.escape(m)).append("</li>"));
            out.append("</ul>\n");
        }
        close();
    }

    private void error(RunError e) {
        out.append("<p class=\"error\">Code: ").append(e.code()).append(". ").append(Html.escape(e.name())).append(": ")
                .append(Html.escape(e.message())).append("</p>\n");
    }

    private void fact(String name, String value) {
        HtmlParts.fact(out, name, value);
    }

    private void settings() {
        open("settings");
        if (run.settings().isEmpty()) {
            out.append("<p class=\"note\">The run changed no settings from the target's defaults.</p>\n");
        } else {
            out.append("<table><tr><th>setting</th><th>value</th></tr>");
            run.settings().forEach((name, value) -> out.append("<tr><td>").append(terms.setting(name)).append("</td><td>")
                    .append(Html.escape(value)).append("</td></tr>"));
            out.append("</table>\n");
        }
        close();
    }

    private void advice() {
        open("advice");
        if (section.findings().isEmpty()) {
            out.append("<p class=\"note\">No rule found anything worth changing.</p>\n");
        } else {
            out.append("<table><tr><th>severity</th><th class=\"num\">").append(terms.metric("score"))
                    .append("</th><th>rule</th><th>finding</th></tr>");
            for (Finding f : section.findings()) {
                out.append("<tr><td class=\"sev-").append(f.severity().name()).append("\">").append(f.severity().name())
                        .append("</td><td class=\"num\">").append(f.score()).append("</td><td>")
                        .append(Html.escape(f.ruleId())).append("</td><td>").append(Html.escape(f.summary()));
                if (!f.fix().isEmpty()) {
                    out.append("<br><b>Fix:</b> <code>").append(Html.escape(f.fix())).append("</code>");
                }
                if (!f.explanation().isEmpty()) {
                    out.append("<br><span class=\"note\">").append(Html.escape(f.explanation())).append("</span>");
                }
                out.append("</td></tr>");
            }
            out.append("</table>\n");
        }
        close();
    }

    private void pipeline() {
        open("pipeline");
        if (section.diagram().isEmpty()) {
            out.append("<p class=\"note\">No processor rows were captured for this run.</p>\n");
        } else {
            out.append("<p class=\"note\">Processors (parallel copies collapsed, ×N) coloured by their share of the"
                    + " query's work (").append(terms.metric("elapsed_us")).append("), pale to red; the ")
                    .append(terms.metric("critical path")).append(" in blue. Hover a box for its figures.</p>\n");
            section.diagram().get().nodes().forEach(n -> terms.processor(n.node().name()));
            out.append("<div class=\"chart\">").append(PipelineSvg.render(section.diagram().get(), terms.glossary()))
                    .append("</div>\n");
            section.diagram().get().graph().problems()
                    .forEach(p -> out.append("<p class=\"note\">Pipeline graph: ").append(Html.escape(p)).append("</p>"));
        }
        close();
    }

    private void steps() {
        open("steps");
        if (section.steps().isEmpty()) {
            out.append("<p class=\"note\">No processor rows.</p>\n");
            close();
            return;
        }
        out.append("<div class=\"chart\">").append(StepBarsSvg.render(section.steps())).append("</div>\n");
        if (section.steps().size() > StepBarsSvg.MAX_STEPS) {
            out.append("<p class=\"note\">The chart shows the ").append(StepBarsSvg.MAX_STEPS)
                    .append(" steps with the most work; the table lists all.</p>");
        }
        out.append("<table><tr><th>step</th><th class=\"num\">").append(terms.metric("parallelism"))
                .append("</th><th class=\"num\">work µs</th><th class=\"num\">").append(terms.metric("work share"))
                .append("</th><th class=\"num\">").append(terms.metric("input_wait_elapsed_us"))
                .append("</th><th class=\"num\">").append(terms.metric("output_wait_elapsed_us"))
                .append("</th><th class=\"num\">").append(terms.metric("input_rows")).append("</th><th class=\"num\">")
                .append(terms.metric("output_rows")).append("</th></tr>");
        for (StepRollup s : section.steps()) {
            out.append("<tr><td>").append(Html.escape(s.label())).append("</td>");
            num(s.parallelism());
            num(s.elapsedMicros().sum());
            out.append(String.format(Locale.ROOT, "<td class=\"num\">%.1f%%</td>", s.workShare() * 100));
            num(s.inputWaitMicros().sum());
            num(s.outputWaitMicros().sum());
            num(s.inputRows());
            num(s.outputRows());
            out.append("</tr>");
        }
        out.append("</table>\n");
        close();
    }

    private void criticalPath() {
        open("critical-path");
        CriticalPath path = section.criticalPath();
        if (path.hops().isEmpty()) {
            out.append("<p class=\"note\">No processor rows.</p>\n");
            close();
            return;
        }
        out.append("<p>").append(count(path.workMicros())).append(" µs of work on ").append(path.hops().size())
                .append(" processors, from source to sink.</p>\n<table><tr><th>processor</th><th>plan step</th>"
                        + "<th class=\"num\">work µs</th><th class=\"num\">").append(terms.metric("waited for upstream"))
                .append(" µs</th><th class=\"num\">").append(terms.metric("waited for downstream")).append(" µs</th></tr>");
        for (CriticalPath.Hop h : path.hops()) {
            out.append("<tr><td>").append(terms.processor(h.processor().name())).append("</td><td>")
                    .append(Html.escape(h.processor().planStepName())).append("</td>");
            num(h.workMicros());
            num(h.inputWaitMicros());
            num(h.outputWaitMicros());
            out.append("</tr>");
        }
        out.append("</table>\n");
        path.problems().forEach(p -> out.append("<p class=\"note\">").append(Html.escape(p)).append("</p>"));
        close();
    }

    private void funnels() {
        open("funnel");
        if (run.indexFunnels().isEmpty()) {
            out.append("<p class=\"note\">No index analysis for this query.</p>\n");
        }
        for (IndexFunnel funnel : run.indexFunnels()) {
            out.append("<div class=\"chart\">").append(FunnelSvg.render(funnel)).append("</div>\n");
            out.append("<table><tr><th>stage</th><th>condition</th><th class=\"num\">").append(terms.metric("parts"))
                    .append(" before → after</th><th class=\"num\">").append(terms.metric("granules"))
                    .append(" before → after</th></tr>");
            for (FunnelStage s : funnel.stages()) {
                out.append("<tr><td>").append(terms.metric(s.type()));
                String rest = StageLabel.of(s).substring(s.type().length());
                out.append(Html.escape(rest)).append(s.searchAlgorithm().isEmpty() ? ""
                        : " <span class=\"note\">(" + Html.escape(s.searchAlgorithm()) + ")</span>");
                out.append("</td><td><code>").append(Html.escape(s.condition())).append("</code></td>")
                        .append("<td class=\"num\">").append(count(s.partsBefore())).append(" → ").append(count(s.partsAfter()))
                        .append("</td><td class=\"num\">").append(count(s.granulesBefore())).append(" → ")
                        .append(count(s.granulesAfter())).append("</td></tr>");
            }
            out.append("</table>\n");
        }
        out.append("<p class=\"note\">").append(Html.escape(section.funnelCheck().note())).append("</p>\n");
        close();
    }

    private void explains() {
        open("explain");
        text("EXPLAIN PLAN indexes = 1", run.explains().planText(), true);
        text("EXPLAIN PIPELINE", run.explains().pipelineText(), true);
        text("EXPLAIN PLAN indexes = 1, actions = 1, json = 1", run.explains().planJson(), false);
        close();
    }

    private void text(String heading, String text, boolean open) {
        if (text.isEmpty()) {
            out.append("<p class=\"note\">").append(Html.escape(heading)).append(": not captured.</p>\n");
            return;
        }
        out.append("<details").append(open ? " open" : "").append("><summary>").append(Html.escape(heading))
                .append("</summary><pre>").append(Html.escape(text)).append("</pre></details>\n");
    }

    private void parts() {
        open("parts");
        List<PartRow> parts = run.parts();
        if (parts.isEmpty()) {
            out.append("<p class=\"note\">No parts were captured.</p>\n");
            close();
            return;
        }
        out.append("<table><tr><th>table</th><th>partition</th><th>part</th><th>type</th><th>active</th><th class=\"num\">")
                .append(terms.metric("rows")).append("</th><th class=\"num\">").append(terms.metric("marks"))
                .append("</th><th class=\"num\">").append(terms.metric("bytes_on_disk")).append("</th><th class=\"num\">")
                .append(terms.metric("level")).append("</th></tr>");
        for (PartRow p : parts.subList(0, Math.min(MAX_PARTS, parts.size()))) {
            out.append("<tr><td>").append(Html.escape(p.database() + "." + p.table())).append("</td><td>")
                    .append(Html.escape(p.partition())).append("</td><td>").append(Html.escape(p.name())).append("</td><td>")
                    .append(Html.escape(p.partType())).append("</td><td>").append(p.active() ? "yes" : "no").append("</td>");
            num(p.rows());
            num(p.marks());
            num(p.bytesOnDisk());
            num(p.level());
            out.append("</tr>");
        }
        out.append("</table>\n");
        if (parts.size() > MAX_PARTS) {
            out.append("<p class=\"note\">").append(count(parts.size() - MAX_PARTS))
                    .append(" more parts are in the report's JSON form.</p>\n");
        }
        close();
    }

    private void merges() {
        open("merges");
        if (section.merges().isEmpty()) {
            out.append("<p class=\"note\">No part log was captured: the run read no table with parts, or was captured"
                    + " before MergeLab kept the part log.</p>\n");
            close();
            return;
        }
        for (RunMerges m : section.merges()) {
            out.append("<div class=\"chart\">").append(MergesSvg.render(m)).append("</div>\n");
            out.append("<p>").append(Html.escape(MergesText.summary(m))).append("</p>\n");
            List<PartLogEvent> shown = m.nearestToRun(MergesText.MAX_EVENTS);
            out.append("<table><tr><th class=\"num\">s from the run's start</th><th>event</th><th>partition</th>"
                    + "<th>part</th><th class=\"num\">rows</th><th class=\"num\">bytes</th><th>merged from</th></tr>");
            for (PartLogEvent e : shown) {
                out.append("<tr><td class=\"num\">").append(MergesText.seconds(e, m)).append("</td><td>")
                        .append(Html.escape(e.type())).append("</td><td>").append(Html.escape(e.partitionId()))
                        .append("</td><td>").append(Html.escape(e.partName())).append("</td>");
                num(e.rows());
                num(e.sizeInBytes());
                out.append("<td>").append(Html.escape(String.join(", ", e.mergedFrom()))).append("</td></tr>");
            }
            out.append("</table>\n");
            if (shown.size() < m.events().size()) {
                out.append("<p class=\"note\">").append(count(m.events().size() - shown.size()))
                        .append(" more events are in the report's JSON form.</p>\n");
            }
        }
        close();
    }

    /** A cluster run's time per server (bars) and each server's query_log rows and parts (table). */
    private void servers() {
        List<NodeLine> lines = NodeLine.of(run);
        if (lines.isEmpty()) {
            return;
        }
        open("servers");
        out.append("<div class=\"chart\">").append(NodeBarsSvg.render(lines)).append("</div>\n");
        out.append("<table><tr><th>server</th><th class=\"num\">shard</th><th>query</th><th class=\"num\">")
                .append(terms.metric("query_duration_ms")).append("</th><th class=\"num\">")
                .append(terms.metric("read_rows")).append("</th><th class=\"num\">").append(terms.metric("read_bytes"))
                .append("</th><th class=\"num\">").append(terms.metric("memory_usage"))
                .append("</th><th class=\"num\">active parts</th><th class=\"num\">rows in parts</th></tr>");
        for (NodeLine l : lines) {
            out.append("<tr><td>").append(Html.escape((l.entry() ? "→ " : "") + l.node())).append("</td>");
            num(l.shardNum());
            out.append("<td>").append(Html.escape(l.role())).append("</td>");
            num(l.durationMs());
            num(l.readRows());
            num(l.readBytes());
            num(l.memoryBytes());
            num(l.activeParts());
            num(l.activeRows());
            out.append("</tr>");
        }
        out.append("</table>\n<p class=\"note\">→ marks the server the statement went to. Its initial query's figures"
                + " count every shard's; the shard it holds itself is read inside that query unless"
                + " prefer_localhost_replica = 0.</p>\n");
        close();
    }

    private void profileEvents() {
        open("profile-events");
        Map<String, Long> events = run.queryLog().map(QueryLogEntry::profileEvents).orElse(Map.of());
        if (events.isEmpty()) {
            out.append("<p class=\"note\">").append(run.queryLog().isEmpty() ? "The query log row was not captured."
                    : "The query log row has no ProfileEvents.").append("</p>\n");
        } else {
            out.append("<table><tr><th>ProfileEvent</th><th class=\"num\">value</th></tr>");
            events.forEach((name, value) -> {
                out.append("<tr><td>").append(terms.profileEvent(name)).append("</td>");
                num(value);
                out.append("</tr>");
            });
            out.append("</table>\n");
        }
        close();
    }

    private void open(String part) {
        HtmlParts.open(out, PARTS, part, section.anchor(part));
    }

    private void close() {
        HtmlParts.close(out);
    }

    private void num(long value) {
        out.append("<td class=\"num\">").append(count(value)).append("</td>");
    }

    static String count(long n) {
        return Thousands.of(n);
    }
}
