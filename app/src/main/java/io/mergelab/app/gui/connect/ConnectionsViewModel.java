package io.mergelab.app.gui.connect;

import io.mergelab.app.gui.services.DialogService;
import io.mergelab.app.gui.services.TaskFailure;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.services.TargetChoice;
import io.mergelab.app.gui.workspace.StatusLine;
import io.mergelab.profiler.connect.server.SavedConnection;
import io.mergelab.profiler.connect.server.ServerConnection;
import java.nio.file.Path;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The connection dialog: the saved connections, and a form to add, edit, test, remove and use one (URL, user,
 * password with "save password", database, cluster, CA file, timeouts). Test connects in the background and shows the server's
 * version or its error; the password is sent to the server only, written to the connections file only when "save
 * password" is ticked, and shown nowhere.
 */
public final class ConnectionsViewModel {
    private final TargetChoice choice;
    private final TaskRunner tasks;
    private final DialogService dialogs;
    private final ObservableList<ConnectionRow> rows = FXCollections.observableArrayList();
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty url = new SimpleStringProperty("http://127.0.0.1:8123");
    private final StringProperty user = new SimpleStringProperty(ServerConnection.DEFAULT_USER);
    private final StringProperty password = new SimpleStringProperty("");
    private final BooleanProperty savePassword = new SimpleBooleanProperty(false);
    private final StringProperty database = new SimpleStringProperty("");
    private final StringProperty cluster = new SimpleStringProperty("");
    private final StringProperty caFile = new SimpleStringProperty("");
    private final StringProperty connectTimeoutSeconds = new SimpleStringProperty("10");
    private final StringProperty queryTimeoutSeconds = new SimpleStringProperty("1800");
    private final ReadOnlyStringWrapper passwordHint = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<StatusLine> status = new ReadOnlyObjectWrapper<>(StatusLine.info(""));
    private final ReadOnlyBooleanWrapper testing = new ReadOnlyBooleanWrapper(false);
    /** The saved connection the form edits; null for a new one. */
    private SavedConnection editing;

    public ConnectionsViewModel(TargetChoice choice, TaskRunner tasks, DialogService dialogs) {
        this.choice = choice;
        this.tasks = tasks;
        this.dialogs = dialogs;
        choice.saved().addListener((ListChangeListener<SavedConnection>) change -> updateRows());
        updateRows();
    }

