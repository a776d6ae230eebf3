package io.mergelab.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.profiler.connect.server.ConnectionsFile;
import io.mergelab.profiler.testing.ClickHouseServer;
import io.mergelab.profiler.testing.ClickHouseExtension;
import io.mergelab.sampledata.dataset.Datasets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mergelab connection add|list|remove|test} and {@code --connection NAME} against a real ClickHouse server:
 * the file is the owner's only, and keeps a password only when asked.
 */
class ConnectionCommandsTest {
    @TempDir
    static Path dir;
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.singleServerWithHttps();

    @BeforeAll
    static void startServer() {
        clickhouse.server().query("CREATE DATABASE lab");
        clickhouse.server().query("CREATE TABLE lab.t (x UInt8) ENGINE = MergeTree ORDER BY x");
        clickhouse.server().query("INSERT INTO lab.t VALUES (1), (2), (3)");
    }

    private static CommandOutcome mergelab(Path connections, Map<String, String> more, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--path", dir.resolve("embedded").toString()));
        Map<String, String> environment = new java.util.HashMap<>(more);
        environment.put(ConnectionsFile.ENVIRONMENT_VARIABLE, connections.toString());
        return CommandOutcome.run("", Datasets.all(), all, environment);
    }

    @Test
    void aSavedConnectionCarriesTheUrlUserAndDatabaseButThePasswordOnlyWhenAsked() throws IOException {
        Path file = dir.resolve("asked/connections");
        CommandOutcome added = mergelab(file, Map.of(TargetOptions.PASSWORD_VARIABLE, clickhouse.server().password()),
                "connection", "add", "lab", "--target", clickhouse.server().url().toString(), "--user",
                ClickHouseServer.PASSWORD_USER, "--database", "lab", "--query-timeout", "60");

        assertThat(added.exitCode()).as(added.err()).isZero();
        assertThat(Files.readString(file)).contains("\"user\" : \"" + ClickHouseServer.PASSWORD_USER + "\"")
                .doesNotContain(clickhouse.server().password()).doesNotContain("password");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        // not kept: the password comes from the environment as with --target
        CommandOutcome withEnvironment = mergelab(file,
                Map.of(TargetOptions.PASSWORD_VARIABLE, clickhouse.server().password()),
                "sql", "--connection", "lab", "-q", "SELECT currentDatabase(), count() FROM t");
        assertThat(withEnvironment.exitCode()).as(withEnvironment.err()).isZero();
        assertThat(withEnvironment.out()).isEqualTo("lab\t3\n");
        CommandOutcome without = mergelab(file, Map.of(), "sql", "--connection", "lab", "-q", "SELECT 1");
        // 18.16: REQUIRED_PASSWORD (194); current servers: AUTHENTICATION_FAILED (516)
        assertThat(without.exitCode()).isIn(ExitCodes.of(193), ExitCodes.of(194), ExitCodes.of(516));
    }

    @Test
    void httpsTrustsTheGivenCaFileAndSaysSoWhenTheCertificateIsNotTrusted() {
        Path file = dir.resolve("https/connections");
        String url = clickhouse.server().httpsUrl().toString();

        CommandOutcome trusted = mergelab(file, Map.of(), "sql", "--target", url, "--ca-file",
                clickhouse.server().caFile().toString(), "-q", "SELECT count() FROM lab.t");
        CommandOutcome untrusted = mergelab(file, Map.of(), "sql", "--target", url, "-q", "SELECT 1");
        mergelab(file, Map.of(), "connection", "add", "secure", "--target", url, "--ca-file",
                clickhouse.server().caFile().toString());
        CommandOutcome saved = mergelab(file, Map.of(), "connection", "test", "secure");

        assertThat(trusted.exitCode()).as(trusted.err()).isZero();
        assertThat(trusted.out()).isEqualTo("3\n");
        assertThat(untrusted.exitCode()).isEqualTo(ExitCodes.of(210));
        assertThat(untrusted.err()).contains("The certificate of " + url + " is not trusted by the JVM's trust store");
        assertThat(saved.exitCode()).as(saved.err()).isZero();
        assertThat(saved.out()).startsWith(url + "\t");
    }

    @Test
    void savePasswordKeepsItForLaterCommandsAndListShowsOnlyThatItIsKept() throws IOException {
        Path file = dir.resolve("kept/connections");
        CommandOutcome added = mergelab(file, Map.of(TargetOptions.PASSWORD_VARIABLE, clickhouse.server().password()),
                "connection", "add", "kept", "--target", clickhouse.server().url().toString(), "--user",
                ClickHouseServer.PASSWORD_USER, "--save-password");
        mergelab(file, Map.of(), "connection", "add", "other", "--target", "http://127.0.0.1:1");

        assertThat(added.exitCode()).as(added.err()).isZero();
        assertThat(added.err()).contains("Saved connection kept: " + clickhouse.server().url().toString()
                .replaceAll("/$", ""))
                .contains("(password kept)").doesNotContain(clickhouse.server().password());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        CommandOutcome sql = mergelab(file, Map.of(), "sql", "--connection", "kept", "--database", "lab", "-q",
                "SELECT sum(x) FROM t");
        assertThat(sql.exitCode()).as(sql.err()).isZero();
        assertThat(sql.out()).isEqualTo("6\n");
        CommandOutcome list = mergelab(file, Map.of(), "connection", "list");
        assertThat(list.out()).containsPattern("(?m)^kept .* " + ClickHouseServer.PASSWORD_USER + " +kept *$")
                .containsPattern("(?m)^other .* asked *$").doesNotContain(clickhouse.server().password());
        CommandOutcome test = mergelab(file, Map.of(), "connection", "test", "kept");
        assertThat(test.exitCode()).as(test.err()).isZero();
        assertThat(test.out()).startsWith(clickhouse.server().url() + "\t")
                .contains(clickhouse.server().query("SELECT version()").strip());
        CommandOutcome refused = mergelab(file, Map.of(), "connection", "test", "other");
        assertThat(refused.exitCode()).isEqualTo(ExitCodes.of(210));
        assertThat(refused.err()).contains("Connection refused");

        assertThat(mergelab(file, Map.of(), "connection", "remove", "other").exitCode()).isZero();
        assertThat(mergelab(file, Map.of(), "connection", "list").out()).doesNotContain("other");
        CommandOutcome unknown = mergelab(file, Map.of(), "sql", "--connection", "other", "-q", "SELECT 1");
        assertThat(unknown.exitCode()).isEqualTo(ExitCodes.of(36));
        assertThat(unknown.err()).contains("No saved connection 'other'");
    }
}
