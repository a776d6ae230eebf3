package io.mergelab.profiler.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * A real ClickHouse server ({@code clickhouse-server} from the PATH or /usr/sbin, Debian's 18.16 in CI) started for a
 * test on free loopback ports, with the config in test resources: data in the given directory, every query logged,
 * query_log and part_log flushed every 500 ms, user {@code default} without a password and {@link #PASSWORD_USER}
 * with a random password. It answers {@code /ping} before {@link #start} returns; close stops it.
 *
 * <p>Without the binary the test is skipped, unless {@code MERGELAB_REQUIRE_CLICKHOUSE=1} (CI), where it fails.
 */
public final class ClickHouseServer implements AutoCloseable {
    /** The user whose password is {@link #password()}. */
    public static final String PASSWORD_USER = "mergelab_tester";
    private static final String RESOURCES = "/io/mergelab/profiler/testing/clickhouse/";
    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    /** How often a test server writes its query_log on its own (ClickHouse's default is 7.5 s). */
    static final Duration QUERY_LOG_FLUSH = Duration.ofMillis(500);
    private static final Set<Integer> HANDED_OUT = ConcurrentHashMap.newKeySet();

    private final Process process;
    private final Path dataDir;
    private final int httpPort;
    private final int tcpPort;
    private final String password;

    private final int httpsPort;
    private final Path caFile;
    /** Whether user default needs a password nobody is told, so {@link #query} runs as {@link #PASSWORD_USER}. */
    private final boolean defaultLocked;

    private ClickHouseServer(Process process, Path dataDir, int httpPort, int tcpPort, String password, int httpsPort,
                             Path caFile, boolean defaultLocked) {
        this.process = process;
        this.dataDir = dataDir;
        this.httpPort = httpPort;
        this.tcpPort = tcpPort;
        this.password = password;
        this.httpsPort = httpsPort;
        this.caFile = caFile;
        this.defaultLocked = defaultLocked;
    }

    /** {@code https://127.0.0.1:<port>/}, for a server started {@link #startWithHttps with https}. */
    public URI httpsUrl() {
        if (caFile == null) {
            throw new IllegalStateException("this server was started without https");
        }
        return URI.create("https://127.0.0.1:" + httpsPort + "/");
    }

    /** The PEM file of the https certificate, to trust it. */
    public Path caFile() {
        if (caFile == null) {
            throw new IllegalStateException("this server was started without https");
        }
        return caFile;
    }

    /** Starts a server with its data under {@code dir}; skips (or fails in CI) when there is no clickhouse-server. */
    public static ClickHouseServer start(Path dir) {
        return start(dir, false);
    }

    /**
     * {@link #start}, with an https port too, whose certificate (self-signed, for 127.0.0.1) is {@link #caFile()}:
     * clients trust it only when given that file.
     */
    public static ClickHouseServer startWithHttps(Path dir) {
        return start(dir, true);
    }

    private static ClickHouseServer start(Path dir, boolean https) {
        ClickHouseServer server = launch(dir, https, freePortOrFail(), "", QUERY_LOG_FLUSH, newPassword(), false);
        server.awaitPing();
        return server;
    }

    /**
     * Starts the process of a server on {@code tcpPort} with {@code extraConfig} (XML elements of the server config,
     * such as {@code <remote_servers>}), writing its query_log every {@code queryLogFlush} (and at
     * {@code SYSTEM FLUSH LOGS}), {@code password} for {@link #PASSWORD_USER} (and, when {@code defaultLocked}, a
     * random one nobody is told for user default), and returns at once: {@link #awaitPing()} before using it. Lets a
     * cluster start its nodes side by side, each knowing the others' ports beforehand.
     */
    static ClickHouseServer launch(Path dir, boolean https, int tcpPort, String extraConfig, Duration queryLogFlush,
                                   String password, boolean defaultLocked) {
        Path binary = requireBinary();
        try {
            Path dataDir = Files.createDirectories(dir.resolve("clickhouse"));
            Files.createDirectories(dataDir.resolve("log"));
            int httpPort = freePort();
            int httpsPort = https ? freePort() : 0;
            String httpsConfig = "";
            Path caFile = null;
            if (https) {
                SelfSignedCertificate certificate = SelfSignedCertificate.writeTo(dataDir);
                caFile = certificate.certificatePem();
                httpsConfig = "<https_port>" + httpsPort + "</https_port><openSSL><server><certificateFile>"
                        + certificate.certificatePem() + "</certificateFile><privateKeyFile>"
                        + certificate.privateKeyPem() + "</privateKeyFile><verificationMode>none</verificationMode>"
                        + "<loadDefaultCAFile>false</loadDefaultCAFile></server></openSSL>";
            }
            Map<String, String> values = Map.of("HTTP_PORT", Integer.toString(httpPort),
                    "TCP_PORT", Integer.toString(tcpPort), "DATA_DIR", dataDir.toString(),
                    "PASSWORD_USER", PASSWORD_USER, "PASSWORD_SHA256", sha256Hex(password), "HTTPS", httpsConfig,
                    "EXTRA", extraConfig, "QUERY_LOG_FLUSH_MS", Long.toString(queryLogFlush.toMillis()),
                    "DEFAULT_PASSWORD_SHA256", sha256Hex(defaultLocked ? newPassword() : ""));
            Files.writeString(dataDir.resolve("config.xml"), filled("config.xml", values));
            Files.writeString(dataDir.resolve("users.xml"), filled("users.xml", values));
            Process process = new ProcessBuilder(binary.toString(), "--config-file=" + dataDir.resolve("config.xml"))
                    .directory(dataDir.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(dataDir.resolve("log/stdout.log").toFile())
                    .start();
            return new ClickHouseServer(process, dataDir, httpPort, tcpPort, password, httpsPort, caFile,
                    defaultLocked);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code http://127.0.0.1:<port>/}, the HTTP interface. */
    public URI url() {
        return URI.create("http://127.0.0.1:" + httpPort + "/");
    }

    public int httpPort() {
        return httpPort;
    }

    /** The native protocol's port, which other servers of a cluster use to reach this one. */
    public int tcpPort() {
        return tcpPort;
    }

    /** The password of {@link #PASSWORD_USER}, random for each server. */
    public String password() {
        return password;
    }

    /**
     * Runs {@code sql} outside any target under test, as user default (or {@link #PASSWORD_USER} where default is
     * locked), and returns the body (for setting up data).
     */
    public String query(String sql) {
        HttpRequest.Builder request = HttpRequest.newBuilder(url()).POST(HttpRequest.BodyPublishers.ofString(sql));
        if (defaultLocked) {
            String pair = PASSWORD_USER + ":" + password;
            request.header("Authorization", "Basic "
                    + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8)));
        }
        try {
            HttpResponse<String> response = HttpClient.newHttpClient().send(request.build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException("ClickHouse answered " + response.statusCode() + " to " + sql + ": "
                        + response.body());
            }
            return response.body();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Kills the server at once (SIGKILL), as a crash would: for the fault tests. */
    public void kill() {
        process.destroyForcibly();
        waitFor(Duration.ofSeconds(20));
    }

    @Override
    public void close() {
        process.destroy();
        if (!waitFor(Duration.ofSeconds(30))) {
            process.destroyForcibly();
            waitFor(Duration.ofSeconds(10));
        }
    }

    private boolean waitFor(Duration timeout) {
        try {
            return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Waits until the server answers {@code /ping}; fails the test (after stopping it) if it does not in time. */
    void awaitPing() {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        HttpRequest ping = HttpRequest.newBuilder(url().resolve("/ping")).timeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                fail("clickhouse-server exited with " + process.exitValue() + " before answering /ping:\n" + logTail());
            }
            try {
                if (client.send(ping, HttpResponse.BodyHandlers.ofString()).body().startsWith("Ok.")) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            sleep(Duration.ofMillis(100));
        }
        close();
        fail("clickhouse-server did not answer /ping within " + START_TIMEOUT.toSeconds() + " s:\n" + logTail());
    }

    private String logTail() {
        StringBuilder tail = new StringBuilder();
        for (String name : List.of("log/stdout.log", "log/clickhouse-server.err.log")) {
            Path log = dataDir.resolve(name);
            try {
                if (Files.exists(log)) {
                    List<String> lines = Files.readAllLines(log);
                    tail.append(String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size())));
                }
            } catch (IOException e) {
                tail.append("(").append(log).append(" unreadable: ").append(e.getMessage()).append(")");
            }
        }
        return tail.toString();
    }

    private static Path requireBinary() {
        Optional<Path> found = findBinary();
        if (found.isEmpty()) {
            if ("1".equals(System.getenv("MERGELAB_REQUIRE_CLICKHOUSE"))) {
                fail("clickhouse-server is not installed, and MERGELAB_REQUIRE_CLICKHOUSE=1 requires the server tests;"
                        + " install it with apt-get install -y clickhouse-server clickhouse-client");
            }
            Assumptions.abort("clickhouse-server is not installed"
                    + " (apt-get install -y clickhouse-server; set MERGELAB_REQUIRE_CLICKHOUSE=1 to make this a failure)");
        }
        return found.get();
    }

    private static Optional<Path> findBinary() {
        String path = System.getenv().getOrDefault("PATH", "") + File.pathSeparator + "/usr/sbin" + File.pathSeparator
                + "/usr/bin";
        for (String dir : path.split(File.pathSeparator)) {
            Path candidate = Path.of(dir, "clickhouse-server");
            if (!dir.isEmpty() && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    private static String filled(String resource, Map<String, String> values) throws IOException {
        try (InputStream in = ClickHouseServer.class.getResourceAsStream(RESOURCES + resource)) {
            if (in == null) {
                throw new IOException("test resource missing: " + RESOURCES + resource);
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            for (Map.Entry<String, String> value : values.entrySet()) {
                text = text.replace("${" + value.getKey() + "}", value.getValue());
            }
            return text;
        }
    }

    /** A new random password for {@link #PASSWORD_USER}. */
    static String newPassword() {
        return "pw-" + UUID.randomUUID();
    }

    /** A free loopback port, for a server's native port chosen before it starts. */
    static int freePortOrFail() {
        try {
            return freePort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A port free now and never handed out before in this JVM: a port is chosen some time before its server binds it
     * (a cluster chooses all its native ports first), so the kernel could offer it again meanwhile, to the next server.
     */
    private static int freePort() throws IOException {
        while (true) {
            try (ServerSocket socket = new ServerSocket(0)) {
                if (HANDED_OUT.add(socket.getLocalPort())) {
                    return socket.getLocalPort();
                }
            }
        }
    }

    private static String sha256Hex(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
