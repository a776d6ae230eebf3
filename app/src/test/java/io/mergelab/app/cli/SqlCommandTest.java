package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.sampledata.dataset.Datasets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code mergelab sql} in process, on a temporary data directory, with captured streams. */
class SqlCommandTest {
    @TempDir
    Path dataDir;

    private CommandOutcome sqlWithInput(String stdin, String... args) {
        List<String> all = new ArrayList<>(List.of("sql", "--path", dataDir.toString()));
        all.addAll(List.of(args));
        return CommandOutcome.run(stdin, Datasets.all(), all);
    }

    private CommandOutcome sql(String... args) {
        return sqlWithInput("", args);
    }

    private void createTable() {
        CommandOutcome created = sql("-q", "CREATE TABLE t (id UInt32, s String) ENGINE = MergeTree ORDER BY id;"
                + " INSERT INTO t VALUES (2, 'b'), (1, 'a')");
        assertThat(created.err()).isEmpty();
        assertThat(created.exitCode()).isZero();
        assertThat(created.out()).isEmpty();
    }

    @Test
    void runsSeveralStatementsAndPrintsTabSeparatedByDefault() {
        CommandOutcome outcome = sql("-q", "CREATE TABLE t (id UInt32, s String) ENGINE = MergeTree ORDER BY id;"
                + " INSERT INTO t VALUES (2, 'b'), (1, 'a'); SELECT id, s FROM t");

        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.err()).isEmpty();
        assertThat(outcome.out()).isEqualTo("1\ta\n2\tb\n");
    }

    @Test
    void printsTheTotalsRowOfWithTotalsAfterTheRows() {
        createTable();

        assertThat(sql("-q", "SELECT s, count() FROM t GROUP BY s WITH TOTALS ORDER BY s").out())
                .isEqualTo("a\t1\nb\t1\n\n\t2\n");
        assertThat(sql("-q", "SELECT s, count() AS c FROM t GROUP BY s WITH TOTALS ORDER BY s FORMAT PrettyCompact").out())
                .isEqualTo("┌─s─┬─c─┐\n│ a │ 1 │\n│ b │ 1 │\n└───┴───┘\n\nTotals:\n┌─s─┬─c─┐\n│   │ 2 │\n└───┴───┘\n");
    }

    @Test
    void dataPersistsBetweenRunsOnTheSamePath() {
        createTable();

        assertThat(sql("-q", "SELECT count() FROM t").out()).isEqualTo("2\n");
    }

    @Test
    void formatOptionChoosesTheOutputFormat() {
        createTable();

        assertThat(sql("-f", "TSVWithNames", "-q", "SELECT id, s FROM t").out()).isEqualTo("id\ts\n1\ta\n2\tb\n");
        assertThat(sql("--format", "CSV", "-q", "SELECT id, s FROM t").out()).isEqualTo("1,\"a\"\n2,\"b\"\n");
        assertThat(sql("-f", "CSVWithNames", "-q", "SELECT id, s FROM t").out())
                .isEqualTo("\"id\",\"s\"\n1,\"a\"\n2,\"b\"\n");
        assertThat(sql("-f", "JSONEachRow", "-q", "SELECT id, s FROM t").out())
                .isEqualTo("{\"id\":1,\"s\":\"a\"}\n{\"id\":2,\"s\":\"b\"}\n");
        assertThat(sql("-f", "JSON", "-q", "SELECT id, s FROM t").out()).contains("\"data\":", "\"rows\": 2");
        assertThat(sql("-f", "PrettyCompact", "-q", "SELECT id, s FROM t").out()).contains("┌─id─┬─s─┐");
        assertThat(sql("-f", "Vertical", "-q", "SELECT id, s FROM t").out()).contains("Row 1:", "id: 1", "s:  a");
    }

    @Test
    void formatClauseInTheStatementWins() {
        createTable();

        assertThat(sql("-f", "CSV", "-q", "SELECT id FROM t FORMAT TSVWithNames").out()).isEqualTo("id\n1\n2\n");
    }

    @Test
    void unknownFormatIsAnErrorBeforeAnythingRuns() {
        CommandOutcome outcome = sql("-f", "Parquetish", "-q", "CREATE TABLE never (x UInt8) ENGINE = Memory");

        assertThat(outcome.errLines()).containsExactly("Code: 73. DB::Exception: Unknown format Parquetish. (UNKNOWN_FORMAT)");
        assertThat(outcome.exitCode()).isEqualTo(73);
    }

    @Test
    void readsStatementsFromAQueriesFile() throws IOException {
        Path script = dataDir.resolveSibling(dataDir.getFileName() + "-script.sql");
        Files.writeString(script, "CREATE TABLE f (x UInt8) ENGINE = MergeTree ORDER BY x;\n"
                + "INSERT INTO f VALUES (3);\n-- a comment\nSELECT x FROM f;\n");

        CommandOutcome outcome = sql("--queries-file", script.toString());

        assertThat(outcome.err()).isEmpty();
        assertThat(outcome.out()).isEqualTo("3\n");
    }

    @Test
    void theStartUpArchivesTrainingStatementsRunTwiceOnOneDataDirectory() {
        // sql's start-up archive is trained on app/cds-training.sql run twice, the second time on the stored table
        String training = Path.of("cds-training.sql").toAbsolutePath().toString();

        CommandOutcome first = sql("--queries-file", training);
        CommandOutcome second = sql("--queries-file", training);

        assertThat(first.err()).isEmpty();
        assertThat(second.err()).isEmpty();
        assertThat(second.exitCode()).isZero();
        assertThat(second.out()).contains("20000");
    }

    @Test
    void missingQueriesFileFails() {
        CommandOutcome outcome = sql("--queries-file", "/no/such/file.sql");

        assertThat(outcome.errLines()).containsExactly(
                "Code: 107. DB::Exception: File /no/such/file.sql doesn't exist. (FILE_DOESNT_EXIST)");
        assertThat(outcome.exitCode()).isEqualTo(107);
    }

    @Test
    void aQueriesFileThatIsNotUtf8SaysWhereItsFirstBadByteIs() throws IOException {
        Path script = dataDir.resolveSibling(dataDir.getFileName() + "-latin1.sql");
        Files.write(script, new byte[] {'S', 'E', 'L', 'E', 'C', 'T', ' ', '\'', (byte) 0xE9, '\''});

        CommandOutcome outcome = sql("--queries-file", script.toString());

        assertThat(outcome.errLines()).containsExactly("Code: 6. DB::Exception: File " + script
                + " is not valid UTF-8 at byte offset 8: SQL scripts are read as UTF-8 text. (CANNOT_PARSE_TEXT)");
        assertThat(outcome.exitCode()).isEqualTo(6);
    }

    @Test
    void userFilesPathOptionSetsWhereFileReads() throws IOException {
        Path userFiles = Files.createDirectories(dataDir.resolveSibling(dataDir.getFileName() + "-files"));
        Files.writeString(userFiles.resolve("n.csv"), "5\n6\n");

        CommandOutcome read = sql("--user-files-path", userFiles.toString(),
                "-q", "SELECT sum(x) FROM file('n.csv', 'CSV', 'x UInt8')");
        CommandOutcome outside = sql("-q", "SELECT sum(x) FROM file('" + userFiles.resolve("n.csv") + "', 'CSV', 'x UInt8')");
        CommandOutcome host = sql("--remote-url-allow-hosts", "example.com",
                "-q", "SELECT * FROM url('http://127.0.0.1:1/x.csv', 'CSV', 'x UInt8')");

        assertThat(read.out()).isEqualTo("11\n");
        assertThat(outside.errLines()).singleElement().asString().startsWith("Code: 291.")
                .contains("is not inside `" + dataDir.resolve("user_files") + "`").endsWith("(DATABASE_ACCESS_DENIED)");
        assertThat(host.errLines()).containsExactly("Code: 491. DB::Exception: URL \"http://127.0.0.1:1/x.csv\" is not"
                + " allowed in configuration file, see <remote_url_allow_hosts>. (UNACCEPTABLE_URL)");
    }

    @Test
    void queryAndQueriesFileTogetherAreBadArguments() {
        CommandOutcome outcome = sql("-q", "SELECT 1", "--queries-file", "x.sql");

        assertThat(outcome.errLines()).singleElement().asString().startsWith("Code: 36.").endsWith("(BAD_ARGUMENTS)");
        assertThat(outcome.exitCode()).isEqualTo(36);
    }

    @Test
    void readsTheScriptFromStandardInputWithoutQueryOptions() {
        createTable();

        CommandOutcome outcome = sqlWithInput("SELECT s FROM t;\nSELECT count() FROM t;\n");

        assertThat(outcome.err()).isEmpty();
        assertThat(outcome.out()).isEqualTo("a\nb\n2\n");
    }

    @Test
    void standardInputSuppliesTheDataOfAnInsertGivenWithQuery() {
        createTable();

        CommandOutcome insert = sqlWithInput("3,\"c\"\n4,\"d\"\n", "-q", "INSERT INTO t FORMAT CSV");

        assertThat(insert.err()).isEmpty();
        assertThat(insert.exitCode()).isZero();
        assertThat(sql("-q", "SELECT id, s FROM t").out()).isEqualTo("1\ta\n2\tb\n3\tc\n4\td\n");
    }

    @Test
    void errorPrintsOneClientLineStopsTheScriptAndExitsWithTheCode() {
        CommandOutcome outcome = sql("-q", "SELECT * FROM missing; CREATE TABLE after_error (x UInt8) ENGINE = Memory");

        assertThat(outcome.errLines()).singleElement().asString()
                .matches("Code: 60\\. DB::Exception: .*missing.*\\. \\(UNKNOWN_TABLE\\)");
        assertThat(outcome.exitCode()).isEqualTo(60);
        assertThat(outcome.out()).isEmpty();
        assertThat(sql("-q", "SHOW TABLES").out()).doesNotContain("after_error");
    }

    @Test
    void queryParametersAreBound() {
        CommandOutcome outcome = sql("--param_answer=42", "-q", "SELECT {answer:UInt32} AS a");

        assertThat(outcome.err()).isEmpty();
        assertThat(outcome.out()).isEqualTo("42\n");
    }

    @Test
    void settingsArePassedToTheSession() {
        createTable();

        assertThat(sql("--max_threads=2", "--max_block_size", "1000", "-q", "SELECT count() FROM t").out()).isEqualTo("2\n");
        CommandOutcome unknown = sql("--no_such_setting=1", "-q", "SELECT count() FROM t");
        assertThat(unknown.errLines()).singleElement().asString().startsWith("Code: 115.").endsWith("(UNKNOWN_SETTING)")
                .contains("no_such_setting");
        assertThat(unknown.exitCode()).isEqualTo(115);
        CommandOutcome badValue = sql("--max_threads=lots", "-q", "SELECT count() FROM t");
        assertThat(badValue.errLines()).singleElement().asString().contains("max_threads");
        assertThat(badValue.exitCode()).isNotZero();
    }

    @Test
    void commandLineSettingsHoldForTheScriptAndASetInItOverridesThem() {
        CommandOutcome outcome = sql("--max_threads=2", "--param_db=default", "-q",
                "SELECT value FROM system.settings WHERE name = 'max_threads'; SET max_threads = 3;"
                        + " SELECT value FROM system.settings WHERE name = 'max_threads'; CREATE DATABASE lab; USE lab;"
                        + " CREATE TABLE here (x UInt8) ENGINE = Memory; SELECT database FROM system.tables"
                        + " WHERE name = 'here' AND database != {db:String}");

        assertThat(outcome.err()).isEmpty();
        assertThat(outcome.out()).isEqualTo("2\n3\nlab\n");
    }

    @Test
    void timePrintsElapsedSecondsToStderrPerStatement() {
        createTable();

        CommandOutcome outcome = sql("-t", "-q", "SELECT count() FROM t; SELECT count() FROM t");

        assertThat(outcome.out()).isEqualTo("2\n2\n");
        assertThat(outcome.errLines()).hasSize(2).allMatch(line -> line.matches("\\d+(\\.\\d+)?(e-\\d+)?"));
    }

    @Test
    void summaryPrintsTheClientSummaryToStderr() {
        createTable();

        CommandOutcome outcome = sql("--summary", "-q", "SELECT id FROM t");

        assertThat(outcome.out()).isEqualTo("1\n2\n");
        assertThat(outcome.err()).contains("2 rows in set. Elapsed: ");
    }

    @Test
    void echoPrintsEachStatementBeforeItsResult() {
        createTable();

        CommandOutcome outcome = sql("--echo", "-q", "SELECT count() FROM t; SELECT s FROM t");

        assertThat(outcome.out()).isEqualTo("SELECT count() FROM t;\n2\nSELECT s FROM t;\na\nb\n");
    }

    @Test
    void testModeAcceptsTheExpectedErrorAndGoesOn() {
        CommandOutcome outcome = sqlWithInput("SELECT * FROM missing; -- { serverError 60 }\n"
                + "SELECT * FROM missing; -- { serverError UNKNOWN_TABLE }\n"
                + "CREATE TABLE after (x UInt8) ENGINE = Memory;\n"
                + "INSERT INTO after VALUES (5);\n"
                + "SELECT x FROM after;\n", "-T");

        assertThat(outcome.err()).isEmpty();
        assertThat(outcome.exitCode()).isZero();
        assertThat(outcome.out()).isEqualTo("5\n");
    }

    @Test
    void testModeFailsWhenTheStatementSucceeds() {
        CommandOutcome outcome = sqlWithInput("CREATE TABLE ok (x UInt8) ENGINE = Memory; -- { serverError 57 }\n"
                + "CREATE TABLE later (x UInt8) ENGINE = Memory;\n", "--testmode");

        assertThat(outcome.errLines()).containsExactly(
                "The query succeeded but the server error '57' was expected (query: CREATE TABLE ok (x UInt8) ENGINE = Memory).");
        assertThat(outcome.exitCode()).isNotZero();
        assertThat(sql("-q", "SHOW TABLES").out()).contains("ok").doesNotContain("later");
    }

    @Test
    void testModeFailsOnAnotherErrorCode() {
        CommandOutcome outcome = sqlWithInput("SELECT * FROM missing; -- { serverError UNKNOWN_DATABASE }\n", "-T");

        assertThat(outcome.errLines()).hasSize(2);
        assertThat(outcome.errLines().get(0))
                .isEqualTo("Expected server error code: UNKNOWN_DATABASE but got: 60 (query: SELECT * FROM missing).");
        assertThat(outcome.errLines().get(1)).startsWith("Code: 60.");
        assertThat(outcome.exitCode()).isEqualTo(60);
    }

    @Test
    void withoutTestModeHintsAreOrdinaryComments() {
        CommandOutcome outcome = sqlWithInput("SELECT * FROM missing; -- { serverError 60 }\nSELECT 1;\n");

        assertThat(outcome.errLines()).singleElement().asString().startsWith("Code: 60.");
        assertThat(outcome.exitCode()).isEqualTo(60);
        assertThat(outcome.out()).isEmpty();
    }

    @Test
    void unexpectedArgumentIsBadArguments() {
        CommandOutcome outcome = sql("SELECT 1");

        assertThat(outcome.errLines()).singleElement().asString().startsWith("Code: 36.");
        assertThat(outcome.exitCode()).isEqualTo(36);
    }
}
