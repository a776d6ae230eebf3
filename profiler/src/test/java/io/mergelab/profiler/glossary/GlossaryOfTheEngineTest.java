package io.mergelab.profiler.glossary;

import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryRequest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 15: the glossary covers the engine as a user meets it, read through its public SQL surface rather than its
 * sources. Every setting {@code system.settings} and {@code system.merge_tree_settings} list has a meaning, and one
 * that is a sentence (not the setting's own name again) for those MergeLab acts on ({@code mergelab_effect = 'applied'}); every
 * processor a corpus of statements covering the engine's plan steps runs (scans, PREWHERE, FINAL, joins, unions,
 * aggregation, sorting, limits, table functions, inserts) is named in {@code system.processors_profile_log}, and each
 * of those names has a meaning. New settings and processors fail this test until the glossary explains them.
 */
class GlossaryOfTheEngineTest {
    private static final List<String> CORPUS = List.of(
            "SELECT count() FROM t WHERE k = 5",
            "SELECT id, s FROM t PREWHERE k = 7 WHERE s LIKE '%7' ORDER BY id DESC LIMIT 3",
            "SELECT k, count(), sum(id), uniq(s) FROM t GROUP BY k WITH TOTALS ORDER BY k LIMIT 5",
            "SELECT DISTINCT k FROM t ORDER BY k LIMIT 2 OFFSET 1",
            "SELECT k, id FROM t ORDER BY k, id LIMIT 2 BY k LIMIT 6",
            "SELECT * FROM t ORDER BY id LIMIT 4",
            "SELECT count() FROM r FINAL",
            "SELECT id, v FROM r FINAL WHERE id < 10 ORDER BY id",
            "SELECT t.id, d.name FROM t ANY LEFT JOIN d USING k WHERE t.id < 100 ORDER BY t.id LIMIT 3",
            "SELECT t.id FROM t INNER JOIN d ON t.k = d.k WHERE d.name = 'k3' LIMIT 3",
            "SELECT id FROM t WHERE id < 3 UNION ALL SELECT id FROM r WHERE id < 3",
            "SELECT count() FROM t WHERE k IN (SELECT k FROM d WHERE name LIKE 'k1%')",
            "SELECT arrayJoin([1, 2, 3]) AS x, x * 2",
            "SELECT sum(number) FROM numbers(100000)",
            "SELECT count() FROM numbers_mt(100000) WHERE number % 3 = 0",
            "SELECT count() FROM zeros(1000)",
            "SELECT count() FROM generateRandom('a UInt32, b String', 1) LIMIT 10",
            "SELECT * FROM values('x UInt8, y String', (1, 'a'), (2, 'b'))",
            "SELECT count() FROM m",
            "SELECT * FROM (SELECT k, max(id) AS top FROM t GROUP BY k) WHERE top > 100 ORDER BY k LIMIT 2",
            "SELECT count() FROM file('glossary-numbers.csv', CSV, 'n UInt64')",
            "INSERT INTO d SELECT number + 1000, concat('k', toString(number)) FROM numbers(3)",
            "SELECT k, any(s), argMax(id, s), quantile(0.5)(id) FROM t GROUP BY k HAVING count() > 1 ORDER BY k LIMIT 2");

    @TempDir
    static Path dir;
    private static EmbeddedTarget target;
    private final Glossary glossary = Glossary.standard();

    @BeforeAll
    static void createTables() throws Exception {
        Files.createDirectories(dir.resolve("data/user_files"));
        Files.writeString(dir.resolve("data/user_files/glossary-numbers.csv"), "1\n2\n3\n");
        target = EmbeddedTarget.open(dir.resolve("data"));
        run("CREATE TABLE t (id UInt64, k UInt64, s String, INDEX s_idx s TYPE bloom_filter GRANULARITY 1)"
                + " ENGINE = MergeTree ORDER BY id SETTINGS index_granularity = 128");
        run("INSERT INTO t SELECT number, number % 13, toString(number) FROM numbers(5000)");
        run("CREATE TABLE r (id UInt64, v UInt64) ENGINE = ReplacingMergeTree(v) ORDER BY id");
        run("INSERT INTO r SELECT number, 1 FROM numbers(500)");
        run("INSERT INTO r SELECT number, 2 FROM numbers(250)");
        run("CREATE TABLE d (k UInt64, name String) ENGINE = MergeTree ORDER BY k");
        run("INSERT INTO d SELECT number, concat('k', toString(number)) FROM numbers(13)");
        run("CREATE TABLE m (x UInt64) ENGINE = Memory");
        run("INSERT INTO m VALUES (1), (2)");
    }

    @AfterAll
    static void close() {
        target.close();
    }

    @Test
    void everySettingTheSystemTablesListHasAMeaningAndEachAppliedOneARealOne() {
        for (String table : List.of("system.settings", "system.merge_tree_settings")) {
            List<List<String>> rows = rows("SELECT name, mergelab_effect FROM " + table);
            assertThat(rows).as(table).hasSizeGreaterThan(table.equals("system.settings") ? 20 : 8);
            assertThat(rows).anySatisfy(r -> assertThat(r.get(1)).isEqualTo("applied"));
            for (List<String> row : rows) {
                String name = row.get(0);
                assertThat(glossary.setting(name)).as("meaning of %s in %s", name, table).isPresent();
                if (row.get(1).equals("applied")) {
                    String meaning = glossary.setting(name).get();
                    assertThat(meaning.strip().split("\\s+")).as("words of the applied setting %s's meaning: %s",
                            name, meaning).hasSizeGreaterThanOrEqualTo(3);
                    assertThat(meaning.replaceAll("[.:]", "").strip()).isNotEqualToIgnoringCase(name.replace('_', ' '));
                }
            }
        }
    }

    @Test
    void everyProcessorTheCorpusRunsIsNamedInTheProfileLogAndHasAMeaning() {
        for (String sql : CORPUS) {
            target.run(QueryRequest.of(sql)).close();
        }
        run("SYSTEM FLUSH LOGS");
        Set<String> names = new TreeSet<>();
        rows("SELECT DISTINCT name FROM system.processors_profile_log").forEach(r -> names.add(r.get(0)));
        assertThat(names).as("processors the corpus ran").hasSizeGreaterThan(20)
                .contains("FilterTransform", "Resize", "ReplacingSorted", "NumbersRange", "File");
        assertThat(names).allSatisfy(name -> assertThat(glossary.processor(name)).as("meaning of %s", name).isPresent());
    }

    private static List<List<String>> rows(String sql) {
        return target.run(QueryRequest.of(sql)).rows();
    }

    private static void run(String sql) {
        target.run(QueryRequest.of(sql)).close();
    }
}
