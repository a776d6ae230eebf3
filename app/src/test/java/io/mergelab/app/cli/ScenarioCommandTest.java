package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.sampledata.dataset.Datasets;
import io.mergelab.sampledata.scenario.Scenarios;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab scenario list|load} in process, on a temporary data directory, with the real datasets. */
class ScenarioCommandTest {
    private static final String SCENARIO = """
            {
              "name": "needle-pair",
              "description": "Two layouts of the needle table and a file.",
              "dataset": {"name": "needle", "rows": 5000, "seed": 3, "knobs": {"period": 100}},
              "variants": [
                {"name": "by_s", "description": "ordered by s", "table": {"engine": "MergeTree", "orderBy": "s"}},
                {"name": "unordered", "table": {"engine": "MergeTree", "orderBy": "tuple()"},
                 "afterLoad": ["OPTIMIZE TABLE {table} FINAL"]},
                {"name": "tsv", "description": "a TSV file", "file": {"format": "TSVWithNames"}}
              ],
              "queries": [{"name": "needles", "sql": "SELECT count() FROM {table} WHERE s = 'needle'"}],
              "settingsVariants": [{"name": "default", "settings": {}}],
              "repetitions": 1,
              "warmups": 0
            }
            """;

    @TempDir
    Path dataDir;

    @TempDir
    Path files;

    private Path scenarioFile;

    @BeforeEach
    void writeScenario() throws IOException {
        scenarioFile = Files.writeString(files.resolve("needle-pair.json"), SCENARIO);
    }

    private CommandOutcome run(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--path");
        all.add(dataDir.toString());
        return CommandOutcome.run("", Datasets.all(), all);
    }

    private List<List<Object>> query(String sql) {
        try (Engine engine = Engine.open(dataDir)) {
            return engine.newSession().execute(sql).rows();
        }
    }