    public ObservableList<ConnectionRow> rows() {
        return rows;
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty urlProperty() {
        return url;
    }

    public StringProperty userProperty() {
        return user;
    }

    public StringProperty passwordProperty() {
        return password;
    }

    public BooleanProperty savePasswordProperty() {
        return savePassword;
    }

    public StringProperty databaseProperty() {
        return database;
    }

    /** The cluster (in the server's remote_servers) whose servers runs are captured on; blank for one server. */
    public StringProperty clusterProperty() {
        return cluster;
    }

    public StringProperty caFileProperty() {
        return caFile;
    }

    public StringProperty connectTimeoutSecondsProperty() {
        return connectTimeoutSeconds;
    }

    public StringProperty queryTimeoutSecondsProperty() {
        return queryTimeoutSeconds;
    }

    /** What an empty password field means for the connection edited: a kept password, one typed earlier, or none. */
    public ReadOnlyStringProperty passwordHintProperty() {
        return passwordHint.getReadOnlyProperty();
    }

    /** The outcome of the last action: the server's version after Test, or an error in red. */
    public ReadOnlyObjectProperty<StatusLine> statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** True while Test waits for the server. */
    public ReadOnlyBooleanProperty testingProperty() {
        return testing.getReadOnlyProperty();
    }

    /** Reads the connections file again (when the dialog opens). */
    public void reload() {
        try {
            choice.reload();
        } catch (RuntimeException e) {
            status.set(StatusLine.error(TaskFailure.reason(e)));
        }
    }

    /** An empty form for a new connection. */
    public void newConnection() {
        editing = null;
        name.set("");
        url.set("http://127.0.0.1:8123");
        user.set(ServerConnection.DEFAULT_USER);
        password.set("");
        savePassword.set(false);
        database.set("");
        cluster.set("");
        caFile.set("");
        connectTimeoutSeconds.set("10");
        queryTimeoutSeconds.set("1800");
        passwordHint.set("");
        status.set(StatusLine.info(""));
    }

    /** Fills the form with the saved connection {@code connectionName}, its password left out. */
    public void edit(String connectionName) {
        Optional<SavedConnection> found = choice.saved().stream().filter(c -> c.name().equals(connectionName))
                .findFirst();
        if (found.isEmpty()) {
            return;
        }
        SavedConnection c = found.get();
        editing = c;
        name.set(c.name());
        url.set(c.url());
        user.set(c.user() == null ? ServerConnection.DEFAULT_USER : c.user());
        password.set("");
        savePassword.set(c.keepsPassword());
        database.set(c.database() == null ? "" : c.database());
        cluster.set(c.cluster() == null ? "" : c.cluster());
        caFile.set(c.caFile() == null ? "" : c.caFile());
        connectTimeoutSeconds.set(c.connectTimeoutSeconds() == null ? "10" : c.connectTimeoutSeconds().toString());
        queryTimeoutSeconds.set(c.queryTimeoutSeconds() == null ? "1800" : c.queryTimeoutSeconds().toString());
        passwordHint.set(c.keepsPassword() ? "kept in the connections file; type one to change it"
                : choice.sessionPassword(c.name()).isPresent() ? "typed earlier in this session; not saved" : "");
        status.set(StatusLine.info(""));
    }

    /** Connects with the form's settings in the background and shows the server's version or its error. */
    public void test() {
        ServerConnection connection;
        try {
            connection = formConnection();
        } catch (IllegalArgumentException e) {
            status.set(StatusLine.error(e.getMessage()));
            return;
        }
        testing.set(true);
        status.set(StatusLine.info("Connecting to " + connection.description() + "…"));
        tasks.task("Testing the connection to " + connection.description(), progress -> choice.test(connection))
                .onSuccess(version -> {
                    testing.set(false);
                    status.set(StatusLine.info("Connected: ClickHouse " + version + " at " + connection.description()
                            + " as " + connection.user() + connection.cluster().map(name -> ", cluster " + name)
                            .orElse("")));
                })
                .onFailure(error -> {
                    testing.set(false);
                    status.set(StatusLine.error(TaskFailure.reason(error)));
                })
                .onCancelled(() -> {
                    testing.set(false);
                    status.set(StatusLine.info("Test cancelled"));
                })
                .start();
    }

    /** Saves the form as a named connection; false (with the reason in the status) when it cannot. */
    public boolean save() {
        SavedConnection connection;
        try {
            connection = formSaved();
            choice.save(connection, password.get());
        } catch (RuntimeException e) {
            status.set(StatusLine.error(TaskFailure.reason(e)));
            return false;
        }
        edit(connection.name());
        status.set(StatusLine.info("Saved " + connection.name() + " in " + choice.fileName()
                + (connection.keepsPassword() ? " with its password" : " without a password")));
        return true;
    }

    /** Removes the connection the form edits, after asking. */
    public void remove() {
        if (editing == null) {
            status.set(StatusLine.error("Choose a saved connection to remove"));
            return;
        }
        String removed = editing.name();
        if (!dialogs.confirm("Remove connection", "Remove the saved connection " + removed + "? A target in use"
                + " stays connected.", "Remove")) {
            return;
        }
        try {
            choice.remove(removed);
        } catch (RuntimeException e) {
            status.set(StatusLine.error(TaskFailure.reason(e)));
            return;
        }
        newConnection();
        status.set(StatusLine.info("Removed " + removed));
    }

    /** Saves the form and switches every screen to it; false when it could not be saved. */
    public boolean use() {
        if (!save()) {
            return false;
        }
        choice.use(editing.name());
        return true;
    }

    /** Switches every screen back to the embedded engine. */
    public void useEmbedded() {
        choice.useEmbedded();
    }

    private void updateRows() {
        rows.setAll(choice.saved().stream().map(c -> new ConnectionRow(c.name(), c.url(),
                c.user() == null ? ServerConnection.DEFAULT_USER : c.user(), c.database() == null ? "" : c.database(),
                c.cluster() == null ? "" : c.cluster(), c.keepsPassword())).toList());
    }

    /** The connection to test: the form's settings, with the typed password or else the one already known. */
    private ServerConnection formConnection() {
        ServerConnection connection = formSaved().connection();
        String typed = password.get();
        if (!typed.isEmpty()) {
            return connection.withPassword(typed);
        }
        if (editing != null && editing.name().equals(name.get().strip())) {
            Optional<String> earlier = choice.sessionPassword(editing.name());
            if (earlier.isPresent()) {
                return connection.withPassword(earlier.get());
            }
        }
        return connection;
    }

    /** The form as a connection to save: its password only when "save password" is ticked. */
    private SavedConnection formSaved() {
        String connectionName = name.get().strip();
        if (connectionName.isEmpty()) {
            throw new IllegalArgumentException("Give the connection a name");
        }
        String pass = null;
        if (savePassword.get()) {
            pass = password.get();
            if (pass.isEmpty() && editing != null && editing.name().equals(connectionName) && editing.keepsPassword()) {
                pass = editing.password();
            }
            if (pass.isEmpty()) {
                throw new IllegalArgumentException("Type the password to save it, or untick \"Save password\"");
            }
        }
        return new SavedConnection(connectionName, url.get().strip(), blankToNull(user.get()),
                blankToNull(database.get()), blankToNull(cluster.get()), blankToNull(caFile.get()) == null ? null
                        : Path.of(caFile.get().strip()).toAbsolutePath().normalize().toString(),
                seconds("connect timeout", connectTimeoutSeconds.get()), seconds("query timeout",
                queryTimeoutSeconds.get()), pass);
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }

    private static Long seconds(String what, String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            long value = Long.parseLong(text.strip());
            if (value <= 0) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("The " + what + " is a positive number of seconds, not '" + text.strip()
                    + "'");
        }
    }
}
