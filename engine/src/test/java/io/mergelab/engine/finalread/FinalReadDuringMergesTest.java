package io.mergelab.engine.finalread;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * FINAL while merges run: one thread keeps merging the table's parts (OPTIMIZE, per partition and whole), another
 * inserts batches and after each reads FINAL under changing settings. Every read equals the deduplication of the
 * rows inserted so far (versions are unique, so the winner of a key never depends on the part order), however the
 * parts were merged when the read started, and while they are swapped under it.
 */
class FinalReadDuringMergesTest {
    @TempDir
    Path dir;

    @Test
    void finalIsExactWhileMergesRun() throws Exception {
        try (Engine engine = Engine.open(dir)) {
            Session writer = engine.newSession();
            writer.execute("CREATE TABLE t (key UInt32, ver UInt64, del UInt8, val Int32) ENGINE = ReplacingMergeTree(ver, del) "
                    + "PARTITION BY key % 4 ORDER BY key SETTINGS index_granularity = 8").close();
            AtomicBoolean stop = new AtomicBoolean();
            AtomicInteger merges = new AtomicInteger();
            ExecutorService pool = Executors.newSingleThreadExecutor();
            Future<?> merging = pool.submit(() -> {
                Session merger = engine.newSession();
                for (int i = 0; !stop.get(); i++) {
                    merger.execute(i % 3 == 2 ? "OPTIMIZE TABLE t" : "OPTIMIZE TABLE t PARTITION " + (i % 4) + " FINAL").close();
                    merges.incrementAndGet();
                }
                return null;
            });
            try {
                Random random = new Random(42);
                Map<Long, long[]> winners = new TreeMap<>();
                long version = 0;
                for (int batch = 0; batch < 40; batch++) {
                    List<String> values = new ArrayList<>();
                    long lo = random.nextInt(300);
                    for (int i = 0; i < 60; i++) {
                        long key = lo + random.nextInt(100);
                        long del = random.nextInt(6) == 0 ? 1 : 0;
                        long val = random.nextInt(1000);
                        version++;
                        winners.put(key, new long[] {key, version, del, val});
                        values.add("(" + key + ", " + version + ", " + del + ", " + val + ")");
                    }
                    writer.execute("INSERT INTO t VALUES " + String.join(", ", values)).close();
                    String settings = " SETTINGS max_threads = " + (1 + batch % 4) + ", max_final_threads = " + (batch % 3)
                            + ", do_not_merge_across_partitions_select_final = " + (batch % 2)
                            + ", split_parts_ranges_into_intersecting_and_non_intersecting_final = " + (batch / 2 % 2)
                            + ", split_intersecting_parts_ranges_into_layers_final = " + (batch / 4 % 2);
                    assertThat(rows(writer, "SELECT key, ver, del, val FROM t FINAL ORDER BY key" + settings))
                            .as("batch %d%s", batch, settings).isEqualTo(expected(winners));
                }
            } finally {
                stop.set(true);
                merging.get(60, TimeUnit.SECONDS);
                pool.shutdown();
            }
            assertThat(merges.get()).isPositive();
            assertThat(rows(writer, "SELECT max(level) > 0 FROM system.parts WHERE table = 't' AND active"))
                    .containsExactly(List.of(1L));
        }
    }

    private static List<List<Long>> expected(Map<Long, long[]> winners) {
        List<List<Long>> out = new ArrayList<>();
        for (long[] w : winners.values()) {
            if (w[2] == 0) {
                out.add(List.of(w[0], w[1], w[2], w[3]));
            }
        }
        return out;
    }

    private static List<List<Long>> rows(Session s, String sql) {
        List<List<Long>> out = new ArrayList<>();
        try (QueryResult r = s.execute(sql)) {
            for (List<Object> row : r.rows()) {
                out.add(row.stream().map(v -> ((Number) v).longValue()).toList());
            }
        }
        return out;
    }
}
