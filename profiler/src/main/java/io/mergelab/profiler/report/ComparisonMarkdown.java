package io.mergelab.profiler.report;

import io.mergelab.profiler.analysis.diff.FunnelDiff;
import io.mergelab.profiler.analysis.diff.ProcessorDiff;
import io.mergelab.profiler.analysis.graph.PipelineLayout;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.MetricVerdict;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.run.IndexFunnel;
import io.mergelab.profiler.run.Run;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One comparison's section of a Markdown report: the HTML section's content as headings and tables, the diverging
 * bars, funnels and sweep curve as SVG files beside the report, every run a link to its own section.
 */
final class ComparisonMarkdown {
    private final MarkdownReport md;
    private final StringBuilder out;
    private final ComparisonSection section;
    private final Comparison comparison;
    private final String id;

    private ComparisonMarkdown(MarkdownReport md, ComparisonSection section) {
        this.md = md;
        this.out = md.out();
        this.section = section;
        this.comparison = section.comparison();
        this.id = RunSection.shortId(comparison.id());
    }

    static void write(MarkdownReport md, ComparisonSection section) {
        new ComparisonMarkdown(md, section).write();
    }

    private void write() {
        out.append("<a id=\"").append(section.anchor()).append("\"></a>\n\n");
        out.append("## ").append(Markdown.text(ComparisonSection.title(comparison))).append("\n\n");
        out.append(Markdown.fence("sql", comparison.sql())).append('\n');
        out.append("Comparison ").append(Markdown.text(comparison.id())).append(", ").append(Markdown.text(comparison.kind()))
                .append(", ").append(comparison.rounds()).append(" rounds, seed ").append(comparison.options().seed())
                .append(", minimum effect ").append(Math.round(comparison.options().minEffect() * 100)).append("%.\n\n");
        out.append("### Variants\n\n");
        TextTable variants = ComparisonTables.variants(section);
        List<String> header = new ArrayList<>(variants.header());
        header.add("runs by round");
        md.table(header, withRunLinks(variants.rows()), header.size() - 1);
        out.append(md.term("plan shape", md.glossary().metric("plan shape").orElse(null))).append(": **")
                .append(comparison.planShape().words()).append("** · data: **").append(comparison.data().sameData().words())
                .append("**\n\n");
        comparison.data().findings().forEach(f -> out.append("- ").append(Markdown.text(f)).append('\n'));
        comparison.notices().forEach(n -> out.append("- Notice: ").append(Markdown.text(n)).append('\n'));
        out.append('\n');
        differs();
        verdicts();
        diffs();
        funnels();
        section.sweep().ifPresent(sweep -> {
            out.append("### Sweep curve\n\n");
            md.term("knee", md.glossary().metric("knee").orElse(null));
            md.chart("Client time per value of " + sweep.setting() + " (knee ringed)", "sweep-" + id + ".svg",
                    SweepSvg.render(sweep));
            TextTable points = ComparisonTables.sweep(sweep);
            md.table(points.header(), points.rows());
        });
    }

    private List<List<String>> withRunLinks(List<List<String>> rows) {
        List<List<String>> linked = new ArrayList<>();
        for (int v = 0; v < rows.size(); v++) {
            List<String> row = new ArrayList<>(rows.get(v));
            List<Run> runs = section.runs().get(v);
            StringBuilder links = new StringBuilder();
            for (int r = 0; r < runs.size(); r++) {
                links.append(r == 0 ? "" : " ").append('[').append(r + 1).append("](#")
                        .append(RunSection.anchorOf(runs.get(r).id())).append(')');
            }
            row.add(links.toString());
            linked.add(row);
        }
        return linked;
    }

    private void differs() {
        out.append("### What differs\n\n");
        if (comparison.settingsDiff().isEmpty()) {
            out.append("Settings: the same for every variant.\n\n");
        } else {
            TextTable settings = ComparisonTables.settings(comparison);
            settings.rows().forEach(r -> md.term(r.get(0), md.glossary().setting(r.get(0)).orElse(null)));
            md.table(settings.header(), settings.rows());
        }
        if (!section.layouts()) {
            return;
        }
        Variant baseline = comparison.variants().get(0);
        Optional<String> base = baseline.table().flatMap(section::recipe)
                .flatMap(r -> r.ddl());
        for (Variant v : comparison.variants()) {
            if (v.table().isEmpty()) {
                continue;
            }
            var recipe = section.recipe(v.table().get());
            out.append("Table of ").append(Markdown.text(v.name())).append(": ").append(Markdown.text(v.table().get()))
                    .append(" · ").append(Markdown.text(recipe.map(r -> r.origin()).orElse("origin not known")))
                    .append("\n\n");
            Optional<String> ddl = recipe.flatMap(r -> r.ddl());
            if (ddl.isEmpty()) {
                out.append("Its DDL was not known when the report was written.\n\n");
            } else if (v == baseline || base.isEmpty()) {
                out.append(Markdown.fence("sql", String.join("\n", DdlText.lines(ddl.get())))).append('\n');
            } else {
                StringBuilder diff = new StringBuilder();
                DdlText.diff(DdlText.lines(base.get()), DdlText.lines(ddl.get()))
                        .forEach(l -> diff.append(l.mark()).append(' ').append(l.text()).append('\n'));
                out.append(Markdown.fence("diff", diff.toString().stripTrailing())).append('\n');
            }
        }
    }

