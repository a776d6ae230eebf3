package io.mergelab.profiler.report;

import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCell;
import io.mergelab.profiler.experiment.ExperimentConclusion;
import io.mergelab.profiler.run.Run;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One experiment's section of a Markdown report: the HTML section's content as headings and tables, each matrix cell
 * a link to the verdicts of the query's comparison, every run a row with the run's anchor.
 */
final class ExperimentMarkdown {
    private final MarkdownReport md;
    private final StringBuilder out;
    private final ExperimentSection section;
    private final Experiment experiment;

    private ExperimentMarkdown(MarkdownReport md, ExperimentSection section) {
        this.md = md;
        this.out = md.out();
        this.section = section;
        this.experiment = section.experiment();
    }

    static void write(MarkdownReport md, ExperimentSection section) {
        new ExperimentMarkdown(md, section).write();
    }

    private void write() {
        out.append("<a id=\"").append(section.anchor()).append("\"></a>\n\n");
        out.append("## ").append(Markdown.text(ExperimentSection.title(experiment))).append("\n\n");
        if (!experiment.description().isBlank()) {
            out.append(Markdown.text(experiment.description())).append("\n\n");
        }
        out.append("### Conclusion\n\n");
        ExperimentConclusion c = section.conclusion();
        out.append("**").append(Markdown.text(c.best())).append("**\n\n");
        c.queries().forEach(line -> out.append("- ").append(Markdown.text(line)).append('\n'));
        c.variants().forEach(line -> out.append("- ").append(Markdown.text(line)).append('\n'));
        c.steps().forEach(line -> out.append("- ").append(Markdown.text(line)).append('\n'));
        out.append('\n');
        out.append("Experiment ").append(Markdown.text(experiment.id())).append(", ").append(Markdown.text(experiment.kind()))
                .append(", ").append(experiment.options().minRounds()).append(" to ")
                .append(experiment.options().maxRounds()).append(" rounds, seed ").append(experiment.options().seed())
                .append(", minimum effect ").append(Math.round(experiment.options().minEffect() * 100))
                .append("%. Data: the same rows in every layout: ").append(Markdown.text(experiment.dataDigest()))
                .append(".\n\n");
        experiment.notices().forEach(n -> out.append("- Notice: ").append(Markdown.text(n)).append('\n'));
        out.append("### Layouts\n\n");
        TextTable layouts = ExperimentTables.layouts(section);
        md.table(layouts.header(), layouts.rows());
        matrix();
        rankings();
        runs();
    }

    private void matrix() {
        out.append("### Variant × query matrix\n\n");
        for (String term : List.of("ratio", "changed", "unstable", "no significant difference", "95% interval")) {
            md.term(term, md.glossary().metric(term).orElse(null));
        }
        out.append("Median client time; the ratio against the query's baseline and the verdict. Each cell links to"
                + " the verdicts of the query's comparison.\n\n");
        List<String> header = new ArrayList<>(List.of("variant"));
        experiment.queries().forEach(q -> header.add(q.query()));
        StringBuilder table = new StringBuilder("|");
        header.forEach(h -> table.append(' ').append(Markdown.text(h)).append(" |"));
        table.append("\n|");
        header.forEach(h -> table.append(" --- |"));
        table.append('\n');
        for (String variant : section.variants()) {
            table.append("| ").append(Markdown.text(variant)).append(" |");
            for (ExperimentSection.QueryRuns q : section.queries()) {
                Optional<ExperimentCell> cell = section.cell(q.query().query(), variant);
                table.append(' ').append(cell.map(c -> "[" + Markdown.text(ExperimentTables.median(c) + " "
                        + ExperimentTables.againstBaseline(c)) + "](#" + q.comparisonAnchor() + ")").orElse("-"))
                        .append(" |");
            }
            table.append('\n');
        }
        out.append(table).append('\n');
    }

    private void rankings() {
        out.append("### Rankings per query\n\n");
        for (ExperimentSection.QueryRuns q : section.queries()) {
            out.append("**Query ").append(Markdown.text(q.query().query())).append("**");
            q.comparison().ifPresent(c -> out.append(", measured by [").append(Markdown.text(ComparisonSection.title(c)))
                    .append("](#").append(ComparisonSection.anchorOf(c.id())).append(')'));
            out.append("\n\n").append(Markdown.fence("sql", q.query().sql())).append('\n');
            List<ExperimentCell> cells = experiment.cellsOf(q.query().query());
            TextTable ranking = ExperimentTables.ranking(cells);
            md.table(ranking.header(), ranking.rows());
            ExperimentTables.evidence(cells).forEach(line -> out.append("- ").append(Markdown.text(line)).append('\n'));
            out.append('\n');
        }
    }

    private void runs() {
        out.append("### Runs\n\n");
        for (ExperimentSection.QueryRuns q : section.queries()) {
            out.append("**Runs of ").append(Markdown.text(q.query().query())).append("**\n\n");
            if (q.variants().isEmpty()) {
                out.append("The query's comparison is not in this report.\n\n");
                continue;
            }
            List<String> header = new ArrayList<>(List.of("variant"));
            header.addAll(ExperimentTables.RUNS_HEADER);
            List<List<String>> rows = new ArrayList<>();
            for (ExperimentSection.VariantRunList v : q.variants()) {
                List<Run> runs = v.runs();
                List<List<String>> texts = ExperimentTables.runs(runs);
                for (int r = 0; r < runs.size(); r++) {
                    List<String> row = new ArrayList<>(List.of(Markdown.text(v.variant())));
                    texts.get(r).forEach(t -> row.add(Markdown.text(t)));
                    row.set(2, "<a id=\"" + RunSection.anchorOf(runs.get(r).id()) + "\"></a>" + row.get(2));
                    rows.add(row);
                }
            }
            md.rawTable(header, rows);
        }
    }
}
