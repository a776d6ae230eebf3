package io.mergelab.profiler.connect;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.run.ProcessorRow;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The embedded target reports a running statement's pipeline live, on the real engine. */
class EmbeddedTargetLiveStatsTest {
    /**
     * Many blocks on one thread. The test holds the result undrained until a live snapshot came (the pipeline stalls
     * on its full output meanwhile and the engine's timer keeps reporting), so the count does not depend on how fast
     * the machine runs the query.
     */
    static final String SLOW_QUERY = "SELECT number FROM numbers(2000000) SETTINGS max_threads = 1, max_block_size = 8192";

    private final EmbeddedTarget target = EmbeddedTarget.inMemory();

    @AfterEach
    void close() {
        target.close();
    }

    @Test
    void aLongQuerySendsSeveralGrowingSnapshotsAndEndsWithTheProfilesProcessors() throws InterruptedException {
        List<LiveStats> snapshots = new CopyOnWriteArrayList<>();
        QueryRequest request = QueryRequest.of(SLOW_QUERY);

        try (TargetResult result = target.run(request, snapshots::add)) {
            var chunks = result.chunks();
            chunks.next();
            awaitLiveSnapshot(snapshots);
            chunks.forEachRemaining(chunk -> { });
        }

        assertThat(target.reportsLiveStats()).isTrue();
        assertThat(snapshots.size()).as("snapshots").isGreaterThanOrEqualTo(2);
        assertThat(snapshots.stream().filter(LiveStats::finished)).hasSize(1);
        assertThat(snapshots.get(snapshots.size() - 1).finished()).isTrue();
        assertThat(snapshots).allSatisfy(s -> assertThat(s.queryId()).isEqualTo(request.queryId()));
        assertThat(snapshots.stream().filter(s -> !s.finished() && !s.processors().isEmpty()))
                .as("snapshots while the pipeline runs").isNotEmpty();
        Map<Long, Long> elapsedById = new HashMap<>();
        for (LiveStats snapshot : snapshots) {
            for (ProcessorRow processor : snapshot.processors()) {
                Long before = elapsedById.put(processor.id(), processor.elapsedMicros());
                if (before != null) {
                    assertThat(processor.elapsedMicros()).as("elapsed of processor %d", processor.id())
                            .isGreaterThanOrEqualTo(before);
                }
            }
        }
        List<String> finalProcessors = names(snapshots.get(snapshots.size() - 1).processors());
        target.run(QueryRequest.of("SYSTEM FLUSH LOGS")).close();
        List<String> logged = target.run(QueryRequest.of("SELECT id, name FROM system.processors_profile_log "
                + "WHERE query_id = '" + request.queryId() + "' ORDER BY id")).rows().stream()
                .map(row -> row.get(0) + " " + row.get(1)).toList();
        assertThat(finalProcessors).isEqualTo(logged);
    }

    @Test
    void theListenerWatchesOnlyTheStatementItWasGivenWith() {
        List<LiveStats> snapshots = new CopyOnWriteArrayList<>();
        QueryRequest watched = QueryRequest.of("SELECT 1");
        try (TargetResult result = target.run(watched, snapshots::add)) {
            result.chunks().forEachRemaining(chunk -> { });
        }
        try (TargetResult result = target.run(QueryRequest.of("SELECT 2"))) {
            result.chunks().forEachRemaining(chunk -> { });
        }

        assertThat(snapshots).isNotEmpty().allSatisfy(s -> assertThat(s.queryId()).isEqualTo(watched.queryId()));
        assertThat(snapshots.stream().filter(LiveStats::finished)).hasSize(1);
        assertThat(snapshots.get(snapshots.size() - 1).finished()).isTrue();
    }

    private static void awaitLiveSnapshot(List<LiveStats> snapshots) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (snapshots.stream().noneMatch(s -> !s.finished() && !s.processors().isEmpty())) {
            assertThat(System.nanoTime()).as("a live snapshot within 30 s").isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    private static List<String> names(List<ProcessorRow> processors) {
        return processors.stream().sorted(java.util.Comparator.comparingLong(ProcessorRow::id))
                .map(p -> p.id() + " " + p.name()).toList();
    }
}
