package io.mergelab.profiler.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.profiler.capture.RunRecorder;
import io.mergelab.profiler.capture.RunRequest;
import io.mergelab.profiler.capture.RunSink;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.glossary.Glossary;
import io.mergelab.profiler.parts.PartEvent;
import io.mergelab.profiler.parts.RunMerges;
import io.mergelab.profiler.run.PartLogEvent;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16: a run carries the part log of the tables it read around its time, and its report shows it: inline SVG
 * and an event table in HTML, a table and a chart file in Markdown, every event in JSON. Three parts inserted with
 * merges stopped, then merged by OPTIMIZE FINAL, then the run, on the real embedded engine.
 */
class RunMergesReportTest {
    private static final String TABLE = "piled<up>";
    private static EmbeddedTarget target;
    private static Run run;

    @BeforeAll
    static void pileUpMergeThenRun() {
        target = EmbeddedTarget.inMemory();
        sql("CREATE TABLE `" + TABLE + "` (id UInt64) ENGINE = MergeTree ORDER BY id");
        sql("SYSTEM STOP MERGES `" + TABLE + "`");
        for (int i = 0; i < 3; i++) {
            sql("INSERT INTO `" + TABLE + "` SELECT number FROM numbers(" + (i * 100) + ", 100)");
        }
        sql("SYSTEM START MERGES `" + TABLE + "`");
        sql("OPTIMIZE TABLE `" + TABLE + "` FINAL");
        run = new RunRecorder(target).record(RunRequest.of("SELECT count() FROM `" + TABLE + "`"), RunSink.NONE)
                .runs().get(0);
    }

    @AfterAll
    static void close() {
        target.close();
    }

    private static void sql(String statement) {
        target.run(QueryRequest.of(statement)).close();
    }

    @Test
    void captureKeepsTheTablesPartLogAndTheStoreGivesItBack(@TempDir Path dir) {
        assertThat(run.partLog()).allSatisfy(e -> assertThat(e.database() + "." + e.table())
                .isEqualTo("default." + TABLE));
        assertThat(run.partLog()).filteredOn(e -> e.type().equals(PartEvent.NEW_PART)).hasSize(3);
        assertThat(run.partLog()).filteredOn(e -> e.type().equals(PartEvent.MERGE_PARTS)).singleElement()
                .satisfies(e -> assertThat(e.mergedFrom()).hasSize(3));
        assertThat(run.partLog()).extracting(PartLogEvent::eventTimeMicros).isSorted();

        try (RunStore store = RunStore.open(dir.resolve("store"))) {
            store.save(run);
            assertThat(store.load(run.id()).orElseThrow().partLog()).isEqualTo(run.partLog());
        }
    }

    @Test
    void theReplayAnchoredToTheRunsPartsShowsThePileUpAndTheMerge() {
        RunMerges merges = RunMerges.of(run).get(0);

        assertThat(merges.table()).isEqualTo("default." + TABLE);
        assertThat(merges.timeline().total().peak()).isEqualTo(3);
        assertThat(merges.activePartsAtStart()).isEqualTo(1);
        assertThat(merges.runStartMicros()).isGreaterThanOrEqualTo(run.partLog().get(0).eventTimeMicros());
    }

    @Test
    void theHtmlDrawsTheTimelineInlineAndListsTheEventsEscaped() {
        Document doc = Jsoup.parse(HtmlReport.render(Report.ofRuns(List.of(run), Instant.now()), Glossary.standard()));

        Element part = doc.getElementById(RunSection.anchorOf(run.id()) + "-merges");
        assertThat(part).isNotNull();
        assertThat(part.selectFirst("summary").text()).isEqualTo("Merges around the run");
        Element svg = part.selectFirst("svg.merges");
        assertThat(svg).isNotNull();
        assertThat(svg.selectFirst("title").text()).isEqualTo("Active parts of default." + TABLE + " around the run");
        assertThat(svg.select("path")).hasSizeGreaterThanOrEqualTo(2); // the table and its one partition
        assertThat(svg.text()).contains("seconds from the run's start", "active parts", "the run");
        assertThat(part.text()).contains("3 new parts, 1 merge", "1 active part when the run started (peak 3)");
        assertThat(part.select("table tr")).hasSize(1 + run.partLog().size());
        assertThat(doc.select("a[href^=#" + RunSection.anchorOf(run.id()) + "-merges]")).isNotEmpty();
        assertThat(doc.select("[src], link, script")).isEmpty();
    }

    @Test
    void theMarkdownHasTheEventTableAndTheChartBesideIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("run.md");
        ReportWriter.write(Report.ofRuns(List.of(run), Instant.now()), ReportFormat.MARKDOWN, file);
        String md = Files.readString(file);

        assertThat(md).contains("### Merges around the run", "| s from the run's start | event | partition | part |",
                "| MergeParts |", "piled&lt;up&gt;");
        Path chart = dir.resolve("run_files").resolve("merges-" + run.id().substring(0, 8) + "-1.svg");
        assertThat(chart).exists();
        assertThat(Files.readString(chart)).contains("<svg", "piled&lt;up&gt;").doesNotContain("<up>");
    }

    @Test
    void theJsonCarriesEveryEvent(@TempDir Path dir) {
        Path file = dir.resolve("run.json");
        ReportWriter.write(Report.ofRuns(List.of(run), Instant.now()), ReportFormat.JSON, file);

        assertThat(RunFiles.read(List.of(file))).singleElement()
                .satisfies(read -> assertThat(read.partLog()).isEqualTo(run.partLog()));
    }
}
