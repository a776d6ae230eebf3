package io.mergelab.app.cli;

import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.dataset.Datasets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code mergelab report} on a real store file, in every format, with the format from the extension or --format. */
class ReportCommandTest {
    private static final String NEEDLE = "3f2a9c1e-7b4d-4e1a-9c55-0d8e2f6a1b01";
    private static final String FAILED = "e09f5a38-1c2d-4e3f-a4b5-c6d7e8f90a04";

    @TempDir
    Path dir;

    private static CommandOutcome mergelab(String... args) {
        return CommandOutcome.run("", Datasets.all(), List.of(args));
    }

    @Test
    void anHtmlReportOfTwoRunsHoldsEachRunsSectionsAndNoScript() throws Exception {
        Path store = StoredRuns.store(dir);
        Path html = dir.resolve("report.html");

        CommandOutcome made = mergelab("report", "3f2a9c1e-7", "e09f", "--out", html.toString(), "--store", store.toString());

        assertThat(made.exitCode()).as(made.err()).isZero();
        assertThat(made.err()).isEqualTo("Wrote a html report of 2 runs to " + html + "\n");
        String text = Files.readString(html);
        assertThat(text).startsWith("<!DOCTYPE html>").contains("id=\"run-" + NEEDLE + "\"", "id=\"run-" + FAILED + "\"",
                "Memory limit (for query) exceeded", "<svg", "href=\"#run-" + NEEDLE + "-funnel\"")
                .doesNotContain("<script");
    }

    @Test
    void theJsonReportImportsBackAsTheSameRuns() {
        Path store = StoredRuns.store(dir);
        Path json = dir.resolve("report.json");

        assertThat(mergelab("report", "b71c", FAILED, "--out", json.toString(), "--store", store.toString()).exitCode())
                .isZero();
        List<Run> expected = StoredRuns.runs().stream()
                .filter(r -> r.id().startsWith("b71c") || r.id().equals(FAILED)).toList();
        assertThat(RunFiles.read(List.of(json))).isEqualTo(expected);

        Path other = dir.resolve("other");
        CommandOutcome imported = mergelab("import", json.toString(), "--store", other.toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        try (RunStore opened = RunStore.open(other)) {
            expected.forEach(run -> assertThat(opened.load(run.id())).contains(run));
        }
    }

    @Test
    void markdownGetsItsChartsInAFolderBesideIt() throws Exception {
        Path store = StoredRuns.store(dir);
        Path md = dir.resolve("pr.md");

        assertThat(mergelab("report", "3f2a9c1e-7", "--out", md.toString(), "--store", store.toString()).exitCode()).isZero();

        String text = Files.readString(md);
        assertThat(text).contains("## Run 3f2a9c1e", "| setting | value |", "```sql\nSELECT * FROM needle",
                "](pr_files/steps-3f2a9c1e.svg)");
        assertThat(dir.resolve("pr_files/steps-3f2a9c1e.svg")).content().startsWith("<?xml").contains("<svg");
        assertThat(dir.resolve("pr_files/pipeline-3f2a9c1e.svg")).exists();
    }

    @Test
    void csvHasOneRowPerRunAndMetricAndFormatOverridesTheExtension() throws Exception {
        Path store = StoredRuns.store(dir);
        Path csv = dir.resolve("metrics.txt");

        assertThat(mergelab("report", "3f2a9c1e-7", "e09f", "--format", "csv", "--out", csv.toString(),
                "--store", store.toString()).exitCode()).isZero();

        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).isEqualTo("run_id,started,sql,tags,metric,value,unit,comparison,variant,experiment,query");
        assertThat(lines).anyMatch(l -> l.startsWith(NEEDLE + ",") && l.contains(",client_elapsed_us,1417000,µs"));
        // a statement of several lines is one quoted field with its line breaks
        assertThat(Files.readString(csv)).contains(FAILED + ",2026-03-01T11:00:00Z,\"SELECT uniqExact(UserID)\nFROM hits\n"
                + "GROUP BY URL\",,error_code,241,,,,,\r\n");
        assertThat(lines).anyMatch(l -> l.contains(",ProfileEvents.SelectedMarks,120,"));
    }

    @Test
    void anOutputWithoutAKnownExtensionOrFormatIsABadArgument() {
        Path store = StoredRuns.store(dir);

        CommandOutcome refused = mergelab("report", "e09f", "--out", dir.resolve("report.pdf").toString(),
                "--store", store.toString());

        assertThat(refused.exitCode()).isEqualTo(36);
        assertThat(refused.err()).contains("Cannot tell the report format of", "give --format html, md, json or csv",
                "(BAD_ARGUMENTS)");
    }
}
