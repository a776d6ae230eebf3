package io.mergelab.app.cli;

import static io.mergelab.profiler.run.Runs.complete;
import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.store.RunStore;
import io.mergelab.sampledata.dataset.Datasets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab store compact} and the compaction after {@code delete}, on real store files. */
class StoreCompactCommandTest {
    private static final Pattern REPORT = Pattern.compile(
            "Compacted run store (.+): ([\\d,]+) → ([\\d,]+) bytes \\(\\d+\\.\\d\\d [KMG]?i?B → \\d+\\.\\d\\d [KMG]?i?B\\)");

    @TempDir
    Path dir;

    private Path storeOf(int runs) {
        Path store = dir.resolve("runs");
        try (RunStore opened = RunStore.open(store)) {
            for (int i = 0; i < runs; i++) {
                opened.save(complete("run-" + i).processors(30).build());
            }
        }
        return store;
    }

    private static long bytes(String text) {
        return Long.parseLong(text.replace(",", ""));
    }

    @Test
    void deletingRunsShrinksTheFile() throws Exception {
        Path store = storeOf(60);
        Path file = dir.resolve("runs.mv.db");
        long bytesWithRuns = Files.size(file);
        List<String> args = new ArrayList<>(List.of("delete", "--store", store.toString()));
        for (int i = 0; i < 60; i++) {
            args.add("run-" + i);
        }

        CommandOutcome deleted = CommandOutcome.run("", Datasets.all(), args);

        assertThat(deleted.exitCode()).as(deleted.err()).isZero();
        assertThat(deleted.errLines()).hasSize(2);
        assertThat(deleted.errLines().get(0)).isEqualTo("Deleted 60 runs from " + file);
        Matcher report = REPORT.matcher(deleted.errLines().get(1));
        assertThat(report.matches()).as(deleted.errLines().get(1)).isTrue();
        assertThat(report.group(1)).isEqualTo(file.toString());
        assertThat(bytes(report.group(3))).isEqualTo(Files.size(file)).isLessThan(bytesWithRuns / 2);
    }

    @Test
    void compactSaysHowMuchItSaved() throws Exception {
        Path store = storeOf(20);

        CommandOutcome compacted = CommandOutcome.run("", Datasets.all(),
                List.of("store", "compact", "--store", store.toString()));

        assertThat(compacted.exitCode()).as(compacted.err()).isZero();
        Matcher report = REPORT.matcher(compacted.out().strip());
        assertThat(report.matches()).as(compacted.out()).isTrue();
        assertThat(bytes(report.group(3))).isEqualTo(Files.size(dir.resolve("runs.mv.db")))
                .isLessThanOrEqualTo(bytes(report.group(2)));
        try (RunStore opened = RunStore.open(store)) {
            assertThat(opened.count()).isEqualTo(20);
        }
    }

    @Test
    void compactWhileTheStoreIsOpenElsewhereIsRefusedAndDeleteSaysWhenItShrinks() {
        Path store = storeOf(3);
        try (RunStore openElsewhere = RunStore.open(store)) {
            CommandOutcome compacted = CommandOutcome.run("", Datasets.all(),
                    List.of("store", "compact", "--store", store.toString()));
            assertThat(compacted.exitCode()).isEqualTo(76);
            assertThat(compacted.err()).startsWith("Code: 76. DB::Exception: Cannot compact run store "
                    + dir.resolve("runs.mv.db") + ": another process");

            CommandOutcome deleted = CommandOutcome.run("", Datasets.all(),
                    List.of("delete", "run-0", "--store", store.toString()));
            assertThat(deleted.exitCode()).as(deleted.err()).isZero();
            assertThat(deleted.errLines()).last().asString().startsWith("Not compacted: another process has the run"
                    + " store open.");
            assertThat(openElsewhere.count()).isEqualTo(2);
        }
    }
}
