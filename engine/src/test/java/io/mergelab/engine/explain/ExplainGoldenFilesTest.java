package io.mergelab.engine.explain;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.engine.Engine;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Golden files under {@code src/test/resources/explain}: each holds an EXPLAIN statement, a {@code ----} line and
 * the exact lines it must print, over table {@code t} (10 rows, granules of 2 rows) Memory table {@code m},
 * an empty table {@code c} and table {@code p} (partitioned by month: two parts of 31 and 29 rows, granules of 4 rows).
 * Set {@code -Dexplain.update=true} to rewrite the files from the current output after reviewing it.
 */
class ExplainGoldenFilesTest {
    private static Engine engine;
    private static Session session;

    @BeforeAll
    static void setUp(@TempDir Path dir) {
        engine = Engine.open(dir);
        session = engine.newSession();
        for (String sql : List.of(
                "CREATE TABLE t (id UInt64, s String, v Nullable(Int64)) ENGINE = MergeTree ORDER BY id SETTINGS index_granularity = 2",
                "INSERT INTO t VALUES (1, 'a', 1), (2, 'b', NULL), (3, 'c', 3), (4, 'd', 4), (5, 'e', 5)",
                "INSERT INTO t VALUES (6, 'a', 1), (7, 'b', NULL), (8, 'c', 3), (9, 'd', 4), (10, 'e', 5)",
                "CREATE TABLE m (k UInt8) ENGINE = Memory",
                "CREATE TABLE c (id UInt64, name String) ENGINE = MergeTree ORDER BY id",
                "CREATE TABLE p (d Date, id UInt64, s String) ENGINE = MergeTree PARTITION BY toYYYYMM(d) ORDER BY (id, s) "
                        + "SETTINGS index_granularity = 4",
                "INSERT INTO p SELECT toDate('2024-01-01') + number % 60, number, toString(number % 5) FROM numbers(60)")) {
            session.execute(sql).close();
        }
    }

    @AfterAll
    static void tearDown() {
        engine.close();
    }

    @TestFactory
    Stream<DynamicTest> goldenFiles() throws IOException, URISyntaxException {
        Path dir = Path.of(ExplainGoldenFilesTest.class.getResource("/explain").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".txt")).sorted()
                    .map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(f)))
                    .toList().stream();
        }
    }

    private static void check(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        int sep = text.indexOf("\n----\n");
        String sql = text.substring(0, sep).strip();
        List<String> expected = Arrays.asList(text.substring(sep + 6).split("\n", -1));
        List<String> actual = new ArrayList<>();
        try (QueryResult r = session.execute(sql)) {
            r.rows().forEach(row -> actual.addAll(Arrays.asList(((String) row.get(0)).split("\n", -1))));
        }
        if (Boolean.getBoolean("explain.update")) {
            Files.writeString(file, sql + "\n----\n" + String.join("\n", actual) + "\n", StandardCharsets.UTF_8);
            return;
        }
        assertThat(actual).as(file.getFileName() + ": " + sql)
                .containsExactlyElementsOf(expected.subList(0, expected.size() - 1));
    }
}
