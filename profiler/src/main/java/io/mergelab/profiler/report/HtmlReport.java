package io.mergelab.profiler.report;

import io.mergelab.profiler.glossary.Glossary;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.format.DateTimeFormatter;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Locale;
import java.util.Map;

/**
 * A report as one self-contained HTML file: the stylesheet inline, charts as inline SVG, no script, no font, image
 * or link fetched from anywhere, so it opens offline and prints. A table of contents links every run's sections;
 * a glossary at the end gives the meaning of every term the report used (also shown when hovering the term).
 */
public final class HtmlReport {
    private static final String STYLESHEET = stylesheet();
    private static final DateTimeFormatter GENERATED =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private HtmlReport() {
    }

    public static String render(Report report, Glossary glossary) {
        List<ExperimentSection> experiments = ExperimentSections.of(report);
        Set<String> rowsOnly = new HashSet<>();
        experiments.forEach(e -> rowsOnly.addAll(e.runIds()));
        List<RunSection> sections = report.runs().stream().filter(run -> !rowsOnly.contains(run.id()))
                .map(RunSection::of).toList();
        List<ComparisonSection> comparisons = ComparisonSections.of(report);
        UsedTerms terms = new UsedTerms(glossary);
        StringBuilder body = new StringBuilder(64 * 1024);
        experiments.forEach(section -> ExperimentHtml.write(body, terms, section));
        comparisons.forEach(section -> ComparisonHtml.write(body, terms, section));
        sections.forEach(section -> RunHtml.write(body, terms, section));
        glossarySection(body, terms.used());

        StringBuilder out = new StringBuilder(body.length() + STYLESHEET.length() + 8 * 1024);
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<meta name=\"generator\" content=\"MergeLab\">\n<title>").append(Html.escape(report.title()))
                .append("</title>\n<style>\n").append(STYLESHEET).append("</style>\n</head>\n<body>\n<header><h1>")
                .append(Html.escape(report.title())).append("</h1>\n<p class=\"meta\">Generated ")
                .append(GENERATED.format(report.generatedAt())).append(" by MergeLab · ")
                .append(counted(experiments.size(), "experiment", "experiments", ", "))
                .append(counted(comparisons.size(), "comparison", "comparisons", " of "))
                .append(report.runs().size()).append(report.runs().size() == 1 ? " run" : " runs").append("</p></header>\n");
        TableOfContents.write(out, experiments, comparisons, sections);
        out.append("<main>\n").append(body).append("</main>\n</body>\n</html>\n");
        return out.toString();
    }

    /** {@code 2 comparisons of }, or nothing for none. */
    private static String counted(int n, String one, String many, String then) {
        return n == 0 ? "" : n + " " + (n == 1 ? one : many) + then;
    }

    private static void glossarySection(StringBuilder out, Map<String, String> used) {
        out.append("<section id=\"glossary\"><h2>Glossary</h2>\n");
        if (used.isEmpty()) {
            out.append("<p class=\"note\">The report uses no terms the glossary explains.</p>");
        } else {
            out.append("<dl class=\"glossary\">");
            used.forEach((term, meaning) -> out.append("<dt>").append(Html.escape(term)).append("</dt><dd>")
                    .append(Html.escape(meaning)).append("</dd>"));
            out.append("</dl>");
        }
        out.append("</section>\n");
    }

    private static String stylesheet() {
        try (InputStream in = HtmlReport.class.getResourceAsStream("report.css")) {
            if (in == null) {
                throw new IllegalStateException("The report stylesheet report.css is missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the report stylesheet", e);
        }
    }
}
