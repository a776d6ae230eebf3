package io.mergelab.profiler.connect.server;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * A named way to reach a server, as {@code ~/.mergelab/connections} keeps it: URL, user, default database, the
 * cluster (of the server's {@code remote_servers}) whose servers runs are captured on, CA file, timeouts in seconds,
 * and the password only when the user asked for it to be kept ({@code null} otherwise).
 * {@link #toString()} never shows the password.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SavedConnection(String name, String url, String user, String database, String cluster, String caFile,
                              Long connectTimeoutSeconds, Long queryTimeoutSeconds, String password) {

    public SavedConnection {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(url, "url");
        if (!name.matches("[A-Za-z0-9][A-Za-z0-9_.-]*")) {
            throw new IllegalArgumentException("A connection name is letters, digits, '_', '.' and '-', not '" + name + "'");
        }
        ServerConnection.to(url).withCluster(cluster);
    }

    /** What to connect with: the password only when kept. */
    public ServerConnection connection() {
        ServerConnection connection = ServerConnection.to(url);
        if (user != null) {
            connection = connection.withUser(user);
        }
        if (database != null) {
            connection = connection.withDatabase(database);
        }
        if (cluster != null) {
            connection = connection.withCluster(cluster);
        }
        if (caFile != null) {
            connection = connection.withCaFile(Path.of(caFile));
        }
        if (connectTimeoutSeconds != null || queryTimeoutSeconds != null) {
            connection = connection.withTimeouts(
                    connectTimeoutSeconds == null ? connection.connectTimeout() : Duration.ofSeconds(connectTimeoutSeconds),
                    queryTimeoutSeconds == null ? connection.queryTimeout() : Duration.ofSeconds(queryTimeoutSeconds));
        }
        return password == null ? connection : connection.withPassword(password);
    }

    public boolean keepsPassword() {
        return password != null;
    }

    /** The same connection without its password. */
    public SavedConnection withoutPassword() {
        return new SavedConnection(name, url, user, database, cluster, caFile, connectTimeoutSeconds,
                queryTimeoutSeconds, null);
    }

    @Override
    public String toString() {
        return name + ": " + url + " as " + (user == null ? ServerConnection.DEFAULT_USER : user)
                + (database == null ? "" : ", database " + database) + (cluster == null ? "" : ", cluster " + cluster)
                + (password == null ? "" : " (password kept)");
    }
}
