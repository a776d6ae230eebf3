package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.server.ConnectionsFile;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.testing.ClickHouseServer;
import io.mergelab.profiler.testing.ClickHouseExtension;
import io.mergelab.sampledata.dataset.Datasets;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code sql}, {@code run}, {@code compare} and {@code history} with {@code --target} on a real ClickHouse server,
 * and the credentials check: after runs with a password, no store, bundle, report or output holds it.
 */
class ServerTargetCommandsTest {
    private static final Pattern RUN_ID = Pattern.compile("Run: ([0-9a-f-]{36})");
    @TempDir
    static Path dir;
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.singleServer();

    @BeforeAll
    static void startServer() {
        clickhouse.server().query("CREATE TABLE needle (id UInt64, s String) ENGINE = MergeTree ORDER BY id"
                + " SETTINGS index_granularity = 128");
        clickhouse.server().query("INSERT INTO needle SELECT number,"
                + " if(number % 1024 = 0, 'needle', hex(cityHash64(number)))"
                + " FROM numbers(20000)");
    }

    private static CommandOutcome mergelab(Map<String, String> environment, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--path", dir.resolve("embedded").toString()));
        return CommandOutcome.run("", Datasets.all(), all, environment);
    }

    private static CommandOutcome mergelab(String... args) {
        return mergelab(Map.of(), args);
    }

