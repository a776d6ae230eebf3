package io.mergelab.profiler.bundle;

import static io.mergelab.profiler.run.Runs.complete;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.profiler.compare.Verdict;
import io.mergelab.profiler.experiment.Experiment;
import io.mergelab.profiler.experiment.ExperimentCell;
import io.mergelab.profiler.experiment.LayoutCopy;
import io.mergelab.profiler.experiment.LayoutResult;
import io.mergelab.profiler.experiment.LayoutSpec;
import io.mergelab.profiler.experiment.LayoutStorage;
import io.mergelab.profiler.run.Run;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bundles written to a real file and read back: equal runs, and refusals that import nothing. */
class RunBundleTest {
    @TempDir
    Path dir;

    private final List<Run> runs = List.of(
            complete("a").series("s", 0).build(),
            complete("b").series("s", 1).error(241, "MEMORY_LIMIT_EXCEEDED", "Memory limit (for query) exceeded").build(),
            complete("c").withoutQueryLog().processors(0).tags().build());

    @Test
    void runsWrittenToABundleReadBackEqual() {
        Path file = dir.resolve("runs.json");

        RunBundle.write(runs, file);

        assertThat(RunFiles.read(List.of(file))).isEqualTo(runs);
        assertThat(dir.toFile().list()).as("no temporary file left").containsExactly("runs.json");
    }

    @Test
    void theBundleNamesItsFormatAndVersionAndWritesRunsByFieldName() throws IOException {
        Path file = dir.resolve("runs.json");
        RunBundle.write(runs, file);

        JsonNode bundle = RunJson.mapper().readTree(file.toFile());

        assertThat(bundle.path("format").asText()).isEqualTo("mergelab-runs");
        assertThat(bundle.path("version").asInt()).isEqualTo(8);
        assertThat(bundle.path("comparisons").isArray()).isTrue();
        assertThat(bundle.path("tables").isArray()).isTrue();
        assertThat(bundle.path("experiments").isArray()).isTrue();
        JsonNode first = bundle.path("runs").get(0);
        assertThat(first.path("id").asText()).isEqualTo("a");
        assertThat(first.path("startedAt").asText()).isEqualTo("2026-03-01T10:15:30.123456789Z");
        assertThat(first.path("outcome").path("error").isNull()).isTrue();
        assertThat(first.path("queryLog").path("profileEvents").path("SelectedMarks").asLong()).isEqualTo(120);
        assertThat(first.path("processors").get(1).path("planStepName").asText()).isEqualTo("Expression");
        assertThat(bundle.path("runs").get(2).path("queryLog").isNull()).isTrue();
        JsonNode dataset = first.path("datasets").get(0);
        assertThat(dataset.path("table").asText()).isEqualTo("default.hits");
        assertThat(dataset.path("generator").asText()).isEqualTo("hits");
        assertThat(dataset.path("parameters").path("seed").asText()).isEqualTo("7");
        assertThat(dataset.path("generatedAt").asText()).isEqualTo("2026-03-01T09:58:12.345Z");
        assertThat(dataset.path("digest").path("hashSum").asLong()).isEqualTo(0x3f2a9c1e7b4d4e1aL);
        assertThat(dataset.path("currentRows").asLong()).isEqualTo(663_552);
    }

    @Test
    void aBundleOfVersion1IsReadWithNoDatasetsKnown() throws IOException {
        Path file = dir.resolve("version1.json");
        ObjectNode bundle = bundleOf(runs);
        bundle.put("version", 1);
        for (JsonNode run : bundle.path("runs")) {
            ((ObjectNode) run).remove("datasets");
        }
        RunJson.mapper().writeValue(file.toFile(), bundle);

        List<Run> read = RunFiles.read(List.of(file));

        assertThat(read).extracting(Run::id).containsExactly("a", "b", "c");
        assertThat(read).allSatisfy(run -> {
            assertThat(run.datasets()).isEmpty();
            assertThat(run.missing()).endsWith("dataset fingerprints: not in a bundle of version 1");
        });
        assertThat(read.get(0).processors()).isEqualTo(runs.get(0).processors());
    }

    @Test
    void aBundleOfVersion3IsReadWithNoServerBreakdown() throws IOException {
        Path file = dir.resolve("version3.json");
        ObjectNode bundle = bundleOf(runs);
        bundle.put("version", 3);
        for (JsonNode run : bundle.path("runs")) {
            ((ObjectNode) run).remove("nodes");
        }
        RunJson.mapper().writeValue(file.toFile(), bundle);

        List<Run> read = RunFiles.read(List.of(file));

        assertThat(read).isEqualTo(runs);
        assertThat(read).allSatisfy(run -> assertThat(run.nodes()).isEmpty());
    }

