package io.mergelab.profiler.report;

import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.profiler.bundle.TableRecipe;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.run.Run;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 15: a report of a real layout comparison and a real sweep holds, in every format, the variants and what
 * differs (settings, the tables' DDL), the verdicts, the processor-aligned diff, both funnels and the sweep's curve,
 * every run one link away; its JSON restores the runs, the comparisons and the tables' recipes.
 */
class ComparisonReportTest {
    private static BundleContents contents;
    private static Report report;

    @BeforeAll
    static void compare() {
        contents = RealComparisons.layoutAndSweep("by_k", "by_k", "report");
        report = Report.of(contents, Instant.parse("2026-12-02T00:00:00Z"));
    }

    @Test
    void theHtmlShowsVariantsVerdictsDiffFunnelsAndTheSweepCurve() {
        Document doc = Jsoup.parse(HtmlReport.render(report, io.mergelab.profiler.glossary.Glossary.standard()));
        Comparison layout = contents.comparisons().get(0);

        assertThat(doc.title()).isEqualTo("MergeLab report: 2 comparisons");
        assertThat(doc.select("section.comparison")).hasSize(2);
        assertThat(doc.select("section.run")).hasSize(contents.runs().size()).hasSize(28);
        Element first = doc.getElementById("cmp-" + layout.id());
        assertThat(first.select("h2").text()).isEqualTo("Comparison " + layout.id().substring(0, 8));
        // the verdict table: one row per listed metric, with medians, ratio and interval, noise and verdict words
        Element verdicts = first.selectFirst("table.verdicts");
        assertThat(verdicts.select("th").eachText()).containsExactly("metric", "by_id median", "by_k median",
                "ratio [95% interval]", "change", "noise", "verdict");
        Element readRows = verdicts.select("tr").stream().filter(tr -> tr.select("td").first() != null
                && tr.select("td").first().text().equals("read_rows")).findFirst().orElseThrow();
        assertThat(readRows.select("td").eachText()).containsExactly("read_rows", "20,000", "256",
                "0.013× [0.013, 0.013]", "-99%", "0%", "changed");
        assertThat(verdicts.select("td:last-child").eachText())
                .allSatisfy(v -> assertThat(v).isIn("changed", "unstable", "no significant difference"));
        // what differs: the second table's DDL against the first, its sorting key a changed line
        assertThat(first.select("pre.ddl span.del").eachText()).anyMatch(l -> l.contains("ORDER BY id"));
        assertThat(first.select("pre.ddl span.add").eachText()).anyMatch(l -> l.contains("ORDER BY k"));
        // the processor-aligned diff as diverging bars, both funnels as charts
        assertThat(first.select("svg.diff-bars")).hasSize(1);
        assertThat(first.select("svg.funnel")).hasSize(2);
        // every run is one link away, and the link lands on the run's section
        Set<String> runIds = layout.runs().stream().flatMap(v -> v.runIds().stream()).collect(Collectors.toSet());
        List<String> hrefs = first.select("td.runs a").eachAttr("href");
        assertThat(hrefs).hasSize(14);
        assertThat(hrefs).allSatisfy(href -> assertThat(doc.getElementById(href.substring(1)).hasClass("run")).isTrue());
        assertThat(hrefs.stream().map(h -> h.substring("#run-".length())).collect(Collectors.toSet())).isEqualTo(runIds);

        Element sweep = doc.getElementById("cmp-" + contents.comparisons().get(1).id());
        assertThat(sweep.select("h2").text()).startsWith("Sweep ").endsWith(" of max_threads");
        assertThat(sweep.select("svg.sweep circle.knee")).hasSize(1);
        assertThat(sweep.select("table").last().text()).contains("(knee)");
        // the glossary explains the verdict words and the terms the comparison shows
        assertThat(doc.select("#glossary dt").eachText()).contains("changed", "unstable", "no significant difference",
                "knee", "plan shape", "ratio", "noise", "read_rows", "max_threads");
    }

    @Test
    void theMarkdownHasTheSameTablesWithChartsBesideItAndRunLinksThatLand(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("cmp.md");
        ReportWriter.write(report, ReportFormat.MARKDOWN, file);
        String md = Files.readString(file);
        Comparison layout = contents.comparisons().get(0);

        assertThat(md).contains("## Comparison " + layout.id().substring(0, 8), "### Verdicts",
                "| read\\_rows | 20,000 | 256 |", "### Processor-aligned diff", "### Sweep curve", "(knee)",
                "- ORDER BY id", "+ ORDER BY k");
        for (Run run : contents.runs()) {
            assertThat(md).contains("](#run-" + run.id() + ")").contains("<a id=\"run-" + run.id() + "\"></a>");
        }
        try (var charts = Files.list(dir.resolve("cmp_files"))) {
            assertThat(charts.map(p -> p.getFileName().toString()).toList())
                    .contains("diff-" + layout.id().substring(0, 8) + "-1.svg",
                            "sweep-" + contents.comparisons().get(1).id().substring(0, 8) + ".svg");
        }
    }

    @Test
    void theCsvNamesEachRunsComparisonAndVariant(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("cmp.csv");
        ReportWriter.write(report, ReportFormat.CSV, file);
        List<String> lines = Files.readAllLines(file);
        Comparison layout = contents.comparisons().get(0);
        String firstRun = layout.runs().get(1).runIds().get(0);

        assertThat(lines.get(0)).isEqualTo("run_id,started,sql,tags,metric,value,unit,comparison,variant,experiment,query");
        assertThat(lines).filteredOn(l -> l.startsWith(firstRun + ",") && l.contains(",read_rows,"))
                .singleElement().satisfies(l -> assertThat(l).endsWith(",read_rows,256,rows," + layout.id() + ",by_k,,"));
    }

    @Test
    void theJsonIsABundleThatRestoresRunsComparisonsAndTableRecipes(@TempDir Path dir) {
        Path file = dir.resolve("cmp.json");
        ReportWriter.write(report, ReportFormat.JSON, file);

        BundleContents read = RunFiles.readContents(List.of(file));
        assertThat(read.runs()).isEqualTo(contents.runs());
        assertThat(read.comparisons()).isEqualTo(contents.comparisons());
        assertThat(read.tables()).isEqualTo(contents.tables());
        TableRecipe byK = read.tables().stream().filter(t -> t.table().equals("default.by_k")).findFirst().orElseThrow();
        assertThat(byK.ddl()).hasValueSatisfying(ddl -> assertThat(ddl).startsWith("CREATE TABLE default.by_k")
                .contains("ORDER BY k"));
        assertThat(byK.origin()).isEqualTo("not generated");
    }
}
