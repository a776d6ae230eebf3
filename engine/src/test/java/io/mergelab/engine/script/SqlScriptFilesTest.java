package io.mergelab.engine.script;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.mergelab.engine.Engine;
import io.mergelab.engine.EngineConfig;
import io.mergelab.engine.QueryResult;
import io.mergelab.engine.Session;
import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.engine.testing.TabSeparatedLines;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the SQL script files under {@code src/test/resources/sql}: each record is {@code statement ok},
 * {@code statement error <CODE>} (name or number) or {@code query} followed by SQL, and for queries a
 * {@code ----} line and the expected rows (tab-separated plain values; a WITH TOTALS query's totals row follows
 * a {@code Totals:} line); an error may also be followed by a {@code ----} line and texts its message must
 * contain, one per line. {@code restart} reopens the
 * engine on the same directory. Each file runs in a fresh data directory, with user_files_path at the scripts'
 * directory, so {@code file('15_people.csv', ...)} reads the file beside the script.
 */
class SqlScriptFilesTest {

    @TestFactory
    Stream<DynamicTest> scripts() throws IOException, URISyntaxException {
        Path dir = Path.of(SqlScriptFilesTest.class.getResource("/sql").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            // -Dsql.scripts=23_ runs only the scripts whose names start so (while working on one area)
            String only = System.getProperty("sql.scripts", "");
            return files.filter(f -> f.toString().endsWith(".test") && f.getFileName().toString().startsWith(only)).sorted()
                    .map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> run(f, dir)))
                    .toList().stream();
        }
    }

    private void run(Path file, Path userFiles) throws IOException {
        List<ScriptRecord> records = ScriptRecord.parse(Files.readString(file, StandardCharsets.UTF_8));
        Path dataDir = Files.createTempDirectory("sqlscript-");
        EngineConfig config = EngineConfig.defaults().withUserFilesPath(userFiles);
        Engine engine = Engine.open(dataDir, config);
        try {
            Session session = engine.newSession();
            for (ScriptRecord r : records) {
                String where = file.getFileName() + ":" + r.line();
                switch (r.kind()) {
                    case RESTART -> {
                        engine.close();
                        engine = Engine.open(dataDir, config);
                        session = engine.newSession();
                    }
                    case STATEMENT_OK -> {
                        try (QueryResult res = session.execute(r.sql())) {
                            drain(res);
                        } catch (MergeLabException e) {
                            fail(where + ": expected success, got " + e.toClientLine());
                        }
                    }
                    case STATEMENT_ERROR -> {
                        ErrorCode expected = ErrorCode.parse(r.expected().get(0));
                        try (QueryResult res = session.execute(r.sql())) {
                            drain(res);
                            fail(where + ": expected error " + expected + ", but the statement succeeded");
                        } catch (MergeLabException e) {
                            assertThat(e.code()).as(where + ": " + e.getMessage()).isEqualTo(expected);
                            for (String text : r.expected().subList(1, r.expected().size())) {
                                assertThat(e.getMessage()).as(where).contains(text);
                            }
                        }
                    }
                    case QUERY -> {
                        try (QueryResult res = session.execute(r.sql())) {
                            assertThat(drain(res)).as(where + ": " + r.sql()).containsExactlyElementsOf(r.expected());
                        } catch (MergeLabException e) {
                            fail(where + ": " + e.toClientLine());
                        }
                    }
                    default -> throw new IllegalStateException();
                }
            }
        } finally {
            engine.close();
            deleteTree(dataDir);
        }
    }

    private static List<String> drain(QueryResult res) {
        List<String> lines = TabSeparatedLines.of(res);
        res.totals().ifPresent(totals -> {
            lines.add("Totals:");
            TabSeparatedLines.addAll(totals, lines);
        });
        return lines;
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
