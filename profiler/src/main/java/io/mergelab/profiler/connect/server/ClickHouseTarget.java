package io.mergelab.profiler.connect.server;

import io.mergelab.profiler.connect.CaptureFeature;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.ResultSummary;
import io.mergelab.profiler.connect.SqlLiterals;
import io.mergelab.profiler.connect.TargetException;
import io.mergelab.profiler.connect.TargetResult;
import io.mergelab.profiler.run.TargetInfo;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import javax.net.ssl.SSLHandshakeException;

/**
 * A {@link QueryTarget} over a ClickHouse server's HTTP interface, written for every server from Debian's 18.16 on:
 * the SQL in the request body (an INSERT's data there instead, the statement in {@code query}), the query_id,
 * settings and {@code param_} values as URL parameters, results as {@code TabSeparatedWithNamesAndTypes} streamed
 * ({@link ServerResult}). It uses nothing old servers lack: no {@code compress=1} (18.16 answers it with an empty
 * body), no {@code X-ClickHouse-*} response headers, no summary headers.
 *
 * <p>Statements run in one HTTP session ({@code session_id}), so {@code USE} and {@code SET} persist as in one client
 * connection, while the settings of a request apply to it only. The catalog (version, system table columns, settings,
 * EXPLAIN) is read once, outside the session. The password goes in the {@code Authorization} header only and is
 * masked in any message; {@link #info()} names the URL alone.
 */
public final class ClickHouseTarget implements QueryTarget {
    private static final String RESULT_FORMAT = "TabSeparatedWithNamesAndTypes";
    /** URL parameters of the HTTP interface that are not settings: a request's settings may not set them. */
    private static final Set<String> NOT_SETTINGS = Set.of("query", "query_id", "session_id", "session_timeout",
            "session_check", "database", "default_format", "user", "password", "quota_key", "compress", "decompress",
            "buffer_size", "wait_end_of_query");
    private static final int BAD_ARGUMENTS = 36;
    /** An INSERT whose data does not follow inline: the only statement a request's data is sent for. */
    private static final Pattern INSERT_FROM_BODY = Pattern.compile("(?is)\\s*INSERT\\b.*\\bFORMAT\\s+\\w+\\s*;?\\s*");

    private final ServerConnection connection;
    private final HttpClient client;
    private final ServerErrors errors;
    private final String sessionId = UUID.randomUUID().toString();
    private final Map<String, ServerResult> streaming = new ConcurrentHashMap<>();
    private volatile ServerCatalog catalog;

    private ClickHouseTarget(ServerConnection connection) {
        this.connection = connection;
        HttpClient.Builder builder = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(connection.connectTimeout());
        connection.caFile().ifPresent(file -> builder.sslContext(CaTrust.of(file)));
        this.client = builder.build();
        this.errors = new ServerErrors(connection.password());
    }

    /** A target on the server {@code connection} names; nothing is sent until the first statement. */
    public static ClickHouseTarget connect(ServerConnection connection) {
        return new ClickHouseTarget(connection);
    }

    /** {@code clickhouse}, the URL (and the cluster, when on one), and what the server's {@code version()} answers. */
    @Override
    public TargetInfo info() {
        String description = connection.description() + connection.cluster().map(name -> " (cluster " + name + ")")
                .orElse("");
        return new TargetInfo("clickhouse", description, catalog().version());
    }

    @Override
    public Optional<String> cluster() {
        return connection.cluster();
    }

    /**
     * A target on another server of this one's cluster at {@code otherUrl}, reached as this one is (see
     * {@link ServerConnection#atUrl}); nothing is sent until its first statement.
     */
    public ClickHouseTarget atUrl(String otherUrl) {
        return connect(connection.atUrl(otherUrl));
    }