    @Test
    void summaryOfAOneVariantScenarioSaysVariant() throws IOException {
        Path single = Files.writeString(files.resolve("one.json"), """
                {"name": "one", "description": "One table.", "dataset": {"name": "needle", "rows": 5000, "seed": 1},
                 "variants": [{"name": "t", "table": {"engine": "MergeTree", "orderBy": "tuple()"}}],
                 "queries": [{"name": "q", "sql": "SELECT count() FROM {table}"}],
                 "settingsVariants": [{"name": "default", "settings": {}}], "repetitions": 1, "warmups": 0}
                """);

        CommandOutcome outcome = run("scenario", "load", single.toString(), "--rows", "1K");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.errLines()).last().asString()
                .matches("Loaded scenario one: 1 variant of 1000 rows in database scenario_one in [0-9.]+ s");
    }

    @Test
    void loadsEveryVariantOfAScenarioFileWithTheSameRows() throws IOException {
        CommandOutcome outcome = run("scenario", "load", scenarioFile.toString(), "--rows", "2K", "--threads", "2");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.errLines()).contains("[1/3] by_s: ordered by s", "[2/3] unordered",
                "      OPTIMIZE TABLE scenario_needle_pair.unordered FINAL", "[3/3] tsv: a TSV file");
        assertThat(outcome.errLines()).last().asString()
                .matches("Loaded scenario needle-pair: 3 variants of 2000 rows in database scenario_needle_pair in [0-9.]+ s");
        assertThat(query("SELECT count(), countIf(s = 'needle') FROM scenario_needle_pair.by_s"))
                .containsExactly(List.of(2000L, 20L))
                .isEqualTo(query("SELECT count(), countIf(s = 'needle') FROM scenario_needle_pair.unordered"));
        assertThat(Files.readAllLines(dataDir.resolve("user_files/scenario_needle_pair/tsv.tsv"))).hasSize(2001);
        // both layouts recorded as generated, with one digest: the same rows in another order
        List<String> recorded = outcome.errLines().stream().filter(l -> l.startsWith("Recorded ")).toList();
        assertThat(recorded).hasSize(2);
        assertThat(recorded.get(0)).matches("Recorded scenario_needle_pair\\.by_s in mergelab\\.datasets: 2000 rows,"
                + " digest [0-9a-f]{16}");
        assertThat(recorded.get(1)).startsWith("Recorded scenario_needle_pair.unordered in mergelab.datasets: 2000 rows,")
                .endsWith(recorded.get(0).substring(recorded.get(0).indexOf(", digest ")));
        assertThat(query("SELECT generator, parameters FROM mergelab.datasets WHERE `table` = 'unordered'"))
                .containsExactly(List.of("needle",
                        "{\"rows\":\"2000\",\"seed\":\"3\",\"period\":\"100\",\"scenario\":\"needle-pair\",\"variant\":\"unordered\"}"));
    }

    @Test
    void databaseOptionChoosesWhereTheTablesGo() {
        CommandOutcome outcome = run("scenario", "load", scenarioFile.toString(), "--rows", "100", "--database", "lab");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(query("SELECT count() FROM lab.by_s")).containsExactly(List.of(100L));
    }

    @Test
    void listRendersNameDescriptionDatasetAndVariants() {
        assertThat(ScenarioListCommand.render(List.of(Scenarios.read(scenarioFile)))).isEqualTo("""
                needle-pair: Two layouts of the needle table and a file.
                  dataset needle, 5000 rows; variants: by_s, unordered, tsv
                Load one with: mergelab scenario load <name> [--rows N]
                """);
    }

    @Test
    void listShowsTheBuiltInScenarios() {
        CommandOutcome outcome = run("scenario", "list");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.out()).contains("streaming-skip-indexes: ", "every-millisecond-counts: ",
                "single-source-resize: ");
    }

    @Test
    void negativeRowsAreRejected() {
        CommandOutcome outcome = run("scenario", "load", scenarioFile.toString(), "--rows", "-1");

        assertThat(outcome.errLines()).containsExactly(
                "Code: 36. DB::Exception: Number of rows must not be negative, got -1. (BAD_ARGUMENTS)");
        assertThat(outcome.exitCode()).isEqualTo(36);
    }

    @Test
    void zeroThreadsAreRejected() {
        CommandOutcome outcome = run("scenario", "load", scenarioFile.toString(), "--threads", "0");

        assertThat(outcome.errLines()).containsExactly(
                "Code: 36. DB::Exception: Number of threads must be at least 1, got 0. (BAD_ARGUMENTS)");
        assertThat(outcome.exitCode()).isEqualTo(36);
    }

    @Test
    void unknownScenarioIsRejected() {
        CommandOutcome outcome = run("scenario", "load", "no-such-scenario");

        assertThat(outcome.exitCode()).isEqualTo(36);
        assertThat(outcome.errLines()).singleElement().asString()
                .startsWith("Code: 36. DB::Exception: Unknown scenario 'no-such-scenario'; built-in scenarios: ")
                .endsWith("(BAD_ARGUMENTS)");
    }

    @Test
    void missingScenarioFileIsRejected() {
        CommandOutcome outcome = run("scenario", "load", files.resolve("absent.yaml").toString());

        assertThat(outcome.exitCode()).isNotZero();
        assertThat(outcome.errLines()).singleElement().asString().startsWith("Code: ").contains("absent.yaml");
    }

    @Test
    void scenarioWithoutSubcommandIsAUsageError() {
        CommandOutcome outcome = run("scenario");

        assertThat(outcome.exitCode()).isEqualTo(2);
        assertThat(outcome.errLines()).first().isEqualTo("Missing required subcommand: list or load");
    }

    @Test
    void helpOfLoadExplainsTargetsAndCtrlC() {
        CommandOutcome outcome = run("scenario", "load", "--help");

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.err()).contains("--rows", "--threads", "--database", "scenario_<name>", "exit code 130");
    }
}
