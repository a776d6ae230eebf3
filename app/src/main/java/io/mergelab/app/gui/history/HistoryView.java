package io.mergelab.app.gui.history;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.Function;
import javafx.animation.PauseTransition;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.StringProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

/** Lays out the History screen and binds it to its {@link HistoryViewModel}: filters on top, a table, actions below. */
public final class HistoryView {
    /** Typing pauses this long before the filters apply, so a search does not run at every key. */
    private static final Duration TYPING_PAUSE = Duration.millis(350);
    /** Room kept for the vertical scroll bar and borders, so the columns fit without a horizontal one. */
    private static final double SCROLL_BAR_ALLOWANCE = 20;
    private static final double GROUP_ROW_HEIGHT = 30;

    private final HistoryViewModel viewModel;
    private final ZoneId zone = ZoneId.systemDefault();
    private final BorderPane root = new BorderPane();

    public HistoryView(HistoryViewModel viewModel) {
        this.viewModel = viewModel;
        root.getStyleClass().add("history");
        root.setTop(filters());
        TableView<HistoryRow> runs = runsTable();
        TableView<PatternGroup> groups = groupsTable();
        groups.visibleProperty().bind(viewModel.groupedProperty());
        runs.visibleProperty().bind(viewModel.groupedProperty().not());
        root.setCenter(new StackPane(runs, groups));
        root.setBottom(actions());
        root.getStylesheets().add(HistoryView.class.getResource("history.css").toExternalForm());
    }

    public Parent root() {
        return root;
    }

    private VBox filters() {
        TextField search = textFilter("history-search", viewModel.searchProperty(), "Search words of the SQL…");
        HBox.setHgrow(search, Priority.ALWAYS);
        search.setMaxWidth(Double.MAX_VALUE);
        ToggleButton group = new ToggleButton("Group by pattern");
        group.setId("history-group");
        group.setTooltip(new Tooltip("One row per query pattern (literals ignored) with its runs, failed runs, p50, p95"
                + " and trend; click a pattern to list its runs"));
        group.selectedProperty().bindBidirectional(viewModel.groupedProperty());
        Button refresh = new Button("Refresh");
        refresh.setId("history-refresh");
        refresh.setOnAction(event -> viewModel.reload());
        HBox first = new HBox(8, search, group, refresh);
        first.setAlignment(Pos.CENTER_LEFT);

        TextField table = textFilter("history-table", viewModel.tableProperty(), "table or db.table");
        TextField tag = textFilter("history-tag", viewModel.tagProperty(), "tag");
        TextField setting = textFilter("history-setting", viewModel.settingProperty(), "name=value");
        TextField errorCode = textFilter("history-error", viewModel.errorCodeProperty(), "code");
        table.setPrefColumnCount(12);
        tag.setPrefColumnCount(10);
        setting.setPrefColumnCount(14);
        errorCode.setPrefColumnCount(5);
        ChoiceBox<TimeWindow> window = new ChoiceBox<>();
        window.setId("history-window");
        window.getItems().setAll(viewModel.windows());
        window.valueProperty().bindBidirectional(viewModel.windowProperty());
        HBox second = new HBox(6, caption("Table"), table, caption("Tag"), tag, caption("Setting"), setting,
                caption("Error code"), errorCode, caption("Started"), window);
        second.setAlignment(Pos.CENTER_LEFT);

        Label problem = new Label();
        problem.setId("history-filter-problem");
        problem.getStyleClass().add("filter-problem");
        problem.textProperty().bind(viewModel.filterProblemProperty());
        problem.visibleProperty().bind(viewModel.filterProblemProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());

        Label pattern = new Label();
        pattern.setId("history-pattern");
        pattern.getStyleClass().add("pattern-filter");
        pattern.textProperty().bind(Bindings.createStringBinding(() -> {
            PatternGroup shown = viewModel.patternProperty().get();
            return shown == null ? "" : "Runs of the pattern  " + HistoryFormat.oneLine(shown.sql(), 120);
        }, viewModel.patternProperty()));
        // the SQL gives way (ellipsis), the button keeps its text
        pattern.setMinWidth(0);
        HBox.setHgrow(pattern, Priority.ALWAYS);
        Button showAll = new Button("Show all runs");
        showAll.setId("history-clear-pattern");
        showAll.setMinWidth(Region.USE_PREF_SIZE);
        showAll.setOnAction(event -> viewModel.clearPattern());
        HBox patternBar = new HBox(8, pattern, showAll);
        patternBar.setAlignment(Pos.CENTER_LEFT);
        patternBar.visibleProperty().bind(viewModel.patternProperty().isNotNull());
        patternBar.managedProperty().bind(patternBar.visibleProperty());

        VBox box = new VBox(6, first, second, problem, patternBar);
        box.getStyleClass().add("history-filters");
        return box;
    }

