package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.sampledata.dataset.Dataset;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The experiment record in a bundle, in process: the layout lab (copies kept) stores an experiment; its report's JSON
 * holds the experiment beside its comparison and runs; {@code import} into a new store restores the experiment so
 * that {@code experiment show} prints it as the first store does; {@code replay} of the same file runs the experiment
 * again into another store, as a new experiment marked as its replay, beside the copies the lab kept. And end to end on
 * a fresh data directory: a generated table's layout lab (partitioning, sorting key, codec, merged down) exported,
 * imported into a new store and replayed into a new data directory, where the table is generated again and copied
 * into the same layouts.
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
    void theBundleReplaysTheExperimentAsANewExperimentBesideTheKeptCopies() {
        Path json = temp.resolve("replay.json");
        assertThat(mergelab(temp.resolve("store"), "report", experiment, "--out", json.toString()).exitCode()).isZero();

        CommandOutcome replayed = mergelab(temp.resolve("replay-store"), "replay", json.toString());

        assertThat(replayed.exitCode()).as(replayed.err()).isZero();
        assertThat(replayed.errLines()).anyMatch(l -> l.startsWith("Comparison: "))
                .contains("Kept default.t: it is already in " + temp.resolve("data"));
        String now = replayed.errLines().stream().filter(l -> l.startsWith("Experiment: ")).findFirst().orElseThrow()
                .substring("Experiment: ".length());
        assertThat(replayed.out()).contains("Replay of experiment " + experiment,
                "Experiment " + now + " replays experiment " + experiment);
        assertThat(replayed.out().lines().filter(l -> l.startsWith("query ") || l.matches("query +by_k .*")
                || l.matches("query +original .*"))).hasSize(3);
        assertThat(CommandOutcome.run("", Datasets.all(), List.of("sql", "--path", temp.resolve("data").toString(),
                "-q", "SELECT name FROM system.tables WHERE database = 'default' ORDER BY name")).out())
                .as("the replay's copies are dropped, the kept copy stays").isEqualTo("t\nt__by_k\n");
    }

    @Test
    void aLayoutLabOnAGeneratedTableReplaysOnAFreshDataDirectory(@TempDir Path fresh) {
        Path first = fresh.resolve("first");
        List<Dataset> tiny = List.of(new TinyDataset(1000));
        CommandOutcome generated = CommandOutcome.run("", tiny, List.of("generate", "tiny", "--rows", "20000",
                "--seed", "5", "--threads", "1", "--path", first.resolve("data").toString()));
        assertThat(generated.exitCode()).as(generated.err()).isZero();
        CommandOutcome lab = CommandOutcome.run("", tiny, List.of("experiment", "layouts", "--table", "default.tiny",
                "-q", "SELECT count() FROM {table} WHERE label = 'label-3'", "--layout",
                "by_label:PARTITION BY id % 4 ORDER BY (label, id) SETTINGS index_granularity = 128 CODEC label ZSTD(3)",
                "--merge", "--rounds", "7", "--max-rounds", "7", "--warmup", "0",
                "--path", first.resolve("data").toString(), "--store", first.resolve("store").toString()));
        assertThat(lab.exitCode()).as(lab.err()).isZero();
        String original = lab.errLines().stream().filter(l -> l.startsWith("Experiment: ")).findFirst().orElseThrow()
                .substring("Experiment: ".length());
        Path json = fresh.resolve("lab.json");
        assertThat(CommandOutcome.run("", tiny, List.of("report", "--experiment", original, "--out", json.toString(),
                "--path", first.resolve("data").toString(), "--store", first.resolve("store").toString()))
                .exitCode()).isZero();
        assertThat(RunFiles.readContents(List.of(json)).experiments()).singleElement().satisfies(e ->
                assertThat(e.layouts().get(1).copy()).hasValueSatisfying(copy -> {
                    assertThat(copy.mergedDown()).isTrue();
                    assertThat(copy.spec().partitionBy()).isEqualTo("id % 4");
                    assertThat(copy.spec().codecs()).containsEntry("label", "ZSTD(3)");
                }));
        Path second = fresh.resolve("second");
        List<String> there = List.of("--path", second.resolve("data").toString(), "--store",
                second.resolve("store").toString());
        CommandOutcome imported = CommandOutcome.run("", tiny, concat(List.of("import", json.toString()), there));
        assertThat(imported.exitCode()).as(imported.err()).isZero();

        Path report = fresh.resolve("then-vs-now.json");
        CommandOutcome replayed = CommandOutcome.run("", tiny, concat(List.of("replay", json.toString(), "--out",
                report.toString()), there));

        assertThat(replayed.exitCode()).as(replayed.err()).isZero();
        assertThat(replayed.errLines()).anyMatch(l -> l.startsWith("Generated 20000 rows of tiny into default.tiny"));
        String now = replayed.errLines().stream().filter(l -> l.startsWith("Experiment: ")).findFirst().orElseThrow()
                .substring("Experiment: ".length());
        CommandOutcome shown = CommandOutcome.run("", tiny, concat(List.of("experiment", "show", now), there));
        assertThat(shown.out()).contains("Replay of experiment " + original, "by_label", "default.tiny__by_label__replay");
        assertThat(CommandOutcome.run("", tiny, concat(List.of("experiment", "list"), there)).out())
                .contains(original.substring(0, 8), now.substring(0, 8));
        var contents = RunFiles.readContents(List.of(report));
        assertThat(contents.experiments()).extracting(e -> e.replayOf().orElse("")).containsExactly("", original);
        assertThat(contents.experiments().get(1).layouts().get(1).storage().parts())
                .as("merged down into one part per partition").isEqualTo(4);
        assertThat(contents.comparisons()).filteredOn(c -> c.kind().equals("replay")).hasSize(2);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
