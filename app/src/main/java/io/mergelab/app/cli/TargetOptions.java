package io.mergelab.app.cli;

import io.mergelab.engine.ErrorCode;
import io.mergelab.engine.MergeLabException;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.server.ClickHouseTarget;
import io.mergelab.profiler.connect.server.ServerConnection;
import java.io.Console;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * Where a command runs its SQL: the embedded engine (default), or the ClickHouse server {@code --target} names, as
 * {@code --user}. The password is never an option: it comes from {@code --password-file}, else
 * {@code $MERGELAB_PASSWORD}, else a prompt on the terminal when {@code --user} is given; it goes to the server and
 * nowhere else (not in the store, the target's description, or any message).
 */
final class TargetOptions {
    static final String PASSWORD_VARIABLE = "MERGELAB_PASSWORD";

    @Option(names = "--target", paramLabel = "URL",
            description = "Run on the ClickHouse server at URL (http://host:8123 or https://host:8443) instead of"
                    + " the embedded engine.")
    private String url;

    @Option(names = "--user", paramLabel = "NAME", description = "The server's user (default: default).")
    private String user;

    @Option(names = "--password-file", paramLabel = "FILE",
            description = "A file whose first line is the server password (else $MERGELAB_PASSWORD, else a prompt"
                    + " when --user is given on a terminal). Never give a password on the command line.")
    private Path passwordFile;

    /** Opens the target chosen: the server when {@code --target} is given, else the embedded engine. */
    QueryTarget open(MergeLabCommand root) {
        if (url == null) {
            if (user != null || passwordFile != null) {
                throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, "--user and --password-file need --target URL");
            }
            return EmbeddedTarget.open(root.dataDirectory(), root.engineConfig());
        }
        return ClickHouseTarget.connect(connection(root));
    }

    /** Whether the commands run on a server rather than the embedded engine. */
    boolean server() {
        return url != null;
    }

    private ServerConnection connection(MergeLabCommand root) {
        ServerConnection connection;
        try {
            connection = ServerConnection.to(url);
        } catch (IllegalArgumentException e) {
            throw new MergeLabException(ErrorCode.BAD_ARGUMENTS, e.getMessage(), e);
        }
        if (user != null) {
            connection = connection.withUser(user);
        }
        Optional<String> password = password(root);
        return password.isPresent() ? connection.withPassword(password.get()) : connection;
    }

    private Optional<String> password(MergeLabCommand root) {
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
        Console console = System.console();
        if (user != null && console != null) {
            char[] typed = console.readPassword("Password for %s at %s: ", user, url);
            return typed == null ? Optional.empty() : Optional.of(new String(typed));
        }
        return Optional.empty();
    }
}