    private TextField textFilter(String id, StringProperty property, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.textProperty().bindBidirectional(property);
        PauseTransition pause = new PauseTransition(TYPING_PAUSE);
        pause.setOnFinished(event -> viewModel.reload());
        field.textProperty().addListener((observable, old, now) -> pause.playFromStart());
        field.setOnAction(event -> {
            pause.stop();
            viewModel.reload();
        });
        return field;
    }

    private static Label caption(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("filter-caption");
        return label;
    }

    private TableView<HistoryRow> runsTable() {
        TableView<HistoryRow> table = new TableView<>(viewModel.runs());
        table.setId("history-runs");
        table.setPlaceholder(new Label("No runs match. Statements run in the Workspace appear here."));
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.getSelectionModel().getSelectedItems().addListener((ListChangeListener<HistoryRow>)
                change -> viewModel.selectedRuns().setAll(List.copyOf(table.getSelectionModel().getSelectedItems())));
        table.getColumns().setAll(List.of(
                startedColumn(),
                sqlColumn(),
                column("Tags", 118, row -> String.join(", ", row.tags()), Function.identity(), false),
                column("Elapsed", 72, HistoryRow::elapsedMillis, HistoryFormat::millis, true),
                column("Rows read", 82, row -> known(row.readRows()), HistoryFormat::count, true),
                column("Bytes read", 84, row -> known(row.readBytes()), HistoryFormat::bytes, true),
                column("Result rows", 96, HistoryRow::resultRows, HistoryFormat::count, true),
                column("Memory", 80, row -> known(row.memoryBytes()), HistoryFormat::bytes, true),
                errorColumn()));
        takeRemainingWidth(table, table.getColumns().get(1));
        table.setRowFactory(view -> {
            TableRow<HistoryRow> row = new TableRow<>();
            row.setOnMouseClicked(event -> {
                if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2 && !row.isEmpty()) {
                    viewModel.openSelectedRun();
                }
            });
            return row;
        });
        table.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ENTER) {
                viewModel.openSelectedRun();
                event.consume();
            } else if (event.getCode() == KeyCode.DELETE) {
                viewModel.deleteSelectedRuns();
                event.consume();
            }
        });
        return table;
    }

    private TableView<PatternGroup> groupsTable() {
        TableView<PatternGroup> table = new TableView<>(viewModel.groups());
        table.setId("history-groups");
        // Every row as tall as one with a sparkline, so the stripes stay even.
        table.setFixedCellSize(GROUP_ROW_HEIGHT);
        table.setPlaceholder(new Label("No runs match."));
        table.getSelectionModel().selectedItemProperty().addListener(
                (observable, old, group) -> viewModel.selectedGroupProperty().set(group));
        TableColumn<PatternGroup, String> sql = column("Pattern (newest run's SQL)", 420,
                group -> HistoryFormat.oneLine(group.sql(), 300), Function.identity(), false);
        sql.getStyleClass().add("sql-column");
        TableColumn<PatternGroup, Trend> trend = new TableColumn<>("p50 over time");
        trend.setPrefWidth(150);
        trend.getStyleClass().add("trend-column");
        trend.setSortable(false);
        trend.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().trend()));
        trend.setCellFactory(column -> new TableCell<>() {
            private final Sparkline sparkline = new Sparkline();

            @Override
            protected void updateItem(Trend item, boolean empty) {
                super.updateItem(item, empty);
                if (empty || item == null) {
                    setGraphic(null);
                } else {
                    sparkline.show(item);
                    setGraphic(sparkline);
                }
            }
        });
        table.getColumns().setAll(List.of(sql,
                column("Runs", 64, PatternGroup::runs, n -> HistoryFormat.count(n.longValue()), true),
                failedColumn(),
                column("p50", 80, PatternGroup::p50Millis, HistoryFormat::millis, true),
                column("p95", 80, PatternGroup::p95Millis, HistoryFormat::millis, true),
                trend,
                column("Last run", 150, PatternGroup::lastStartedAt, at -> HistoryFormat.started(at, zone), false)));
        takeRemainingWidth(table, sql);
        table.setRowFactory(view -> {
            TableRow<PatternGroup> row = new TableRow<>();
            // a pattern row is a way into its runs: one click lists them
            row.setOnMouseClicked(event -> {
                if (event.getButton() == MouseButton.PRIMARY && !row.isEmpty()) {
                    viewModel.selectedGroupProperty().set(row.getItem());
                    viewModel.openSelectedGroup();
                }
            });
            return row;
        });
        table.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ENTER) {
                viewModel.openSelectedGroup();
                event.consume();
            }
        });
        return table;
    }

    /** How many of a pattern's runs failed, in the error colour; blank when none did. */
    private TableColumn<PatternGroup, Integer> failedColumn() {
        TableColumn<PatternGroup, Integer> failed = column("Failed", 64, PatternGroup::failedRuns,
                n -> n == 0 ? "" : HistoryFormat.count(n.longValue()), true);
        failed.getStyleClass().add("failed-column");
        return failed;
    }

    /** Today's runs by time of day, older ones by date; the whole timestamp in the tooltip. */
    private TableColumn<HistoryRow, Instant> startedColumn() {
        TableColumn<HistoryRow, Instant> started = new TableColumn<>("Started");
        started.setPrefWidth(124);
        started.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().startedAt()));
        started.setCellFactory(column -> new TableCell<>() {
            @Override
            protected void updateItem(Instant item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : HistoryFormat.startedShort(item, zone, LocalDate.now(zone)));
                setTooltip(empty || item == null ? null : new Tooltip(HistoryFormat.started(item, zone)));
            }
        });
        return started;
    }

    private TableColumn<HistoryRow, String> sqlColumn() {
        TableColumn<HistoryRow, String> sql = column("SQL", 380, row -> HistoryFormat.oneLine(row.sql(), 300),
                Function.identity(), false);
        sql.setCellFactory(column -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                HistoryRow row = empty || getTableRow() == null ? null : getTableRow().getItem();
                setTooltip(row == null ? null : new Tooltip(row.sql()));
            }
        });
        sql.getStyleClass().add("sql-column");
        return sql;
    }

    private TableColumn<HistoryRow, String> errorColumn() {
        TableColumn<HistoryRow, String> error = column("Error", 150,
                row -> row.failed() ? row.errorCode() + " " + row.errorName() : "", Function.identity(), false);
        error.getStyleClass().add("error-column");
        return error;
    }

    /** {@code flexible} gets the width the other columns leave (at least its minimum), so no column is cut off. */
    private static void takeRemainingWidth(TableView<?> table, TableColumn<?, ?> flexible) {
        flexible.setMinWidth(220);
        List<TableColumn<?, ?>> others = table.getColumns().stream().filter(column -> column != flexible)
                .<TableColumn<?, ?>>map(column -> column).toList();
        Observable[] widths = others.stream().map(TableColumn::widthProperty).toArray(Observable[]::new);
        DoubleBinding othersWidth = Bindings.createDoubleBinding(
                () -> others.stream().mapToDouble(TableColumn::getWidth).sum(), widths);
        flexible.prefWidthProperty().bind(table.widthProperty().subtract(othersWidth).subtract(SCROLL_BAR_ALLOWANCE));
    }

    /** A figure the run may lack (no query log row): null, which the table shows blank and sorts first. */
    private static Long known(OptionalLong value) {
        return value.isPresent() ? value.getAsLong() : null;
    }

    /** A column of {@code value}, sorted by the value and shown as {@code text} of it. */
    private static <S, T extends Comparable<? super T>> TableColumn<S, T> column(String title, double width,
            Function<S, T> value, Function<T, String> text, boolean numeric) {
        TableColumn<S, T> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : text.apply(item));
            }
        });
        if (numeric) {
            column.getStyleClass().add("numeric");
        }
        return column;
    }

    private HBox actions() {
        Label summary = new Label();
        summary.setId("history-summary");
        summary.textProperty().bind(viewModel.summaryProperty());
        summary.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(summary, Priority.ALWAYS);
        Button open = new Button("Open in Profile");
        open.setId("history-open");
        open.setTooltip(new Tooltip("Show the selected run's profile (Enter or double-click)"));
        open.disableProperty().bind(viewModel.canOpenRunProperty().not());
        open.setOnAction(event -> viewModel.openSelectedRun());
        Button delete = new Button("Delete…");
        delete.setId("history-delete");
        delete.setTooltip(new Tooltip("Remove the selected runs from the store (Delete)"));
        delete.disableProperty().bind(viewModel.canDeleteProperty().not());
        delete.setOnAction(event -> viewModel.deleteSelectedRuns());
        Button compareRuns = new Button("Compare runs");
        compareRuns.setId("history-compare-runs");
        compareRuns.setTooltip(new Tooltip("Diff the two selected runs processor by processor (Compare screen; no new"
                + " runs)"));
        compareRuns.disableProperty().bind(viewModel.canCompareRunsProperty().not());
        compareRuns.setOnAction(event -> viewModel.compareSelectedRuns());
        Button compareSettings = new Button("Compare settings…");
        compareSettings.setId("history-compare-settings");
        compareSettings.setTooltip(new Tooltip("Set up a comparison of the selected pattern's SQL under settings you"
                + " choose (Compare screen)"));
        compareSettings.disableProperty().bind(viewModel.canCompareSettingsProperty().not());
        compareSettings.setOnAction(event -> viewModel.compareSettingsOfPattern());
        HBox bar = new HBox(8, summary, compareRuns, compareSettings, open, delete);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("history-actions");
        return bar;
    }
}
