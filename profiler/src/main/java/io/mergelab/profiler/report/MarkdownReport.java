package io.mergelab.profiler.report;

import io.mergelab.profiler.text.Thousands;
import io.mergelab.profiler.analysis.CriticalPath;
import io.mergelab.profiler.analysis.NodeLine;
import io.mergelab.profiler.analysis.StageLabel;
import io.mergelab.profiler.analysis.StepRollup;
import io.mergelab.profiler.glossary.Glossary;
import io.mergelab.profiler.parts.RunMerges;
import io.mergelab.profiler.run.FunnelStage;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.PartLogEvent;
import io.mergelab.profiler.run.PartRow;
import io.mergelab.profiler.run.Run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A report as Markdown for a pull request: the HTML report's content as headings, tables and code blocks, with the
 * charts as SVG files in a folder beside the file ({@code report.md} → {@code report_files/}) linked as images.
 * Glossary meanings are a section at the end, as Markdown has no hover.
 */
public final class MarkdownReport {
    private final StringBuilder out = new StringBuilder(32 * 1024);
    private final Map<String, String> charts = new LinkedHashMap<>();
    private final Map<String, String> terms = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    private final Glossary glossary;
    private final String folder;

    private MarkdownReport(Glossary glossary, String folder) {
        this.glossary = glossary;
        this.folder = folder;
    }

    /** Writes {@code file} and its chart folder (replacing the charts of an earlier report of that name). */
    public static void write(Report report, Glossary glossary, Path file) {
        String base = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        MarkdownReport md = new MarkdownReport(glossary, base + "_files");
        md.render(report);
        Path dir = file.toAbsolutePath().resolveSibling(md.folder);
        try {
            Files.createDirectories(dir);
            for (Map.Entry<String, String> chart : md.charts.entrySet()) {
                Files.writeString(dir.resolve(chart.getKey()), chart.getValue(), StandardCharsets.UTF_8);
            }
            Files.writeString(file, md.out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the report " + file + ": " + e.getMessage(), e);
        }
    }

    private void render(Report report) {
        out.append("# ").append(Markdown.text(report.title())).append("\n\n");
        out.append("Generated ").append(report.generatedAt().truncatedTo(ChronoUnit.SECONDS)).append(" by MergeLab.\n\n");
        Set<String> rowsOnly = new HashSet<>();
        for (ExperimentSection experiment : ExperimentSections.of(report)) {
            ExperimentMarkdown.write(this, experiment);
            rowsOnly.addAll(experiment.runIds());
        }
        for (ComparisonSection comparison : ComparisonSections.of(report)) {
            ComparisonMarkdown.write(this, comparison);
        }
        for (Run run : report.runs()) {
            if (!rowsOnly.contains(run.id())) {
                run(RunSection.of(run));
            }
        }
        out.append("## Glossary\n\n");
        terms.forEach((term, meaning) -> out.append("- **").append(Markdown.text(term)).append("**: ")
                .append(Markdown.text(meaning)).append('\n'));
    }

    private void run(RunSection s) {
        Run run = s.run();
        String id = RunSection.shortId(run.id());
        out.append("<a id=\"").append(s.anchor()).append("\"></a>\n\n");
        out.append("## Run ").append(Markdown.text(id)).append(": ").append(Markdown.text(s.sqlExcerpt(90))).append("\n\n");
        out.append(Markdown.fence("", s.summary())).append('\n');
        run.outcome().error().ifPresent(e -> out.append("**Error**: Code ").append(e.code()).append(". ")
                .append(Markdown.text(e.name() + ": " + e.message())).append("\n\n"));
        table(List.of("fact", "value"), facts(s));
        out.append("### SQL\n\n").append(Markdown.fence("sql", run.sql())).append('\n');
        out.append("### Settings changed\n\n");
        if (run.settings().isEmpty()) {
            out.append("None.\n\n");
        } else {
            table(List.of("setting", "value"), run.settings().entrySet().stream()
                    .map(e -> List.of(term(e.getKey(), glossary.setting(e.getKey()).orElse(null)), e.getValue())).toList());
        }
        out.append("### Advice\n\n");
        if (s.findings().isEmpty()) {
            out.append("No rule found anything worth changing.\n\n");
        } else {
            table(List.of("severity", "score", "rule", "finding", "fix"), s.findings().stream().map(f -> List.of(
                    f.severity().name(), String.valueOf(f.score()), f.ruleId(), f.summary(), f.fix())).toList());
        }
        s.diagram().ifPresent(d -> {
            d.nodes().forEach(n -> term(n.node().name(), glossary.processor(n.node().name()).orElse(null)));
            chart("Pipeline graph (heat map of work; critical path in blue)", "pipeline-" + id + ".svg",
                    PipelineSvg.render(d, glossary));
        });
        steps(s, id);
        criticalPath(s.criticalPath());
        funnels(run, s, id);
        out.append("### EXPLAIN\n\n");
        explain("EXPLAIN PLAN indexes = 1", run.explains().planText());
        explain("EXPLAIN PIPELINE", run.explains().pipelineText());
        parts(run.parts());
        merges(s, id);
        servers(run, id);
        out.append("### ProfileEvents\n\n");
        Map<String, Long> events = run.queryLog().map(q -> q.profileEvents()).orElse(Map.of());
        if (events.isEmpty()) {
            out.append("Not captured.\n\n");
        } else {
            table(List.of("ProfileEvent", "value"), events.entrySet().stream().map(e -> List.of(
                    term(e.getKey(), glossary.profileEvent(e.getKey()).orElse(null)), count(e.getValue()))).toList());
        }
    }

    private List<List<String>> facts(RunSection s) {
        Run run = s.run();
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("run id", run.id()));
        rows.add(List.of("query_id", run.queryId()));
        rows.add(List.of("target", run.target().kind() + " · " + run.target().description()));
        rows.add(List.of("engine version", run.target().engineVersion()));
        rows.add(List.of("started", run.startedAt().toString()));
        if (!run.tags().isEmpty()) {
            rows.add(List.of("tags (log_comment)", String.join(", ", run.tags())));
        }
        s.datasetLines().forEach(l -> rows.add(List.of("dataset", l)));
        run.missing().forEach(m -> rows.add(List.of("not captured", m)));
        return rows;
    }

