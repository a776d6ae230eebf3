package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab delete} on a real store file. */
class DeleteCommandTest {
    @TempDir
    Path dir;

    @Test
    void deletesTheNamedRuns() {
        Path store = StoredRuns.store(dir);

        CommandOutcome deleted = CommandOutcome.run("", Datasets.all(),
                List.of("delete", "e09f", "b71c04d2-9e3f-4a86-b1c0-2d4e6f8a0c03", "--store", store.toString()));

        assertThat(deleted.exitCode()).as(deleted.err()).isZero();
        assertThat(deleted.errLines()).first().isEqualTo("Deleted 2 runs from " + store + ".mv.db");
        assertThat(deleted.errLines()).last().asString().startsWith("Compacted run store " + store + ".mv.db: ");
        try (RunStore opened = RunStore.open(store)) {
            assertThat(opened.count()).isEqualTo(2);
            assertThat(opened.load("e09f5a38-1c2d-4e3f-a4b5-c6d7e8f90a04")).isEmpty();
        }
    }

    @Test
    void oneUnknownRunDeletesNothing() {
        Path store = StoredRuns.store(dir);

        CommandOutcome deleted = CommandOutcome.run("", Datasets.all(),
                List.of("delete", "e09f", "typo", "--store", store.toString()));

        assertThat(deleted.exitCode()).isEqualTo(36);
        assertThat(deleted.err()).startsWith("Code: 36. DB::Exception: No run typo in run store ");
        try (RunStore opened = RunStore.open(store)) {
            assertThat(opened.count()).isEqualTo(4);
        }
    }
}