    @Test
    void sqlRunsOnTheServerAndKeepsSetForTheScript() {
        CommandOutcome outcome = mergelab("sql", "--target", clickhouse.server().url().toString(), "-q",
                "SET max_block_size = 1234; SELECT value FROM system.settings WHERE name = 'max_block_size';"
                        + " SELECT count() FROM needle WHERE s = 'needle'");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.out()).isEqualTo("1234\n20\n");
    }

    @Test
    void sqlReportsTheServersErrorAsTheClientDoes() {
        CommandOutcome outcome = mergelab("sql", "--target", clickhouse.server().url().toString(), "-q",
                "SELECT * FROM nope");

        assertThat(outcome.exitCode()).isEqualTo(60);
        assertThat(outcome.err()).startsWith("Code: 60. DB::Exception: Table default.nope doesn't exist")
                .endsWith("(UNKNOWN_TABLE)\n");
    }

    @Test
    void runCapturesOnTheServerAndHistoryShowsTheTarget() {
        Path store = dir.resolve("run.store");
        CommandOutcome outcome = mergelab("run", "--target", clickhouse.server().url().toString(), "--store",
                store.toString(),
                "--repeat", "3", "-q", "SELECT id FROM needle WHERE s = 'needle' AND id > 100 LIMIT 3");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.errLines()).filteredOn(line -> line.startsWith("Run: ")).hasSize(3);
        try (RunStore runs = RunStore.openExisting(store)) {
            Run run = runs.load(runId(outcome.err())).orElseThrow();
            assertThat(run.target().kind()).isEqualTo("clickhouse");
            assertThat(run.queryLog()).isPresent();
            assertThat(run.missing()).anyMatch(line -> line.startsWith("EXPLAIN: not on this server")
                    || !run.target().engineVersion().startsWith("18."));
        }
        CommandOutcome history = mergelab("history", "--store", store.toString());
        assertThat(history.out()).contains("TARGET", clickhouse.server().url().toString());
    }

    @Test
    void compareRunsItsVariantsOnTheServer() {
        Path store = dir.resolve("compare.store");
        CommandOutcome outcome = mergelab("compare", "--target", clickhouse.server().url().toString(), "--store",
                store.toString(),
                "-q", "SELECT count() FROM needle WHERE s = 'needle'", "--variant", "small:max_block_size=1024",
                "--variant", "large:max_block_size=65536", "--rounds", "7", "--measure", "0", "--warmup", "0");

        assertThat(outcome.exitCode()).as(outcome.err()).isZero();
        assertThat(outcome.err()).contains("Comparison: ");
        assertThat(outcome.out()).contains("small", "large");
    }

    @Test
    void aServerThatIsDownEndsTheRunWithOneErrorAndLeavesTheStoreAlone() throws IOException {
        Path store = dir.resolve("down.store");
        CommandOutcome first = mergelab("run", "--target", clickhouse.server().url().toString(), "--store",
                store.toString(),
                "-q", "SELECT 1");
        assertThat(first.exitCode()).as(first.err()).isZero();
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }

        CommandOutcome down = mergelab("run", "--target", "http://127.0.0.1:" + port, "--store", store.toString(),
                "-q", "SELECT 1");

        assertThat(down.exitCode()).isEqualTo(210);
        assertThat(down.err()).isEqualTo("Code: 210. DB::Exception: Connection refused: no ClickHouse server answers"
                + " at http://127.0.0.1:" + port + "/. (NETWORK_ERROR)\n");
        try (RunStore runs = RunStore.openExisting(store)) {
            assertThat(runs.count()).isEqualTo(1);
        }
    }

    @Test
    void aPasswordIsNeverTakenOnTheCommandLine() {
        CommandOutcome outcome = mergelab("sql", "--target", clickhouse.server().url().toString(),
                "--password=hunter2", "-q",
                "SELECT 1");

        assertThat(outcome.exitCode()).isEqualTo(36);
        assertThat(outcome.err()).contains("A password is never taken on the command line").doesNotContain("hunter2");
    }

    @Test
    void thePasswordReachesTheServerButNoStoreBundleReportOrOutput() throws IOException {
        String password = clickhouse.server().password();
        Path store = dir.resolve("credentials.store");
        Path passwordFile = Files.writeString(dir.resolve("password.txt"), password + "\n");
        List<CommandOutcome> outcomes = new ArrayList<>();
        CommandOutcome fromFile = mergelab("run", "--target", clickhouse.server().url().toString(), "--user",
                ClickHouseServer.PASSWORD_USER, "--password-file", passwordFile.toString(), "--store", store.toString(),
                "--tag", "credentials", "-q", "SELECT count() FROM needle WHERE s = 'needle'");
        outcomes.add(fromFile);
        assertThat(fromFile.exitCode()).as(fromFile.err()).isZero();
        CommandOutcome fromEnvironment = mergelab(Map.of(TargetOptions.PASSWORD_VARIABLE, password), "run",
                "--target", clickhouse.server().url().toString(), "--user", ClickHouseServer.PASSWORD_USER, "--store",
                store.toString(), "-q", "SELECT throwIf(1)");
        outcomes.add(fromEnvironment);
        assertThat(fromEnvironment.exitCode()).isEqualTo(ExitCodes.of(395));
        CommandOutcome wrong = mergelab(Map.of(TargetOptions.PASSWORD_VARIABLE, password + "-wrong"), "sql",
                "--target", clickhouse.server().url().toString(), "--user", ClickHouseServer.PASSWORD_USER, "-q",
                "SELECT 1");
        outcomes.add(wrong);
        assertThat(wrong.exitCode()).isIn(ExitCodes.of(193), ExitCodes.of(516));
        Map<String, String> connections = Map.of(ConnectionsFile.ENVIRONMENT_VARIABLE,
                dir.resolve("credentials-connections").toString());
        CommandOutcome saved = mergelab(connections, "connection", "add", "kept", "--target",
                clickhouse.server().url().toString(),
                "--user", ClickHouseServer.PASSWORD_USER, "--password-file", passwordFile.toString(),
                "--save-password");
        outcomes.add(saved);
        assertThat(saved.exitCode()).as(saved.err()).isZero();
        CommandOutcome throughSaved = mergelab(connections, "run", "--connection", "kept", "--store", store.toString(),
                "-q", "SELECT count() FROM needle");
        outcomes.add(throughSaved);
        assertThat(throughSaved.exitCode()).as(throughSaved.err()).isZero();
        outcomes.add(mergelab(connections, "connection", "list"));
        outcomes.add(mergelab(connections, "connection", "test", "kept"));
        outcomes.add(mergelab(connections, "sql", "--connection", "kept", "-q", "SELECT * FROM nope"));
        String runId = runId(fromFile.err());
        Path bundle = dir.resolve("bundle.json");
        Path report = dir.resolve("report.html");
        outcomes.add(mergelab("export", runId, "--store", store.toString(), "--out", bundle.toString()));
        outcomes.add(mergelab("report", runId, "--store", store.toString(), "--out", report.toString()));
        outcomes.add(mergelab("history", "--store", store.toString()));
        outcomes.add(mergelab("show", runId, "--store", store.toString()));

        for (CommandOutcome outcome : outcomes) {
            assertThat(outcome.out() + outcome.err()).doesNotContain(password);
        }
        assertThat(Files.readString(bundle)).contains(runId).doesNotContain(password);
        assertThat(Files.readString(report)).doesNotContain(password);
        StringBuilder storeBytes = new StringBuilder();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(f -> f.getFileName().toString().startsWith("credentials.store")).toList()) {
                storeBytes.append(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
            }
        }
        // the store keeps text as it is (a run id and the URL are found in it), so the password would be found too
        assertThat(storeBytes).contains(runId, clickhouse.server().url().toString()).doesNotContain(password);
        try (RunStore runs = RunStore.openExisting(store)) {
            Run run = runs.load(runId).orElseThrow();
            assertThat(run.toString()).doesNotContain(password);
            assertThat(run.target().description()).isEqualTo(clickhouse.server().url().toString());
        }
    }

    private static String runId(String err) {
        Matcher m = RUN_ID.matcher(err);
        assertThat(m.find()).as(err).isTrue();
        return m.group(1);
    }
}
