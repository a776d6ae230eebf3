package io.mergelab.profiler.report;

import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCell;
import io.mergelab.profiler.glossary.Glossary;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 15: the report of a real experiment (the layout lab, 3 layouts × 2 queries, 7 rounds) holds in every format
 * the variant × query matrix, each query's ranking, the conclusion and each cell's comparison one anchor away; the
 * query name, description and SQL carry {@code <script>}, quotes and {@code </svg>}, and stay text.
 */
class ExperimentReportTest {
    static final String QUERY = "needle<script>alert('q')</script>\"</svg>";
    static final String DESCRIPTION = "Which key? <script>alert(1)</script></svg>";
    static final String LITERAL = "</svg><script>alert(2)</script>\"'";

    @TempDir
    static Path dir;
    private static Report report;
    private static Experiment experiment;

    @BeforeAll
    static void runTheExperiment() {
        report = RealExperiments.layouts(dir.resolve("data"), QUERY, DESCRIPTION, LITERAL);
        experiment = report.experiments().get(0);
    }

    @Test
    void theHtmlHasTheMatrixEveryCellLinkingToItsComparisonsVerdicts() {
        Document doc = Jsoup.parse(HtmlReport.render(report, Glossary.standard()));

        assertThat(doc.title()).isEqualTo("MergeLab report: Experiment shop.orders (layouts)");
        assertThat(doc.select("section.experiment")).hasSize(1);
        assertThat(doc.select("section.comparison")).hasSize(2);
        assertThat(doc.select("section.run")).as("the runs are rows of the experiment, not full sections").isEmpty();
        Element matrix = doc.selectFirst("table.matrix");
        assertThat(matrix.select("tr:first-child th").eachText()).containsExactly("variant", QUERY, "sum_by_k");
        assertThat(matrix.select("tr:gt(0) > th").eachText()).containsExactly("original", "by_k", "by_k_id");
        assertThat(matrix.select("td.cell")).hasSize(6).allSatisfy(td -> {
            String target = td.selectFirst("a").attr("href").substring(1);
            Element verdicts = doc.getElementById(target);
            assertThat(verdicts).as(target).isNotNull();
            assertThat(verdicts.selectFirst("summary").text()).isEqualTo("Verdicts");
            assertThat(verdicts.parent().hasClass("comparison")).isTrue();
        });
        assertThat(matrix.select("td.cell.baseline")).hasSize(2);
        ExperimentCell byK = experiment.cellsOf(QUERY).stream().filter(c -> c.variant().equals("by_k")).findFirst()
                .orElseThrow();
        assertThat(matrix.select("td.cell").get(2).text()).contains(byK.verdict().orElseThrow().words());
        everyInternalLinkLands(doc);
    }

    @Test
    void theHtmlRanksEachQueryAndConcludes() {
        Document doc = Jsoup.parse(HtmlReport.render(report, Glossary.standard()));
        Element section = doc.selectFirst("section.experiment");

        assertThat(section.selectFirst("p.conclusion").text())
                .matches("(Best over the 2 queries: .*|No variant (beats|is faster than) the baseline original .*)");
        assertThat(section.select("#" + section.id() + "-conclusion li").eachText())
                .anyMatch(l -> l.startsWith("by_k against original: "))
                .anyMatch(l -> l.startsWith("Step by_k → by_k_id: "));
        assertThat(section.select("table.ranking")).hasSize(2).allSatisfy(t -> {
            assertThat(t.select("tr:gt(0) td:first-child").eachText()).containsExactly("1", "2", "3");
            assertThat(t.select("tr:gt(0) td:eq(1)").eachText()).containsExactlyInAnyOrder("original", "by_k", "by_k_id");
        });
        // every run is a row with the run's anchor, which the comparisons' run links reach
        assertThat(section.select("table.runs tr[id]")).hasSize(report.runs().size()).hasSize(42);
        assertThat(doc.select("td.runs a")).hasSize(42).allSatisfy(a ->
                assertThat(doc.getElementById(a.attr("href").substring(1)).tagName()).isEqualTo("tr"));
        // the table of contents: the experiment's parts and the two comparisons, no run one by one
        assertThat(doc.select("nav.toc > ol > li > a").eachText()).containsExactly("Experiment shop.orders (layouts)",
                "Comparison " + experiment.queries().get(0).comparisonId().substring(0, 8) + " · query " + QUERY,
                "Comparison " + experiment.queries().get(1).comparisonId().substring(0, 8) + " · query sum_by_k",
                "Glossary");
    }

