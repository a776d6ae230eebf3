package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mergelab report --experiment ID} (and a bare ID naming an experiment), in process: the layout lab stores an
 * experiment of two layouts, and its report holds the matrix, the ranking and the conclusion in HTML, and its
 * comparison with every run in JSON.
 */
class ExperimentReportCommandTest {
    @TempDir
    static Path temp;
    private static String experiment;

    private static CommandOutcome mergelab(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--path", temp.resolve("data").toString(), "--store", temp.resolve("store").toString()));
        return CommandOutcome.run("", Datasets.all(), all);
    }

    @BeforeAll
    static void runTheLayoutLab() {
        CommandOutcome created = CommandOutcome.run("", Datasets.all(), List.of("sql", "--path",
                temp.resolve("data").toString(), "-q", "CREATE TABLE t (id UInt64, k UInt32) ENGINE = MergeTree"
                + " ORDER BY id SETTINGS index_granularity = 256; INSERT INTO t SELECT number, number % 40"
                + " FROM numbers(20000)"));
        assertThat(created.err()).isEmpty();
        CommandOutcome lab = mergelab("experiment", "layouts", "--table", "default.t", "-q",
                "SELECT count() FROM {table} WHERE k = 3", "--layout", "by_k:ORDER BY (k, id)", "--rounds", "7", "--max-rounds", "7",
                "--warmup", "0");
        assertThat(lab.exitCode()).as(lab.err()).isZero();
        experiment = lab.errLines().stream().filter(l -> l.startsWith("Experiment: ")).findFirst().orElseThrow()
                .substring("Experiment: ".length());
    }

    @Test
    void theHtmlReportOfAnExperimentHasItsMatrixRankingAndConclusion() throws Exception {
        Path html = temp.resolve("experiment.html");

        CommandOutcome made = mergelab("report", "--experiment", experiment.substring(0, 6), "--out", html.toString());

        assertThat(made.exitCode()).as(made.err()).isZero();
        assertThat(made.err()).isEqualTo("Wrote a html report of 1 experiment, 1 comparison, 14 runs to " + html + "\n");
        Document doc = Jsoup.parse(Files.readString(html));
        Element section = doc.getElementById("exp-" + experiment);
        assertThat(section.select("h2").text()).isEqualTo("Experiment default.t (layouts)");
        assertThat(section.select("table.matrix tr > th:first-child").eachText())
                .containsExactly("variant", "original", "by_k");
        assertThat(section.selectFirst("p.conclusion").text())
                .matches("(Best over the 1 query: .*|No variant (beats|is faster than) the baseline original .*)");
        assertThat(section.select("table.ranking tr:gt(0) td:eq(1)").eachText())
                .containsExactlyInAnyOrder("original", "by_k");
        assertThat(section.select("table.runs tr[id]")).hasSize(14);
        assertThat(doc.select("section.comparison")).hasSize(1);
    }

    @Test
    void aBareIdNamesTheExperimentAndItsJsonHoldsTheComparisonAndRuns() {
        Path json = temp.resolve("experiment.json");

        CommandOutcome made = mergelab("report", experiment, "--out", json.toString());

        assertThat(made.exitCode()).as(made.err()).isZero();
        var contents = RunFiles.readContents(List.of(json));
        assertThat(contents.comparisons()).hasSize(1);
        assertThat(contents.runs()).hasSize(14);
    }
}
