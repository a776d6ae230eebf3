package io.mergelab.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.column.ColumnBuilder;
import io.mergelab.engine.type.IntegerType;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

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
}
