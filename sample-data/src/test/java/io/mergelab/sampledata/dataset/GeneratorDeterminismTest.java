package io.mergelab.sampledata.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.Session;
import io.mergelab.sampledata.load.LoadResult;
import io.mergelab.sampledata.load.TableLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** hits and logs: the same knobs give the same blocks and tables however they are computed; another seed differs. */
class GeneratorDeterminismTest {
    @TempDir
    Path dir;

    private static BlockGenerator generator(String dataset, long rows, long seed) {
        Dataset d = Datasets.named(dataset);
        return d.generator(d.knobs(rows, seed, Map.of()));
    }

    @ParameterizedTest
    @CsvSource({"hits, 140000", "logs, 270000"})
    void blocksComputedInAnyOrderAndThreadAreTheSame(String dataset, long rows) throws Exception {
        BlockGenerator g = generator(dataset, rows, 7);
        assertThat(g.blockCount()).isEqualTo(2);
        List<Long> inOrder = BlockDigest.all(g);

        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<Long>> backwards = new ArrayList<>();
            for (int b = g.blockCount() - 1; b >= 0; b--) {
                int block = b;
                backwards.add(pool.submit(() -> BlockDigest.of(g.block(block))));
            }
            List<Long> reversed = new ArrayList<>();
            for (int i = backwards.size() - 1; i >= 0; i--) {
                reversed.add(backwards.get(i).get());
            }
            assertThat(reversed).isEqualTo(inOrder);
        } finally {
            pool.shutdownNow();
        }
        assertThat(BlockDigest.all(generator(dataset, rows, 7))).as("a second generator").isEqualTo(inOrder);
        long sum = 0;
        for (int b = 0; b < g.blockCount(); b++) {
            assertThat(g.firstRow(b)).isEqualTo(sum);
            sum += g.block(b).rows();
        }
        assertThat(sum).isEqualTo(rows);
    }

    @ParameterizedTest
    @CsvSource({"hits, 140000", "logs, 270000"})
    void anotherSeedGivesOtherBlocks(String dataset, long rows) {
        List<Long> seven = BlockDigest.all(generator(dataset, rows, 7));
        List<Long> eight = BlockDigest.all(generator(dataset, rows, 8));
        for (int b = 0; b < seven.size(); b++) {
            assertThat(eight.get(b)).as("block %d", b).isNotEqualTo(seven.get(b));
        }
    }

    @ParameterizedTest
    @CsvSource({"hits, 140000", "logs, 270000"})
    void loadingWithOneOrTwoThreadsFillsTheSameTable(String dataset, long rows) {
        Dataset d = Datasets.named(dataset);
        try (Engine engine = Engine.open(dir)) {
            Session s = engine.newSession();
            List<List<Object>> checksums = new ArrayList<>();
            for (int threads = 1; threads <= 2; threads++) {
                String table = dataset + "_" + threads;
                s.execute(d.createTable(table)).close();
                LoadResult result = new TableLoader(engine).load(table, d.columnNames(), generator(dataset, rows, 7),
                        threads, Map.of(), (done, total) -> { });
                assertThat(result.rows()).isEqualTo(rows);
                assertThat(result.cancelled()).isFalse();
                checksums.add(EngineChecksum.of(s, table, d.columnNames()));
            }
            assertThat(checksums.get(0).get(0)).isEqualTo(rows);
            assertThat(checksums.get(1)).isEqualTo(checksums.get(0));
        }
    }
}
