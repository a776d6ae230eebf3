package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.sampledata.dataset.Datasets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Commands that read or remove runs, where nothing was recorded yet: they say so and create no file. */
class NoStoreTest {
    @TempDir
    Path dir;

    @Test
    void readingCommandsSayThereIsNoStoreAndCreateNothing() throws IOException {
        Path store = dir.resolve("nowhere").resolve("runs");
        String expected = "Code: 107. DB::Exception: No run store at " + store + ".mv.db (nothing recorded yet)."
                + " (FILE_DOESNT_EXIST)\n";
        for (List<String> command : List.of(List.of("history"), List.of("history", "--group"), List.of("show", "3f2a"),
                List.of("advise", "3f2a"), List.of("diff", "3f2a", "b71c"),
                List.of("export", "3f2a", "--out", dir.resolve("bundle.json").toString()), List.of("delete", "3f2a"),
                List.of("store", "compact"))) {
            List<String> args = new java.util.ArrayList<>(command);
            args.addAll(List.of("--store", store.toString()));

            CommandOutcome outcome = CommandOutcome.run("", Datasets.all(), args);

            assertThat(outcome.exitCode()).as(String.join(" ", command)).isEqualTo(107);
            assertThat(outcome.err()).as(String.join(" ", command)).isEqualTo(expected);
            assertThat(outcome.out()).isEmpty();
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).as("not even the store's directory").isEmpty();
        }
    }

    @Test
    void theDefaultStoreBesideTheDataDirectoryIsNotCreatedEither() throws IOException {
        CommandOutcome outcome = CommandOutcome.run("", Datasets.all(),
                List.of("history", "--path", dir.resolve("lab").toString()));

        assertThat(outcome.err()).startsWith("Code: 107. DB::Exception: No run store at " + dir.resolve("lab.store.mv.db"));
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).isEmpty();
        }
    }
}
