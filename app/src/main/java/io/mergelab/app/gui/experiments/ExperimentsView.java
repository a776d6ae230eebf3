package io.mergelab.app.gui.experiments;

import io.mergelab.profiler.compare.ComparisonOptions;
import io.mergelab.sampledata.scenario.Scenario;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The Experiments screen's layout: a bar on top to run a scenario (rows, Run) or the layout lab (table, query,
 * candidate layouts, Run), with the round rule, Cancel and progress below them; the stored
 * experiments on the left, and the opened experiment on the right: its conclusion, the variant × query matrix coloured
 * by verdict (a click opens the query's comparison), the per-query rankings with their evidence and the layouts,
 * with "Export report…" and "Open in browser" beside its title.
 */
public final class ExperimentsView {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    private final ExperimentsViewModel viewModel;
    private final ExperimentReportViewModel reports;
    private final BorderPane root = new BorderPane();
    private final VBox detailBox = new VBox(10);
    private final TableView<RankingRow> rankings = rankingTable();

    public ExperimentsView(ExperimentsViewModel viewModel, ExperimentReportViewModel reports) {
        this.viewModel = viewModel;
        this.reports = reports;
        root.setId("experiments");
        root.setTop(runBar());
        ScrollPane detailScroll = new ScrollPane(detailBox);
        detailScroll.setFitToWidth(true);
        detailBox.setPadding(new Insets(10, 12, 12, 12));
        SplitPane split = new SplitPane(list(), detailScroll);
        split.setDividerPositions(0.22);
        SplitPane.setResizableWithParent(split.getItems().get(0), false);
        root.setCenter(split);
        root.setBottom(message());
        root.getStylesheets().add(ExperimentsView.class.getResource("experiments.css").toExternalForm());
        viewModel.detailProperty().addListener((observable, old, detail) -> show(detail));
        show(viewModel.detailProperty().get());
    }

    public Parent root() {
        return root;
    }

    private Node runBar() {
        ComboBox<Scenario> scenario = new ComboBox<>(viewModel.scenarios());
        scenario.setId("experiments-scenario");
        scenario.setConverter(new StringConverter<>() {
            @Override
            public String toString(Scenario s) {
                return s == null ? "" : s.name();
            }

            @Override
            public Scenario fromString(String text) {
                return null;
            }
        });
        scenario.valueProperty().bindBidirectional(viewModel.scenarioProperty());
        TextField rows = new TextField();
        rows.setId("experiments-rows");
        rows.setPromptText("scenario's own");
        rows.setPrefColumnCount(8);
        rows.setTooltip(new Tooltip("Rows per layout: 1000000, 1M or 1e6; empty for the scenario's own"));
        rows.textProperty().bindBidirectional(viewModel.rowsProperty());
        viewModel.rowsErrorProperty().addListener((observable, old, now) -> {
            rows.pseudoClassStateChanged(ERROR, !now.isEmpty());
            rows.setTooltip(new Tooltip(now.isEmpty() ? "Rows per layout" : now));
        });
        Button run = new Button("Run");
        run.setId("experiments-run");
        run.setDefaultButton(true);
        run.setTooltip(new Tooltip("Load the scenario's layouts with the same rows and compare every query across them"));
        run.disableProperty().bind(viewModel.canRunProperty().not());
        run.setOnAction(event -> viewModel.run());
        HBox scenarioForm = new HBox(8, label("Scenario"), scenario, label("Rows per layout"), rows, run);
        scenarioForm.setAlignment(Pos.CENTER_LEFT);
        Node labForm = new LayoutLabPane(viewModel.layoutLab(), viewModel.canRunLayoutsProperty(),
                viewModel::runLayouts, viewModel.clusterProperty(), viewModel.canRunShardingsProperty(),
                viewModel::runShardings).root();
        ToggleGroup kinds = new ToggleGroup();
        ToggleButton scenarioKind = kind("Scenario", "experiments-kind-scenario", kinds);
        ToggleButton labKind = kind("Layout lab", "experiments-kind-lab", kinds);
        scenarioKind.setTooltip(new Tooltip("Run a built-in scenario (or one the Scenarios screen sent) as an"
                + " experiment"));
        labKind.setTooltip(new Tooltip("Copy one of your tables into candidate layouts and compare a query across"
                + " them"));
        kinds.selectToggle(scenarioKind);
        // one of the two toggles stays selected, so the bar never shows neither form
        kinds.selectedToggleProperty().addListener((observable, old, now) -> {
            if (now == null) {
                kinds.selectToggle(old);
            }
        });
        scenarioForm.visibleProperty().bind(scenarioKind.selectedProperty());
        scenarioForm.managedProperty().bind(scenarioForm.visibleProperty());
        labForm.visibleProperty().bind(labKind.selectedProperty());
        labForm.managedProperty().bind(labForm.visibleProperty());
        HBox switcher = new HBox(0, scenarioKind, labKind);
        VBox forms = new VBox(scenarioForm, labForm);
        HBox.setHgrow(forms, Priority.ALWAYS);
        HBox top = new HBox(12, switcher, forms);
        top.setAlignment(Pos.TOP_LEFT);
        Label serverNote = new Label();
        serverNote.setId("experiments-server-note");
        serverNote.setWrapText(true);
        serverNote.getStyleClass().add("compare-help");
        serverNote.textProperty().bind(viewModel.serverNoteProperty());
        // it is about scenarios: under the layout lab's form it would only push the experiment down
        serverNote.visibleProperty().bind(viewModel.serverNoteProperty().isNotEmpty()
                .and(scenarioKind.selectedProperty()));
        serverNote.managedProperty().bind(serverNote.visibleProperty());
        VBox box = new VBox(6, top, roundsBar(), progressBar(), serverNote);
        box.setPadding(new Insets(8, 12, 8, 12));
        box.getStyleClass().add("experiments-bar");
        return box;
    }

    private static ToggleButton kind(String text, String id, ToggleGroup group) {
        ToggleButton button = new ToggleButton(text);
        button.setId(id);
        button.setToggleGroup(group);
        return button;
    }

    /** The round rule's controls, as {@code experiment run}'s options. */
    private Node roundsBar() {
        RoundControls controls = viewModel.roundControls();
        Spinner<Integer> least = intSpinner("experiments-rounds", ComparisonOptions.MIN_ROUNDS, 1000,
                controls.minRoundsProperty(), "At least this many rounds per query, each running every variant once");
        Spinner<Integer> most = intSpinner("experiments-max-rounds", ComparisonOptions.MIN_ROUNDS, 1000,
                controls.maxRoundsProperty(), "At most this many rounds per query (equal to the least: exactly that"
                        + " many)");
        Spinner<Double> measure = new Spinner<>(0.0, 3600.0, controls.measureSecondsProperty().get(), 0.5);
        measure.setId("experiments-measure");
        measure.setEditable(true);
        measure.setPrefWidth(70);
        measure.setTooltip(new Tooltip("Go on until every variant has this much measured client time (seconds)"));
        measure.valueProperty().addListener((observable, old, now) -> controls.measureSecondsProperty().set(now));
        Spinner<Integer> maxTime = intSpinner("experiments-max-time", 1, 86_400, controls.maxTimeSecondsProperty(),
                "Per query, stop starting rounds after this many seconds once the least rounds are done");
        maxTime.setPrefWidth(80);
        HBox box = new HBox(6, label("Rounds per query: at least"), least, label("at most"), most,
                label("· until decided, measuring"), measure, label("s per variant · at most"), maxTime,
                label("s per query"));
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    /** Cancel and the progress of the running experiment. */
    private Node progressBar() {
        Button cancel = new Button("Cancel");
        cancel.setId("experiments-cancel");
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        cancel.disableProperty().bind(viewModel.job().runningProperty().not());
        cancel.setOnAction(event -> viewModel.cancel());
        ProgressBar bar = new ProgressBar(0);
        bar.setId("experiments-progress");
        bar.setPrefWidth(200);
        bar.setMinWidth(Region.USE_PREF_SIZE);
        bar.progressProperty().bind(viewModel.job().progressProperty());
        bar.visibleProperty().bind(viewModel.job().runningProperty());
        Label progress = new Label();
        progress.setId("experiments-progress-text");
        progress.textProperty().bind(viewModel.job().progressTextProperty());
        HBox box = new HBox(8, cancel, bar, progress);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    /** A label that keeps its whole text however narrow the window. */
    private static Label label(String text) {
        Label label = new Label(text);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }

    private static Spinner<Integer> intSpinner(String id, int min, int max, javafx.beans.property.IntegerProperty value,
                                               String tooltip) {
        Spinner<Integer> spinner = new Spinner<>(min, max, value.get());
        spinner.setId(id);
        spinner.setEditable(true);
        spinner.setPrefWidth(70);
        spinner.setTooltip(new Tooltip(tooltip));
        spinner.valueProperty().addListener((observable, old, now) -> value.set(now));
        value.addListener((observable, old, now) -> spinner.getValueFactory().setValue(now.intValue()));
        return spinner;
    }

    private Node list() {
        ListView<ExperimentListRow> list = new ListView<>(viewModel.experiments());
        list.setId("experiments-list");
        list.setPlaceholder(new Label("No experiments stored yet."));
        ZoneId zone = ZoneId.systemDefault();
        list.setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(ExperimentListRow row, boolean empty) {
                super.updateItem(row, empty);
                if (empty || row == null) {
                    setGraphic(null);
                    setText(null);
                    return;
                }
                Label name = new Label(row.name());
                name.getStyleClass().add("list-name");
                Label when = new Label(row.kind() + " · " + WHEN.format(row.createdAt().atZone(zone)));
                when.getStyleClass().add("list-when");
                Label size = new Label(row.size());
                size.getStyleClass().add("list-when");
                setGraphic(new VBox(1, name, when, size));
            }
        });
        // the list marks the experiment shown, however it was opened (a click, a finished run)
        viewModel.detailProperty().addListener((observable, old, detail) -> list.getItems().stream()
                .filter(row -> detail != null && row.id().equals(detail.id())).findFirst()
                .ifPresent(row -> list.getSelectionModel().select(row)));
        list.getSelectionModel().selectedItemProperty().addListener((observable, old, row) -> {
            if (row != null && (viewModel.detailProperty().get() == null
                    || !row.id().equals(viewModel.detailProperty().get().id()))) {
                viewModel.open(row.id());
            }
        });
        Button refresh = new Button("Refresh");
        refresh.setId("experiments-refresh");
        refresh.setOnAction(event -> viewModel.reload());
        Label summary = new Label();
        summary.setId("experiments-list-summary");
        summary.getStyleClass().add("list-when");
        summary.setWrapText(true);
        summary.textProperty().bind(viewModel.listSummaryProperty());
        VBox pane = new VBox(6, refresh, list, summary);
        VBox.setVgrow(list, Priority.ALWAYS);
        pane.setPadding(new Insets(8));
        pane.setMinWidth(220);
        return pane;
    }

    private void show(ExperimentDetail detail) {
        if (detail == null) {
            Label empty = new Label("Open a stored experiment on the left, or run a scenario or the layout lab above."
                    + " The Scenarios screen's \"Run as experiment\" starts one here too.");
            empty.setWrapText(true);
            empty.getStyleClass().add("list-when");
            detailBox.getChildren().setAll(empty);
            rankings.getItems().clear();
            return;
        }
        Label title = new Label(detail.title());
        title.setId("experiment-title");
        title.getStyleClass().add("experiment-title");
        Label facts = new Label(detail.facts());
        facts.getStyleClass().add("list-when");
        facts.setWrapText(true);
        VBox conclusion = new VBox(2);
        conclusion.setId("experiment-conclusion");
        conclusion.getStyleClass().add("experiment-conclusion");
        for (String line : detail.conclusion()) {
            Label l = new Label(line);
            l.setWrapText(true);
            conclusion.getChildren().add(l);
        }
        rankings.getItems().setAll(detail.rankings());
        rankings.setPrefHeight(Math.min(420, 30 + 26 * (detail.rankings().size() + 1)));
        VBox layouts = new VBox(1);
        detail.layouts().forEach(l -> layouts.getChildren().add(new Label(l)));
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox heading = new HBox(8, title, grow, reportButton("Export report…", "experiments-export",
                        reports::exportReport, "Write the experiment, every query's comparison and every run as HTML,"
                        + " Markdown, JSON or CSV (as mergelab report --experiment)"),
                reportButton("Open in browser", "experiments-open-browser", reports::openInBrowser,
                        "Show the experiment's HTML report in the web browser"));
        heading.setAlignment(Pos.CENTER_LEFT);
        detailBox.getChildren().setAll(new VBox(2, heading, facts), caption("Conclusion"), conclusion);
        if (!detail.notices().isEmpty()) {
            VBox noticeLines = new VBox(2);
            detail.notices().forEach(n -> {
                Label l = new Label(n);
                l.setWrapText(true);
                noticeLines.getChildren().add(l);
            });
            TitledPane notices = new TitledPane("Notices (" + detail.notices().size() + "): caps reached, queries"
                    + " left out", noticeLines);
            notices.setId("experiment-notices");
            notices.setExpanded(false);
            detailBox.getChildren().add(notices);
        }
        detailBox.getChildren().addAll(
                caption("Median client time by variant and query (click a cell to open its comparison)"),
                matrix(detail), legend(), caption("Rankings per query"), rankings, caption("Layouts"), layouts);
    }

    private Button reportButton(String text, String id, Runnable action, String tooltip) {
        Button button = new Button(text);
        button.setId(id);
        button.setTooltip(new Tooltip(tooltip));
        button.disableProperty().bind(reports.canReportProperty().not());
        button.setOnAction(event -> action.run());
        return button;
    }

    private Node matrix(ExperimentDetail detail) {
        GridPane grid = new GridPane();
        grid.setId("experiment-matrix");
        grid.setHgap(3);
        grid.setVgap(3);
        Label corner = new Label("variant \\ query");
        corner.getStyleClass().add("matrix-header");
        grid.add(corner, 0, 0);
        List<String> queries = detail.queries();
        for (int q = 0; q < queries.size(); q++) {
            Label header = new Label(queries.get(q));
            header.getStyleClass().add("matrix-header");
            header.setWrapText(true);
            header.setMaxWidth(200);
            grid.add(header, q + 1, 0);
        }
        for (int v = 0; v < detail.variants().size(); v++) {
            String variant = detail.variants().get(v);
            Label name = new Label(variant);
            name.getStyleClass().add("matrix-variant");
            grid.add(name, 0, v + 1);
            for (int q = 0; q < queries.size(); q++) {
                String query = queries.get(q);
                grid.add(detail.cell(variant, query).<Node>map(this::cellButton).orElseGet(() -> {
                    Label none = new Label("–");
                    none.getStyleClass().add("matrix-none");
                    return none;
                }), q + 1, v + 1);
            }
        }
        return grid;
    }

    private Button cellButton(MatrixCell cell) {
        String verdictLine = cell.ratio().isEmpty() ? cell.verdict() : cell.ratio() + " " + cell.verdict();
        Button button = new Button(cell.median() + "\n" + verdictLine + "\n#" + cell.rank());
        button.setId("cell-" + cell.variant() + "-" + cell.query());
        button.getStyleClass().addAll("matrix-cell", cell.styleClass());
        button.setUserData(cell);
        button.setMaxWidth(Double.MAX_VALUE);
        button.setTooltip(new Tooltip("Open the comparison of query " + cell.query() + " in Compare"));
        button.setOnAction(event -> viewModel.openComparison(cell));
        return button;
    }

    private static Node legend() {
        HBox legend = new HBox(6);
        legend.setAlignment(Pos.CENTER_LEFT);
        String[][] entries = {{MatrixCell.FASTER, "faster (changed)"}, {MatrixCell.SLOWER, "slower (changed)"},
            {MatrixCell.UNSTABLE, "unstable"}, {MatrixCell.SAME, "no significant difference"},
            {MatrixCell.BASELINE, "baseline"}};
        for (String[] entry : entries) {
            Label swatch = new Label(entry[1]);
            swatch.getStyleClass().addAll("legend-swatch", entry[0]);
            legend.getChildren().add(swatch);
        }
        Label rank = new Label("#n: rank by median time; ratios are the variant's median over the baseline's.");
        rank.getStyleClass().add("list-when");
        legend.getChildren().add(rank);
        return legend;
    }

    private static TableView<RankingRow> rankingTable() {
        TableView<RankingRow> table = new TableView<>();
        table.setId("experiment-rankings");
        table.getColumns().setAll(List.of(column("Query", RankingRow::query, 170),
                column("#", r -> Integer.toString(r.rank()), 34), column("Variant", RankingRow::variant, 180),
                column("Median", RankingRow::median, 80), column("Ratio [95% interval]", RankingRow::ratio, 150),
                column("Verdict", RankingRow::verdict, 150), column("Step", RankingRow::step, 170),
                column("Step verdict", RankingRow::stepVerdict, 150), column("Read rows", RankingRow::readRows, 90),
                column("Read bytes", RankingRow::readBytes, 85), column("Memory", RankingRow::memory, 80),
                column("Parts", RankingRow::parts, 55), column("Evidence", RankingRow::evidence, 460)));
        return table;
    }

    private static TableColumn<RankingRow, String> column(String title, Function<RankingRow, String> value,
                                                          double width) {
        TableColumn<RankingRow, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setPrefWidth(width);
        return column;
    }

    private static Label caption(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("experiment-caption");
        return label;
    }

    private Label message() {
        Label line = new Label();
        line.setId("experiments-message");
        line.getStyleClass().add("status-line");
        line.setPadding(new Insets(4, 12, 4, 12));
        line.setMaxWidth(Double.MAX_VALUE);
        line.setWrapText(true);
        line.textProperty().bind(viewModel.job().messageProperty());
        line.visibleProperty().bind(viewModel.job().messageProperty().isNotEmpty());
        line.managedProperty().bind(line.visibleProperty());
        viewModel.job().messageIsErrorProperty().addListener((observable, old, error) ->
                line.pseudoClassStateChanged(ERROR, error));
        return line;
    }
}
