package io.mergelab.profiler.store;

import static io.mergelab.profiler.run.Runs.complete;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The store file shrinks back to its live data: on request, and when its last user closes a mostly dead file. */
class RunStoreCompactTest {
    @TempDir
    Path dir;

    private static List<String> saveRuns(RunStore store, int count) {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String id = "run-" + i;
            store.save(complete(id).processors(30).build());
            ids.add(id);
        }
        return ids;
    }

    @Test
    void compactingAfterDeletingRunsShrinksTheFile() throws Exception {
        Path base = dir.resolve("store");
        long bytesWithRuns;
        // few enough runs that closing leaves the file to H2's own 200 ms of compaction
        try (RunStore store = RunStore.open(base)) {
            List<String> ids = saveRuns(store, 40);
            bytesWithRuns = Files.size(store.file());
            assertThat(store.delete(ids.subList(0, 36))).isEqualTo(36);
        }
        Path file = dir.resolve("store.mv.db");
        long bytesClosed = Files.size(file);

        Compaction compaction = RunStore.compact(base);

        assertThat(compaction.bytesBefore()).isEqualTo(bytesClosed);
        assertThat(compaction.bytesAfter()).isEqualTo(Files.size(file)).isLessThan(compaction.bytesBefore());
        assertThat(compaction.bytesAfter()).as("4 runs left of 40").isLessThan(bytesWithRuns / 5);
        try (RunStore store = RunStore.open(base)) {
            assertThat(store.count()).isEqualTo(4);
            assertThat(store.load("run-38")).contains(complete("run-38").processors(30).build());
        }
    }

    @Test
    void closingAStoreThatIsMostlyDeadSpaceCompactsIt() throws Exception {
        Path base = dir.resolve("store");
        long bytesOpen;
        try (RunStore store = RunStore.open(base)) {
            saveRuns(store, 200);
            bytesOpen = Files.size(store.file());
        }

        long bytesClosed = Files.size(dir.resolve("store.mv.db"));
        assertThat(bytesOpen).as("one checkpoint per saved run leaves old pages behind")
                .isGreaterThan(StoreCompactor.WORTHWHILE_BYTES);
        assertThat(bytesClosed).isLessThan(bytesOpen / 4);
        try (RunStore store = RunStore.open(base)) {
            assertThat(store.count()).isEqualTo(200);
        }
    }

    @Test
    void closeCompactingRewritesTheFileWhenThisWasTheLastUser() throws Exception {
        Path base = dir.resolve("store");
        RunStore other = RunStore.open(base);
        RunStore store = RunStore.open(base);
        saveRuns(store, 10);
        store.delete(List.of("run-0", "run-1"));
        other.close();

        Compaction compaction = store.closeCompacting().orElseThrow();

        assertThat(compaction.bytesAfter()).isEqualTo(Files.size(store.file())).isLessThan(compaction.bytesBefore());
        RunStore reopened = RunStore.open(base);
        RunStore stillOpen = RunStore.open(base);
        assertThat(reopened.closeCompacting()).as("another user has it open").isEmpty();
        assertThat(stillOpen.count()).isEqualTo(8);
        stillOpen.close();
    }

    @Test
    void compactingIsRefusedWhileAnotherUserHasTheStoreOpen() {
        Path base = dir.resolve("store");
        try (RunStore open = RunStore.open(base)) {
            open.save(complete("kept").build());

            assertThatThrownBy(() -> RunStore.compact(base))
                    .isInstanceOf(RunStoreException.class)
                    .hasMessageContaining("Cannot compact run store " + dir.resolve("store.mv.db"))
                    .hasMessageContaining("has it open")
                    .extracting(e -> ((RunStoreException) e).reason())
                    .isEqualTo(RunStoreException.Reason.OPEN_ELSEWHERE);
            assertThat(open.load("kept")).isPresent();
        }
    }

    @Test
    void readingOrCompactingWhereNoStoreIsCreatesNothing() {
        Path base = dir.resolve("nothing-here").resolve("store");

        assertThatThrownBy(() -> RunStore.openExisting(base))
                .isInstanceOf(RunStoreException.class)
                .hasMessage("No run store at " + dir.resolve("nothing-here/store.mv.db") + " (nothing recorded yet)")
                .extracting(e -> ((RunStoreException) e).reason()).isEqualTo(RunStoreException.Reason.NO_STORE);
        assertThatThrownBy(() -> RunStore.compact(base)).hasMessageContaining("No run store at");
        assertThat(dir.resolve("nothing-here")).doesNotExist();
    }

    @Test
    void anExistingStoreOpensForReading() {
        Path base = dir.resolve("store");
        try (RunStore created = RunStore.open(base)) {
            created.save(complete("r1").build());
        }

        try (RunStore existing = RunStore.openExisting(dir.resolve("store.mv.db"))) {
            assertThat(existing.load("r1")).isPresent();
        }
    }
}
