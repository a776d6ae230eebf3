package io.mergelab.profiler.report;

import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.capture.RunRecorder;
import io.mergelab.profiler.capture.RunRequest;
import io.mergelab.profiler.capture.RunSink;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.glossary.Glossary;
import io.mergelab.profiler.run.Run;
import org.jsoup.Jsoup;
import org.jsoup.parser.Parser;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 15: every user-provided string is escaped. Real runs on the embedded engine carry {@code <script>}, quotes
 * and {@code </svg>} in their SQL, log_comment tags, a table name and an error message; the HTML report, parsed,
 * has no script element, no event handler attribute and no external reference, and shows each text as text.
 */
class HostileTextReportTest {
    static final String TABLE = "t<script>alert(\"t\")</script></svg>";
    static final String TAG = "tag<script>alert('x')</script>\"'</svg>";
    static final String LITERAL = "</svg><script>alert(1)</script>\"'&amp;";
    static final String MISSING_TABLE = "nope</svg><script>alert(2)</script>";
    static final String VARIANT = "v<script>alert('v')</script>\"</svg>";
    static final String CMP_TABLE = "k<script>alert(3)</script></svg>";
    private static EmbeddedTarget target;
    private static List<Run> runs;
    private static BundleContents comparisons;

    @BeforeAll
    static void captureHostileRuns() {
        target = EmbeddedTarget.inMemory();
        target.run(QueryRequest.of("CREATE TABLE `" + TABLE + "` (id UInt64, s String) ENGINE = MergeTree ORDER BY id"
                + " SETTINGS index_granularity = 64")).close();
        target.run(QueryRequest.of("INSERT INTO `" + TABLE + "` SELECT number, toString(number) FROM numbers(1000)")).close();
        RunRecorder recorder = new RunRecorder(target);
        Run select = recorder.record(RunRequest.of("SELECT id, s, '" + LITERAL.replace("'", "\\'") + "' AS \"col<b>\" FROM `"
                + TABLE + "` WHERE id > 900 ORDER BY id LIMIT 5").withTags(List.of(TAG)), RunSink.NONE).runs().get(0);
        Run failed = recorder.record(RunRequest.of("SELECT * FROM `" + MISSING_TABLE + "`").withTags(List.of(TAG)),
                RunSink.NONE).runs().get(0);
        runs = List.of(select, failed);
        comparisons = RealComparisons.layoutAndSweep(CMP_TABLE, VARIANT, TAG);
    }

    @AfterAll
    static void close() {
        target.close();
    }

    @Test
    void theCapturedRunsReallyCarryTheHostileTexts() {
        assertThat(runs.get(0).failed()).isFalse();
        assertThat(runs.get(0).queryLog().orElseThrow().tables()).anySatisfy(t -> assertThat(t).contains(TABLE));
        assertThat(runs.get(1).outcome().error().orElseThrow().message()).contains(MISSING_TABLE);
        assertThat(runs.get(0).tags()).containsExactly(TAG);
    }

    @Test
    void theHtmlReportHasNoScriptAndShowsEveryHostileTextAsText() {
        String html = HtmlReport.render(Report.ofRuns(runs, Instant.now()), Glossary.standard());
        Document doc = Jsoup.parse(html);

        assertThat(doc.select("script")).isEmpty();
        assertThat(doc.getAllElements()).allSatisfy(e -> assertThat(e.attributes().asList())
                .noneMatch(a -> a.getKey().toLowerCase().startsWith("on")));
        assertThat(doc.select("link, img, iframe, object, embed, [src]")).isEmpty();
        assertThat(doc.select("a[href]")).allSatisfy(a -> assertThat(a.attr("href")).startsWith("#"));
        assertThat(doc.select("style").html()).doesNotContain("@import").doesNotContain("url(");

        String text = doc.text();
        assertThat(text).contains(TABLE, TAG, MISSING_TABLE, "</svg><script>alert(1)</script>");
        Element sql = doc.selectFirst("pre.sql");
        assertThat(sql.text()).contains("`" + TABLE + "`", "\"col<b>\"");
        // the charts are the renderer's own: pipeline, step bars and funnel of the first run, none of the failed one
        assertThat(doc.select("svg")).allSatisfy(svg -> assertThat(svg.select("script, foreignObject")).isEmpty());
        assertThat(doc.select("svg.pipeline")).hasSize(1);
        assertThat(doc.select("svg.bars")).hasSize(1);
    }

