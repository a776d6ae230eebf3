package io.mergelab.profiler.bundle;

import static io.mergelab.profiler.run.Runs.complete;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunFilter;
import io.mergelab.profiler.store.RunStore;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Imported runs go through the store unchanged, and what the store exports reads back equal. */
class ImportedRunsInTheStoreTest {
    @TempDir
    Path dir;

    private static Path fixture(String name) throws URISyntaxException {
        return Path.of(ImportedRunsInTheStoreTest.class.getResource("/dumps/" + name).toURI());
    }

    @Test
    void dumpRunsSaveAndLoadEqual() throws Exception {
        List<Run> imported = RunFiles.read(List.of(fixture("clickhouse24_query_log.jsonl"),
                fixture("clickhouse24_processors_profile_log.jsonl"), fixture("clickhouse20_query_log.tsv")));

        try (RunStore store = RunStore.open(dir.resolve("store"))) {
            store.saveAll(imported);

            for (Run run : imported) {
                assertThat(store.load(run.id())).contains(run);
            }
            assertThat(store.list(RunFilter.latest().withTag("dashboard"))).hasSize(1);
            assertThat(store.list(RunFilter.latest().withErrorCode(241))).hasSize(1);
        }
    }

    @Test
    void storedRunsExportedAndImportedIntoAnotherStoreAreEqual() {
        List<Run> runs = List.of(complete("x").series("s", 0).build(), complete("y").series("s", 1).build());
        Path bundle = dir.resolve("export.json");
        try (RunStore store = RunStore.open(dir.resolve("one"))) {
            store.saveAll(runs);
            List<Run> loaded = new ArrayList<>(store.series("s"));
            RunBundle.write(loaded, bundle);
        }

        try (RunStore other = RunStore.open(dir.resolve("two"))) {
            other.saveAll(RunFiles.read(List.of(bundle)));

            assertThat(other.series("s")).isEqualTo(runs);
        }
    }
}