    private void steps(RunSection s, String id) {
        out.append("### Time per step\n\n");
        if (s.steps().isEmpty()) {
            out.append("No processor rows.\n\n");
            return;
        }
        chart("Work, input wait and output wait per step (ms)", "steps-" + id + ".svg", StepBarsSvg.render(s.steps()));
        table(List.of("step", "×", "work µs", "share", "input wait µs", "output wait µs", "rows in", "rows out"),
                s.steps().stream().map((StepRollup r) -> List.of(r.label(), String.valueOf(r.parallelism()),
                        count(r.elapsedMicros().sum()), String.format(Locale.ROOT, "%.1f%%", r.workShare() * 100),
                        count(r.inputWaitMicros().sum()), count(r.outputWaitMicros().sum()), count(r.inputRows()),
                        count(r.outputRows()))).toList());
    }

    private void criticalPath(CriticalPath path) {
        out.append("### Critical path\n\n");
        if (path.hops().isEmpty()) {
            out.append("No processor rows.\n\n");
            return;
        }
        term("critical path", glossary.metric("critical path").orElse(null));
        out.append(count(path.workMicros())).append(" µs of work on ").append(path.hops().size()).append(" processors.\n\n");
        table(List.of("processor", "plan step", "work µs", "waited for upstream µs", "waited for downstream µs"),
                path.hops().stream().map(h -> List.of(term(h.processor().name(),
                        glossary.processor(h.processor().name()).orElse(null)), h.processor().planStepName(),
                        count(h.workMicros()), count(h.inputWaitMicros()), count(h.outputWaitMicros()))).toList());
    }

    private void funnels(Run run, RunSection s, String id) {
        out.append("### Index funnel\n\n");
        int n = 0;
        for (IndexFunnel funnel : run.indexFunnels()) {
            chart("Index funnel of " + funnel.table(), "funnel-" + id + "-" + n++ + ".svg", FunnelSvg.render(funnel));
            table(List.of("stage", "condition", "parts before → after", "granules before → after"),
                    funnel.stages().stream().map((FunnelStage st) -> List.of(StageLabel.of(st), st.condition(),
                            count(st.partsBefore()) + " → " + count(st.partsAfter()),
                            count(st.granulesBefore()) + " → " + count(st.granulesAfter()))).toList());
        }
        out.append(Markdown.text(s.funnelCheck().note())).append("\n\n");
    }

    private void explain(String heading, String text) {
        out.append("**").append(heading).append("**\n\n").append(text.isEmpty() ? "Not captured.\n" : Markdown.fence("", text))
                .append('\n');
    }

