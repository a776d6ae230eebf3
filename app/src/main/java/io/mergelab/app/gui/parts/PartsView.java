package io.mergelab.app.gui.parts;

import io.mergelab.app.gui.shell.HeaderWidth;
import java.util.function.Function;
import javafx.beans.property.ObjectProperty;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.util.Callback;
import org.jfree.chart.JFreeChart;

/**
 * The Parts screen's layout: the table chooser, chart options, the run chooser and the actions on top; the parts
 * chart and the merge timeline as tabs; below them the partitions (with why they do not merge), every part and the
 * detached parts.
 */
public final class PartsView {
    private final PartsViewModel viewModel;
    private final BorderPane root = new BorderPane();
    /** Makes the tables' cells while the screen is prepared hidden, before any rows come. */
    private final TableRehearsal rehearsal = new TableRehearsal();

    public PartsView(PartsViewModel viewModel) {
        this.viewModel = viewModel;
        root.setId("parts-screen");
        root.setTop(new VBox(toolbar(), header()));
        SplitPane split = new SplitPane(charts(), tables());
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.6);
        root.setCenter(split);
        viewModel.warmUpCharts();
        // a screen built to be shown at once gets its cells with its first rows instead
        root.sceneProperty().addListener((observable, old, scene) -> {
            if (old == null && scene != null && !root.isVisible()) {
                rehearsal.start();
            }
        });
    }

    public Node root() {
        return root;
    }

    /**
     * Makes throwaway controls of the screen's kinds on the calling background thread, so building the screen on the FX
     * thread later does not load and initialise their classes ({@link ControlWarmUp}).
     */
    public static void warmUp() {
        ControlWarmUp.run();
    }

    private ToolBar toolbar() {
        ComboBox<String> table = new ComboBox<>(viewModel.tables());
        table.setId("parts-table-choice");
        table.setPromptText("MergeTree table");
        table.setPrefWidth(420); // room for scenario_<name>.<layout>
        // one way each; replacing the list of tables clears the combo's value: it is put back (the user cannot clear it)
        table.setValue(viewModel.tableProperty().get());
        table.valueProperty().addListener((observable, old, now) -> {
            String shown = viewModel.tableProperty().get();
            if (now != null) {
                viewModel.tableProperty().set(now);
            } else if (shown != null && viewModel.tables().contains(shown)) {
                table.setValue(shown);
            }
        });
        viewModel.tableProperty().addListener((observable, old, now) -> table.setValue(now));
        Button refresh = new Button("Refresh");
        refresh.setId("parts-refresh");
        refresh.setOnAction(event -> viewModel.refresh());
        CheckBox rows = new CheckBox("Bars by rows");
        rows.setId("parts-rows");
        rows.setTooltip(new Tooltip("Size the bars by row count instead of bytes on disk"));
        rows.selectedProperty().bindBidirectional(viewModel.showRowsProperty());
        CheckBox live = new CheckBox("Live");
        live.setId("parts-live");
        live.setTooltip(new Tooltip("Read parts and the part log again every second, in the background"));
        live.selectedProperty().bindBidirectional(viewModel.liveProperty());
        Button optimize = action("parts-optimize", "Optimize", "OPTIMIZE TABLE: one merge the selector chooses now",
                () -> viewModel.optimize(false));
        Button optimizeFinal = action("parts-optimize-final", "Optimize final",
                "OPTIMIZE TABLE … FINAL: one part per partition", () -> viewModel.optimize(true));
        Button stop = action("parts-stop-merges", "Stop merges", "SYSTEM STOP MERGES for this table",
                viewModel::stopMerges);
        Button start = action("parts-start-merges", "Start merges", "SYSTEM START MERGES for this table",
                viewModel::startMerges);
        return new ToolBar(new Label("Table"), table, refresh, rows, live, new Separator(Orientation.VERTICAL),
                optimize, optimizeFinal, stop, start);
    }

    private static Button action(String id, String text, String tip, Runnable act) {
        Button button = new Button(text);
        button.setId(id);
        button.setTooltip(new Tooltip(tip + " (asks first)"));
        button.setOnAction(event -> act.run());
        return button;
    }

    private Node header() {
        Label summary = new Label();
        summary.setId("parts-summary");
        summary.textProperty().bind(viewModel.summaryProperty());
        Label runNote = new Label();
        runNote.setId("parts-run-note");
        runNote.textProperty().bind(viewModel.runNoteProperty());
        Label problem = new Label();
        problem.setId("parts-problem");
        problem.setStyle("-fx-text-fill: #b00020;");
        problem.textProperty().bind(viewModel.problemProperty());
        problem.managedProperty().bind(problem.textProperty().isNotEmpty());
        ComboBox<RunChoice> run = new ComboBox<>(viewModel.runs());
        run.setId("parts-run-choice");
        run.setPromptText("Run from the history: mark the parts it read");
        run.setPrefWidth(420);
        run.valueProperty().bindBidirectional(viewModel.selectedRunProperty());
        Button clear = new Button("×");
        clear.setTooltip(new Tooltip("Forget the chosen run"));
        clear.setOnAction(event -> viewModel.selectedRunProperty().set(null));
        HBox runRow = new HBox(6, new Label("Run"), run, clear, runNote);
        runRow.setAlignment(Pos.CENTER_LEFT);
        VBox box = new VBox(4, summary, runRow, problem);
        box.setPadding(new Insets(4, 8, 4, 8));
        return box;
    }

    private Node charts() {
        ChartPicture parts = new ChartPicture();
        parts.setId("parts-chart");
        ChartPicture timeline = new ChartPicture();
        timeline.setId("timeline-chart");
        ReplayBar replay = new ReplayBar(viewModel.replay(), timeline);
        replay.show(viewModel.timelineChartProperty().get());
        Tab partsTab = new Tab("Parts per partition", parts);
        Tab timelineTab = new Tab("Merges over time, with runs", new BorderPane(timeline, null, null, replay.root(), null));
        timelineTab.setId("timeline-tab");
        // the hidden tab's chart is not drawn until shown
        viewModel.partsChartProperty().addListener((observable, old, chart) -> showIfSelected(partsTab, parts, chart));
        viewModel.timelineChartProperty().addListener((observable, old, chart) -> {
            replay.show(chart);
            showIfSelected(timelineTab, timeline, chart);
        });
        partsTab.setOnSelectionChanged(event -> showIfSelected(partsTab, parts, viewModel.partsChartProperty().get()));
        timelineTab.setOnSelectionChanged(event ->
                showIfSelected(timelineTab, timeline, viewModel.timelineChartProperty().get()));
        TabPane tabs = new TabPane(partsTab, timelineTab);
        tabs.setId("parts-chart-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        return tabs;
    }

    private static void showIfSelected(Tab tab, ChartPicture picture, JFreeChart chart) {
        if (tab.isSelected() && picture.chart() != chart) {
            picture.show(chart);
        }
    }

    private Node tables() {
        TableView<ObjectProperty<PartitionRow>> partitions = new TableView<>();
        LiveRows<PartitionRow> partitionRows = LiveRows.show(partitions, viewModel.partitions());
        partitions.setId("partitions-table");
        partitions.setPlaceholder(new Label("No parts."));
        partitions.getColumns().add(column("partition", 90, PartitionRow::partitionId));
        partitions.getColumns().add(column("parts", 60, PartitionRow::parts));
        partitions.getColumns().add(column("rows", 110, PartitionRow::rows));
        partitions.getColumns().add(column("size", 90, PartitionRow::size));
        partitions.getColumns().add(column("levels", 60, PartitionRow::levels));
        partitions.getColumns().add(column("oldest", 70, PartitionRow::oldest));
        partitions.getColumns().add(column("newest", 70, PartitionRow::newest));
        partitions.getColumns().add(column("selector now", 160, PartitionRow::verdict));
        TableColumn<ObjectProperty<PartitionRow>, String> why = column("why (the engine's merge selector)", 560, PartitionRow::explanation);
        why.setCellFactory(wrapping());
        why.setMinWidth(260);
        partitions.getColumns().add(why);
        // the reason wraps: it takes what the figures leave, with no scroll bar across the window's first size
        partitions.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);

        TableView<ObjectProperty<PartTableRow>> parts = new TableView<>();
        LiveRows<PartTableRow> partRows = LiveRows.show(parts, viewModel.parts());
        parts.setId("parts-list");
        parts.setPlaceholder(new Label("No parts."));
        parts.getColumns().add(column("partition", 90, PartTableRow::partition));
        parts.getColumns().add(column("name", 170, PartTableRow::name));
        parts.getColumns().add(column("level", 50, PartTableRow::level));
        parts.getColumns().add(column("rows", 90, PartTableRow::rows));
        parts.getColumns().add(column("size", 90, PartTableRow::size));
        parts.getColumns().add(column("granules", 70, PartTableRow::granules));
        parts.getColumns().add(column("primary key", 90, PartTableRow::primaryKeySize));
        parts.getColumns().add(column("age", 60, PartTableRow::age));
        parts.getColumns().add(column("read by run", 90, PartTableRow::readByRun));

        TableView<ObjectProperty<DetachedRow>> detached = new TableView<>();
        LiveRows<DetachedRow> detachedRows = LiveRows.show(detached, viewModel.detached());
        detached.setId("detached-table");
        detached.setPlaceholder(new Label("No detached parts."));
        detached.getColumns().add(column("name", 220, DetachedRow::name));
        detached.getColumns().add(column("partition", 90, DetachedRow::partitionId));
        detached.getColumns().add(column("reason", 200, DetachedRow::reason));
        detached.getColumns().add(column("size", 90, DetachedRow::size));
        detached.getColumns().add(column("age", 60, DetachedRow::age));

        rehearsal.then(() -> partitionRows.rehearse(MadeUpRows.partitions()))
                .then(() -> partRows.rehearse(MadeUpRows.parts()))
                .then(() -> detachedRows.rehearse(MadeUpRows.detached()));
        TabPane tabs = new TabPane(new Tab("Partitions: why not merging", partitions), new Tab("Parts", parts),
                new Tab("Detached parts", detached));
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        HBox.setHgrow(tabs, Priority.ALWAYS);
        tabs.setMinHeight(120);
        return tabs;
    }

    private static <R, T> TableColumn<ObjectProperty<R>, T> column(String title, double width, Function<R, T> value) {
        TableColumn<ObjectProperty<R>, T> column = new TableColumn<>(title);
        column.setPrefWidth(Math.max(width, HeaderWidth.of(title)));
        column.setCellValueFactory(LiveRows.value(value));
        return column;
    }

    /**
     * Cells whose text wraps to the column's width, so the selector's reason is read whole, with its whole text as the
     * tooltip too. Each cell makes its text node once; the column's cells share one tooltip, given a cell's text when
     * the pointer enters it: a tooltip is a popup window with its own scene, too dear to make for every cell.
     */
    private static <R> Callback<TableColumn<R, String>, TableCell<R, String>> wrapping() {
        Tooltip tooltip = new Tooltip();
        return column -> {
            TableCell<R, String> cell = new TableCell<>() {
                private final Text text = new Text();

                {
                    // before the tooltip's show delay has passed
                    setOnMouseEntered(event -> tooltip.setText(text.getText()));
                }

                @Override
                protected void updateItem(String item, boolean empty) {
                    super.updateItem(item, empty);
                    if (empty || item == null) {
                        setGraphic(null);
                        setTooltip(null);
                    } else {
                        if (!text.wrappingWidthProperty().isBound()) {
                            text.wrappingWidthProperty().bind(getTableColumn().widthProperty().subtract(10));
                        }
                        text.setText(item);
                        setGraphic(text);
                        setTooltip(tooltip);
                    }
                }
            };
            cell.setAlignment(Pos.TOP_LEFT);
            return cell;
        };
    }
}
