package io.mergelab.profiler.report;

import io.mergelab.profiler.glossary.Glossary;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.format.DateTimeFormatter;
import java.time.ZoneOffset;
import java.util.List;
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
        List<RunSection> sections = report.runs().stream().map(RunSection::of).toList();
        List<ComparisonSection> comparisons = ComparisonSections.of(report);
        UsedTerms terms = new UsedTerms(glossary);
        StringBuilder body = new StringBuilder(64 * 1024);
        comparisons.forEach(section -> ComparisonHtml.write(body, terms, section));
        sections.forEach(section -> RunHtml.write(body, terms, section));
        glossarySection(body, terms.used());

        StringBuilder out = new StringBuilder(body.length() + STYLESHEET.length() + 8 * 1024);
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<meta name=\"generator\" content=\"MergeLab\">\n<title>").append(Html.escape(report.title()))
                .append("</title>\n<style>\n").append(STYLESHEET).append("</style>\n</head>\n<body>\n<header><h1>")
                .append(Html.escape(report.title())).append("</h1>\n<p class=\"meta\">Generated ")
                .append(GENERATED.format(report.generatedAt())).append(" by MergeLab · ").append(comparisons.isEmpty() ? ""
                        : comparisons.size() + (comparisons.size() == 1 ? " comparison of " : " comparisons of "))
                .append(sections.size())
                .append(sections.size() == 1 ? " run" : " runs").append("</p></header>\n");
        tableOfContents(out, comparisons, sections);
        out.append("<main>\n").append(body).append("</main>\n</body>\n</html>\n");
        return out.toString();
    }

    private static void tableOfContents(StringBuilder out, List<ComparisonSection> comparisons,
                                        List<RunSection> sections) {
        out.append("<nav class=\"toc\"><h2>Contents</h2><ol>");
        for (ComparisonSection c : comparisons) {
            out.append("<li><a href=\"#").append(c.anchor()).append("\">")
                    .append(Html.escape(ComparisonSection.title(c.comparison()))).append("</a><ol class=\"parts\">");
            for (Map.Entry<String, String> part : ComparisonHtml.parts(c)) {
                out.append("<li><a href=\"#").append(c.anchor(part.getKey())).append("\">").append(part.getValue())
                        .append("</a></li>");
            }
            out.append("</ol></li>");
        }
        for (RunSection s : sections) {
            out.append("<li><a href=\"#").append(s.anchor()).append("\">Run ").append(Html.escape(RunSection.shortId(s.run().id())))
                    .append(": ").append(Html.escape(s.sqlExcerpt(80))).append("</a>");
            if (!comparisons.isEmpty()) {
                out.append("</li>");
                continue;
            }
            out.append("<ol class=\"parts\">");
            for (Map.Entry<String, String> part : RunHtml.PARTS) {
                out.append("<li><a href=\"#").append(s.anchor(part.getKey())).append("\">").append(part.getValue())
                        .append("</a></li>");
            }
            out.append("</ol></li>");
        }
        out.append("<li><a href=\"#glossary\">Glossary</a></li></ol></nav>\n");
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
