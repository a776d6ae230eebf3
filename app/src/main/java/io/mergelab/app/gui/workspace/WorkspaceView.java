package io.mergelab.app.gui.workspace;

import io.mergelab.app.gui.shell.HoverTooltip;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.shape.Circle;

/** Lays out the SQL workspace and binds it to its {@link WorkspaceViewModel}; holds no logic of its own. */
public final class WorkspaceView {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    private static final KeyCombination RUN_KEYS = new KeyCodeCombination(KeyCode.ENTER, KeyCombination.SHORTCUT_DOWN);

    private final BorderPane root = new BorderPane();

    public WorkspaceView(WorkspaceViewModel viewModel) {
        TextArea editor = new TextArea();
        editor.setId("editor");
        editor.getStyleClass().add("sql-editor");
        editor.setPromptText("SELECT ... (Ctrl+Enter runs)");
        editor.textProperty().bindBidirectional(viewModel.sqlProperty());
        editor.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (RUN_KEYS.match(event)) {
                viewModel.run();
                event.consume();
            }
        });

        Button run = new Button("Run");
        run.setId("run");
        HoverTooltip.install(run, "Run the statements in the editor (Ctrl+Enter)");
        run.disableProperty().bind(viewModel.runnableProperty().not());
        run.setOnAction(event -> viewModel.run());

        ToggleButton capture = new ToggleButton("Capture runs");
        capture.setId("capture");
        HoverTooltip.install(capture, "Record each statement as a run with its profile (History, Profile);"
                + " off runs statements plainly");
        capture.selectedProperty().bindBidirectional(viewModel.captureProperty());
        Circle recording = new Circle(4.5);
        recording.getStyleClass().add("capture-dot");
        capture.setGraphic(recording);

        Button profile = new Button("Show profile");
        profile.setId("show-profile");
        HoverTooltip.install(profile, "Open the profile of the last captured run");
        profile.disableProperty().bind(viewModel.canShowProfileProperty().not());
        profile.setOnAction(event -> viewModel.showProfile());

        Button compare = new Button("Compare…");
        compare.setId("compare");
        HoverTooltip.install(compare, "Compare the editor's statement under settings you choose (Compare screen)");
        compare.disableProperty().bind(viewModel.canCompareProperty().not());
        compare.setOnAction(event -> viewModel.compare());

        Button settings = new Button("Settings…");
        settings.setId("show-settings");
        HoverTooltip.install(settings,
                "The session's settings: what SET changed, every ClickHouse setting and its effect");
        settings.disableProperty().bind(viewModel.canShowSettingsProperty().not());
        settings.setOnAction(event -> viewModel.showSettings());

        BorderPane editorPane = new BorderPane(editor);
        editorPane.setTop(new ToolBar(run, new Separator(Orientation.VERTICAL), capture, profile, compare,
                new Separator(Orientation.VERTICAL), settings));

        ResultTableView results = new ResultTableView();
        results.show(viewModel.resultProperty().get());
        viewModel.resultProperty().addListener((observable, old, grid) -> results.show(grid));

        CatalogTreeView catalog = new CatalogTreeView();
        catalog.show(viewModel.catalogProperty().get());
        viewModel.catalogProperty().addListener((observable, old, snapshot) -> catalog.show(snapshot));
        catalog.onShowParts(viewModel::showParts);
        catalog.onSelectRows(viewModel::selectFirstRows);

        SplitPane work = new SplitPane(editorPane, results.control());
        work.setOrientation(Orientation.VERTICAL);
        work.setDividerPositions(0.4);
        SplitPane main = new SplitPane(catalog.control(), work);
        main.setDividerPositions(0.3);
        SplitPane.setResizableWithParent(catalog.control(), false);

        Label status = new Label();
        status.setId("status");
        status.getStyleClass().add("status-line");
        status.setPadding(new Insets(4, 8, 4, 8));
        status.setMaxWidth(Double.MAX_VALUE);
        showStatus(status, viewModel.statusProperty().get());
        viewModel.statusProperty().addListener((observable, old, line) -> showStatus(status, line));

        root.setCenter(main);
        root.setBottom(status);
        root.getStylesheets().add(WorkspaceView.class.getResource("workspace.css").toExternalForm());
    }

    public Parent root() {
        return root;
    }

    private static void showStatus(Label label, StatusLine line) {
        label.setText(line.text());
        label.pseudoClassStateChanged(ERROR, line.error());
    }
}