    /**
     * {@code remote('address', table, 'user', 'password')} with this connection's user and password: the other servers
     * of a cluster know the same users. The statement carries the password, so it is masked in any message like the
     * rest; servers before 23.x keep such a statement's text unmasked in their own query_log, as they do for any
     * {@code remote()} with a password.
     */
    @Override
    public String remoteTable(String address, String table) {
        return "remote(" + SqlLiterals.string(address) + ", " + table + ", " + SqlLiterals.string(connection.user())
                + connection.password().map(password -> ", " + SqlLiterals.string(password)).orElse("") + ")";
    }

    @Override
    public TargetResult run(QueryRequest request) {
        long startNanos = System.nanoTime();
        InputStream body = send(request, RESULT_FORMAT, true);
        ServerResult result = new ServerResult(request.queryId(), body, errors, connection.description(), startNanos,
                () -> streaming.remove(request.queryId()));
        streaming.put(request.queryId(), result);
        return result;
    }

    @Override
    public ResultSummary runFormatted(QueryRequest request, String format, OutputStream out) {
        long startNanos = System.nanoTime();
        TrailingBytes tail = new TrailingBytes();
        try (InputStream body = send(request, format, true)) {
            byte[] buffer = new byte[65536];
            for (int read = body.read(buffer); read >= 0; read = body.read(buffer)) {
                out.write(buffer, 0, read);
                tail.add(buffer, read);
            }
        } catch (IOException e) {
            throw errors.failure(ServerErrors.NETWORK_ERROR, "Connection to " + connection.description()
                    + " lost while reading the result of query " + request.queryId() + ": " + e.getMessage());
        }
        errors.trailing(tail.lastLine(), 1).ifPresent(e -> {
            throw e;
        });
        return new ResultSummary(request.queryId(), System.nanoTime() - startNanos, 0, 0, 0, 0, 0, 0);
    }

    /** Capture must flush the server's logs: it keeps query_log rows in memory until a flush or its interval. */
    @Override
    public boolean logsReadableUnflushed() {
        return false;
    }

    @Override
    public Optional<String> lacks(CaptureFeature feature) {
        return catalog().lacks(feature);
    }

    /** Sends {@code KILL QUERY} on a request of its own (outside the session, which the query holds) and stops reading. */
    @Override
    public void cancel(String queryId) {
        try (InputStream answer = send(QueryRequest.of("KILL QUERY WHERE query_id = " + SqlLiterals.string(queryId)),
                "TabSeparated", false)) {
            answer.readAllBytes();
        } catch (IOException e) {
            throw errors.failure(ServerErrors.NETWORK_ERROR, "Cannot cancel query " + queryId + " on "
                    + connection.description() + ": " + e.getMessage());
        } finally {
            ServerResult result = streaming.get(queryId);
            if (result != null) {
                result.cancel();
            }
        }
    }

    @Override
    public void close() {
        streaming.values().forEach(ServerResult::close);
        streaming.clear();
    }

    private ServerCatalog catalog() {
        ServerCatalog known = catalog;
        if (known == null) {
            known = ServerCatalog.read(this::selectOutsideSession, this::succeedsOutsideSession);
            catalog = known;
        }
        return known;
    }

    private List<List<String>> selectOutsideSession(String sql) {
        QueryRequest request = QueryRequest.of(sql);
        return new ServerResult(request.queryId(), send(request, RESULT_FORMAT, false), errors,
                connection.description(), System.nanoTime(), () -> { }).rows();
    }

    private boolean succeedsOutsideSession(String sql) {
        try {
            selectOutsideSession(sql);
            return true;
        } catch (TargetException e) {
            return false;
        }
    }

