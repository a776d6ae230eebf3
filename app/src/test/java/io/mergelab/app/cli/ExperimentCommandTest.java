package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.dataset.Datasets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab experiment run|show|list|layouts} in process, on a temporary data directory and store file. */
class ExperimentCommandTest {
    private static final String SCENARIO = """
            {
              "name": "needle-keys",
              "description": "The needle rows unordered and ordered by s.",
              "dataset": {"name": "needle", "rows": 100000, "seed": 3, "knobs": {"period": 1000}},
              "variants": [
                {"name": "unordered", "table": {"engine": "MergeTree", "orderBy": "tuple()",
                 "settings": {"index_granularity": 1024}}},
                {"name": "by_s", "table": {"engine": "MergeTree", "orderBy": "s",
                 "settings": {"index_granularity": 1024}}}
              ],
              "queries": [{"name": "needles", "sql": "SELECT count() FROM {table} WHERE s = 'needle'"}],
              "settingsVariants": [{"name": "no_cache", "settings": {"use_query_condition_cache": 0}}],
              "repetitions": 7,
              "warmups": 0
            }
            """;
    private static final List<String> FAST = List.of("--rounds", "7", "--max-rounds", "7", "--warmup", "0");

    @TempDir
    Path temp;

    private CommandOutcome command(String... args) {
        List<String> all = new ArrayList<>(List.of("experiment"));
        all.addAll(List.of(args));
        all.addAll(List.of("--path", temp.resolve("data").toString(), "--store", temp.resolve("store").toString()));
        return CommandOutcome.run("", Datasets.all(), all);
    }

    private static String experimentId(CommandOutcome outcome) {
        return outcome.errLines().stream().filter(l -> l.startsWith("Experiment: ")).findFirst().orElseThrow()
                .substring("Experiment: ".length());
    }

    @Test
    void runLoadsTheScenarioPrintsTheMatrixAndStoresTheExperimentWhichShowAndListFindAgain() throws IOException {
        Path file = Files.writeString(temp.resolve("needle-keys.json"), SCENARIO);
        List<String> run = new ArrayList<>(List.of("run", file.toString()));
        run.addAll(FAST);

        CommandOutcome outcome = command(run.toArray(String[]::new));

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.errLines()).contains("Data checked: 100,000 rows, digest "
                        + outcome.errLines().stream().filter(l -> l.startsWith("Data checked: ")).findFirst()
                        .orElseThrow().replaceAll(".*digest ([0-9a-f]{16}).*", "$1") + " in each of 2 layouts")
                .anyMatch(l -> l.matches("Comparison: [0-9a-f-]{36}"))
                .anyMatch(l -> l.matches("Experiment: [0-9a-f-]{36}"));
        String out = outcome.out();
        assertThat(out).startsWith("Experiment needle-keys (scenario, 7 rounds, 0 warm-up)\n")
                .containsPattern("\nlayout +reads +parts +bytes on disk +rows stored\n")
                .containsPattern("\nunordered +scenario_needle_keys.unordered +1 +[\\d.]+ [KM]iB +100,000\n")
                .containsPattern("\nvariant +needles\nunordered +[\\d.]+ ms +baseline\nby_s +[\\d.]+ ms +[\\d.]+×"
                        + " (changed|unstable|no significant difference)\n")
                .containsPattern("\n +2 +by_s +[\\d.]+ ms|\n +1 +by_s +[\\d.]+ ms")
                .containsPattern("vs unordered +[\\d.]+× +(changed|unstable|no significant difference) +\\d[\\d,]*")
                .contains("  by_s: scenario_needle_keys.by_s: PrimaryKey ")
                // the conclusion the reports and the Experiments screen give, the step with its evidence
                .containsPattern("\nConclusion:\n- (Best over|No variant) .*\n(- .*\n)*- Step unordered → by_s: ");
        String id = experimentId(outcome);
        try (RunStore store = RunStore.open(temp.resolve("store"))) {
            Experiment stored = store.loadExperiment(id).orElseThrow();
            assertThat(stored.cells()).hasSize(2);
            assertThat(stored.cells().get(1).medianReadRows()).isLessThan(stored.cells().get(0).medianReadRows());
            assertThat(store.count()).isEqualTo(14);
        }

