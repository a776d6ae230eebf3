package io.mergelab.app.gui.services;

import io.mergelab.profiler.compare.Variant;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.server.ConnectionsFile;
import io.mergelab.profiler.connect.server.SavedConnection;
import io.mergelab.profiler.connect.server.ServerConnection;
import io.mergelab.profiler.run.TargetInfo;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Which target the screens use, chosen by the user: the embedded engine or a saved server connection. It switches the
 * shared target (every screen follows it), keeps the saved connections of {@code ~/.mergelab/connections} and, for
 * connections saved without their password, the password typed in this session (in memory only, never written).
 * Called on the UI thread.
 */
public final class TargetChoice {
    private final SharedResource<QueryTarget> target;
    private final TargetOpener opener;
    private final ConnectionsFile file;
    private final ObservableList<SavedConnection> saved = FXCollections.observableArrayList();
    private final ObservableList<SavedConnection> savedView = FXCollections.unmodifiableObservableList(saved);
    private final ReadOnlyStringWrapper current = new ReadOnlyStringWrapper("");
    private final Map<String, String> sessionPasswords = new HashMap<>();

    public TargetChoice(SharedResource<QueryTarget> target, TargetOpener opener, ConnectionsFile file) {
        this.target = Objects.requireNonNull(target, "target");
        this.opener = Objects.requireNonNull(opener, "opener");
        this.file = Objects.requireNonNull(file, "file");
    }

    /** The saved connections, by name; {@link #reload()} reads the file again. */
    public ObservableList<SavedConnection> saved() {
        return savedView;
    }

    /** The name of the connection in use; empty for the embedded engine. */
    public ReadOnlyStringProperty currentConnectionProperty() {
        return current.getReadOnlyProperty();
    }

    public SharedResource<QueryTarget> target() {
        return target;
    }

    /** Where the connections are kept, for messages. */
    public String fileName() {
        return file.file().toString();
    }

    /** Reads the connections file again; an unreadable file throws with its reason and leaves the list as it was. */
    public void reload() {
        saved.setAll(file.list());
    }

    /**
     * Saves {@code connection} (its password only when it keeps one) and remembers {@code typedPassword} for this
     * session when it does not.
     */
    public void save(SavedConnection connection, String typedPassword) {
        file.save(connection);
        if (!connection.keepsPassword() && typedPassword != null && !typedPassword.isEmpty()) {
            sessionPasswords.put(connection.name(), typedPassword);
        } else {
            sessionPasswords.remove(connection.name());
        }
        reload();
    }

    /** Removes the saved connection {@code name}; the target in use stays open. */
    public void remove(String name) {
        file.remove(name);
        sessionPasswords.remove(name);
        reload();
    }

    /** The password typed for {@code name} in this session, if any. */
    public Optional<String> sessionPassword(String name) {
        return Optional.ofNullable(sessionPasswords.get(name));
    }

    /** Switches every screen to the embedded engine. */
    public void useEmbedded() {
        current.set("");
        String label = opener.embeddedLabel();
        opener.openedEmbedded().ifPresentOrElse(open -> target.adopt(label, open),
                () -> target.open(label, progress -> opener.openEmbedded(), opened -> label));
    }

    /**
     * Switches every screen to the saved connection {@code name}, with its kept password or the one typed in this
     * session. The target opens in the background; a server that cannot be reached leaves the target failed with the
     * server's error (the shell says so) and nothing else changed.
     */
    public void use(String name) {
        SavedConnection connection = saved.stream().filter(c -> c.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("No saved connection '" + name + "'"));
        ServerConnection server = connectionOf(connection);
        current.set(name);
        target.open(name + " · " + server.description(), progress -> opener.connect(server),
                opened -> describe(name, server, opened.info()));
    }

    /**
     * Whether {@code name} ({@link Variant#EMBEDDED} or a saved connection's name) is the target every screen uses now,
     * so a comparison variant naming it runs on that target instead of opening it again.
     */
    public boolean isCurrent(String name) {
        return name.equals(Variant.EMBEDDED) ? current.get().isEmpty() : name.equals(current.get());
    }

    /**
     * How to open {@code name}'s target ({@link Variant#EMBEDDED} or a saved connection's name) once more, for a
     * comparison variant: the connection (with its kept or typed password) is resolved now, on the UI thread; the
     * returned call opens it off that thread, and its caller closes the target.
     */
    public Callable<QueryTarget> opening(String name) {
        if (name.equals(Variant.EMBEDDED)) {
            return opener::openEmbedded;
        }
        SavedConnection connection = saved.stream().filter(c -> c.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("No saved connection '" + name + "' in " + fileName()));
        ServerConnection server = connectionOf(connection);
        return () -> opener.connect(server);
    }

    /** The saved connection with the password it keeps or the one typed in this session. */
    private ServerConnection connectionOf(SavedConnection connection) {
        ServerConnection server = connection.connection();
        if (!connection.keepsPassword()) {
            String typed = sessionPasswords.get(connection.name());
            if (typed != null) {
                server = server.withPassword(typed);
            }
        }
        return server;
    }

    /**
     * Connects to {@code connection} and answers the server's {@code version()}; the server's error (as
     * {@link io.mergelab.profiler.connect.TargetException}) otherwise. Blocks: call it from a background task.
     */
    public String test(ServerConnection connection) throws Exception {
        try (QueryTarget probe = opener.connect(connection)) {
            return probe.info().engineVersion();
        }
    }

    /** {@code db1 · http://db1:8123/ as analyst · 18.16.1}: never the password. */
    private static String describe(String name, ServerConnection server, TargetInfo info) {
        return name + " · " + info.description() + " as " + server.user() + " · " + info.engineVersion();
    }
}
