package io.mergelab.profiler.report;

import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.ComparisonRequest;
import io.mergelab.profiler.compare.ComparisonRunner;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.glossary.Glossary;
import io.mergelab.profiler.run.Run;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 15: the table of contents lists every run, yet a comparison of 50 rounds (100 runs) keeps it short: the runs
 * sit under their comparison, one folded group per variant, each run once.
 */
class TableOfContentsTest {

    @Test
    void aComparisonOfFiftyRoundsListsItsHundredRunsFoldedByVariant() {
        List<Run> runs = new ArrayList<>();
        Comparison comparison;
        try (EmbeddedTarget target = EmbeddedTarget.inMemory()) {
            target.run(QueryRequest.of("CREATE TABLE t (id UInt64) ENGINE = MergeTree ORDER BY id")).close();
            target.run(QueryRequest.of("INSERT INTO t SELECT number FROM numbers(1000)")).close();
            comparison = new ComparisonRunner(target).run(new ComparisonRequest("compare", "SELECT count() FROM t",
                    List.of(Variant.ofSettings("one", Map.of("max_threads", "1")),
                            Variant.ofSettings("two", Map.of("max_threads", "2"))), Map.of(), List.of(),
                    ComparisonOptions.defaults().withRounds(50, 50).withWarmups(0)), runs::add);
        }
        Report report = Report.of(new BundleContents(runs, List.of(comparison), List.of()), Instant.EPOCH);
        Document doc = Jsoup.parse(HtmlReport.render(report, Glossary.standard()));
        Element toc = doc.selectFirst("nav.toc");

        assertThat(doc.select("section.run")).hasSize(100);
        assertThat(toc.select("> ol > li > a").eachText()).containsExactly(
                "Comparison " + comparison.id().substring(0, 8), "Glossary");
        assertThat(toc.select("details.toc-runs")).hasSize(2).allSatisfy(group ->
                assertThat(group.hasAttr("open")).as("folded").isFalse());
        assertThat(toc.select("details.toc-runs > summary").eachText()).containsExactly("Runs of one (50)", "Runs of two (50)");
        List<String> listed = toc.select("details.toc-runs a").eachAttr("href");
        assertThat(listed).hasSize(100).doesNotHaveDuplicates()
                .containsExactlyInAnyOrderElementsOf(runs.stream().map(r -> "#" + RunSection.anchorOf(r.id())).toList());
        assertThat(toc.select("details.toc-runs").first().select("a").first().text()).isEqualTo("round 1 · run "
                + RunSection.shortId(comparison.runs().get(0).runIds().get(0)));
    }

    @Test
    void runsOutsideAnyComparisonAreListedWithTheirParts() {
        Report report = Report.ofRuns(List.of(io.mergelab.profiler.run.Runs.needleUpfront()), Instant.EPOCH);
        Element toc = Jsoup.parse(HtmlReport.render(report, Glossary.standard())).selectFirst("nav.toc");

        assertThat(toc.select("details.toc-runs")).isEmpty();
        assertThat(toc.select("> ol > li")).hasSize(2);
        assertThat(toc.select("ol.parts a").eachText()).contains("SQL", "Pipeline graph", "ProfileEvents");
    }
}
