package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.server.ClickHouseTarget;
import io.mergelab.profiler.connect.server.SavedConnection;
import io.mergelab.profiler.connect.server.ServerConnection;
import java.io.Console;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * Where a command runs its SQL: the embedded engine (default), or the ClickHouse server {@code --target} names, or
 * the saved connection {@code --connection} names, as {@code --user}, with its settings (database, CA file, timeouts)
 * given here overriding the saved ones. The password is never an option: it comes from {@code --password-file}, else
 * {@code $MERGELAB_PASSWORD}, else the saved connection (when it keeps one), else a prompt on the terminal when
 * {@code --user} is given; it goes to the server and nowhere else (not in the store, the target's description, or any
 * message).
 */
final class TargetOptions {
    static final String PASSWORD_VARIABLE = "MERGELAB_PASSWORD";

    @Option(names = "--target", paramLabel = "URL",
            description = "Run on the ClickHouse server at URL (http://host:8123 or https://host:8443) instead of"
                    + " the embedded engine.")
    private String url;

    @Option(names = "--connection", paramLabel = "NAME",
            description = "Run on the server of the saved connection NAME (see 'mergelab connection list').")
    private String connectionName;

    @Option(names = "--cluster", paramLabel = "NAME",
            description = "The server is one of the cluster NAME (in its remote_servers): runs are captured on every"
                    + " server of the cluster, and generate creates a local table on each with a Distributed table"
                    + " over them. 'connection add' keeps it with the connection.")
    private String cluster;

    @Option(names = "--user", paramLabel = "NAME", description = "The server's user (default: default).")
    private String user;

    @Option(names = "--password-file", paramLabel = "FILE",
            description = "A file whose first line is the server password (else $MERGELAB_PASSWORD, else a saved"
                    + " password, else a prompt when --user is given on a terminal). Never give a password on the"
                    + " command line.")
    private Path passwordFile;

    @Option(names = "--database", paramLabel = "DB",
            description = "The server's default database for the statements (default: the user's).")
    private String database;

    @Option(names = "--ca-file", paramLabel = "FILE",
            description = "For https: trust the certificate authorities in this PEM file instead of the JVM's trust store.")
    private Path caFile;

    @Option(names = "--connect-timeout", paramLabel = "SECONDS",
            description = "Give up connecting to the server after SECONDS (default: 10).")
    private Long connectTimeoutSeconds;

    @Option(names = "--query-timeout", paramLabel = "SECONDS",
            description = "Give up (and KILL QUERY) when a statement's answer has not started after SECONDS"
                    + " (default: 1800).")
    private Long queryTimeoutSeconds;

    /** Opens the target chosen: the server when {@code --target} or {@code --connection} is given, else the engine. */
    QueryTarget open(MergeLabCommand root) {
        return open(root, false);
    }

