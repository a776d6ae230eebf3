package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.type.IntegerType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Inserts from several sessions into one MergeTree table at once, as the sample-data loader makes them. */
class ConcurrentInsertTest {

    @Test
    void concurrentInsertsIntoOneTableAllCommit() throws Exception {
        int threads = 4;
        int insertsPerThread = 15;
        try (Engine engine = Engine.inMemory()) {
            engine.newSession().execute("CREATE TABLE t (k UInt64) ENGINE = MergeTree ORDER BY k").close();
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<?>> done = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    int thread = t;
                    done.add(pool.submit(() -> {
                        Session session = engine.newSession();
                        for (int i = 0; i < insertsPerThread; i++) {
                            ColumnBuilder k = ColumnBuilder.create(IntegerType.UINT64, 10);
                            for (int r = 0; r < 10; r++) {
                                k.appendLong(thread * 10_000L + i * 10L + r);
                            }
                            session.insert("t", List.of("k"), List.of(new Chunk(List.of(k.build()), 10)).iterator());
                        }
                    }));
                }
                for (Future<?> f : done) {
                    f.get();
                }
            } finally {
                pool.shutdownNow();
            }
            assertThat(engine.newSession().execute("SELECT count(), uniqExact(k) FROM t").rows())
                    .containsExactly(List.of((long) threads * insertsPerThread * 10, (long) threads * insertsPerThread * 10));
        }
    }

    /**
     * An insert numbers its part when it starts writing and publishes it when it commits, so a merge of the parts on
     * either side of a slow insert's part would cover it: the part would be obsolete the moment it appears, and gone
     * after a restart. OPTIMIZE (and the background merges) must wait for such an insert.
     */
    @Test
    void aMergeWaitsForAnInsertStillWritingAPartNumberedInsideItsRange(@TempDir Path dir) throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (Engine engine = Engine.open(dir)) {
            Session s = engine.newSession();
            s.execute("CREATE TABLE t (k UInt64) ENGINE = MergeTree ORDER BY k").close();
            s.execute("INSERT INTO t VALUES (1)").close();
            Future<?> slowInsert = pool.submit(() -> engine.newSession().insert("t", List.of("k"),
                    new BlockThenWait(block(2), release)));
            while (!partWritten(dir, "all_2_2_0")) {
                Thread.sleep(5);
            }
            s.execute("INSERT INTO t VALUES (3)").close();
            Future<?> optimize = pool.submit(() -> engine.newSession().execute("OPTIMIZE TABLE t FINAL").close());
            Thread.sleep(300);
            boolean optimizeWaited = !optimize.isDone();
            release.countDown();
            slowInsert.get();
            assertThat(optimizeWaited).as("OPTIMIZE waits for the insert of block 2").isTrue();
            optimize.get();
            assertThat(s.execute("SELECT count(), sum(k) FROM t").rows()).containsExactly(List.of(3L, 6L));
            assertThat(s.execute("SELECT name FROM system.parts WHERE table = 't' AND active").rows())
                    .containsExactly(List.of("all_1_3_1"));
        } finally {
            release.countDown();
            pool.shutdownNow();
        }
        try (Engine reopened = Engine.open(dir)) {
            assertThat(reopened.newSession().execute("SELECT count(), sum(k) FROM t").rows())
                    .containsExactly(List.of(3L, 6L));
        }
    }

    private static boolean partWritten(Path dataDir, String part) throws IOException {
        try (Stream<Path> found = Files.find(dataDir.resolve("store"), 2,
                (p, attributes) -> attributes.isDirectory() && p.getFileName().toString().equals(part))) {
            return found.findAny().isPresent();
        }
    }

    private static Chunk block(long value) {
        ColumnBuilder k = ColumnBuilder.create(IntegerType.UINT64, 1);
        k.appendLong(value);
        return new Chunk(List.of(k.build()), 1);
    }

    /** One block, then an end of input that comes only once {@code release} opens: an insert held open. */
    private static final class BlockThenWait implements Iterator<Chunk> {
        private final CountDownLatch release;
        private Chunk first;

        BlockThenWait(Chunk first, CountDownLatch release) {
            this.first = first;
            this.release = release;
        }

        @Override
        public boolean hasNext() {
            if (first != null) {
                return true;
            }
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return false;
        }

        @Override
        public Chunk next() {
            Chunk c = first;
            first = null;
            return c;
        }
    }
}
