package io.mergelab.app.gui.data;

import javafx.beans.binding.Bindings;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The Scenarios screen's layout: the scenarios on the left (built in and opened files, with the last file's error
 * below), the chosen one's dataset, layouts and queries on the right, and Load, Cancel and Run as experiment with
 * the load's progress at the bottom.
 */
public final class ScenariosView {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");

    private final ScenariosViewModel viewModel;
    private final BorderPane root = new BorderPane();

    public ScenariosView(ScenariosViewModel viewModel) {
        this.viewModel = viewModel;
        root.setId("scenarios");
        SplitPane split = new SplitPane(list(), detail());
        split.setDividerPositions(0.26);
        SplitPane.setResizableWithParent(split.getItems().get(0), false);
        root.setCenter(split);
        root.setBottom(actions());
        root.getStylesheets().add(ScenariosView.class.getResource("data.css").toExternalForm());
    }

    public Parent root() {
        return root;
    }

    private Node list() {
        Button open = new Button("Open file…");
        open.setId("scenarios-open");
        open.setTooltip(new Tooltip("Open a scenario file (.json, .yaml or .yml)"));
        open.setOnAction(event -> viewModel.chooseFile());
        ListView<ScenarioRow> list = new ListView<>(viewModel.scenarios());
        list.setId("scenarios-list");
        list.setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(ScenarioRow row, boolean empty) {
                super.updateItem(row, empty);
                if (empty || row == null) {
                    setGraphic(null);
                    setText(null);
                    setTooltip(null);
                    return;
                }
                Label name = new Label(row.name());
                name.setStyle("-fx-font-weight: bold;");
                Label origin = new Label(row.builtIn() ? "built-in" : row.origin());
                origin.getStyleClass().add("scenario-source");
                setGraphic(new VBox(1, name, origin));
                setTooltip(new Tooltip(row.origin()));
            }
        });
        list.getSelectionModel().select(viewModel.selectedProperty().get());
        list.getSelectionModel().selectedItemProperty().addListener((observable, old, row) -> {
            if (row != null) {
                viewModel.selectedProperty().set(row);
            }
        });
        viewModel.selectedProperty().addListener((observable, old, row) -> list.getSelectionModel().select(row));
        Label error = new Label();
        error.setId("scenarios-file-error");
        error.getStyleClass().add("field-error");
        error.setWrapText(true);
        error.textProperty().bind(viewModel.fileErrorProperty());
        error.visibleProperty().bind(viewModel.fileErrorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        VBox pane = new VBox(6, open, list, error);
        VBox.setVgrow(list, Priority.ALWAYS);
        pane.setPadding(new Insets(8));
        pane.setMinWidth(240);
        return pane;
    }

    private Node detail() {
        Label title = new Label();
        title.getStyleClass().add("data-title");
        title.textProperty().bind(Bindings.createStringBinding(() ->
                viewModel.selectedProperty().get() == null ? "" : "Scenario " + viewModel.selectedProperty().get()
                        .name(), viewModel.selectedProperty()));
        TextArea summary = new TextArea();
        summary.setId("scenarios-summary");
        summary.setEditable(false);
        summary.setWrapText(true);
        summary.getStyleClass().add("mono-text");
        summary.textProperty().bind(viewModel.summaryProperty());
        VBox pane = new VBox(6, title, summary);
        VBox.setVgrow(summary, Priority.ALWAYS);
        pane.setPadding(new Insets(8, 12, 8, 8));
        return pane;
    }

    private Node actions() {
        TextField rows = new TextField();
        rows.setId("scenarios-rows");
        rows.setPromptText("scenario's own");
        rows.setPrefColumnCount(9);
        rows.setTooltip(new Tooltip("Rows per layout: 1000000, 1M or 1e6; empty for the scenario's own"));
        rows.textProperty().bindBidirectional(viewModel.rowsProperty());
        viewModel.rowsErrorProperty().addListener((observable, old, now) ->
                rows.pseudoClassStateChanged(ERROR, !now.isEmpty()));
        Button load = new Button("Load");
        load.setId("scenarios-load");
        load.setTooltip(new Tooltip("Create each layout in the embedded engine and fill it with the same rows"));
        load.disableProperty().bind(viewModel.canLoadProperty().not());
        load.setOnAction(event -> viewModel.load());
        Button cancel = new Button("Cancel");
        cancel.setId("scenarios-cancel");
        cancel.disableProperty().bind(viewModel.job().runningProperty().not());
        cancel.setOnAction(event -> viewModel.cancel());
        Button run = new Button("Run as experiment");
        run.setId("scenarios-run");
        run.setTooltip(new Tooltip("Load the layouts and compare every query across them on the Experiments screen"));
        run.disableProperty().bind(viewModel.canRunProperty().not());
        run.setOnAction(event -> viewModel.runAsExperiment());
        ProgressBar bar = new ProgressBar(0);
        bar.setId("scenarios-progress");
        bar.setPrefWidth(220);
        bar.progressProperty().bind(viewModel.job().progressProperty());
        bar.visibleProperty().bind(viewModel.job().runningProperty());
        Label progress = new Label();
        progress.setId("scenarios-progress-text");
        progress.textProperty().bind(viewModel.job().progressTextProperty());
        HBox buttons = new HBox(8, new Label("Rows per layout"), rows, load, cancel, run, bar, progress);
        buttons.setAlignment(Pos.CENTER_LEFT);
        Label rowsError = new Label();
        rowsError.setId("scenarios-rows-error");
        rowsError.getStyleClass().add("field-error");
        rowsError.textProperty().bind(viewModel.rowsErrorProperty());
        rowsError.visibleProperty().bind(viewModel.rowsErrorProperty().isNotEmpty());
        rowsError.managedProperty().bind(rowsError.visibleProperty());
        Label message = new Label();
        message.setId("scenarios-message");
        message.setWrapText(true);
        message.textProperty().bind(viewModel.job().messageProperty());
        viewModel.job().messageIsErrorProperty().addListener((observable, old, error) ->
                message.pseudoClassStateChanged(ERROR, error));
        VBox bottom = new VBox(4, buttons, rowsError, message);
        bottom.setPadding(new Insets(8, 12, 10, 12));
        bottom.getStyleClass().add("data-actions");
        return bottom;
    }
}