    /** Sends one statement; returns the body of a 200 answer, or throws the failure the answer or the network gave. */
    private InputStream send(QueryRequest request, String format, boolean inSession) {
        Optional<InputStream> data = insertData(request);
        HttpRequest.Builder http = HttpRequest.newBuilder(uri(request, data.isPresent(), format, inSession))
                .timeout(connection.queryTimeout())
                .header("Authorization", basicAuthorization())
                .POST(data.map(stream -> HttpRequest.BodyPublishers.ofInputStream(() -> stream))
                        .orElseGet(() -> HttpRequest.BodyPublishers.ofString(request.sql(), StandardCharsets.UTF_8)));
        HttpResponse<InputStream> response;
        try {
            response = client.send(http.build(), HttpResponse.BodyHandlers.ofInputStream());
        } catch (HttpConnectTimeoutException e) {
            throw errors.failure(ServerErrors.SOCKET_TIMEOUT, "Timeout: no connection to " + connection.description()
                    + " within " + connection.connectTimeout().toMillis() + " ms");
        } catch (HttpTimeoutException e) {
            killQuietly(request.queryId());
            throw errors.failure(ServerErrors.SOCKET_TIMEOUT, "Timeout: " + connection.description()
                    + " did not answer query " + request.queryId() + " within " + connection.queryTimeout().toMillis()
                    + " ms; the query was killed");
        } catch (SSLHandshakeException e) {
            throw errors.failure(ServerErrors.NETWORK_ERROR, "The certificate of " + connection.description()
                    + " is not trusted" + (connection.caFile().isPresent() ? " by the CA file " + connection.caFile().get()
                    : " by the JVM's trust store: give its certificate authority as a CA file") + " (" + e.getMessage() + ")");
        } catch (ConnectException e) {
            throw errors.failure(ServerErrors.NETWORK_ERROR, "Connection refused: no ClickHouse server answers at "
                    + connection.description());
        } catch (IOException e) {
            throw errors.failure(ServerErrors.NETWORK_ERROR, "Connection to " + connection.description()
                    + " failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            killQuietly(request.queryId());
            throw errors.failure(ServerErrors.QUERY_WAS_CANCELLED, "Query was cancelled");
        }
        if (response.statusCode() != 200) {
            throw errors.ofAnswer(response.statusCode(), errorBody(response.body()), connection.description());
        }
        return response.body();
    }

    /** The request's data, when its statement is an INSERT that takes it (a script's other statements ignore it). */
    private static Optional<InputStream> insertData(QueryRequest request) {
        return request.insertData().filter(data -> INSERT_FROM_BODY.matcher(request.sql()).matches());
    }

    private URI uri(QueryRequest request, boolean dataInBody, String format, boolean inSession) {
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("query_id", request.queryId());
        if (inSession) {
            parameters.put("session_id", sessionId);
        }
        connection.database().ifPresent(database -> parameters.put("database", database));
        parameters.put("default_format", format);
        if (dataInBody) {
            parameters.put("query", request.sql());
        }
        request.settings().forEach((name, value) -> {
            if (NOT_SETTINGS.contains(name.toLowerCase(java.util.Locale.ROOT))) {
                throw new TargetException(BAD_ARGUMENTS, "BAD_ARGUMENTS", "'" + name + "' is not a setting: the"
                        + " connection sets it (the user and password come from the connection, never a setting)", null);
            }
            parameters.put(name, value);
        });
        request.parameters().forEach((name, value) -> parameters.put("param_" + name, value));
        StringBuilder query = new StringBuilder();
        parameters.forEach((name, value) -> query.append(query.isEmpty() ? "?" : "&").append(encoded(name))
                .append('=').append(encoded(value)));
        return URI.create(connection.url() + query.toString());
    }

    private String basicAuthorization() {
        String pair = connection.user() + ":" + connection.password().orElse("");
        return "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
    }

    /** Ends a query the client gave up on, so the server does not keep working for nobody. */
    private void killQuietly(String queryId) {
        try {
            cancel(queryId);
        } catch (TargetException e) {
            // the server is unreachable or busy: the failure reported is the timeout or cancellation itself
        }
    }

    private static String errorBody(InputStream body) {
        try (body) {
            return new String(body.readNBytes(65536), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    private static String encoded(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