    @Test
    void anExperimentsLayoutCopyReplayAndStepThresholdRoundTripAndAVersion5ExperimentIsReadWithNone()
            throws IOException {
        LayoutSpec spec = LayoutSpec.parse("by_k", "PARTITION BY id % 4 ORDER BY (k, id) CODEC s ZSTD(3)");
        Experiment experiment = new Experiment("e2", java.time.Instant.parse("2026-12-02T12:00:00Z"), "layouts",
                "db.t", "", ComparisonOptions.defaults(), List.of(
                new LayoutResult("original", "db.t", new LayoutStorage(3, 1000, 20)),
                new LayoutResult("by_k", "db.t__by_k", new LayoutStorage(4, 900, 20),
                        Optional.of(new LayoutCopy(spec, true)))), List.of(), "digest", List.of(),
                List.of(new ExperimentCell("q1", "by_k", "", "by_k", 1, 900, 0.9, 0.8, 1.0,
                        Optional.of(Verdict.UNSTABLE), "original", 0.9, Optional.of(Verdict.UNSTABLE), 1000, 8000, 4096,
                        3, "", "", OptionalDouble.of(0.35))),
                List.of(), Optional.of("e1"));
        Path file = dir.resolve("experiment.json");
        RunBundle.write(new BundleContents(runs, List.of(), List.of(), List.of(experiment)), file);

        assertThat(RunFiles.readContents(List.of(file)).experiments()).containsExactly(experiment);

        ObjectNode old = (ObjectNode) RunJson.mapper().readTree(file.toFile());
        old.put("version", 5);
        ObjectNode written = (ObjectNode) old.path("experiments").get(0);
        written.remove("replayOf");
        written.path("layouts").forEach(layout -> ((ObjectNode) layout).remove("copy"));
        written.path("cells").forEach(cell -> ((ObjectNode) cell).remove("stepThreshold"));
        RunJson.mapper().writeValue(file.toFile(), old);

        Experiment read = RunFiles.readContents(List.of(file)).experiments().get(0);
        assertThat(read.replayOf()).isEmpty();
        assertThat(read.layouts()).allSatisfy(layout -> assertThat(layout.copy()).isEmpty());
        assertThat(read.layouts().get(1).storage().parts()).isEqualTo(4);
        assertThat(read.cells()).singleElement().satisfies(cell -> {
            assertThat(cell.stepThreshold()).isEmpty();
            assertThat(cell.stepRatio()).isEqualTo(0.9);
        });
    }

    @Test
    void aBundleOfVersion5WithoutARunsNodesIsRefused() throws IOException {
        Path file = dir.resolve("version5.json");
        ObjectNode bundle = bundleOf(runs);
        ((ObjectNode) bundle.path("runs").get(0)).remove("nodes");
        RunJson.mapper().writeValue(file.toFile(), bundle);

        assertThatThrownBy(() -> RunFiles.read(List.of(file))).isInstanceOf(RunFileException.class)
                .hasMessageContaining("nodes");
    }

    @Test
    void aBundleOfVersion2IsReadWithNoComparisonsOrRecipes() throws IOException {
        Path file = dir.resolve("version2.json");
        ObjectNode bundle = bundleOf(runs);
        bundle.put("version", 2);
        bundle.remove("comparisons");
        bundle.remove("tables");
        RunJson.mapper().writeValue(file.toFile(), bundle);

        BundleContents read = RunFiles.readContents(List.of(file));

        assertThat(read.runs()).isEqualTo(runs);
        assertThat(read.comparisons()).isEmpty();
        assertThat(read.tables()).isEmpty();
    }

    @Test
    void aVersion3BundleWithoutItsListsIsRefused() throws IOException {
        Path file = dir.resolve("partial.json");
        ObjectNode bundle = bundleOf(runs);
        bundle.remove("tables");
        RunJson.mapper().writeValue(file.toFile(), bundle);

        assertThatThrownBy(() -> RunFiles.read(List.of(file))).isInstanceOf(RunFileException.class)
                .hasMessage(file + ": 'tables' is not a list");
    }

    /**
     * {@code version7.json} was written by the program before version 8 (a run captured on the embedded engine, and
     * a run whose free-form {@code datasetFingerprintJson} was set, which capture never did): both read, the field
     * ignored, and written again in version 8 without it.
     */
    @Test
    void aBundleOfVersion7IsReadWithoutItsFreeFormFingerprints() throws IOException, URISyntaxException {
        Path file = Path.of(RunBundleTest.class.getResource("version7.json").toURI());
        JsonNode old = RunJson.mapper().readTree(file.toFile());
        assertThat(old.path("version").asInt()).isEqualTo(7);
        assertThat(old.path("runs").get(1).path("datasetFingerprintJson").asText()).contains("663552");

        List<Run> read = RunFiles.read(List.of(file));

        assertThat(read).extracting(Run::id).containsExactly(old.path("runs").get(0).path("id").asText(),
                "free-fingerprint");
        assertThat(read.get(0).sql()).isEqualTo("SELECT count() FROM t WHERE k > 10");
        assertThat(read.get(0).tags()).containsExactly("v7-fixture");
        assertThat(read.get(0).processors()).isNotEmpty();
        assertThat(read.get(0).partLog()).extracting(e -> e.type()).contains("NewPart");
        assertThat(read.get(1).datasets()).isEqualTo(complete("x").build().datasets());
        Path again = dir.resolve("again.json");
        RunBundle.write(read, again);
        JsonNode written = RunJson.mapper().readTree(again.toFile());
        assertThat(written.path("version").asInt()).isEqualTo(8);
        assertThat(written.path("runs").get(1).has("datasetFingerprintJson")).isFalse();
        assertThat(RunFiles.read(List.of(again))).isEqualTo(read);
    }

