package io.mergelab.engine.merge;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.column.Chunk;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Background merges through the public API: the scheduler merges inserted parts when merges are started, leaves them
 * when stopped, shows its work in system.merges and system.part_log, and neither queries nor a restart see rows lost
 * or doubled. Tables are looked at every 10 ms; waits poll with a timeout.
 */
class BackgroundMergesTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final String CREATE = "CREATE TABLE %s (k UInt64, v String) ENGINE = MergeTree ORDER BY k "
            + "SETTINGS merge_selecting_sleep_ms = 10";

    @TempDir
    Path dataDir;

    private static long single(Session s, String sql) {
        return ((Number) s.execute(sql).rows().get(0).get(0)).longValue();
    }

    private static List<Object> partNames(Session s, String table) {
        return s.execute("SELECT name FROM system.parts WHERE table = '" + table + "' ORDER BY name").rows().stream()
                .map(r -> r.get(0)).toList();
    }

    private static long parts(Session s, String table) {
        return single(s, "SELECT count() FROM system.parts WHERE table = '" + table + "'");
    }

    /** Merges of {@code table} finished so far (MergeParts rows in system.part_log). */
    private static long merges(Session s, String table) {
        return single(s, "SELECT count() FROM system.part_log WHERE table = '" + table + "' AND event_type = 'MergeParts'");
    }

    private static <T> T await(String what, Supplier<T> probe, java.util.function.Predicate<T> done) {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (true) {
            T value = probe.get();
            if (done.test(value)) {
                return value;
            }
            assertThat(System.nanoTime()).as("%s within %s; last seen %s", what, TIMEOUT, value).isLessThan(deadline);
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
        }
    }

    /** {@code count} inserts of {@code rows} rows each, keys continuing from {@code from}: one part per insert. */
    private static void insertParts(Session s, String table, int count, long from, long rows) {
        for (int i = 0; i < count; i++) {
            s.execute("INSERT INTO " + table + " SELECT number + " + (from + i * rows) + ", toString(number) FROM numbers("
                    + rows + ")").close();
        }
    }

    @Test
    void sixInsertsMergeIntoOnePartAndPartLogTellsTheStory() {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute(CREATE.formatted("t")).close();
            s.execute("SYSTEM STOP MERGES t").close();
            insertParts(s, "t", 6, 0, 10);
            List<Object> inserted = partNames(s, "t");
            assertThat(inserted).hasSize(6);

            s.execute("SYSTEM START MERGES t").close();
            // the part is swapped in before its MergeParts row is logged
            await("one merge", () -> merges(s, "t"), n -> n == 1);
            assertThat(parts(s, "t")).isEqualTo(1);
            assertThat(s.execute("SELECT count(), sum(k), uniqExact(k) FROM t").rows()).containsExactly(List.of(60L, 1770L, 60L));
            // the sources go once no query may read them (the scheduler removes unused retired parts every second)
            await("six RemovePart rows", () -> single(s, "SELECT count() FROM system.part_log WHERE table = 't' "
                    + "AND event_type = 'RemovePart'"), n -> n == 6);

            Object merged = partNames(s, "t").get(0);
            assertThat(s.execute("SELECT event_type, merge_reason, part_name, merged_from FROM system.part_log "
                    + "WHERE table = 't' AND event_type IN ('MergePartsStart', 'MergeParts') ORDER BY event_time_microseconds").rows())
                    .containsExactly(List.of("MergePartsStart", "RegularMerge", merged, inserted),
                            List.of("MergeParts", "RegularMerge", merged, inserted));
            assertThat(s.execute("SELECT rows, error, size_in_bytes, part_type, path_on_disk FROM system.part_log "
                    + "WHERE table = 't' AND event_type = 'MergeParts'").rows())
                    .isEqualTo(s.execute("SELECT 60, 0, bytes_on_disk, part_type, path FROM system.parts WHERE table = 't'").rows());
            // a background merge's query id is <table uuid>::<result part>, the uuid naming the merged part's directory
            assertThat(s.execute("SELECT query_id = concat(toString(table_uuid), '::', part_name), "
                    + "event_type = 'MergePartsStart' OR position(path_on_disk, toString(table_uuid)) > 0 FROM system.part_log "
                    + "WHERE table = 't' AND event_type IN ('MergePartsStart', 'MergeParts')").rows())
                    .containsExactly(List.of(1L, 1L), List.of(1L, 1L));
            assertThat(s.execute("SELECT part_name FROM system.part_log WHERE table = 't' AND event_type = 'NewPart' "
                    + "ORDER BY part_name").rows().stream().map(r -> r.get(0)).toList()).isEqualTo(inserted);
            assertThat(s.execute("SELECT part_name FROM system.part_log WHERE table = 't' AND event_type = 'RemovePart' "
                    + "ORDER BY part_name").rows().stream().map(r -> r.get(0)).toList()).isEqualTo(inserted);
        }
    }

    @Test
    void stoppedMergesLeaveThePartsWhileOtherTablesMergeAndStartResumes() {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute(CREATE.formatted("t")).close();
            s.execute(CREATE.formatted("clock")).close();
            s.execute("SYSTEM START MERGES").close();
            s.execute("SYSTEM STOP MERGES default.t").close();
            insertParts(s, "t", 8, 0, 5);
            // another table merging proves the scheduler ran its rounds meanwhile, t among the tables it looked at
            insertParts(s, "clock", 6, 0, 5);
            await("clock merged", () -> merges(s, "clock"), n -> n >= 1);
            insertParts(s, "t", 2, 40, 5);
            insertParts(s, "clock", 6, 30, 5);
            await("clock merged again", () -> merges(s, "clock"), n -> n >= 2);
            assertThat(parts(s, "t")).isEqualTo(10);
            assertThat(merges(s, "t")).isZero();

            s.execute("SYSTEM START MERGES t").close();
            await("t merged", () -> parts(s, "t"), n -> n < 10);
            assertThat(single(s, "SELECT count() FROM t")).isEqualTo(50);

            s.execute("SYSTEM STOP MERGES").close();
            long before = parts(s, "clock");
            long mergesBefore = merges(s, "clock");
            insertParts(s, "clock", 6, 100, 5);
            assertThat(parts(s, "clock")).isEqualTo(before + 6);
            s.execute("SYSTEM START MERGES").close();
            await("clock merged after a global start", () -> merges(s, "clock"), n -> n > mergesBefore);
        }
    }

    @Test
    void systemMergesShowsARunningMergeWithItsProgress() {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute(CREATE.formatted("big")).close();
            s.execute("SYSTEM STOP MERGES big").close();
            insertParts(s, "big", 6, 0, 300_000);
            List<Object> sources = partNames(s, "big");
            s.execute("SYSTEM START MERGES big").close();
            List<Object> row = await("a merge in progress", () -> s.execute("SELECT database, table, num_parts, "
                    + "source_part_names, result_part_name, is_mutation, merge_type, merge_algorithm, progress, "
                    + "total_size_marks, rows_read, elapsed FROM system.merges WHERE table = 'big'").rows(),
                    rows -> rows.size() == 1 && ((Double) rows.get(0).get(8)) > 0 && ((Double) rows.get(0).get(8)) < 1).get(0);
            assertThat(row.subList(0, 8)).containsExactly("default", "big", 6L, sources, "all_1_6_1", 0L, "Regular", "Horizontal");
            assertThat((Long) row.get(9)).isGreaterThan(6L);
            assertThat((Long) row.get(10)).isBetween(1L, 1_800_000L);
            assertThat((Double) row.get(11)).isPositive();
            // the merge leaves system.merges once it has swapped its part in and logged it
            await("merge no longer listed", () -> single(s, "SELECT count() FROM system.merges"), n -> n == 0);
            assertThat(parts(s, "big")).isEqualTo(1);
        }
    }

    @Test
    void partsTooDifferentToMergeMergeOnceOlderThanMinAgeToForceMerge() {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute(CREATE.formatted("young") + ", min_age_to_force_merge_seconds = 1").close();
            s.execute("SYSTEM START MERGES").close();
            // two parts: far below the ratio rule's base, so only their age can make them merge
            insertParts(s, "young", 2, 0, 10);
            await("the old parts merged", () -> merges(s, "young"), n -> n == 1);
            assertThat(parts(s, "young")).isEqualTo(1);
            assertThat(s.execute("SELECT merge_reason, length(merged_from) FROM system.part_log "
                    + "WHERE table = 'young' AND event_type = 'MergeParts'").rows()).containsExactly(List.of("RegularMerge", 2L));
        }
    }

    @Test
    void droppingATableStopsItsMerge() {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute(CREATE.formatted("t")).close();
            s.execute("SYSTEM STOP MERGES t").close();
            insertParts(s, "t", 6, 0, 300_000);
            Path store = Path.of((String) s.execute("SELECT path FROM system.parts WHERE table = 't' LIMIT 1").rows().get(0).get(0))
                    .getParent();
            s.execute("SYSTEM START MERGES t").close();
            await("a merge in progress", () -> single(s, "SELECT count() FROM system.merges WHERE table = 't'"), n -> n == 1);
            s.execute("DROP TABLE t").close();
            assertThat(single(s, "SELECT count() FROM system.merges")).isZero();
            assertThat(store).doesNotExist();
            s.execute(CREATE.formatted("t")).close();
            assertThat(single(s, "SELECT count() FROM t")).isZero();
        }
    }

    @Test
    void aQueryStartedBeforeAMergeReadsAllItsRows() {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute(CREATE.formatted("t")).close();
            s.execute("SYSTEM STOP MERGES t").close();
            insertParts(s, "t", 6, 0, 20_000);
            Session reader = engine.newSession();
            long rows = 0;
            try (QueryResult r = reader.execute("SELECT k FROM t SETTINGS max_block_size = 1000, max_threads = 1")) {
                Iterator<Chunk> chunks = r.chunks();
                rows += chunks.next().rows();
                s.execute("SYSTEM START MERGES t").close();
                await("one merge", () -> merges(s, "t"), n -> n == 1);
                // the merged-away parts stay on disk while the query that may read them runs
                assertThat(single(s, "SELECT count() FROM system.part_log WHERE table = 't' AND event_type = 'RemovePart'")).isZero();
                while (chunks.hasNext()) {
                    rows += chunks.next().rows();
                }
            }
            assertThat(rows).isEqualTo(120_000);
            assertThat(single(s, "SELECT count() FROM t")).isEqualTo(120_000);
            await("the sources removed after the query", () -> single(s, "SELECT count() FROM system.part_log "
                    + "WHERE table = 't' AND event_type = 'RemovePart'"), n -> n == 6);
        }
    }

    @Test
    void closingTheEngineDuringAMergeKeepsEveryRowExactlyOnce() throws Exception {
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute(CREATE.formatted("t")).close();
            s.execute("SYSTEM STOP MERGES t").close();
            insertParts(s, "t", 6, 0, 300_000);
            s.execute("SYSTEM START MERGES t").close();
            await("a merge in progress", () -> single(s, "SELECT count() FROM system.merges WHERE table = 't'"), n -> n == 1);
        }
        try (Engine engine = Engine.open(dataDir)) {
            Session s = engine.newSession();
            s.execute("SYSTEM STOP MERGES t").close();
            assertThat(s.execute("SELECT count(), uniqExact(k), min(k), max(k) FROM t").rows())
                    .containsExactly(List.of(1_800_000L, 1_800_000L, 0L, 1_799_999L));
            assertThat(parts(s, "t")).isIn(1L, 6L);
        }
        List<Path> leftovers = new ArrayList<>();
        try (Stream<Path> files = Files.walk(dataDir.resolve("store"))) {
            files.filter(p -> p.getFileName().toString().startsWith("tmp")).forEach(leftovers::add);
        }
        assertThat(leftovers).isEmpty();
    }
}
