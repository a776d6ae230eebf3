package io.mergelab.engine.finalread;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The FINAL paths that need no merge, over a level-1 part (its keys unique, as a merge leaves them; made here by
 * renaming an inserted part of unique keys, since the test needs no merge to run): a partition holding only that part
 * is read by plain streams, and with newer parts its granules that no other part's keys reach are read without
 * merging. Delete rows vanish either way.
 */
class FinalReadWithoutMergeTest {
    @TempDir
    Path dir;

    @Test
    void levelOnePartsAreReadWithoutMergingWhereNoOtherPartReaches() throws IOException {
        try (Engine engine = Engine.open(dir)) {
            Session s = engine.newSession();
            execute(s, "CREATE TABLE t (id UInt32, v UInt32, deleted UInt8, s String) ENGINE = ReplacingMergeTree(v, deleted) "
                    + "ORDER BY id SETTINGS index_granularity = 4");
            execute(s, "INSERT INTO t SELECT number, 1, number % 10 = 3, 'old' FROM numbers(100)");
        }
        Path store = dir.resolve("store");
        try (Stream<Path> tables = Files.list(store)) {
            Path table = tables.findFirst().orElseThrow();
            Files.move(table.resolve("all_1_1_0"), table.resolve("all_1_1_1"));
        }
        try (Engine engine = Engine.open(dir)) {
            Session s = engine.newSession();
            assertThat(rows(s, "SELECT name, level FROM system.parts WHERE table = 't' AND active")).containsExactly("all_1_1_1\t1");
            // one part of level 1: read as it is, delete rows dropped
            assertThat(rows(s, "SELECT count(), sum(id) FROM t FINAL")).containsExactly("90\t4470");
            assertThat(pipeline(s, "SELECT id FROM t FINAL SETTINGS max_threads = 2, merge_tree_min_rows_for_concurrent_read = 1"))
                    .contains("FilterTransform × 2", "MergeTreeSelect(pool: ReadPool, algorithm: Thread) × 2 0 → 1")
                    .noneMatch(line -> line.contains("ReplacingSorted"));

            // newer versions of ids 40..45 (43 undeleted now, 44 deleted): only the granules around them are merged
            execute(s, "INSERT INTO t SELECT number + 40, 2, number = 4, 'new' FROM numbers(6)");
            String sums = "SELECT count(), sum(id), countIf(s = 'new') FROM t FINAL";
            List<String> expected = List.of("90\t4469\t5");
            assertThat(rows(s, sums)).isEqualTo(expected);
            assertThat(rows(s, sums + " SETTINGS split_parts_ranges_into_intersecting_and_non_intersecting_final = 0"))
                    .isEqualTo(expected);
            assertThat(rows(s, sums + " SETTINGS max_threads = 4, max_final_threads = 4")).isEqualTo(expected);
            assertThat(rows(s, "SELECT id, s FROM t FINAL WHERE id BETWEEN 42 AND 46 ORDER BY id"))
                    .containsExactly("42\tnew", "43\tnew", "45\tnew", "46\told");
            List<String> plan = pipeline(s, "SELECT id FROM t FINAL SETTINGS max_threads = 2, max_final_threads = 2, "
                    + "merge_tree_min_rows_for_concurrent_read = 1");
            assertThat(plan).anyMatch(line -> line.contains("ReplacingSorted 2 → 1"))
                    .anyMatch(line -> line.contains("MergeTreeSelect(pool: ReadPool, algorithm: Thread)"))
                    .anyMatch(line -> line.contains("FilterTransform"));
        }
    }

    private static List<String> pipeline(Session s, String query) {
        return rows(s, "EXPLAIN PIPELINE " + query).stream().map(String::strip).toList();
    }

    private static List<String> rows(Session s, String sql) {
        List<String> out = new ArrayList<>();
        try (QueryResult r = s.execute(sql)) {
            for (List<Object> row : r.rows()) {
                out.add(String.join("\t", row.stream().map(String::valueOf).toList()));
            }
        }
        return out;
    }

    private static void execute(Session s, String sql) {
        s.execute(sql).close();
    }
}