    /**
     * As {@link #open(MergeLabCommand)}; with {@code serverOptionsUsedElsewhere} the server options may come without
     * a server (a comparison's variant targets use them).
     */
    QueryTarget open(MergeLabCommand root, boolean serverOptionsUsedElsewhere) {
        if (!server()) {
            boolean serverOptionsGiven = user != null || passwordFile != null || database != null || caFile != null
                    || cluster != null || connectTimeoutSeconds != null || queryTimeoutSeconds != null;
            if (serverOptionsGiven && !serverOptionsUsedElsewhere) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "--user, --password-file, --database, --ca-file,"
                        + " --cluster and the timeouts need --target URL or --connection NAME");
            }
            return EmbeddedTarget.open(root.dataDirectory(), root.engineConfig());
        }
        return connect(connection(root));
    }

    /**
     * The servers of {@code --cluster}: the one {@code --target} or {@code --connection} names first, then one at each
     * of {@code otherUrls} (other servers of the cluster), reached as the first is (same user and password).
     */
    List<QueryTarget> openCluster(MergeLabCommand root, List<String> otherUrls) {
        if (cluster(root).isEmpty()) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "--cluster-node needs --cluster NAME");
        }
        ServerConnection entry = connection(root);
        List<QueryTarget> servers = new ArrayList<>();
        servers.add(connect(entry));
        try {
            for (String url : otherUrls) {
                servers.add(connect(atUrl(entry, url)));
            }
        } catch (RuntimeException e) {
            servers.forEach(QueryTarget::close);
            throw e;
        }
        return servers;
    }

    private static ServerConnection atUrl(ServerConnection entry, String url) {
        try {
            return entry.atUrl(url);
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "--cluster-node " + e.getMessage(), e);
        }
    }

    /** The server target, with {@code --database} left to the caller (scenario load names the tables' database). */
    QueryTarget openWithoutDatabase(MergeLabCommand root) {
        if (!server()) {
            return EmbeddedTarget.open(root.dataDirectory(), root.engineConfig());
        }
        ServerConnection connection = connection(root);
        return connect(database == null ? connection : connection.withDatabase(null));
    }

    /**
     * The target a comparison's variant names ({@code target=...}): {@code embedded}, a server URL or a saved
     * connection's name, reached with these options' user, password source, database, CA file and timeouts.
     */
    QueryTarget openVariantTarget(MergeLabCommand root, String name) {
        if (name.equals(Variant.EMBEDDED)) {
            return EmbeddedTarget.open(root.dataDirectory(), root.engineConfig());
        }
        TargetOptions other = new TargetOptions();
        other.user = user;
        other.passwordFile = passwordFile;
        other.database = database;
        other.caFile = caFile;
        other.connectTimeoutSeconds = connectTimeoutSeconds;
        other.queryTimeoutSeconds = queryTimeoutSeconds;
        if (name.contains("://")) {
            other.url = name;
        } else {
            other.connectionName = name;
        }
        return other.open(root);
    }

    /** These options with {@code --connection name} (for {@code connection test NAME}). */
    TargetOptions namedConnection(String name) {
        if (url != null || (connectionName != null && !connectionName.equals(name))) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Name one connection: NAME, --connection or --target");
        }
        connectionName = name;
        return this;
    }

    /** Whether the commands run on a server rather than the embedded engine. */
    boolean server() {
        return url != null || connectionName != null;
    }

    /** {@code --cluster}, when given, else the cluster of the saved connection {@code --connection} names, if any. */
    Optional<String> cluster(MergeLabCommand root) {
        return Optional.ofNullable(cluster).or(() -> saved(root).map(SavedConnection::cluster));
    }

    /** {@code --database}, when given. */
    Optional<String> database() {
        return Optional.ofNullable(database);
    }

    /** The server connection these options describe: the saved one, if named, with the options given over it. */
    ServerConnection connection(MergeLabCommand root) {
        if (url != null && connectionName != null) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS,
                    "Options '--target' and '--connection' cannot be specified at the same time");
        }
        Optional<SavedConnection> saved = saved(root);
        ServerConnection connection;
        try {
            connection = saved.isPresent() ? saved.get().connection() : ServerConnection.to(url);
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
        }
        if (user != null) {
            connection = connection.withUser(user);
        }
        if (cluster != null) {
            try {
                connection = connection.withCluster(cluster);
            } catch (IllegalArgumentException e) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
            }
        }
        if (database != null) {
            connection = connection.withDatabase(database);
        }
        if (caFile != null) {
            connection = connection.withCaFile(caFile.toAbsolutePath().normalize());
        }
        if (connectTimeoutSeconds != null || queryTimeoutSeconds != null) {
            connection = connection.withTimeouts(seconds(connectTimeoutSeconds, connection.connectTimeout()),
                    seconds(queryTimeoutSeconds, connection.queryTimeout()));
        }
        Optional<String> password = password(root, saved.filter(SavedConnection::keepsPassword).isPresent(),
                connection);
        return password.isPresent() ? connection.withPassword(password.get()) : connection;
    }

    /**
     * The connection to save as {@code name}: URL, user and settings as given, the password only when
     * {@code keepPassword} (then from the password file, the environment or the prompt).
     */
    SavedConnection toSave(MergeLabCommand root, String name, boolean keepPassword) {
        if (url == null) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Missing required option: '--target=URL'");
        }
        String password = null;
        if (keepPassword) {
            password = password(root, false, ServerConnection.to(url)).orElseThrow(() -> new MergeLabException(
                    ErrorCode.BAD_ARGUMENTS, "--save-password needs a password: --password-file FILE, $"
                    + PASSWORD_VARIABLE + " or a terminal to type it"));
        }
        try {
            return new SavedConnection(name, url, user, database, cluster,
                    caFile == null ? null : caFile.toAbsolutePath().normalize().toString(), connectTimeoutSeconds,
                    queryTimeoutSeconds, password);
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
        }
    }

    private Optional<SavedConnection> saved(MergeLabCommand root) {
        if (connectionName == null) {
            return Optional.empty();
        }
        return Optional.of(root.connections().named(connectionName).orElseThrow(() -> new MergeLabException(
                ErrorCode.BAD_ARGUMENTS, "No saved connection '" + connectionName + "' in "
                + root.connections().file() + " (see 'mergelab connection list')")));
    }

    /** The server target; Ctrl-C kills its statement in flight on the server (see {@link CancellableTarget}). */
    private static QueryTarget connect(ServerConnection connection) {
        try {
            return CancellableTarget.onShutdown(ClickHouseTarget.connect(connection));
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
        }
    }

    private static Duration seconds(Long given, Duration otherwise) {
        if (given != null && given <= 0) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "A timeout is a positive number of seconds, not " + given);
        }
        return given == null ? otherwise : Duration.ofSeconds(given);
    }

    /** The password from the file, the environment, the saved connection ({@code savedOne}) or the prompt. */
    private Optional<String> password(MergeLabCommand root, boolean savedOne, ServerConnection connection) {
        if (passwordFile != null) {
            try {
                return Optional.of(Files.readString(passwordFile, StandardCharsets.UTF_8).lines().findFirst().orElse(""));
            } catch (IOException e) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "Cannot read the password file " + passwordFile
                        + ": " + e.getClass().getSimpleName(), e);
            }
        }
        String fromEnvironment = root.environment().get(PASSWORD_VARIABLE);
        if (fromEnvironment != null) {
            return Optional.of(fromEnvironment);
        }
        if (savedOne) {
            return Optional.empty();
        }
        Console console = System.console();
        if (user != null && console != null) {
            char[] typed = console.readPassword("Password for %s at %s: ", user, connection.description());
            return typed == null ? Optional.empty() : Optional.of(new String(typed));
        }
        return Optional.empty();
    }
}