    @Test
    void aRunWithoutItsPartLogIsReadWithNone() throws IOException {
        Path file = dir.resolve("before-part-log.json");
        ObjectNode bundle = bundleOf(runs);
        bundle.put("version", 7);
        ((ObjectNode) bundle.path("runs").get(0)).remove("partLog");
        RunJson.mapper().writeValue(file.toFile(), bundle);

        assertThat(RunFiles.read(List.of(file)).get(0).partLog()).isEmpty();
    }

    @Test
    void aBundleOfVersion8WithAFreeFormFingerprintIsRefused() throws IOException {
        Path file = dir.resolve("version8.json");
        ObjectNode bundle = bundleOf(runs);
        ((ObjectNode) bundle.path("runs").get(0)).putNull("datasetFingerprintJson");
        RunJson.mapper().writeValue(file.toFile(), bundle);

        assertThatThrownBy(() -> RunFiles.read(List.of(file)))
                .hasMessageStartingWith(file + ": run 1 of 3 (id a) is not valid: ")
                .hasMessageContaining("datasetFingerprintJson");
    }

    @Test
    void aBundleOfANewerVersionIsRefused() throws IOException {
        Path file = dir.resolve("newer.json");
        ObjectNode bundle = bundleOf(runs);
        bundle.put("version", RunBundle.VERSION + 1);
        RunJson.mapper().writeValue(file.toFile(), bundle);

        assertThatThrownBy(() -> RunFiles.read(List.of(file)))
                .isInstanceOf(RunFileException.class)
                .hasMessage(file + " was written by a newer MergeLab (bundle version " + (RunBundle.VERSION + 1)
                        + "; this program reads up to version " + RunBundle.VERSION + "). Nothing was imported")
                .extracting(e -> ((RunFileException) e).reason()).isEqualTo(RunFileException.Reason.NEWER_VERSION);
    }

    @Test
    void aBundleOfAnotherFormatIsRefused() throws IOException {
        Path file = dir.resolve("other.json");
        ObjectNode bundle = bundleOf(runs);
        bundle.put("format", "perf-results");
        RunJson.mapper().writeValue(file.toFile(), bundle);

        assertThatThrownBy(() -> RunFiles.read(List.of(file)))
                .hasMessage(file + " is not a MergeLab runs bundle: its format is 'perf-results', not 'mergelab-runs'");
    }

    @Test
    void oneInvalidRunRefusesTheWholeBundleNamingTheRun() throws IOException {
        Path file = dir.resolve("bad.json");
        ObjectNode bundle = bundleOf(runs);
        ((ObjectNode) bundle.path("runs").get(1)).remove("sql");
        RunJson.mapper().writeValue(file.toFile(), bundle);

        assertThatThrownBy(() -> RunFiles.read(List.of(file)))
                .isInstanceOf(RunFileException.class)
                .hasMessageStartingWith(file + ": run 2 of 3 (id b) is not valid: ")
                .hasMessageContaining("sql")
                .hasMessageEndingWith("Nothing was imported");
    }

    @Test
    void aRunWithANullWhereAValueIsNeededIsInvalid() throws IOException {
        Path file = dir.resolve("bad.json");
        ObjectNode bundle = bundleOf(runs);
        ((ObjectNode) bundle.path("runs").get(0).path("target")).putNull("kind");
        RunJson.mapper().writeValue(file.toFile(), bundle);

        assertThatThrownBy(() -> RunFiles.read(List.of(file)))
                .hasMessageStartingWith(file + ": run 1 of 3 (id a) is not valid: ")
                .hasMessageContaining("kind");
    }

    @Test
    void twoRunsWithOneIdAreInvalid() throws IOException {
        Path file = dir.resolve("twice.json");
        RunBundle.write(List.of(runs.get(0), runs.get(0)), file);

        assertThatThrownBy(() -> RunFiles.read(List.of(file)))
                .hasMessage(file + ": run 2 of 2 (id a) is not valid: its id is given to an earlier run too."
                        + " Nothing was imported");
    }

    @Test
    void brokenJsonIsReportedWithItsLine() throws IOException {
        Path file = dir.resolve("cut.json");
        RunBundle.write(runs, file);
        String text = Files.readString(file);
        Files.writeString(file, text.substring(0, text.length() / 2));

        assertThatThrownBy(() -> RunFiles.read(List.of(file)))
                .hasMessageStartingWith(file + " is not valid JSON: ")
                .hasMessageContaining("(line ");
    }

    private ObjectNode bundleOf(List<Run> content) throws IOException {
        Path file = dir.resolve("source.json");
        RunBundle.write(content, file);
        return (ObjectNode) RunJson.mapper().readTree(file.toFile());
    }
}
