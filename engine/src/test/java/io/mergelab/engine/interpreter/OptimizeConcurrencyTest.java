package io.mergelab.engine.interpreter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.column.LongColumn;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.table.MergeTreeTable;
import io.mergelab.engine.table.PartReservation;
import io.mergelab.engine.storage.DataPart;
import io.mergelab.engine.type.IntegerType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** OPTIMIZE next to running queries and merges: readers finish on the parts they started with; FINAL waits for merges. */
class OptimizeConcurrencyTest {
    @TempDir
    Path dir;

    /** Three parts of 100 rows each (k = 0..299), granules of 2 rows. */
    private static void createTable(Session s, String settings) {
        s.execute("CREATE TABLE t (k UInt64, v String) ENGINE = MergeTree ORDER BY k SETTINGS index_granularity = 2"
                + settings).close();
        for (int i = 0; i < 3; i++) {
            s.execute("INSERT INTO t SELECT number + " + (i * 100) + ", toString(number) FROM numbers(100)").close();
        }
    }

    private List<String> partDirectories() throws IOException {
        try (Stream<Path> walk = Files.walk(dir.resolve("store"), 2)) {
            return walk.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("all_")).sorted().toList();
        }
    }

    /** The part directories once they are {@code expected}, or as they are after {@code seconds}. */
    private List<String> partDirectoriesWithin(long seconds, List<String> expected) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        List<String> now = List.of();
        do {
            try {
                now = partDirectories();
            } catch (UncheckedIOException e) {
                // a directory deleted while the walk passed it: look again
            }
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(10));
        } while (!now.equals(expected) && System.nanoTime() < deadline);
        return now;
    }

    private static MergeTreeTable table(Interpreter interpreter) {
        return (MergeTreeTable) interpreter.catalog().table("default", "t");
    }

    @Test
    void aQueryStartedBeforeOptimizeFinishesOnTheOldPartsWhichGoWhenItEnds() throws IOException {
        try (Interpreter interpreter = Interpreter.open(dir)) {
            Session s = interpreter.newSession();
            createTable(s, "");
            List<Long> keys = new ArrayList<>();
            try (QueryResult reading = s.execute("SELECT k FROM t SETTINGS max_block_size = 1, max_threads = 1")) {
                Iterator<Chunk> chunks = reading.chunks();
                collect(chunks.next(), keys);

                interpreter.newSession().execute("OPTIMIZE TABLE t FINAL").close();
                assertThat(table(interpreter).activeParts()).extracting(p -> p.name()).containsExactly("all_1_3_1");
                // the running query may still read the merged-away parts
                assertThat(partDirectories()).containsExactly("all_1_1_0", "all_1_3_1", "all_2_2_0", "all_3_3_0");

                chunks.forEachRemaining(c -> collect(c, keys));
            }
            assertThat(keys).containsExactlyInAnyOrderElementsOf(LongStream.range(0, 300).boxed().toList());
            // the cleanup thread deletes them once the query that might read them has ended
            assertThat(partDirectoriesWithin(30, List.of("all_1_3_1"))).containsExactly("all_1_3_1");
            assertThat(s.execute("SELECT count(), sum(k) FROM t").rows()).containsExactly(List.of(300L, 44850L));
        }
    }

    private static void collect(Chunk chunk, List<Long> keys) {
        LongColumn k = (LongColumn) chunk.column(0);
        for (int i = 0; i < chunk.rows(); i++) {
            keys.add(k.values()[i]);
        }
    }

    @Test
    void optimizeFinalWaitsForTheMergeHoldingItsPartsThenMerges() throws Exception {
        try (Interpreter interpreter = Interpreter.open(dir)) {
            Session s = interpreter.newSession();
            createTable(s, "");
            MergeTreeTable t = table(interpreter);
            PartReservation held = t.tryReserve(t.activeParts().subList(0, 2)).orElseThrow();
            CompletableFuture<Void> optimize = CompletableFuture.runAsync(
                    () -> interpreter.newSession().execute("OPTIMIZE TABLE t FINAL").close());
            Thread.sleep(300);
            assertThat(optimize).isNotDone();
            held.close();
            optimize.get(30, TimeUnit.SECONDS);
            assertThat(t.activeParts()).extracting(p -> p.name()).containsExactly("all_1_3_1");
        }
    }

    @Test
    void optimizeFinalGivesUpAfterTheLockTimeoutAndWithoutFinalAtOnce() {
        try (Interpreter interpreter = Interpreter.open(dir)) {
            Session s = interpreter.newSession();
            createTable(s, ", lock_acquire_timeout_for_background_operations = 1");
            MergeTreeTable t = table(interpreter);
            try (PartReservation held = t.tryReserve(t.activeParts().subList(1, 2)).orElseThrow()) {
                s.execute("SET optimize_throw_if_noop = 1").close();
                assertThatThrownBy(() -> s.execute("OPTIMIZE TABLE t FINAL").close())
                        .isInstanceOfSatisfying(MergeLabException.class,
                                e -> assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_ASSIGN_OPTIMIZE))
                        .hasMessage("Cannot OPTIMIZE table: Timeout (1000 ms) while waiting for already running merges "
                                + "before running OPTIMIZE with FINAL. Cannot select parts for optimization");
                assertThatThrownBy(() -> s.execute("OPTIMIZE TABLE t").close())
                        .isInstanceOfSatisfying(MergeLabException.class,
                                e -> assertThat(e.code()).isEqualTo(ErrorCode.CANNOT_ASSIGN_OPTIMIZE))
                        .hasMessageContaining("Part all_2_2_0 currently in a merging or mutating process");
            }
            assertThat(t.activeParts()).hasSize(3);
        }
    }

    /**
     * Parts chosen from a list of the active parts may be reserved after an insert numbered inside their block range
     * has committed. The reservation is refused: granted, the merge would cover a part it does not hold, and a
     * restart would delete that part as merged away (the soak lost an insert's rows so).
     */
    @Test
    void partsChosenBeforeAnInsertInsideTheirRangeCommittedAreNotReserved() throws Exception {
        try (Interpreter interpreter = Interpreter.open(dir)) {
            Session s = interpreter.newSession();
            s.execute("CREATE TABLE t (k UInt64) ENGINE = MergeTree ORDER BY k").close();
            s.execute("SYSTEM STOP MERGES t").close();
            s.execute("INSERT INTO t VALUES (1)").close();
            MergeTreeTable t = table(interpreter);
            CountDownLatch written = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            CompletableFuture<Void> slowInsert = CompletableFuture.runAsync(() -> t.insert(List.of(key(2)).iterator(), false,
                    () -> {
                        written.countDown();
                        awaitQuietly(release);
                    }));
            assertThat(written.await(60, TimeUnit.SECONDS)).as("block 2 written").isTrue();
            s.execute("INSERT INTO t VALUES (3)").close();
            List<DataPart> chosen = t.activeParts();
            release.countDown();
            slowInsert.get(60, TimeUnit.SECONDS);

            assertThat(chosen).extracting(DataPart::name).containsExactly("all_1_1_0", "all_3_3_0");
            assertThat(t.activeParts()).extracting(DataPart::name).containsExactly("all_1_1_0", "all_2_2_0", "all_3_3_0");
            Optional<PartReservation> stale = t.tryReserve(chosen);
            stale.ifPresent(PartReservation::close); // else closing the table would wait for it
            assertThat(stale).isEmpty();
            try (PartReservation all = t.tryReserve(t.activeParts()).orElseThrow()) {
                assertThat(all.parts()).hasSize(3);
            }
        }
    }

    private static Chunk key(long value) {
        ColumnBuilder k = ColumnBuilder.create(IntegerType.UINT64, 1);
        k.appendLong(value);
        return new Chunk(List.of(k.build()), 1);
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