        CommandOutcome shown = command("show", id.substring(0, 8));
        assertThat(shown.exitCode()).isZero();
        assertThat(shown.out()).isEqualTo(out);

        CommandOutcome json = command("show", id, "-f", "JSONEachRow");
        List<JsonNode> rows = new ArrayList<>();
        for (String line : json.out().split("\n")) {
            rows.add(new ObjectMapper().readTree(line));
        }
        assertThat(rows).extracting(r -> r.get("variant").asText()).containsExactly("unordered", "by_s");
        assertThat(rows.get(0).get("verdict").asText()).isEqualTo("baseline");
        assertThat(rows.get(1).get("verdict").asText()).isIn("changed", "unstable", "no significant difference");
        assertThat(rows.get(1).get("step_from").asText()).isEqualTo("unordered");
        assertThat(rows.get(1).get("experiment").asText()).isEqualTo(id);

        CommandOutcome list = command("list");
        assertThat(list.out()).containsPattern("id +created \\(UTC\\) +kind +name +layouts +queries +cells\n"
                + id + " +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d +scenario +needle-keys +2 +1 +2\n");
    }

    @Test
    void layoutsCopiesATableComparesTheQueryAndABadLayoutIsAnErrorNamingIt() {
        CommandOutcome created = CommandOutcome.run("", Datasets.all(), List.of("sql", "--path",
                temp.resolve("data").toString(), "-q", "CREATE TABLE t (id UInt64, k UInt32) ENGINE = MergeTree"
                        + " ORDER BY id SETTINGS index_granularity = 256;"
                        + " INSERT INTO t SELECT number, number % 40 FROM numbers(20000)"));
        assertThat(created.err()).isEmpty();
        List<String> lab = new ArrayList<>(List.of("layouts", "--table", "default.t", "-q",
                "SELECT count() FROM {table} WHERE k = 3", "--layout", "by_k:ORDER BY (k, id)", "--merge"));
        lab.addAll(FAST);

        CommandOutcome outcome = command(lab.toArray(String[]::new));

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.out()).startsWith("Experiment default.t (layouts, 7 rounds, 0 warm-up)\n")
                .containsPattern("\noriginal +`?default`?\\.`?t`? +1 +[\\d.]+ KiB +20,000\n")
                .containsPattern("\nby_k +`?default`?\\.`?t__by_k`? +1 +[\\d.]+ KiB +20,000\n")
                .containsPattern("\nby_k +[\\d.]+ ms +[\\d.]+× (changed|unstable|no significant difference)\n");
        assertThat(experimentId(outcome)).isNotEmpty();
        CommandOutcome tables = CommandOutcome.run("", Datasets.all(), List.of("sql", "--path",
                temp.resolve("data").toString(), "-q", "SELECT name FROM system.tables WHERE database = 'default'"));
        assertThat(tables.out()).isEqualTo("t\n");

        List<String> bad = new ArrayList<>(List.of("layouts", "--table", "default.t", "-q",
                "SELECT count() FROM {table}", "--layout", "good:ORDER BY k", "--layout", "broken:ORDER BY nope"));
        bad.addAll(FAST);
        CommandOutcome failed = command(bad.toArray(String[]::new));
        assertThat(failed.exitCode()).isEqualTo(36);
        assertThat(failed.errLines()).last().asString()
                .startsWith("Code: 36. DB::Exception: Layout broken cannot be created: ")
                .contains("nope");
        CommandOutcome after = CommandOutcome.run("", Datasets.all(), List.of("sql", "--path",
                temp.resolve("data").toString(), "-q", "SELECT name FROM system.tables WHERE database = 'default'"));
        assertThat(after.out()).isEqualTo("t\n");

        CommandOutcome noPlaceholder = command("layouts", "--table", "default.t", "-q", "SELECT 1",
                "--layout", "a:ORDER BY k");
        assertThat(noPlaceholder.errLines()).containsExactly("Code: 36. DB::Exception: The query must read {table},"
                + " which stands for each layout's table. (BAD_ARGUMENTS)");
    }
}