    private void verdicts() {
        out.append("<a id=\"").append(section.anchor("verdicts")).append("\"></a>\n\n### Verdicts\n\n");
        for (String term : List.of("changed", "unstable", "no significant difference", "ratio", "95% interval", "noise")) {
            md.term(term, md.glossary().metric(term).orElse(null));
        }
        for (Variant v : comparison.variants().subList(1, comparison.variants().size())) {
            out.append("**").append(Markdown.text(v.name())).append(" against ")
                    .append(Markdown.text(comparison.variants().get(0).name())).append("**\n\n");
            TextTable verdicts = ComparisonTables.verdicts(comparison, v.name());
            ComparisonTables.verdictsOf(comparison, v.name()).stream().filter(ComparisonTables::listed)
                    .map(MetricVerdict::metric).forEach(this::metricTerm);
            md.table(verdicts.header(), verdicts.rows());
            long unlisted = ComparisonTables.unlisted(comparison, v.name());
            if (unlisted > 0) {
                out.append(unlisted).append(" ProfileEvents with no significant difference are not listed.\n\n");
            }
        }
    }

    private void metricTerm(String metric) {
        if (metric.startsWith(ComparisonTables.PROFILE_EVENTS)) {
            String event = metric.substring(ComparisonTables.PROFILE_EVENTS.length());
            md.term(event, md.glossary().profileEvent(event).orElse(null));
        } else {
            md.term(metric, md.glossary().metric(metric).orElse(null));
        }
    }

    private void diffs() {
        out.append("### Processor-aligned diff\n\n");
        md.term("processor time", md.glossary().metric("processor time").orElse(null));
        String baseline = comparison.variants().get(0).name();
        for (int v = 0; v < section.diffs().size(); v++) {
            ProcessorDiff diff = section.diffs().get(v);
            String variant = comparison.variants().get(v + 1).name();
            out.append("**").append(Markdown.text(variant)).append(" against ").append(Markdown.text(baseline))
                    .append("** (A = ").append(Markdown.text(baseline)).append(", B = ").append(Markdown.text(variant))
                    .append("): processor time ").append(PipelineLayout.duration(diff.a().workMicros())).append(" → ")
                    .append(PipelineLayout.duration(diff.b().workMicros())).append(" (")
                    .append(DiffBarsSvg.signedMilliseconds(diff.totalDeltaMicros())).append(" ms)\n\n");
            if (diff.steps().isEmpty()) {
                out.append("Neither side has processor rows.\n\n");
                continue;
            }
            md.chart("Change of processor time per plan step (ms)", "diff-" + id + "-" + (v + 1) + ".svg",
                    DiffBarsSvg.render(diff, baseline, variant));
            TextTable steps = ComparisonTables.steps(diff);
            md.table(steps.header(), steps.rows());
            TextTable groups = ComparisonTables.groups(diff);
            groups.rows().forEach(r -> md.term(r.get(1), md.glossary().processor(r.get(1)).orElse(null)));
            md.table(groups.header(), groups.rows());
        }
    }

    private void funnels() {
        out.append("### Index funnels\n\n");
        for (int v = 0; v < section.runs().size(); v++) {
            List<Run> runs = section.runs().get(v);
            String variant = comparison.variants().get(v).name();
            List<IndexFunnel> funnels = runs.isEmpty() ? List.of() : runs.get(0).indexFunnels();
            if (funnels.isEmpty()) {
                out.append(Markdown.text(variant)).append(": no index funnel.\n\n");
            }
            for (int f = 0; f < funnels.size(); f++) {
                md.chart("Index funnel of " + funnels.get(f).table() + " in " + variant,
                        "cmp-funnel-" + id + "-" + v + "-" + f + ".svg", FunnelSvg.render(funnels.get(f)));
            }
        }
        for (int v = 0; v < section.diffs().size(); v++) {
            for (FunnelDiff funnel : section.diffs().get(v).funnels()) {
                out.append(Markdown.text(funnel.label())).append(": ").append(Markdown.text(comparison.variants().get(0)
                        .name())).append(" (A) beside ").append(Markdown.text(comparison.variants().get(v + 1).name()))
                        .append(" (B)\n\n");
                TextTable table = ComparisonTables.funnel(funnel);
                md.table(table.header(), table.rows());
            }
        }
    }
}
