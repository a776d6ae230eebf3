package io.mergelab.profiler.store;

import static io.mergelab.profiler.run.Runs.complete;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.Run;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The store with other processes: one killed with SIGKILL while saving, and two saving into one file at once. */
class RunStoreProcessesTest {
    private static final int KILL_AFTER_RUNS = 25;

    @TempDir
    Path dir;

    @Test
    void aProcessKilledWhileSavingLeavesWholeRunsAndLosesNoneItSaved() throws Exception {
        Path file = dir.resolve("store");
        ChildProcess child = ChildProcess.storeWriter(file, "k", -1);
        child.awaitLine("saved " + StoreWriterChild.idOf("k", KILL_AFTER_RUNS - 1));

        child.process().destroyForcibly();
        assertThat(child.process().waitFor(60, TimeUnit.SECONDS)).isTrue();
        List<String> saved = child.savedIds();

        try (RunStore store = RunStore.open(file)) {
            List<RunSummary> runs = store.list(RunFilter.latest().withLimit(100_000));
            assertThat(runs.size()).as(child.output()).isGreaterThanOrEqualTo(saved.size())
                    .isLessThanOrEqualTo(saved.size() + 1);
            assertThat(runs).extracting(RunSummary::id).containsAll(saved);
            for (RunSummary summary : runs) {
                int i = Integer.parseInt(summary.id().substring(1));
                Run loaded = store.load(summary.id()).orElseThrow();
                assertThat(loaded.processors()).as("processors of " + summary.id())
                        .hasSize(StoreWriterChild.processorsOf(i));
                assertThat(loaded).isEqualTo(complete(summary.id()).processors(StoreWriterChild.processorsOf(i))
                        .tags("k", "n" + i).build());
            }
        }
    }

    @Test
    void twoProcessesSaveIntoOneStoreAtOnce() throws Exception {
        Path file = dir.resolve("store");
        try (RunStore store = RunStore.open(file)) {
            ChildProcess child = ChildProcess.storeWriter(file, "child-", 150);
            child.awaitLine("opened");
            for (int i = 0; i < 150; i++) {
                store.save(complete("parent-" + i).tags("parent").build());
            }
            assertThat(child.process().waitFor(120, TimeUnit.SECONDS)).isTrue();
            assertThat(child.process().exitValue()).as(child.output()).isZero();
            assertThat(child.savedIds()).hasSize(150);

            assertThat(store.count()).isEqualTo(300);
            assertThat(store.list(RunFilter.latest().withTag("child-").withLimit(1000))).hasSize(150);
            assertThat(store.list(RunFilter.latest().withTag("parent").withLimit(1000))).hasSize(150);
        }
    }

    @Test
    void theProcessThatOpenedTheStoreFirstMayLeaveWhileAnotherGoesOnSaving() throws Exception {
        Path file = dir.resolve("store");
        ChildProcess child = ChildProcess.storeWriter(file, "child-", 60);
        child.awaitLine("opened");
        try (RunStore store = RunStore.open(file)) {
            for (int i = 0; i < 20; i++) {
                store.save(complete("parent-" + i).build());
            }
            assertThat(child.process().waitFor(120, TimeUnit.SECONDS)).isTrue();
            assertThat(child.process().exitValue()).as(child.output()).isZero();

            for (int i = 20; i < 40; i++) {
                store.save(complete("parent-" + i).build());
            }

            assertThat(store.count()).isEqualTo(100);
        }
    }
}
