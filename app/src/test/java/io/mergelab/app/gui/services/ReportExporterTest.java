package io.mergelab.app.gui.services;

import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.report.Report;
import io.mergelab.profiler.report.ReportFormat;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;

import static org.assertj.core.api.Assertions.assertThat;

/** The report exporter every screen uses: real files written in the background, the browser opener injected. */
class ReportExporterTest {
    private static final Executor DIRECT = Runnable::run;
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final List<Path> opened = new ArrayList<>();
    private final TaskRunner tasks = new TaskRunner(DIRECT, DIRECT);
    private final Run run = Runs.needleUpfront();

    @TempDir
    Path dir;

    private ReportExporter exporter(Optional<QueryTarget> target) {
        return new ReportExporter(tasks, dialogs, opened::add, () -> target);
    }

    /** The formats the exporter asked {@link #report} for, in order. */
    private final List<ReportFormat> asked = new ArrayList<>();

    private Report report(ReportFormat format) {
        asked.add(format);
        return Report.ofRuns(List.of(run), Instant.parse("2026-12-02T00:00:00Z"));
    }

    @Test
    void exportWritesTheFormatTheChosenFilesExtensionNames() throws Exception {
        ReportExporter exporter = exporter(Optional.empty());
        dialogs.chosenFile = dir.resolve("pr.md");

        exporter.export("run-3f2a9c1e.html", this::report);

        assertThat(dialogs.shown).containsExactly("save: Export report | run-3f2a9c1e.html");
        assertThat(Files.readString(dir.resolve("pr.md"))).contains("## Run " + run.id());
        assertThat(dir.resolve("pr_files")).isDirectory();
        assertThat(exporter.lastWrittenProperty().get()).isEqualTo(dir.resolve("pr.md"));
        assertThat(exporter.busyProperty().get()).isFalse();
        assertThat(opened).isEmpty();
        assertThat(asked).containsExactly(ReportFormat.MARKDOWN);
    }

    @Test
    void aFileWithoutExtensionGetsHtmlAndAJsonExportCarriesTheTablesDdlFromTheTarget() throws Exception {
        dialogs.chosenFile = dir.resolve("plain");
        exporter(Optional.empty()).export("x.html", this::report);
        assertThat(Files.readString(dir.resolve("plain.html"))).startsWith("<!DOCTYPE html>");

        try (EmbeddedTarget target = EmbeddedTarget.inMemory()) {
            target.run(QueryRequest.of("CREATE TABLE needle (s String) ENGINE = MergeTree ORDER BY s")).close();
            dialogs.chosenFile = dir.resolve("run.json");
            exporter(Optional.of(target)).export("x.html", this::report);
        }
        assertThat(asked).as("the source builds for the chosen format").containsExactly(ReportFormat.HTML, ReportFormat.JSON);
        var contents = RunFiles.readContents(List.of(dir.resolve("run.json")));
        assertThat(contents.runs()).containsExactly(run);
        assertThat(contents.tables()).singleElement().satisfies(t -> {
            assertThat(t.table()).isEqualTo("default.needle");
            assertThat(t.ddl()).hasValueSatisfying(ddl -> assertThat(ddl).contains("ORDER BY s"));
        });
    }

    @Test
    void openInBrowserWritesAnHtmlFileAndOpensIt() throws Exception {
        exporter(Optional.empty()).openInBrowser(this::report);

        assertThat(opened).singleElement().satisfies(file -> {
            assertThat(file.getFileName().toString()).startsWith("mergelab-report-").endsWith(".html");
            Document doc = Jsoup.parse(Files.readString(file));
            assertThat(doc.getElementById("run-" + run.id())).isNotNull();
            assertThat(doc.select("script")).isEmpty();
            Files.delete(file);
        });
    }

    @Test
    void aCancelledChooserWritesNothingAndAFailureIsShown() throws Exception {
        ReportExporter exporter = exporter(Optional.empty());
        dialogs.chosenFile = null;
        exporter.export("x.html", this::report);
        assertThat(exporter.lastWrittenProperty().get()).isNull();

        dialogs.chosenFile = dir.resolve("report.pdf");
        exporter.export("x.html", this::report);
        dialogs.chosenFile = dir.resolve("missing-dir/report.html");
        exporter.export("x.html", this::report);
        exporter.openInBrowser(format -> {
            throw new IllegalStateException("the run store is closed");
        });

        assertThat(dialogs.shown).filteredOn(s -> s.startsWith("error: ")).satisfiesExactly(
                pdf -> assertThat(pdf).contains("Cannot tell the report format of").contains("report.pdf"),
                dir -> assertThat(dir).startsWith("error: Export report to report.html | ").contains("missing-dir"),
                store -> assertThat(store).isEqualTo("error: Open report in browser | the run store is closed"));
        assertThat(opened).isEmpty();
        assertThat(exporter.busyProperty().get()).isFalse();
        try (var files = Files.list(dir)) {
            assertThat(files.toList()).isEmpty();
        }
    }
}
