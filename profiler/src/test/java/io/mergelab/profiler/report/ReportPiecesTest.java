package io.mergelab.profiler.report;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The small pieces of the report renderers: formats by name and extension, escaping, highlighting, fences, CSV. */
class ReportPiecesTest {

    @Test
    void theFormatComesFromTheExtensionOrItsName() {
        assertThat(ReportFormat.of(Path.of("/tmp/a.HTML"))).isEqualTo(ReportFormat.HTML);
        assertThat(ReportFormat.of(Path.of("a.htm"))).isEqualTo(ReportFormat.HTML);
        assertThat(ReportFormat.of(Path.of("pr.md"))).isEqualTo(ReportFormat.MARKDOWN);
        assertThat(ReportFormat.of(Path.of("runs.json"))).isEqualTo(ReportFormat.JSON);
        assertThat(ReportFormat.named("markdown")).isEqualTo(ReportFormat.MARKDOWN);
        assertThat(ReportFormat.named("CSV")).isEqualTo(ReportFormat.CSV);
        assertThatThrownBy(() -> ReportFormat.of(Path.of("report"))).hasMessageContaining("give --format");
        assertThatThrownBy(() -> ReportFormat.named("pdf")).hasMessage("Unknown report format 'pdf'; use one of html, md, json, csv");
    }

    @Test
    void escapingTurnsTheFiveCharactersIntoEntitiesAndLeavesTheRest() {
        assertThat(Html.escape("a<b>&\"c'd µs")).isEqualTo("a&lt;b&gt;&amp;&quot;c&#39;d µs");
        String plain = "nothing to escape";
        assertThat(Html.escape(plain)).isSameAs(plain);
    }

    @Test
    void sqlIsHighlightedAndEscapedInsideAndOutsideTokens() {
        assertThat(SqlHighlighter.html("select x FROM t WHERE s = '<b>' -- </pre>\nAND n > 1_000"))
                .isEqualTo("<span class=\"k\">select</span> x <span class=\"k\">FROM</span> t <span class=\"k\">WHERE</span>"
                        + " s = <span class=\"s\">&#39;&lt;b&gt;&#39;</span> <span class=\"c\">-- &lt;/pre&gt;</span>\n"
                        + "<span class=\"k\">AND</span> n &gt; <span class=\"n\">1_000</span>");
    }

    @Test
    void aMarkdownFenceIsLongerThanAnyBacktickRunInTheCode() {
        assertThat(Markdown.fence("sql", "SELECT `a```")).isEqualTo("````sql\nSELECT `a```\n````\n");
        assertThat(Markdown.text("a|b <i>_x_\nc")).isEqualTo("a\\|b &lt;i&gt;\\_x\\_ c");
    }

    @Test
    void csvFieldsAreQuotedOnlyWhenTheyMustBe() {
        assertThat(CsvReport.field("plain")).isEqualTo("plain");
        assertThat(CsvReport.field("a,\"b\"\nc")).isEqualTo("\"a,\"\"b\"\"\nc\"");
    }

    @Test
    void stepBarTicksAreOneTwoOrFiveTimesAPowerOfTen() {
        assertThat(StepBarsSvg.tick(181_394)).isEqualTo(50_000);
        assertThat(StepBarsSvg.tick(900)).isEqualTo(200);
        assertThat(StepBarsSvg.tick(0)).isEqualTo(1);
    }

    @Test
    void aDdlIsLaidOutByColumnAndClauseAndDiffedLineByLine() {
        String a = "CREATE TABLE default.t (id UInt64, s String, INDEX i s TYPE bloom_filter(0.01) GRANULARITY 1)"
                + " ENGINE = MergeTree ORDER BY (id, s) SETTINGS index_granularity = 8192";
        String b = "CREATE TABLE default.t (id UInt64, s String, INDEX i s TYPE bloom_filter(0.01) GRANULARITY 1)"
                + " ENGINE = MergeTree ORDER BY s SETTINGS index_granularity = 8192";

        assertThat(DdlText.lines(a)).containsExactly("CREATE TABLE default.t (", "    id UInt64,", "    s String,",
                "    INDEX i s TYPE bloom_filter(0.01) GRANULARITY 1", ")", "ENGINE = MergeTree", "ORDER BY (id, s)",
                "SETTINGS index_granularity = 8192");
        assertThat(DdlText.diff(DdlText.lines(a), DdlText.lines(b))).filteredOn(l -> l.mark() != ' ')
                .containsExactly(new DdlText.Line('-', "ORDER BY (id, s)"), new DdlText.Line('+', "ORDER BY s"));
    }
}