    @Test
    void theComparisonReportHasNoScriptAndShowsTheHostileVariantTableAndTagAsText() {
        Report report = Report.of(comparisons, Instant.now());
        Document doc = Jsoup.parse(HtmlReport.render(report, Glossary.standard()));

        assertNothingActive(doc);
        assertThat(doc.select("section.comparison")).hasSize(2);
        Element layout = doc.selectFirst("section.comparison");
        assertThat(layout.select("table").first().text()).contains(VARIANT, CMP_TABLE);
        assertThat(layout.select("h3").eachText()).contains(VARIANT + " against by_id");
        assertThat(layout.select("pre.ddl").text()).contains(CMP_TABLE);
        assertThat(layout.selectFirst("table.verdicts th:eq(2)").text()).isEqualTo(VARIANT + " median");
        assertThat(layout.select("svg.diff-bars title").text()).contains(VARIANT);
        assertThat(doc.select("section.run dd").eachText()).contains(TAG);
        assertThat(doc.select("svg")).allSatisfy(svg -> assertThat(svg.select("script, foreignObject")).isEmpty());
    }

    @Test
    void theComparisonMarkdownAndItsChartsEscapeTheHostileTexts() throws Exception {
        Path dir = Files.createTempDirectory("report-cmp-md");
        Path file = dir.resolve("hostile.md");
        MarkdownReport.write(Report.of(comparisons, Instant.now()), Glossary.standard(), file);
        String outsideFences = Files.readString(file).replaceAll("(?s)```.*?```", "");
        assertThat(outsideFences).doesNotContain("<script>").contains("&lt;script&gt;");
        try (var charts = Files.list(dir.resolve("hostile_files"))) {
            assertThat(charts.toList()).isNotEmpty().allSatisfy(chart -> {
                Document svg = Jsoup.parse(readString(chart), "", Parser.xmlParser());
                assertThat(svg.select("script")).isEmpty();
                assertThat(svg.select("svg")).hasSize(1);
            });
        }
    }

    private static void assertNothingActive(Document doc) {
        assertThat(doc.select("script")).isEmpty();
        assertThat(doc.getAllElements()).allSatisfy(e -> assertThat(e.attributes().asList())
                .noneMatch(a -> a.getKey().toLowerCase().startsWith("on")));
        assertThat(doc.select("link, img, iframe, object, embed, [src]")).isEmpty();
        assertThat(doc.select("a[href]")).allSatisfy(a -> assertThat(a.attr("href")).startsWith("#"));
        assertThat(doc.select("style").html()).doesNotContain("@import").doesNotContain("url(");
    }

    @Test
    void theMarkdownReportEscapesTheHostileTextsOutsideCodeBlocks() throws Exception {
        Path dir = Files.createTempDirectory("report-md");
        Path file = dir.resolve("hostile.md");
        MarkdownReport.write(Report.ofRuns(runs, Instant.now()), Glossary.standard(), file);
        String md = Files.readString(file);
        String outsideFences = md.replaceAll("(?s)```.*?```", "");
        assertThat(outsideFences).doesNotContain("<script>").contains("&lt;script&gt;");
        try (var charts = Files.list(dir.resolve("hostile_files"))) {
            charts.forEach(chart -> {
                Document svg = Jsoup.parse(readString(chart), "", Parser.xmlParser());
                assertThat(svg.select("script")).isEmpty();
            });
        }
    }

    private static String readString(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
