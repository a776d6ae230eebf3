package io.mergelab.profiler.connect.server;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * Where and as whom to reach a ClickHouse server's HTTP interface: the URL (http or https; https trusts the JVM's
 * trust store or the given CA file), user, password, default database and timeouts. The password is only ever sent in the
 * {@code Authorization} header: {@link #toString()} and {@link #description()} leave it out, and a URL carrying
 * credentials is refused (they would end up in titles and logs).
 */
public final class ServerConnection {
    /** ClickHouse's own default user. */
    public static final String DEFAULT_USER = "default";
    private static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);
    private static final Duration DEFAULT_QUERY_TIMEOUT = Duration.ofMinutes(30);

    private final URI url;
    private final String user;
    private final String password;
    private final String database;
    private final Duration connectTimeout;
    private final Duration queryTimeout;
    private final Path caFile;
    private final String cluster;

    private ServerConnection(URI url, String user, String password, String database, Duration connectTimeout,
                             Duration queryTimeout, Path caFile) {
        this(url, user, password, database, connectTimeout, queryTimeout, caFile, null);
    }

    private ServerConnection(URI url, String user, String password, String database, Duration connectTimeout,
                             Duration queryTimeout, Path caFile, String cluster) {
        this.url = url;
        this.user = user;
        this.password = password;
        this.database = database;
        this.connectTimeout = connectTimeout;
        this.queryTimeout = queryTimeout;
        this.caFile = caFile;
        this.cluster = cluster;
    }

    /**
     * The server at {@code url} ({@code http://host:8123}, {@code https://host:8443/}), as user {@code default} with
     * no password. Throws {@link IllegalArgumentException} for another scheme, no host, or credentials in the URL.
     */
    public static ServerConnection to(String url) {
        URI uri;
        try {
            uri = URI.create(url.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Not a URL: a target is http://host:port or https://host:port", e);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(java.util.Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new IllegalArgumentException("A target URL is http://host:port or https://host:port, not "
                    + (uri.getScheme() == null ? "a URL without a scheme" : uri.getScheme() + "://"));
        }
        if (uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException("The target URL must not carry a user or password:"
                    + " give the user with --user and the password with --password-file or MERGELAB_PASSWORD");
        }
        if (uri.getHost() == null) {
            throw new IllegalArgumentException("The target URL names no host: http://host:port");
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new IllegalArgumentException("The target URL takes no ?parameters or #fragment: give settings as options");
        }
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        URI base = URI.create(scheme + "://" + uri.getRawAuthority() + (path.endsWith("/") ? path : path + "/"));
        return new ServerConnection(base, DEFAULT_USER, null, null, DEFAULT_CONNECT_TIMEOUT, DEFAULT_QUERY_TIMEOUT,
                null);
    }

    public ServerConnection withUser(String newUser) {
        Objects.requireNonNull(newUser, "user");
        return new ServerConnection(url, newUser, password, database, connectTimeout, queryTimeout, caFile, cluster);
    }

    /** The same connection with {@code newPassword} (empty: none). */
    public ServerConnection withPassword(String newPassword) {
        Objects.requireNonNull(newPassword, "password");
        return new ServerConnection(url, user, newPassword.isEmpty() ? null : newPassword, database, connectTimeout,
                queryTimeout, caFile, cluster);
    }

    public ServerConnection withDatabase(String newDatabase) {
        return new ServerConnection(url, user, password, newDatabase, connectTimeout, queryTimeout, caFile, cluster);
    }

    /** The same connection with a time limit to connect and one to wait for a statement's answer to start. */
    public ServerConnection withTimeouts(Duration newConnectTimeout, Duration newQueryTimeout) {
        return new ServerConnection(url, user, password, database, newConnectTimeout, newQueryTimeout, caFile, cluster);
    }

    /**
     * The same connection trusting the certificate authorities in {@code pemFile} (PEM, one or more certificates) for
     * https, instead of the JVM's trust store; {@code null}: the JVM's.
     */
    public ServerConnection withCaFile(Path pemFile) {
        return new ServerConnection(url, user, password, database, connectTimeout, queryTimeout, pemFile, cluster);
    }

    /**
     * The same connection on the cluster {@code name} of the server's {@code remote_servers} (see
     * {@link io.mergelab.profiler.connect.QueryTarget#cluster()}); {@code null}: a single server.
     */
    public ServerConnection withCluster(String name) {
        if (name != null && !name.matches("[A-Za-z0-9_.-]+")) {
            throw new IllegalArgumentException("A cluster name is letters, digits, '_', '.' and '-' as in the server's"
                    + " remote_servers, not '" + name + "'");
        }
        return new ServerConnection(url, user, password, database, connectTimeout, queryTimeout, caFile, name);
    }

    /** The cluster the connection's runs are captured on, server by server; empty for a single server. */
    public Optional<String> cluster() {
        return Optional.ofNullable(cluster);
    }

    /**
     * Another server of the same cluster at {@code otherUrl}, reached as this connection is (user, password,
     * database, timeouts, CA file, cluster): for what only each server itself can do, such as creating a shard's table.
     */
    public ServerConnection atUrl(String otherUrl) {
        URI other = to(otherUrl).url;
        return new ServerConnection(other, user, password, database, connectTimeout, queryTimeout, caFile, cluster);
    }

    public Optional<Path> caFile() {
        return Optional.ofNullable(caFile);
    }

    /** The HTTP interface's base URL, always ending in {@code /}. */
    public URI url() {
        return url;
    }

    public String user() {
        return user;
    }

    Optional<String> password() {
        return Optional.ofNullable(password);
    }

    public Optional<String> database() {
        return Optional.ofNullable(database);
    }

    public Duration connectTimeout() {
        return connectTimeout;
    }

    public Duration queryTimeout() {
        return queryTimeout;
    }

    /** The URL, for titles, reports and the store: never a credential. */
    public String description() {
        return url.toString();
    }

    @Override
    public String toString() {
        return description() + " as " + user + (password == null ? "" : " (with a password)");
    }
}
