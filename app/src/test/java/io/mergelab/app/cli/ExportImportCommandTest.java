package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.bundle.RunFiles;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.dataset.Datasets;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab export} and {@code mergelab import} between real store files. */
class ExportImportCommandTest {
    @TempDir
    Path dir;

    private static CommandOutcome mergelab(String... args) {
        return CommandOutcome.run("", Datasets.all(), List.of(args));
    }

    /** A dump fixture of the profiler's tests, copied out (it may sit in the profiler's test jar). */
    private Path dump(String name) throws IOException {
        Path copy = dir.resolve("fixtures").resolve(name);
        Files.createDirectories(copy.getParent());
        try (InputStream in = ExportImportCommandTest.class.getResourceAsStream("/dumps/" + name)) {
            Files.copy(in, copy, StandardCopyOption.REPLACE_EXISTING);
        }
        return copy;
    }

    @Test
    void exportWritesTheRunsWithTheirWholeSeriesAndImportReadsThemBackEqual() {
        Path store = StoredRuns.store(dir);
        Path bundle = dir.resolve("needle.json");

        CommandOutcome exported = mergelab("export", "3f2a9c1e-7", "b71c", "--out", bundle.toString(),
                "--store", store.toString());

        assertThat(exported.exitCode()).as(exported.err()).isZero();
        assertThat(exported.err()).isEqualTo("Exported 3 runs (2 series) to " + bundle + "\n");
        List<Run> expected = StoredRuns.runs().subList(0, 3);
        assertThat(RunFiles.read(List.of(bundle))).isEqualTo(expected);

        Path other = dir.resolve("other");
        CommandOutcome imported = mergelab("import", bundle.toString(), "--store", other.toString());

        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(imported.errLines()).containsExactly("Run: " + expected.get(0).id(), "Run: " + expected.get(1).id(),
                "Run: " + expected.get(2).id(), "Imported 3 runs into " + other + ".mv.db");
        try (RunStore opened = RunStore.open(other)) {
            for (Run run : expected) {
                assertThat(opened.load(run.id())).contains(run);
            }
        }
    }

    @Test
    void importingTheSameRunsAgainLeavesThemAsTheyAre() {
        Path store = StoredRuns.store(dir);
        Path bundle = dir.resolve("all.json");
        mergelab("export", "e09f", "--out", bundle.toString(), "--store", store.toString());

        CommandOutcome again = mergelab("import", bundle.toString(), "--store", store.toString());

        assertThat(again.exitCode()).isZero();
        assertThat(again.err()).isEqualTo("Imported 0 runs (1 already in the store) into " + store + ".mv.db\n");
    }

    @Test
    void importsAClickHouseDumpAsRuns() throws Exception {
        Path store = dir.resolve("store");

        CommandOutcome imported = mergelab("import", dump("query_log.tsv").toString(),
                dump("processors_profile_log.tsv").toString(), "--store", store.toString());

        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(imported.errLines()).hasSize(3).last().isEqualTo("Imported 2 runs into " + store + ".mv.db");
        CommandOutcome history = mergelab("history", "--store", store.toString(), "--tag", "story-a", "-f",
                "JSONEachRow");
        assertThat(history.out()).contains("\"sql\":\"SELECT count() FROM hits WHERE URL LIKE '%/1999%' SETTINGS"
                + " log_comment = 'story-a', max_threads = 2\"", "\"read_rows\":3616", "\"tables\":[\"default.hits\"]");
    }

    @Test
    void aBadLineImportsNothingAndNamesTheLine() throws Exception {
        Path store = dir.resolve("store");
        List<String> lines = new ArrayList<>(Files.readAllLines(dump("query_log.jsonl")));
        lines.add("{\"query_id\": \"x\", \"type\": \"QueryFinish\", \"query\": \"SELECT 1\", \"read_rows\": \"lots\"}");
        Path bad = Files.write(dir.resolve("ql.jsonl"), lines);

        CommandOutcome imported = mergelab("import", dump("processors_profile_log.jsonl").toString(), bad.toString(),
                "--store", store.toString());

        assertThat(imported.exitCode()).isEqualTo(117);
        assertThat(imported.err()).isEqualTo("Code: 117. DB::Exception: " + bad + " line 4: column read_rows: 'lots'"
                + " is not a whole number. Nothing was imported. (INCORRECT_DATA)\n");
        try (RunStore opened = RunStore.open(store)) {
            assertThat(opened.count()).isZero();
        }
    }

    @Test
    void aMissingFileIsNamed() {
        Path missing = dir.resolve("nope.json");

        CommandOutcome imported = mergelab("import", missing.toString(), "--store", dir.resolve("s").toString());

        assertThat(imported.exitCode()).isEqualTo(107);
        assertThat(imported.err()).isEqualTo("Code: 107. DB::Exception: File " + missing + " doesn't exist."
                + " (FILE_DOESNT_EXIST)\n");
    }

    @Test
    void exportOfAnUnknownRunWritesNothing() throws IOException {
        Path store = StoredRuns.store(dir);
        Path bundle = dir.resolve("x.json");

        CommandOutcome exported = mergelab("export", "b71c", "nope", "--out", bundle.toString(),
                "--store", store.toString());

        assertThat(exported.exitCode()).isEqualTo(36);
        assertThat(bundle).doesNotExist();
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(name -> name.endsWith(".tmp"));
        }
    }
}
