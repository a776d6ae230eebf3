package io.mergelab.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.column.Chunk;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class QueryListenerTest {
    /**
     * Many blocks on one thread. The test holds the result undrained until the listener was called live twice (the
     * pipeline stalls on its full output meanwhile, and the timer keeps reporting), so the count of live calls does
     * not depend on how fast a loaded machine runs the query.
     */
    private static final long LONG_ROWS = 2_000_000;
    private static final String LONG_QUERY = "SELECT number FROM numbers(" + LONG_ROWS
            + ") SETTINGS max_threads = 1, max_block_size = 8192";

    @Test
    void aRunningQueryReportsLiveFiguresAndLastTheFiguresOfItsProfile() throws InterruptedException {
        try (Engine engine = Engine.inMemory()) {
            List<QueryProgress> calls = new CopyOnWriteArrayList<>();
            QueryResult result = run(engine, LONG_QUERY, calls::add);
            Iterator<Chunk> chunks = result.chunks();
            long rows = chunks.next().rows();
            awaitLiveCalls(calls, 2);
            while (chunks.hasNext()) {
                rows += chunks.next().rows();
            }
            result.close();
            assertThat(rows).isEqualTo(LONG_ROWS);
            QueryProfile profile = result.profile().orElseThrow();

            List<QueryProgress> live = calls.stream().filter(p -> !p.finished()).toList();
            assertThat(live).hasSizeGreaterThanOrEqualTo(2);
            // at least twice a second, give or take the first tick and a late one
            assertThat(live.size()).isGreaterThanOrEqualTo((int) (profile.durationMicros() / 500_000) - 1);
            assertThat(live).allSatisfy(p -> {
                assertThat(p.queryId()).isEqualTo(profile.queryId());
                assertThat(p.processors()).extracting(ProcessorStats::name)
                        .isEqualTo(profile.processors().stream().map(ProcessorStats::name).toList());
            });
            assertThat(live.get(live.size() - 1).readRows()).isPositive();

            QueryProgress last = calls.get(calls.size() - 1);
            assertThat(last.finished()).isTrue();
            assertThat(calls).filteredOn(QueryProgress::finished).hasSize(1);
            assertThat(last.processors()).isEqualTo(profile.processors());
            assertThat(last.elapsedMicros()).isEqualTo(profile.durationMicros());
            assertThat(last.readRows()).isEqualTo(LONG_ROWS).isEqualTo(profile.readRows());
            assertNeverGoBack(calls);
        }
    }

    private static void awaitLiveCalls(List<QueryProgress> calls, int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (calls.stream().filter(p -> !p.finished()).count() < count) {
            assertThat(System.nanoTime()).as("%d live calls within 30 s", count).isLessThan(deadline);
            Thread.sleep(QueryListener.INTERVAL_MILLIS / 4);
        }
    }

    /** Elapsed time, waits, rows and bytes of every processor, and the query's figures, grow or stay from call to call. */
    private static void assertNeverGoBack(List<QueryProgress> calls) {
        Map<Long, ProcessorStats> previous = new HashMap<>();
        QueryProgress before = null;
        for (QueryProgress p : calls) {
            if (before != null) {
                assertThat(p.elapsedMicros()).isGreaterThanOrEqualTo(before.elapsedMicros());
                assertThat(p.readRows()).isGreaterThanOrEqualTo(before.readRows());
            }
            for (ProcessorStats s : p.processors()) {
                ProcessorStats b = previous.put(s.id(), s);
                if (b != null) {
                    assertThat(s.elapsedMicros()).as("elapsed of %s", s.processorUniqId()).isGreaterThanOrEqualTo(b.elapsedMicros());
                    assertThat(s.inputWaitElapsedMicros()).isGreaterThanOrEqualTo(b.inputWaitElapsedMicros());
                    assertThat(s.outputWaitElapsedMicros()).isGreaterThanOrEqualTo(b.outputWaitElapsedMicros());
                    assertThat(s.inputRows()).isGreaterThanOrEqualTo(b.inputRows());
                    assertThat(s.outputRows()).isGreaterThanOrEqualTo(b.outputRows());
                    assertThat(s.outputBytes()).isGreaterThanOrEqualTo(b.outputBytes());
                }
            }
            before = p;
        }
    }

    @Test
    void aStatementWithoutAPipelineGetsOnlyTheFinalCall() {
        try (Engine engine = Engine.inMemory()) {
            List<QueryProgress> calls = new CopyOnWriteArrayList<>();
            QueryResult result = run(engine, "CREATE TABLE t (x UInt64) ENGINE = Memory", calls::add);
            assertThat(calls).singleElement().satisfies(p -> {
                assertThat(p.finished()).isTrue();
                assertThat(p.processors()).isEmpty();
                assertThat(p.queryId()).isEqualTo(result.summary().queryId());
            });
            assertThat(result.profile()).hasValueSatisfying(p -> assertThat(p.kind()).isEqualTo(QueryKind.CREATE));
        }
    }

    @Test
    void aQueryThatFailsWhileRunningStillGetsItsFinalCall() {
        try (Engine engine = Engine.inMemory()) {
            List<QueryProgress> calls = new CopyOnWriteArrayList<>();
            QueryResult result = run(engine, "SELECT intDiv(10, number - 5) FROM numbers(10)", calls::add);
            assertThatThrownBy(result::rows).isInstanceOfSatisfying(MergeLabException.class,
                    e -> assertThat(e.code()).isEqualTo(ErrorCode.ILLEGAL_DIVISION));
            assertThat(calls).last().satisfies(p -> {
                assertThat(p.finished()).isTrue();
                assertThat(p.processors()).isNotEmpty();
            });
            assertThat(result.profile()).hasValueSatisfying(p -> {
                assertThat(p.exceptionCode()).isEqualTo(ErrorCode.ILLEGAL_DIVISION.code());
                assertThat(p.processors()).isEqualTo(calls.get(calls.size() - 1).processors());
            });
        }
    }

    @Test
    void aListenerThatThrowsDoesNotDisturbTheQuery() {
        try (Engine engine = Engine.inMemory()) {
            QueryResult result = run(engine, "SELECT count() FROM numbers(1000)", p -> {
                throw new IllegalStateException("listener bug");
            });
            assertThat(result.rows()).containsExactly(List.of(1000L));
            assertThat(result.profile()).hasValueSatisfying(p -> assertThat(p.failed()).isFalse());
        }
    }

    private static QueryResult run(Engine engine, String sql, QueryListener listener) {
        return engine.newSession().execute(sql, null, QueryOptions.withQueryId(UUID.randomUUID().toString())
                .withListener(listener));
    }
}
