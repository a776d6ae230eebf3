package io.mergelab.app.gui.connect;

import io.mergelab.app.gui.workspace.StatusLine;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The connection dialog: saved connections on the left, the form on the right (URL, user, password and "save
 * password", database, CA file, timeouts), Test / Save / Remove, and Connect, which switches every screen to it.
 * Test runs in the background: the window stays usable while the server answers.
 */
public final class ConnectionsView {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");

    private final ConnectionsViewModel viewModel;
    private BorderPane root;
    private ListView<ConnectionRow> list;
    private Stage stage;

    /** The dialog's controls are built when it is first shown: the window's start does not wait for them. */
    public ConnectionsView(ConnectionsViewModel viewModel) {
        this.viewModel = viewModel;
    }

    private BorderPane built() {
        if (root == null) {
            root = new BorderPane();
            list = new ListView<>();
            root.getStyleClass().add("connections-dialog");
            root.getStylesheets().add(ConnectionsView.class.getResource("connections.css").toExternalForm());
            root.setLeft(connectionList());
            root.setCenter(form());
            root.setBottom(buttons());
        }
        return root;
    }

    /** Shows the dialog over {@code owner} (one window, brought to the front when already open). */
    public void show(Window owner) {
        viewModel.reload();
        if (stage == null) {
            stage = new Stage();
            stage.setTitle("Connections — MergeLab");
            if (owner != null) {
                stage.initOwner(owner);
                stage.initModality(Modality.WINDOW_MODAL);
            }
            stage.setScene(new Scene(built(), 860, 505));
        }
        stage.show();
        stage.toFront();
    }

    private void close() {
        if (stage != null) {
            stage.hide();
        }
    }

    private VBox connectionList() {
        list.setId("connections-list");
        list.setItems(viewModel.rows());
        list.setPlaceholder(new Label("No saved connections yet."));
        list.setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(ConnectionRow row, boolean empty) {
                super.updateItem(row, empty);
                setText(empty || row == null ? null : row.name());
                setTooltip(empty || row == null ? null : new Tooltip(row.text()));
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((observable, old, row) -> {
            if (row != null) {
                viewModel.edit(row.name());
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        Button add = new Button("New connection");
        add.setId("connection-new");
        add.setMaxWidth(Double.MAX_VALUE);
        add.setOnAction(event -> {
            list.getSelectionModel().clearSelection();
            viewModel.newConnection();
        });
        Label title = new Label("Saved connections");
        title.getStyleClass().add("section-title");
        VBox box = new VBox(6, title, list, add);
        box.setPadding(new Insets(12, 6, 12, 12));
        box.setPrefWidth(220);
        return box;
    }

    private VBox form() {
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(labels, fields);

        int row = 0;
        grid.addRow(row++, new Label("Name"), text("connection-name", viewModel.nameProperty(), "db1"));
        grid.addRow(row++, new Label("URL"), text("connection-url", viewModel.urlProperty(),
                "http://host:8123 or https://host:8443"));
        grid.addRow(row++, new Label("User"), text("connection-user", viewModel.userProperty(), "default"));

        PasswordField password = new PasswordField();
        password.setId("connection-password");
        password.textProperty().bindBidirectional(viewModel.passwordProperty());
        password.promptTextProperty().bind(viewModel.passwordHintProperty());
        HBox.setHgrow(password, Priority.ALWAYS);
        CheckBox save = new CheckBox("Save password");
        save.setId("connection-save-password");
        save.selectedProperty().bindBidirectional(viewModel.savePasswordProperty());
        save.setTooltip(new Tooltip("Keep the password in the connections file (readable by you only)."
                + " Unticked, it is kept in memory for this session only."));
        HBox passwordRow = new HBox(10, password, save);
        passwordRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        grid.addRow(row++, new Label("Password"), passwordRow);

        grid.addRow(row++, new Label("Database"), text("connection-database", viewModel.databaseProperty(),
                "the user's default"));
        grid.addRow(row++, new Label("Cluster"), text("connection-cluster", viewModel.clusterProperty(),
                "blank: one server; or a remote_servers cluster: runs are captured on each"));
        grid.addRow(row++, new Label("CA file"), text("connection-ca-file", viewModel.caFileProperty(),
                "https: a PEM file of trusted authorities (default: the JVM's trust store)"));
        TextField connect = text("connection-connect-timeout", viewModel.connectTimeoutSecondsProperty(), "10");
        TextField query = text("connection-query-timeout", viewModel.queryTimeoutSecondsProperty(), "1800");
        connect.setPrefColumnCount(6);
        query.setPrefColumnCount(6);
        HBox timeouts = new HBox(8, connect, new Label("s to connect"), spacer(16), query,
                new Label("s for a statement's answer to start"));
        timeouts.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        grid.addRow(row++, new Label("Timeouts"), timeouts);

        Label status = new Label();
        status.setId("connection-status");
        status.getStyleClass().add("connection-status");
        status.setWrapText(true);
        status.setMaxWidth(Double.MAX_VALUE);
        status.setMinHeight(Region.USE_PREF_SIZE);
        viewModel.statusProperty().addListener((observable, old, line) -> showStatus(status, line));
        showStatus(status, viewModel.statusProperty().get());

        Label note = new Label("The password goes to the server only. It is written to the connections file"
                + " (readable by you only) when \"Save password\" is ticked; otherwise it is kept in memory until"
                + " MergeLab closes.");
        note.getStyleClass().add("connection-note");
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);

        Label title = new Label("Connection");
        title.getStyleClass().add("section-title");
        VBox box = new VBox(10, title, grid, note, status);
        box.setPadding(new Insets(12, 12, 12, 6));
        return box;
    }

    private HBox buttons() {
        Button test = button("connection-test", "Test", "Connect with these settings and show the server's version");
        test.disableProperty().bind(viewModel.testingProperty());
        test.setOnAction(event -> viewModel.test());
        Button save = button("connection-save", "Save", "Save this connection (its password only if asked)");
        save.setOnAction(event -> viewModel.save());
        Button remove = button("connection-remove", "Remove", "Remove this saved connection");
        remove.setOnAction(event -> viewModel.remove());
        Button embedded = button("connection-use-embedded", "Use embedded engine",
                "Switch every screen back to the embedded engine");
        embedded.setOnAction(event -> {
            viewModel.useEmbedded();
            close();
        });
        Button use = button("connection-use", "Save and connect", "Save this connection and switch every screen to it");
        use.setDefaultButton(true);
        use.setOnAction(event -> {
            if (viewModel.use()) {
                close();
            }
        });
        Button close = button("connection-close", "Close", "Close this window; the target in use stays");
        close.setCancelButton(true);
        close.setOnAction(event -> close());
        HBox bar = new HBox(8, test, save, remove, spacer(0), embedded, use, close);
        HBox.setHgrow(bar.getChildren().get(3), Priority.ALWAYS);
        bar.getStyleClass().add("connection-buttons");
        bar.setPadding(new Insets(10, 12, 12, 12));
        return bar;
    }

    private static void showStatus(Label status, StatusLine line) {
        status.setText(line.text());
        status.pseudoClassStateChanged(ERROR, line.error());
    }

    private static TextField text(String id, javafx.beans.property.StringProperty property, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.textProperty().bindBidirectional(property);
        field.setPromptText(prompt);
        return field;
    }

    private static Button button(String id, String text, String tooltip) {
        Button button = new Button(text);
        button.setId(id);
        button.setTooltip(new Tooltip(tooltip));
        return button;
    }

    private static Region spacer(double width) {
        Region region = new Region();
        region.setMinWidth(width);
        return region;
    }
}