    private void parts(List<PartRow> parts) {
        out.append("### Parts read\n\n");
        if (parts.isEmpty()) {
            out.append("None captured.\n\n");
            return;
        }
        List<PartRow> shown = parts.subList(0, Math.min(RunHtml.MAX_PARTS, parts.size()));
        table(List.of("table", "partition", "part", "active", "rows", "marks", "bytes on disk", "level"), shown.stream()
                .map(p -> List.of(p.database() + "." + p.table(), p.partition(), p.name(), p.active() ? "yes" : "no",
                        count(p.rows()), count(p.marks()), count(p.bytesOnDisk()), count(p.level()))).toList());
        if (parts.size() > shown.size()) {
            out.append(count(parts.size() - shown.size())).append(" more parts are in the report's JSON form.\n\n");
        }
    }

    private void merges(RunSection s, String id) {
        out.append("### Merges around the run\n\n");
        if (s.merges().isEmpty()) {
            out.append("No part log was captured.\n\n");
            return;
        }
        int n = 1;
        for (RunMerges m : s.merges()) {
            chart("Active parts of " + m.table() + " around the run", "merges-" + id + "-" + n++ + ".svg",
                    MergesSvg.render(m));
            out.append(Markdown.text(MergesText.summary(m))).append("\n\n");
            List<PartLogEvent> shown = m.nearestToRun(MergesText.MAX_EVENTS);
            table(List.of("s from the run's start", "event", "partition", "part", "rows", "bytes", "merged from"),
                    shown.stream().map(e -> List.of(MergesText.seconds(e, m), e.type(), e.partitionId(), e.partName(),
                            count(e.rows()), count(e.sizeInBytes()), String.join(", ", e.mergedFrom()))).toList());
            if (shown.size() < m.events().size()) {
                out.append(count(m.events().size() - shown.size())).append(" more events are in the report's JSON form.\n\n");
            }
        }
    }

    /** A cluster run's time per server (a chart) and each server's query_log rows and parts. */
    private void servers(Run run, String id) {
        List<NodeLine> lines = NodeLine.of(run);
        if (lines.isEmpty()) {
            return;
        }
        out.append("### Servers of the cluster\n\n");
        chart("Time per server of the cluster (query_duration_ms)", "servers-" + id + ".svg", NodeBarsSvg.render(lines));
        table(List.of("server", "shard", "query", "query_duration_ms", "read rows", "read bytes", "memory",
                "active parts", "rows in parts"), lines.stream().map(l -> List.of((l.entry() ? "→ " : "") + l.node(),
                String.valueOf(l.shardNum()), l.role(), count(l.durationMs()), count(l.readRows()),
                count(l.readBytes()), count(l.memoryBytes()), count(l.activeParts()), count(l.activeRows()))).toList());
        out.append("→ marks the server the statement went to; its initial query's figures count every shard's.\n\n");
    }

    void chart(String title, String fileName, String svg) {
        charts.put(fileName, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg + "\n");
        out.append("![").append(Markdown.text(title)).append("](").append(folder.replace(" ", "%20").replace("(", "%28")
                .replace(")", "%29")).append('/').append(fileName)
                .append(")\n\n");
    }

    /** The name, noting its meaning for the glossary section when it has one. */
    String term(String name, String meaning) {
        if (meaning != null) {
            terms.put(name, meaning);
        }
        return name;
    }

    void table(List<String> header, List<List<String>> rows) {
        table(header, rows, -1);
    }

    /** A table whose cells are escaped, but for column {@code markdownColumn}, which holds Markdown (links). */
    void table(List<String> header, List<List<String>> rows, int markdownColumn) {
        out.append('|');
        header.forEach(h -> out.append(' ').append(Markdown.text(h)).append(" |"));
        out.append("\n|");
        header.forEach(h -> out.append(" --- |"));
        out.append('\n');
        for (List<String> row : rows) {
            out.append('|');
            for (int c = 0; c < row.size(); c++) {
                out.append(' ').append(c == markdownColumn ? row.get(c) : Markdown.text(row.get(c))).append(" |");
            }
            out.append('\n');
        }
        out.append('\n');
    }

    /** A table whose cells are Markdown already (escaped by the caller). */
    void rawTable(List<String> header, List<List<String>> rows) {
        out.append('|');
        header.forEach(h -> out.append(' ').append(Markdown.text(h)).append(" |"));
        out.append("\n|");
        header.forEach(h -> out.append(" --- |"));
        out.append('\n');
        rows.forEach(row -> {
            out.append('|');
            row.forEach(cell -> out.append(' ').append(cell).append(" |"));
            out.append('\n');
        });
        out.append('\n');
    }

    StringBuilder out() {
        return out;
    }

    Glossary glossary() {
        return glossary;
    }

    private static String count(long n) {
        return Thousands.of(n);
    }
}
