package io.mergelab.app.cli;

import io.mergelab.profiler.bundle.BundleContents;
import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.profiler.bundle.TableRecipe;
import io.mergelab.profiler.compare.Comparison;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.dataset.Datasets;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code mergelab report} of a comparison and {@code mergelab replay} of its JSON, in process: two generated copies of
 * {@code needle}, one sorted by {@code s}, compared as layouts; the report shows the comparison with the tables' DDL
 * diff, its JSON carries the recipes and imports back with the comparison, and a replay into an empty data directory
 * rebuilds both tables from their recipes, runs the comparison again and reports then against now.
 */
class ComparisonReportCommandTest {
    private static final List<String> FAST = List.of("--rounds", "7", "--max-rounds", "7", "--warmup", "0");

    @TempDir
    static Path temp;
    private static Path dataDir;
    private static Path store;
    private static String comparison;

    private static CommandOutcome mergelab(String... args) {
        return CommandOutcome.run("", Datasets.all(), List.of(args));
    }

    @BeforeAll
    static void compareTwoGeneratedLayouts() {
        dataDir = temp.resolve("data");
        store = temp.resolve("runs");
        CommandOutcome created = mergelab("sql", "--path", dataDir.toString(), "-q", "CREATE TABLE default.n_s (s String)"
                + " ENGINE = MergeTree ORDER BY s SETTINGS index_granularity = 1024");
        assertThat(created.exitCode()).as(created.err()).isZero();
        for (String table : List.of("default.n_a", "default.n_s")) {
            CommandOutcome generated = mergelab("generate", "needle", "--rows", "20K", "--threads", "1", "--table", table,
                    "--path", dataDir.toString());
            assertThat(generated.exitCode()).as(generated.err()).isZero();
        }
        List<String> compare = new ArrayList<>(List.of("compare", "--path", dataDir.toString(), "--store",
                store.toString(), "-q", "SELECT count() FROM {table} WHERE s = 'needle'",
                "--variant", "plain:table=default.n_a", "--variant", "sorted:table=default.n_s"));
        compare.addAll(FAST);
        CommandOutcome compared = CommandOutcome.run("", Datasets.all(), compare);
        assertThat(compared.exitCode()).as(compared.err()).isZero();
        comparison = compared.errLines().stream().filter(l -> l.startsWith("Comparison: ")).findFirst().orElseThrow()
                .substring("Comparison: ".length());
    }

    @Test
    void anHtmlReportOfAComparisonShowsItsVerdictsTheDdlDiffAndItsRuns() throws Exception {
        Path html = temp.resolve("cmp.html");

        CommandOutcome made = mergelab("report", comparison.substring(0, 8), "--out", html.toString(), "--path",
                dataDir.toString(), "--store", store.toString());

        assertThat(made.exitCode()).as(made.err()).isZero();
        assertThat(made.err()).isEqualTo("Wrote a html report of 1 comparison, 14 runs to " + html + "\n");
        Document doc = Jsoup.parse(Files.readString(html));
        assertThat(doc.select("script")).isEmpty();
        Element section = doc.getElementById("cmp-" + comparison);
        assertThat(section.select("table.verdicts td:first-child").eachText()).contains("client_elapsed_us", "read_rows");
        assertThat(section.select("pre.ddl span.del").eachText()).anyMatch(l -> l.contains("ORDER BY tuple()"));
        assertThat(section.select("pre.ddl span.add").eachText()).anyMatch(l -> l.contains("ORDER BY s"));
        assertThat(section.text()).contains("needle, rows=20000, seed=1");
        assertThat(section.select("td.runs a")).hasSize(14);
        assertThat(doc.select("section.run")).hasSize(14);
    }

    @Test
    void theJsonOfAComparisonImportsBackWithTheComparisonAndCarriesTheRecipes() {
        Path json = temp.resolve("cmp.json");
        CommandOutcome made = mergelab("report", "--comparison", comparison, "--out", json.toString(), "--path",
                dataDir.toString(), "--store", store.toString());
        assertThat(made.exitCode()).as(made.err()).isZero();

        BundleContents contents = RunFiles.readContents(List.of(json));
        assertThat(contents.comparisons()).extracting(Comparison::id).containsExactly(comparison);
        TableRecipe sorted = contents.tables().stream().filter(t -> t.table().equals("default.n_s")).findFirst()
                .orElseThrow();
        assertThat(sorted.generator()).contains("needle");
        assertThat(sorted.parameters()).containsEntry("rows", "20000").containsEntry("seed", "1");
        assertThat(sorted.ddl()).hasValueSatisfying(ddl -> assertThat(ddl).contains("ORDER BY s"));

        Path other = temp.resolve("other-runs");
        CommandOutcome imported = mergelab("import", json.toString(), "--store", other.toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(imported.errLines()).contains("Comparison: " + comparison);
        try (RunStore opened = RunStore.open(other)) {
            assertThat(opened.loadComparison(comparison)).contains(contents.comparisons().get(0));
        }
        CommandOutcome shown = mergelab("show-comparison", comparison, "--store", other.toString());
        assertThat(shown.exitCode()).as(shown.err()).isZero();
        assertThat(shown.out()).contains("sorted against plain:");
    }

    @Test
    void aReplayRebuildsTheTablesElsewhereRunsTheComparisonAgainAndReportsThenAgainstNow() throws Exception {
        Path json = temp.resolve("replay-source.json");
        assertThat(mergelab("report", comparison, "--out", json.toString(), "--path", dataDir.toString(), "--store",
                store.toString()).exitCode()).isZero();
        Path elsewhere = temp.resolve("elsewhere");
        Path report = temp.resolve("then-vs-now.html");

        CommandOutcome replayed = mergelab("replay", json.toString(), "--path", elsewhere.toString(), "--store",
                temp.resolve("elsewhere-runs").toString(), "--out", report.toString());

        assertThat(replayed.exitCode()).as(replayed.err()).isZero();
        assertThat(replayed.errLines()).contains("Generated 20000 rows of needle into default.n_a",
                "Generated 20000 rows of needle into default.n_s", "Wrote a html then-vs-now report to " + report);
        assertThat(replayed.out()).contains("plain (now) against plain (then):", "sorted (now) against sorted (then):");
        Document doc = Jsoup.parse(Files.readString(report));
        // each then-vs-now section names its variant and its query (the statement's first line, on its table)
        assertThat(doc.select("section.comparison > h2").eachText()).hasSize(4)
                .contains("Then vs now of plain: SELECT count() FROM default.n_a WHERE s = 'needle'",
                        "Then vs now of sorted: SELECT count() FROM default.n_s WHERE s = 'needle'");
        Element sorted = doc.select("section.comparison").stream()
                .filter(s -> s.selectFirst("h2").text().startsWith("Then vs now of sorted: ")).findFirst().orElseThrow();
        // the same generator, rows and seed rebuilt the same rows, so the rows read do not change
        Element readRows = sorted.select("table.verdicts tr").stream()
                .filter(tr -> !tr.select("td").isEmpty() && tr.selectFirst("td").text().equals("read_rows"))
                .findFirst().orElseThrow();
        assertThat(readRows.select("td").last().text()).isEqualTo("no significant difference");
        assertThat(sorted.text()).contains("plan shape: same", "data: same");
        assertThat(doc.select("section.run")).hasSize(28);
        // the rebuilt table has the recorded layout, not the dataset's default
        CommandOutcome ddl = mergelab("sql", "--path", elsewhere.toString(), "-q",
                "SELECT sorting_key FROM system.tables WHERE name = 'n_s'");
        assertThat(ddl.out().strip()).isEqualTo("s");
    }
}
