package io.mergelab.sampledata.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.sampledata.dataset.BlockGenerator;
import io.mergelab.sampledata.testing.SequenceGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TableLoaderTest {
    private static final String CHECKSUM = "SELECT count(), sum(id), sum(cityHash64(id, label, value)), uniqExact(label) FROM ";

    private static Engine engine;
    private static Session session;

    @BeforeAll
    static void open() {
        engine = Engine.inMemory();
        session = engine.newSession();
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    private void createTable(String name) {
        session.execute("CREATE TABLE " + name + " (" + SequenceGenerator.COLUMNS + ") ENGINE = MergeTree ORDER BY id");
    }

    private List<Object> query(String sql) {
        try (QueryResult r = session.execute(sql)) {
            return r.rows().get(0);
        }
    }

    private long count(String table) {
        return ((Number) query("SELECT count() FROM " + table).get(0)).longValue();
    }

    @Test
    void oneAndThreeThreadsLoadTheSameRows() {
        SequenceGenerator generator = SequenceGenerator.of(10_000, 700);
        createTable("one");
        createTable("three");

        LoadResult one = new TableLoader(engine).load("one", SequenceGenerator.NAMES, generator, 1, Map.of(), LoadProgress.NONE);
        LoadResult three = new TableLoader(engine).load("default.three", SequenceGenerator.NAMES, generator, 3, Map.of(),
                LoadProgress.NONE);

        assertThat(one.rows()).isEqualTo(10_000);
        assertThat(one.blocks()).isEqualTo(15);
        assertThat(one.cancelled()).isFalse();
        assertThat(three).extracting(LoadResult::rows, LoadResult::blocks, LoadResult::cancelled)
                .containsExactly(10_000L, 15, false);
        assertThat(query(CHECKSUM + "one")).isEqualTo(query(CHECKSUM + "three"));
        assertThat(query(CHECKSUM + "one").subList(0, 2)).containsExactly(10_000L, 10_000L * 9_999 / 2);
        assertThat(query("SELECT count() FROM system.parts WHERE table = 'three' AND active").get(0)).isEqualTo(15L);
    }

    @Test
    void tablesThatKeepBlocksGetTheirOwnCopiesOfTheReusedBlocks() {
        // the workers refill one block's arrays for the next: a Memory table, and one a view fills, must not keep them
        SequenceGenerator generator = SequenceGenerator.of(10_000, 700);
        session.execute("CREATE TABLE kept (" + SequenceGenerator.COLUMNS + ") ENGINE = Memory").close();
        createTable("viewed");
        session.execute("CREATE TABLE viewed_copy (" + SequenceGenerator.COLUMNS + ") ENGINE = Memory").close();
        session.execute("CREATE MATERIALIZED VIEW viewed_mv TO viewed_copy AS SELECT * FROM viewed").close();

        new TableLoader(engine).load("kept", SequenceGenerator.NAMES, generator, 2, Map.of(), LoadProgress.NONE);
        new TableLoader(engine).load("viewed", SequenceGenerator.NAMES, generator, 2, Map.of(), LoadProgress.NONE);

        List<Object> expected = query(CHECKSUM + "viewed");
        assertThat(expected.subList(0, 2)).containsExactly(10_000L, 10_000L * 9_999 / 2);
        assertThat(query(CHECKSUM + "kept")).isEqualTo(expected);
        assertThat(query(CHECKSUM + "viewed_copy")).isEqualTo(expected);
    }

    @Test
    void progressReachesTheTotal() {
        SequenceGenerator generator = SequenceGenerator.of(5_000, 1_000);
        createTable("progress");
        ConcurrentLinkedQueue<long[]> calls = new ConcurrentLinkedQueue<>();

        new TableLoader(engine).load("progress", SequenceGenerator.NAMES, generator, 2, Map.of(),
                (done, total) -> calls.add(new long[] {done, total}));

        assertThat(calls).hasSize(5).allSatisfy(c -> assertThat(c[1]).isEqualTo(5_000));
        assertThat(calls.stream().mapToLong(c -> c[0]).sorted().toArray()).containsExactly(1_000, 2_000, 3_000, 4_000, 5_000);
    }

    @Test
    void settingsApplyToEveryWorkerSession() {
        createTable("settings");

        assertThatThrownBy(() -> new TableLoader(engine).load("settings", SequenceGenerator.NAMES, SequenceGenerator.of(100, 10), 2,
                Map.of("no_such_setting", "1"), LoadProgress.NONE))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_SETTING));
        assertThat(count("settings")).isZero();
    }

    @Test
    void aMissingTableFailsTheLoad() {
        assertThatThrownBy(() -> new TableLoader(engine).load("nosuch", SequenceGenerator.NAMES, SequenceGenerator.of(100, 10),
                2, Map.of(), LoadProgress.NONE))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_TABLE))
                .hasMessageContaining("nosuch");
    }

    @Test
    void aFailingInsertStopsTheLoadWithItsError() {
        createTable("bad_one");
        SequenceGenerator generator = SequenceGenerator.of(10_000, 100).withBadBlock(3);

        assertThatThrownBy(() -> new TableLoader(engine).load("bad_one", SequenceGenerator.NAMES, generator, 1, Map.of(),
                LoadProgress.NONE))
                .isInstanceOf(MergeLabException.class)
                .hasMessageContaining("Cannot parse string")
                .hasMessageEndingWith("while loading block 3 (rows 300 .. 399) into bad_one");
        // one thread: blocks 0..2 went in, block 3 failed, nothing after it was tried
        assertThat(count("bad_one")).isEqualTo(300);
    }

    @Test
    void aFailingInsertStopsTheOtherThreads() {
        createTable("bad_three");
        SequenceGenerator generator = SequenceGenerator.of(20_000, 100).withBadBlock(2).slow(5);

        assertThatThrownBy(() -> new TableLoader(engine).load("bad_three", SequenceGenerator.NAMES, generator, 3, Map.of(),
                LoadProgress.NONE)).isInstanceOf(MergeLabException.class);
        long rows = count("bad_three");
        assertThat(rows).isLessThan(20_000).isNotNegative();
        assertThat(rows % 100).isZero();
    }

    @Test
    void aBlockThatCannotBeGeneratedFailsTheLoad() {
        createTable("ungenerated");

        assertThatThrownBy(() -> new TableLoader(engine).load("ungenerated", SequenceGenerator.NAMES,
                SequenceGenerator.of(1_000, 100).failingAt(4), 2, Map.of(), LoadProgress.NONE))
                .isInstanceOfSatisfying(MergeLabException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.LOGICAL_ERROR))
                .hasMessage("block 4 cannot be generated");
    }

    @Test
    void anErrorInAWorkerFailsTheLoadInsteadOfEndingTheWorkerQuietly() {
        createTable("erroneous");
        SequenceGenerator rows = SequenceGenerator.of(1_000, 100);
        BlockGenerator outOfMemory = new BlockGenerator() {
            @Override
            public long rows() {
                return rows.rows();
            }

            @Override
            public int blockCount() {
                return rows.blockCount();
            }

            @Override
            public long firstRow(int index) {
                return rows.firstRow(index);
            }

            @Override
            public Chunk block(int index) {
                if (index == 6) {
                    throw new OutOfMemoryError("Java heap space (simulated)");
                }
                return rows.block(index);
            }
        };

        assertThatThrownBy(() -> new TableLoader(engine).load("erroneous", SequenceGenerator.NAMES, outOfMemory, 1, Map.of(),
                LoadProgress.NONE)).isInstanceOf(OutOfMemoryError.class).hasMessageContaining("simulated");
        assertThat(count("erroneous")).isEqualTo(600);
    }

    @Test
    void cancelKeepsWholeBlocksOnly(@TempDir Path dataDir) throws Exception {
        SequenceGenerator generator = SequenceGenerator.of(40_000, 100).slow(10);
        long rows;
        LoadResult result;
        try (Engine disk = Engine.open(dataDir)) {
            Session s = disk.newSession();
            s.execute("CREATE TABLE t (" + SequenceGenerator.COLUMNS + ") ENGINE = MergeTree ORDER BY id");
            TableLoader loader = new TableLoader(disk);
            CountDownLatch someBlocks = new CountDownLatch(5);
            AtomicInteger progressCalls = new AtomicInteger();
            CompletableFuture<LoadResult> load = CompletableFuture.supplyAsync(() -> loader.load("t", SequenceGenerator.NAMES,
                    generator, 2, Map.of(), (done, total) -> {
                        progressCalls.incrementAndGet();
                        someBlocks.countDown();
                    }));
            assertThat(someBlocks.await(60, TimeUnit.SECONDS)).isTrue();
            loader.cancel();
            result = load.get(60, TimeUnit.SECONDS);

            assertThat(result.cancelled()).isTrue();
            assertThat(result.rows()).isLessThan(40_000).isEqualTo(result.blocks() * 100L);
            try (QueryResult r = s.execute("SELECT count() FROM t")) {
                rows = ((Number) r.rows().get(0).get(0)).longValue();
            }
            assertThat(rows).isEqualTo(result.rows());
            assertThat(rows % 100).isZero();
            assertThat(progressCalls.get()).isEqualTo(result.blocks());
            assertThat(tmpDirectories(dataDir)).isEmpty();
        }
        try (Engine reopened = Engine.open(dataDir)) {
            try (QueryResult r = reopened.newSession().execute("SELECT count(), countIf(id % 100 = 0) FROM t")) {
                assertThat(r.rows().get(0)).containsExactly(rows, rows / 100);
            }
        }
    }

    private static List<Path> tmpDirectories(Path dataDir) throws IOException {
        try (Stream<Path> all = Files.walk(dataDir)) {
            return all.filter(p -> Files.isDirectory(p) && p.getFileName().toString().startsWith("tmp_")).toList();
        }
    }
}
