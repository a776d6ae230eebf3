package io.mergelab.app.gui.compare;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Optional;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * Lays out the Compare screen and binds it to its {@link CompareViewModel}: the stored comparisons on the left, the
 * opened one (or the form for a new one) on the right, a message line below. Layout and bindings only.
 */
public final class CompareView {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    private final CompareViewModel viewModel;
    private final BorderPane root = new BorderPane();

    /** The screen without report actions. */
    public CompareView(CompareViewModel viewModel) {
        this(viewModel, Optional.empty());
    }

    /** The screen with "Export report…" and "Open in browser" on the opened comparison. */
    public CompareView(CompareViewModel viewModel, CompareReportViewModel reports) {
        this(viewModel, Optional.of(reports));
    }

    private CompareView(CompareViewModel viewModel, Optional<CompareReportViewModel> reports) {
        this.viewModel = viewModel;
        root.getStyleClass().add("compare");
        ComparisonDetailPane detail = new ComparisonDetailPane(viewModel, reports.map(CompareView::reportActions));
        detail.show(viewModel.detailProperty().get());
        viewModel.detailProperty().addListener((observable, old, now) -> detail.show(now));
        Node setup = ComparisonSetupPane.of(viewModel);
        Label empty = new Label("Pick a comparison on the left, or set up a new one.\nHistory compares two runs you"
                + " select; the Workspace compares its SQL under settings you choose.");
        empty.getStyleClass().add("compare-help");
        ProgressIndicator loading = new ProgressIndicator();
        loading.setMaxSize(48, 48);
        StackPane right = new StackPane(empty, setup, loading, detail.root());
        Runnable showMode = () -> {
            CompareViewModel.Mode mode = viewModel.modeProperty().get();
            empty.setVisible(mode == CompareViewModel.Mode.EMPTY);
            setup.setVisible(mode == CompareViewModel.Mode.SETUP);
            loading.setVisible(mode == CompareViewModel.Mode.LOADING);
            detail.root().setVisible(mode == CompareViewModel.Mode.DETAIL);
        };
        showMode.run();
        viewModel.modeProperty().addListener((observable, old, now) -> showMode.run());

        SplitPane split = new SplitPane(listPane(), right);
        split.setDividerPositions(0.2);
        SplitPane.setResizableWithParent(split.getItems().get(0), false);
        root.setCenter(split);
        root.setBottom(message());
        root.getStylesheets().add(CompareView.class.getResource("compare.css").toExternalForm());
    }

    public Parent root() {
        return root;
    }

    private static Node reportActions(CompareReportViewModel reports) {
        HBox actions = new HBox(6, reportButton("Export report…", "compare-export", reports, reports::exportReport,
                "Write the comparison with every run as HTML, Markdown, JSON or CSV"),
                reportButton("Open in browser", "compare-open-browser", reports, reports::openInBrowser,
                        "Show the comparison's HTML report in the web browser"));
        actions.setAlignment(Pos.CENTER_RIGHT);
        return actions;
    }

    private static Button reportButton(String text, String id, CompareReportViewModel reports, Runnable action,
                                       String tooltip) {
        Button button = new Button(text);
        button.setId(id);
        button.setTooltip(new Tooltip(tooltip));
        button.disableProperty().bind(reports.canReportProperty().not());
        button.setOnAction(event -> action.run());
        return button;
    }

    private Node listPane() {
        Button create = new Button("New comparison…");
        create.setId("compare-new");
        create.setTooltip(new Tooltip("Compare a statement under two or more settings sets, or sweep one setting"));
        create.setOnAction(event -> viewModel.newComparison());
        Button refresh = new Button("Refresh");
        refresh.setId("compare-refresh");
        refresh.setOnAction(event -> viewModel.reload());
        HBox bar = new HBox(8, create, refresh);
        bar.setAlignment(Pos.CENTER_LEFT);

        ListView<ComparisonListRow> list = new ListView<>(viewModel.comparisons());
        list.setId("compare-list");
        list.setPlaceholder(new Label("No comparisons stored yet."));
        ZoneId zone = ZoneId.systemDefault();
        list.setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(ComparisonListRow row, boolean empty) {
                super.updateItem(row, empty);
                if (empty || row == null) {
                    setGraphic(null);
                    setText(null);
                    return;
                }
                Label headline = new Label(shortHeadline(row.headline()));
                headline.setWrapText(true);
                headline.getStyleClass().add(row.headlineStyle());
                Label when = new Label(row.kind() + " · " + WHEN.format(row.createdAt().atZone(zone)));
                when.getStyleClass().add("list-when");
                Label variants = new Label(row.variants());
                variants.getStyleClass().add("list-variants");
                Label sql = new Label(row.sql().replaceAll("\\s+", " "));
                sql.getStyleClass().add("list-sql");
                VBox cell = new VBox(1, when, variants, headline, sql);
                cell.setMaxWidth(view.getWidth() - 30);
                setGraphic(cell);
                setTooltip(new Tooltip(row.headline() + "\n\n" + row.sql()));
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((observable, old, row) -> {
            if (row != null && !row.id().equals(viewModel.openedIdProperty().get())) {
                viewModel.open(row.id());
            }
        });
        Label summary = new Label();
        summary.setId("compare-list-summary");
        summary.getStyleClass().add("compare-help");
        summary.textProperty().bind(viewModel.listSummaryProperty());
        summary.setWrapText(true);
        VBox pane = new VBox(6, bar, list, summary);
        VBox.setVgrow(list, Priority.ALWAYS);
        pane.setPadding(new Insets(8));
        // wide enough for "New comparison…" and "Refresh" side by side, which were cut to "New compariso…" and "Refr…"
        pane.setMinWidth(270);
        return pane;
    }

    /**
     * The first two variants' verdicts of a list row's headline and how many more: an experiment's comparison of
     * sixteen variants would otherwise fill the list with one row (the tooltip has them all).
     */
    static String shortHeadline(String headline) {
        String[] parts = headline.split("; ");
        return parts.length <= 2 ? headline
                : parts[0] + "; " + parts[1] + "; … and " + (parts.length - 2) + " more";
    }

    private Label message() {
        Label line = new Label();
        line.setId("compare-message");
        line.getStyleClass().add("status-line");
        line.setPadding(new Insets(4, 8, 4, 8));
        line.setMaxWidth(Double.MAX_VALUE);
        line.textProperty().bind(viewModel.messageProperty());
        line.visibleProperty().bind(viewModel.messageProperty().isNotEmpty());
        line.managedProperty().bind(line.visibleProperty());
        viewModel.messageIsErrorProperty().addListener((observable, old, error) -> line.pseudoClassStateChanged(ERROR, error));
        return line;
    }
}
