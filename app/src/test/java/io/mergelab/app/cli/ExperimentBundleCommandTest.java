package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The experiment record in a bundle, in process: the layout lab (copies kept) stores an experiment; its report's JSON
 * (bundle version 4) holds the experiment beside its comparison and runs; {@code import} into a new store restores
 * the experiment so that {@code experiment show} prints it as the first store does; {@code replay} of the same file
 * runs its comparison again into another store.
 */
class ExperimentBundleCommandTest {
    @TempDir
    static Path temp;
    private static String experiment;

    private static CommandOutcome mergelab(Path store, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--path", temp.resolve("data").toString(), "--store", store.toString()));
        return CommandOutcome.run("", Datasets.all(), all);
    }

    @BeforeAll
    static void runTheLayoutLab() {
        CommandOutcome created = CommandOutcome.run("", Datasets.all(), List.of("sql", "--path",
                temp.resolve("data").toString(), "-q", "CREATE TABLE t (id UInt64, k UInt32) ENGINE = MergeTree"
                + " ORDER BY id SETTINGS index_granularity = 256; INSERT INTO t SELECT number, number % 40"
                + " FROM numbers(20000)"));
        assertThat(created.err()).isEmpty();
        CommandOutcome lab = mergelab(temp.resolve("store"), "experiment", "layouts", "--table", "default.t", "-q",
                "SELECT count() FROM {table} WHERE k = 3", "--layout", "by_k:ORDER BY (k, id)", "--keep",
                "--rounds", "7", "--max-rounds", "7", "--warmup", "0");
        assertThat(lab.exitCode()).as(lab.err()).isZero();
        experiment = lab.errLines().stream().filter(l -> l.startsWith("Experiment: ")).findFirst().orElseThrow()
                .substring("Experiment: ".length());
    }

    @Test
    void theBundleCarriesTheExperimentAndImportRestoresIt() {
        Path json = temp.resolve("experiment.json");
        CommandOutcome made = mergelab(temp.resolve("store"), "report", "--experiment", experiment, "--out",
                json.toString());
        assertThat(made.exitCode()).as(made.err()).isZero();
        var contents = RunFiles.readContents(List.of(json));
        assertThat(contents.experiments()).singleElement().satisfies(e -> {
            assertThat(e.id()).isEqualTo(experiment);
            assertThat(e.queries()).singleElement().satisfies(q ->
                    assertThat(q.comparisonId()).isEqualTo(contents.comparisons().get(0).id()));
            assertThat(e.cells()).hasSize(2);
        });

        Path other = temp.resolve("other-store");
        CommandOutcome imported = mergelab(other, "import", json.toString());

        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(imported.errLines()).contains("Experiment: " + experiment);
        assertThat(imported.errLines().get(imported.errLines().size() - 1))
                .startsWith("Imported 14 runs, 1 comparison, 1 experiment into ");
        CommandOutcome here = mergelab(temp.resolve("store"), "experiment", "show", experiment);
        CommandOutcome there = mergelab(other, "experiment", "show", experiment.substring(0, 8));
        assertThat(there.exitCode()).as(there.err()).isZero();
        assertThat(there.out()).isEqualTo(here.out()).contains("by_k");
        assertThat(mergelab(other, "experiment", "list").out()).contains(experiment.substring(0, 8));

        CommandOutcome again = mergelab(other, "import", json.toString());
        assertThat(again.errLines()).noneMatch(l -> l.startsWith("Experiment: "));
    }

    @Test
    void theBundleReplaysTheExperimentsComparisonInAnotherStore() {
        Path json = temp.resolve("replay.json");
        assertThat(mergelab(temp.resolve("store"), "report", experiment, "--out", json.toString()).exitCode()).isZero();

        CommandOutcome replayed = mergelab(temp.resolve("replay-store"), "replay", json.toString());

        assertThat(replayed.exitCode()).as(replayed.err()).isZero();
        assertThat(replayed.errLines()).anyMatch(l -> l.startsWith("Comparison: "));
        assertThat(replayed.out()).contains("original (now) against original (then):",
                "by_k (now) against by_k (then):");
    }
}
