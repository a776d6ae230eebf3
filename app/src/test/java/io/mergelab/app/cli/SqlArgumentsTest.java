package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.mergelab.sampledata.dataset.Datasets;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The plain {@code sql} script lines read without picocli: the same output, errors and exit code as picocli's
 * {@code sql} gives, or left to picocli. Lines are written with '|' between arguments; {DIR} is the data directory,
 * {FILE} a script file.
 */
class SqlArgumentsTest {
    @TempDir
    Path work;

    private Path dataDir;
    private Path script;

    @BeforeEach
    void storeATable() throws IOException {
        dataDir = work.resolve("data");
        script = work.resolve("script.sql");
        Files.writeString(script, "SELECT count() FROM t;\nSELECT s FROM t ORDER BY id FORMAT JSONEachRow\n");
        CommandOutcome created = CommandOutcome.run("", Datasets.all(), List.of("--path", dataDir.toString(), "sql",
                "-q", "CREATE TABLE t (id UInt32, s String) ENGINE = MergeTree ORDER BY id;"
                        + " INSERT INTO t VALUES (2, 'b'), (1, 'a')"));
        assertThat(created.exitCode()).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "--path|{DIR}|sql|-q|SELECT count(), sum(id) FROM t",
        "--path={DIR}|sql|--query|SELECT s FROM t ORDER BY id",
        "sql|--path|{DIR}|--query=SELECT id FROM t ORDER BY id DESC",
        "sql|--queries-file|{FILE}|--path={DIR}",
        "--path|{DIR}|sql|--queries-file={FILE}",
        "--path|{DIR}|sql|-q|SELECT id FROM t; SELECT nosuch FROM t; SELECT 1",
        "--path|{DIR}|sql|-q|SELEKT 1",
        "--path|{DIR}|sql|--queries-file|{DIR}/no-such.sql",
        "--path|{DIR}|sql|-q|SELECT * FROM t FORMAT Pretty",
        "--path|{DIR}|sql|-q|SELECT 1 FORMAT CSVWithNames",
    })
    void runsWhatPicocliWouldRun(String line) {
        String[] args = arguments(line);

        CommandOutcome plain = plainRun(args);

        assertThat(plain).isEqualTo(CommandOutcome.run("", Datasets.all(), List.of(args)));
        assertThat(plain.out() + plain.err()).isNotEmpty();
    }

    @Test
    void takesTheDataDirectoryFromTheEnvironmentWithoutPath() {
        Map<String, String> environment = Map.of("MERGELAB_HOME", dataDir.toString());
        String[] args = {"sql", "-q", "SELECT id, s FROM t ORDER BY id"};

        CommandOutcome plain = plainRun(args, environment);

        assertThat(plain.out()).isEqualTo("1\ta\n2\tb\n");
        assertThat(plain).isEqualTo(CommandOutcome.run("", Datasets.all(), List.of(args), environment));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "sql",
        "sql|--help",
        "sql|-q|SELECT 1|--help",
        "--version",
        "--help|sql|-q|SELECT 1",
        "run|-q|SELECT 1",
        "gui",
        "-q|SELECT 1|sql",
        "--path|{DIR}|-q|SELECT 1",
        "sql|-q|SELECT 1|-q|SELECT 2",
        "sql|-q|SELECT 1|--queries-file|{FILE}",
        "sql|--path|/a|--path|/b|-q|SELECT 1",
        "sql|-q|SELECT 1|--format|CSV",
        "sql|-f|CSV|-q|SELECT 1",
        "sql|-q|SELECT 1|-t",
        "sql|-q|SELECT 1|--max_threads=2",
        "sql|-q|SELECT {x:UInt8}|--param_x=1",
        "sql|-q|SELECT 1|--target|http://localhost:8123",
        "sql|-q",
        "sql|-q|",
        "sql|--query=",
        "sql|--query=--help",
        "--path=-x|sql|-q|SELECT 1",
        "sql|-q|-- comment",
        "sql|-q|select",
        "sql|-qSELECT 1",
        "sql|-q|@args.txt",
        "@args.txt",
        "sql|--|-q|SELECT 1",
        "sql|sql|-q|SELECT 1",
        "--path|sql|sql|-q|SELECT 1",
        "--user-files-path|/srv/files|sql|-q|SELECT 1",
        "sql|-q|SELECT 1|extra words",
    })
    void leavesEverythingElseToPicocli(String line) {
        assertThat(SqlArguments.parse(arguments(line))).isEmpty();
    }

    private String[] arguments(String line) {
        return Arrays.stream(line.split("\\|", -1))
                .map(arg -> arg.replace("{DIR}", dataDir.toString()).replace("{FILE}", script.toString()))
                .toArray(String[]::new);
    }

    private static CommandOutcome plainRun(String[] args) {
        return plainRun(args, Map.of());
    }

    private static CommandOutcome plainRun(String[] args, Map<String, String> environment) {
        SqlArguments parsed = SqlArguments.parse(args)
                .orElseThrow(() -> new AssertionError("not read: " + String.join("|", args)));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CommandStreams streams = new CommandStreams(new ByteArrayInputStream(new byte[0]), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        int exit = parsed.run(streams, (dir, store, engine) -> fail("no window expected"), environment);
        return new CommandOutcome(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
