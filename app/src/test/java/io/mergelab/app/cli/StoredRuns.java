package io.mergelab.app.cli;

import static io.mergelab.profiler.run.Runs.complete;

import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/** A store with a few varied runs, saved directly with RunStore, for the history, show, export and delete tests. */
final class StoredRuns {
    static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

    private StoredRuns() {
    }

    static Instant at(int minutes) {
        return T0.plus(Duration.ofMinutes(minutes));
    }

    static List<Run> runs() {
        return List.of(
                complete("3f2a9c1e-7b4d-4e1a-9c55-0d8e2f6a1b01").series("series-needle", 0).startedAt(at(0))
                        .sql("SELECT * FROM needle WHERE s = 'needle' LIMIT 1").hash(7).tags("story-a")
                        .tables("default.needle").setting("use_skip_indexes_on_data_read", "0")
                        .elapsedMicros(1_417_000).build(),
                complete("3f2a9c1e-5a10-4c2b-8e77-6f1d0c9b2a02").series("series-needle", 1).startedAt(at(1))
                        .sql("SELECT * FROM needle WHERE s = 'needle' LIMIT 1").hash(7).tags("story-a")
                        .tables("default.needle").setting("use_skip_indexes_on_data_read", "0")
                        .elapsedMicros(1_383_000).build(),
                complete("b71c04d2-9e3f-4a86-b1c0-2d4e6f8a0c03").series("series-streaming", 0).startedAt(at(2))
                        .sql("SELECT * FROM needle WHERE s = 'needle' LIMIT 1").hash(7).tags("story-a", "streaming")
                        .tables("default.needle").setting("use_skip_indexes_on_data_read", "1")
                        .elapsedMicros(12_300).build(),
                complete("e09f5a38-1c2d-4e3f-a4b5-c6d7e8f90a04").series("series-failed", 0).startedAt(at(60))
                        .sql("SELECT uniqExact(UserID)\nFROM hits\nGROUP BY URL").hash(9).tags()
                        .tables("default.hits").error(241, "MEMORY_LIMIT_EXCEEDED", "Memory limit (for query) exceeded")
                        .elapsedMicros(3_250_000).build());
    }

    static Path store(Path dir) {
        Path store = dir.resolve("runs");
        try (RunStore opened = RunStore.open(store)) {
            opened.saveAll(runs());
        }
        return store;
    }
}