    @Test
    void hostileQueryNameDescriptionAndSqlStayText() {
        Document doc = Jsoup.parse(HtmlReport.render(report, Glossary.standard()));

        assertThat(doc.select("script")).isEmpty();
        assertThat(doc.getAllElements()).allSatisfy(e -> assertThat(e.attributes().asList())
                .noneMatch(a -> a.getKey().toLowerCase().startsWith("on")));
        assertThat(doc.select("link, img, iframe, object, embed, [src]")).isEmpty();
        assertThat(doc.select("a[href]")).allSatisfy(a -> assertThat(a.attr("href")).startsWith("#"));
        assertThat(doc.select("svg")).allSatisfy(svg -> assertThat(svg.select("script, foreignObject")).isEmpty());
        Element section = doc.selectFirst("section.experiment");
        assertThat(section.text()).contains(QUERY, DESCRIPTION, "Query " + QUERY);
        assertThat(section.select("pre.sql").first().text()).contains(LITERAL.replace("'", "\\'"));
        assertThat(section.select("h3").eachText()).contains("Runs of " + QUERY);
    }

    @Test
    void theMarkdownHasTheMatrixWithLinksThatLandAndEscapesTheHostileTexts() throws IOException {
        Path file = dir.resolve("experiment.md");
        MarkdownReport.write(report, Glossary.standard(), file);
        String md = Files.readString(file);

        assertThat(md).contains("## Experiment shop.orders (layouts)", "### Conclusion", "### Variant × query matrix",
                "### Rankings per query", "**Runs of ");
        Set<String> anchors = new HashSet<>();
        Matcher a = Pattern.compile("<a id=\"([^\"]+)\"></a>").matcher(md);
        while (a.find()) {
            anchors.add(a.group(1));
        }
        Matcher link = Pattern.compile("\\]\\(#([^)]+)\\)").matcher(md);
        int links = 0;
        while (link.find()) {
            assertThat(anchors).as("anchor of a link").contains(link.group(1));
            links++;
        }
        assertThat(links).as("6 matrix cells, 2 comparison links and 42 run links").isEqualTo(6 + 2 + 42);
        String outsideFences = md.replaceAll("(?s)```.*?```", "");
        assertThat(outsideFences).doesNotContain("<script>").contains("&lt;script&gt;");
        try (Stream<Path> charts = Files.list(dir.resolve("experiment_files"))) {
            assertThat(charts.toList()).isNotEmpty().allSatisfy(chart ->
                    assertThat(Jsoup.parse(read(chart), "", Parser.xmlParser()).select("script")).isEmpty());
        }
    }

    @Test
    void theCsvNamesTheExperimentAndQueryOfEveryRunAndTheJsonRestoresRunsAndComparisons() throws IOException {
        Path csv = dir.resolve("experiment.csv");
        ReportWriter.write(report, ReportFormat.CSV, csv);
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).isEqualTo("run_id,started,sql,tags,metric,value,unit,comparison,variant,experiment,query");
        assertThat(lines.stream().filter(l -> l.contains(",client_elapsed_us,"))).hasSize(42)
                .allSatisfy(l -> assertThat(l).contains("," + experiment.id() + ","))
                .filteredOn(l -> l.endsWith(",sum_by_k")).hasSize(21);

        Path json = dir.resolve("experiment.json");
        ReportWriter.write(report, ReportFormat.JSON, json);
        BundleContents back = RunFiles.readContents(List.of(json));
        assertThat(back.runs()).hasSize(42);
        assertThat(back.comparisons()).extracting(c -> c.id())
                .containsExactlyElementsOf(experiment.queries().stream().map(q -> q.comparisonId()).toList());
    }

    private static void everyInternalLinkLands(Document doc) {
        assertThat(doc.select("a[href^=#]")).allSatisfy(link ->
                assertThat(doc.getElementById(link.attr("href").substring(1))).as(link.attr("href")).isNotNull());
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
