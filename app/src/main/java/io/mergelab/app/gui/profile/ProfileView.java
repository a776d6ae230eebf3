package io.mergelab.app.gui.profile;

import io.mergelab.app.gui.shell.GlossaryTooltip;
import io.mergelab.app.gui.shell.HeaderWidth;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.jfree.chart.fx.ChartViewer;

/**
 * The Profile screen: layout and bindings only, everything shown comes from the {@link ProfileViewModel}. A header
 * (statement, target, summary, tags, error banner, what is missing), then tabs: the pipeline graph beside the
 * per-step bars and the critical path, the tuning advice, the index funnel, the EXPLAIN texts, the query_log row, the ProfileEvents
 * and the parts read. {@link #root()} is a self-contained node for the app's shell to host.
 */
public final class ProfileView {
    /** The height of a row of the Servers tab's table (and of its header), in pixels. */
    private static final double SERVER_ROW_HEIGHT = 26;
    private static final String MONOSPACE = "-fx-font-family: monospace; -fx-font-size: 12px;";

    private final ProfileViewModel viewModel;
    private final Optional<ProfileReportViewModel> reports;
    private final StackPane root = new StackPane();

    /** The screen without report actions. */
    public ProfileView(ProfileViewModel viewModel) {
        this(viewModel, Optional.empty());
    }

    /** The screen with "Export report…" and "Open in browser" on the selected run. */
    public ProfileView(ProfileViewModel viewModel, ProfileReportViewModel reports) {
        this(viewModel, Optional.of(reports));
    }

    private ProfileView(ProfileViewModel viewModel, Optional<ProfileReportViewModel> reports) {
        this.viewModel = viewModel;
        this.reports = reports;
        BorderPane profile = new BorderPane();
        profile.setTop(header());
        TabPane tabs = new TabPane(
                tab("Pipeline", pipeline()),
                adviceTab(),
                tab("Index funnel", afterTheRun(funnels(), "The index funnel (from EXPLAIN)")),
                tab("EXPLAIN PLAN", afterTheRun(text(viewModel.planTextProperty(), "explain-plan"), "EXPLAIN PLAN")),
                tab("EXPLAIN PIPELINE", afterTheRun(text(viewModel.pipelineTextProperty(), "explain-pipeline"),
                        "EXPLAIN PIPELINE")),
                tab("Indexes", afterTheRun(text(viewModel.indexesTextProperty(), "explain-indexes"),
                        "The index analysis (EXPLAIN indexes = 1)")),
                tab("Query log", afterTheRun(nameValueTable(viewModel.queryLogColumns(), "query-log-table", "column"),
                        "The query_log row")),
                tab("ProfileEvents", afterTheRun(profileEvents(), "The ProfileEvents (from query_log)")),
                tab("Parts", afterTheRun(parts(), "The parts read (system.parts)")),
                tab("Servers", afterTheRun(servers(), "Each server's share of the run (on a cluster)")));
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.setId("profile-tabs");
        profile.setCenter(tabs);
        profile.visibleProperty().bind(viewModel.hasRunProperty().or(viewModel.showingLiveProperty()));
        profile.setId("profile-content");
        viewModel.showingLiveProperty().addListener((obs, was, live) -> {
            if (live) {
                tabs.getSelectionModel().select(0);
            }
        });
        Label none = new Label("No run selected. Run a statement or pick one in History to see its profile.");
        none.setStyle("-fx-text-fill: #5f6b76; -fx-font-size: 14px;");
        none.visibleProperty().bind(profile.visibleProperty().not());
        root.getChildren().addAll(profile, none);
        root.setId("profile-view");
    }

    public Node root() {
        return root;
    }

    private static Tab tab(String title, Node content) {
        return new Tab(title, content);
    }

    private Tab adviceTab() {
        Tab advice = tab("Advice", afterTheRun(AdvicePane.of(viewModel), "The advice (rules read the captured run)"));
        advice.setGraphic(AdvicePane.badge(viewModel));
        advice.setId("advice-tab");
        return advice;
    }

    /**
     * {@code content}, or while a statement runs live a note in its place: these tabs show what is captured once the
     * statement has finished (query_log, EXPLAIN, system.parts), and a blank pane would read as "nothing there".
     */
    private Node afterTheRun(Node content, String what) {
        Label waiting = new Label(what + " will be available when the query finishes.\n"
                + "Until then the Pipeline tab shows the processors' figures as they come in.");
        waiting.getStyleClass().add("live-placeholder");
        waiting.setWrapText(true);
        waiting.setMaxWidth(520);
        waiting.setStyle("-fx-text-fill: #5f6b76; -fx-font-size: 14px; -fx-text-alignment: center;");
        waiting.visibleProperty().bind(viewModel.showingLiveProperty());
        content.visibleProperty().bind(viewModel.showingLiveProperty().not());
        return new StackPane(content, waiting);
    }

    private Node header() {
        Label sql = new Label();
        sql.setId("profile-sql");
        sql.setStyle(MONOSPACE + "-fx-font-weight: bold;");
        sql.textProperty().bind(Bindings.createStringBinding(() -> viewModel.headerProperty().get().sqlLine(),
                viewModel.headerProperty()));
        TextArea fullSql = new TextArea();
        fullSql.setEditable(false);
        fullSql.setWrapText(true);
        fullSql.setPrefRowCount(6);
        fullSql.setStyle(MONOSPACE);
        fullSql.textProperty().bind(Bindings.createStringBinding(() -> viewModel.headerProperty().get().sqlFull(),
                viewModel.headerProperty()));
        fullSql.setVisible(false);
        fullSql.managedProperty().bind(fullSql.visibleProperty());
        Hyperlink toggle = new Hyperlink("full SQL");
        toggle.setMinWidth(Region.USE_PREF_SIZE);
        toggle.setOnAction(e -> {
            fullSql.setVisible(!fullSql.isVisible());
            toggle.setText(fullSql.isVisible() ? "hide SQL" : "full SQL");
        });
        HBox sqlLine = new HBox(8, sql, toggle);
        sqlLine.setAlignment(Pos.CENTER_LEFT);
        reports.ifPresent(r -> sqlLine.getChildren().addAll(spacer(), reportButton("Export report…", "profile-export",
                r, r::exportReport), reportButton("Open in browser", "profile-open-browser", r, r::openInBrowser)));

        Label meta = new Label();
        meta.setId("profile-meta");
        meta.setStyle("-fx-text-fill: #46525c;");
        meta.textProperty().bind(Bindings.createStringBinding(() -> {
            ProfileHeader h = viewModel.headerProperty().get();
            return h.target() + " · " + h.started() + (h.tags().isEmpty() ? "" : " · tags: " + String.join(", ", h.tags()));
        }, viewModel.headerProperty()));
        Label summary = new Label();
        summary.setId("profile-summary");
        summary.setStyle(MONOSPACE);
        summary.textProperty().bind(Bindings.createStringBinding(() -> viewModel.headerProperty().get().summary(),
                viewModel.headerProperty()));

        Label data = new Label();
        data.setId("profile-data");
        data.setWrapText(true);
        data.textProperty().bind(Bindings.createStringBinding(
                () -> String.join("\n", viewModel.headerProperty().get().data()), viewModel.headerProperty()));
        // a table changed since it was generated: the run may not have read the data its comparisons assume
        data.styleProperty().bind(Bindings.createStringBinding(() -> viewModel.headerProperty().get().dataModified()
                ? "-fx-text-fill: #8a5a00; -fx-font-weight: bold;" : "-fx-text-fill: #46525c;", viewModel.headerProperty()));
        data.visibleProperty().bind(data.textProperty().isNotEmpty());
        data.managedProperty().bind(data.visibleProperty());

        Label error = banner("profile-error", "-fx-background-color: #fdecea; -fx-text-fill: #8a1c13; -fx-border-color: #e5a59e;");
        error.textProperty().bind(Bindings.createStringBinding(() -> viewModel.headerProperty().get().error().orElse(""),
                viewModel.headerProperty()));
        Label missing = banner("profile-missing", "-fx-background-color: #fff6e0; -fx-text-fill: #6b4e00; -fx-border-color: #ecd08c;");
        missing.textProperty().bind(Bindings.createStringBinding(() -> {
            List<String> notes = viewModel.headerProperty().get().missing();
            return notes.isEmpty() ? "" : "Not captured: " + String.join("; ", notes);
        }, viewModel.headerProperty()));

        VBox captured = new VBox(4, sqlLine, fullSql, meta, summary, data, error, missing);
        captured.visibleProperty().bind(viewModel.showingLiveProperty().not());
        captured.managedProperty().bind(captured.visibleProperty());
        VBox header = new VBox(4, liveBanner(), captured);
        header.setPadding(new Insets(10, 12, 8, 12));
        header.setStyle("-fx-border-color: transparent transparent #dde1e5 transparent;");
        return header;
    }

    private static Region spacer() {
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        return spacer;
    }

    private static Button reportButton(String text, String id, ProfileReportViewModel reports, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        // the SQL line shrinks into its ellipsis, not the buttons
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.disableProperty().bind(reports.canReportProperty().not());
        button.setOnAction(e -> action.run());
        return button;
    }

    /** "Running…" with the running statement's figures so far and a Cancel button, while the profile is live. */
    private Node liveBanner() {
        Label running = new Label();
        running.setId("profile-live");
        running.setStyle(MONOSPACE + "-fx-text-fill: #0b4a7a;");
        running.textProperty().bind(viewModel.liveBannerProperty());
        running.setMaxWidth(Double.MAX_VALUE);
        running.setMinWidth(0);
        HBox.setHgrow(running, Priority.ALWAYS);
        Button cancel = new Button("Cancel");
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        cancel.setId("profile-live-cancel");
        cancel.setOnAction(e -> viewModel.cancelLive());
        HBox banner = new HBox(12, running, cancel);
        banner.setAlignment(Pos.CENTER_LEFT);
        banner.setPadding(new Insets(6, 8, 6, 8));
        banner.setStyle("-fx-background-color: #e8f2fb; -fx-border-color: #a9cbe8;");
        banner.visibleProperty().bind(viewModel.showingLiveProperty());
        banner.managedProperty().bind(banner.visibleProperty());
        return banner;
    }

    private static Label banner(String id, String style) {
        Label banner = new Label();
        banner.setId(id);
        banner.setWrapText(true);
        banner.setMaxWidth(Double.MAX_VALUE);
        banner.setPadding(new Insets(6, 8, 6, 8));
        banner.setStyle(style);
        banner.visibleProperty().bind(banner.textProperty().isNotEmpty());
        banner.managedProperty().bind(banner.visibleProperty());
        return banner;
    }

    private Node pipeline() {
        PipelineDiagramPane diagram = new PipelineDiagramPane();
        diagram.setId("pipeline-diagram");
        diagram.setDiagram(viewModel.diagramProperty().get());
        viewModel.diagramProperty().addListener((obs, old, laidOut) -> diagram.setDiagram(laidOut));
        diagram.setPlaceholder(viewModel.graphStatusProperty().get());
        viewModel.graphStatusProperty().addListener((obs, old, status) ->
                diagram.setPlaceholder(viewModel.diagramProperty().get() == null ? status : ""));

        CheckBox collapse = new CheckBox("Collapse parallel copies (×N)");
        collapse.setId("collapse-copies");
        collapse.selectedProperty().bindBidirectional(viewModel.collapseCopiesProperty());
        Button zoomOut = new Button("−");
        zoomOut.setOnAction(e -> diagram.setZoom(diagram.zoomProperty().get() / 1.25));
        Button zoomReset = new Button("100%");
        zoomReset.setOnAction(e -> diagram.setZoom(1));
        Button zoomIn = new Button("+");
        zoomIn.setOnAction(e -> diagram.setZoom(diagram.zoomProperty().get() * 1.25));
        Label status = new Label();
        status.setId("graph-status");
        status.setStyle("-fx-text-fill: #8a5a00;");
        status.textProperty().bind(viewModel.graphStatusProperty());
        for (Button zoom : List.of(zoomOut, zoomReset, zoomIn)) {
            zoom.setTooltip(new Tooltip("Zoom the graph (or Ctrl + mouse wheel); drag it to pan"));
        }
        ToolBar tools = new ToolBar(collapse, zoomOut, zoomReset, zoomIn, status);
        BorderPane graph = new BorderPane(diagram);
        graph.setTop(tools);

        ChartViewer bars = new ChartViewer(ProfileCharts.stepBars(viewModel.stepBarsProperty().get()));
        bars.setId("step-bars");
        viewModel.stepBarsProperty().addListener((obs, old, dataset) -> bars.setChart(ProfileCharts.stepBars(dataset)));
        bars.setMinHeight(220);

        Label pathTitle = new Label();
        pathTitle.setWrapText(true);
        pathTitle.setMaxWidth(Double.MAX_VALUE);
        pathTitle.setMinHeight(Region.USE_PREF_SIZE);
        pathTitle.setStyle("-fx-font-weight: bold;");
        pathTitle.textProperty().bind(Bindings.concat("Critical path: ", viewModel.criticalPathSummaryProperty()));
        TableView<PathRow> path = new TableView<>(viewModel.criticalPath());
        path.setId("critical-path");
        Label noPath = new Label();
        noPath.textProperty().bind(Bindings.when(viewModel.showingLiveProperty())
                .then("The critical path is worked out when the query finishes.")
                .otherwise("No processors captured"));
        path.setPlaceholder(noPath);
        // Long processor names get what the figures' headers leave (and the glossary tooltip), not those headers,
        // which the constrained policy would cut with "…".
        TableColumn<PathRow, String> processor = column("processor", PathRow::processor, 200);
        processor.setMinWidth(120);
        processor.setCellFactory(GlossaryTooltip.cells(viewModel::meaning));
        path.getColumns().add(processor);
        path.getColumns().add(column("step", PathRow::step, 100));
        path.getColumns().add(numberColumn("work µs", r -> String.format(Locale.ROOT, "%,d", r.workMicros()),
                "time inside work()"));
        path.getColumns().add(numberColumn("wait ↑ µs", PathRow::waitedForUpstreamMicros,
                "input wait: waiting for the processor above it on the path"));
        path.getColumns().add(numberColumn("wait ↓ µs", PathRow::waitedForDownstreamMicros,
                "output wait: waiting for the processor below it on the path to take its data"));
        path.getColumns().add(numberColumn("held up µs", r -> String.format(Locale.ROOT, "%,d", r.waitCausedMicros()),
                "how long its neighbours on the path waited for it"));
        path.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        VBox pathBox = new VBox(4, pathTitle, path);
        VBox.setVgrow(path, Priority.ALWAYS);
        pathBox.setPadding(new Insets(6));

        SplitPane side = new SplitPane(bars, pathBox);
        side.setOrientation(Orientation.VERTICAL);
        side.setDividerPositions(0.5);
        SplitPane split = new SplitPane(graph, side);
        // the critical path's headers fit whole beside the graph in the window's first size (1,280 px)
        split.setDividerPositions(0.42);
        return split;
    }

    private Node funnels() {
        Label note = new Label();
        note.setId("funnel-note");
        note.setWrapText(true);
        note.textProperty().bind(viewModel.funnelNoteProperty());
        note.styleProperty().bind(Bindings.when(viewModel.funnelDiffersProperty())
                .then("-fx-background-color: #fff6e0; -fx-padding: 6; -fx-border-color: #ecd08c;")
                .otherwise("-fx-padding: 6;"));
        VBox charts = new VBox(10);
        charts.setId("funnel-charts");
        Runnable rebuild = () -> charts.getChildren().setAll(viewModel.funnels().stream().map(data -> {
            ChartViewer viewer = new ChartViewer(ProfileCharts.funnel(data));
            viewer.setPrefHeight(380);
            viewer.setMaxWidth(1100);
            viewer.setMinHeight(300);
            return (Node) viewer;
        }).toList());
        rebuild.run();
        viewModel.funnels().addListener((ListChangeListener<FunnelChartData>) change -> rebuild.run());
        Label none = new Label("EXPLAIN reported no index analysis for this run.");
        none.visibleProperty().bind(Bindings.isEmpty(viewModel.funnels()));
        none.managedProperty().bind(none.visibleProperty());
        VBox box = new VBox(8, note, none, charts);
        box.setPadding(new Insets(10));
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        return scroll;
    }

    private static Node text(ReadOnlyStringProperty text, String id) {
        TextArea area = new TextArea();
        area.setId(id);
        area.setEditable(false);
        area.setStyle(MONOSPACE);
        area.textProperty().bind(Bindings.when(text.isEmpty()).then("(not captured for this run)").otherwise(text));
        return area;
    }

    @SuppressWarnings("unchecked")
    private Node profileEvents() {
        TextField filter = new TextField();
        filter.setId("event-filter");
        filter.setPromptText("Filter ProfileEvents by name, e.g. Selected");
        filter.textProperty().bindBidirectional(viewModel.eventFilterProperty());
        TableView<NameValue> table = nameValueTable(viewModel.profileEvents(), "profile-events", "event");
        ((TableColumn<NameValue, String>) table.getColumns().get(0)).setCellFactory(
                GlossaryTooltip.cells(viewModel::meaning));
        VBox box = new VBox(6, filter, table);
        VBox.setVgrow(table, Priority.ALWAYS);
        box.setPadding(new Insets(8));
        return box;
    }

    private static TableView<NameValue> nameValueTable(ObservableList<NameValue> rows, String id,
                                                       String nameHeader) {
        TableView<NameValue> table = new TableView<>(rows);
        table.setId(id);
        table.getColumns().add(column(nameHeader, NameValue::name, 320));
        TableColumn<NameValue, String> value = column("value", NameValue::value, 400);
        value.setStyle("-fx-alignment: CENTER-LEFT; -fx-font-family: monospace;");
        table.getColumns().add(value);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("Nothing captured"));
        return table;
    }

    private Node parts() {
        TableView<List<String>> table = new TableView<>();
        table.setId("parts-table");
        table.setPlaceholder(new Label("No parts captured for this run"));
        Runnable fill = () -> {
            TextTable parts = viewModel.partsProperty().get();
            table.getColumns().clear();
            for (int c = 0; c < parts.columns().size(); c++) {
                int index = c;
                TableColumn<List<String>, String> column = new TableColumn<>(parts.columns().get(c));
                column.setCellValueFactory(cell -> new SimpleStringProperty(cell.getValue().get(index)));
                column.setMinWidth(HeaderWidth.of(column.getText()));
                table.getColumns().add(column);
            }
            table.getItems().setAll(parts.rows());
        };
        fill.run();
        viewModel.partsProperty().addListener((obs, old, parts) -> fill.run());
        BorderPane box = new BorderPane(table);
        box.setPadding(new Insets(8));
        return box;
    }

    /** A cluster run's time per server (bars) over each server's query_log rows and parts (table). */
    private Node servers() {
        ChartViewer bars = new ChartViewer(ProfileCharts.serverBars(viewModel.serverBarsProperty().get()));
        bars.setId("server-bars");
        viewModel.serverBarsProperty().addListener((obs, old, dataset) -> bars.setChart(ProfileCharts.serverBars(dataset)));
        TableView<List<String>> table = new TableView<>();
        table.setId("servers-table");
        // the columns share the width, none narrower than its header; the table is as tall as its rows
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        table.setFixedCellSize(SERVER_ROW_HEIGHT);
        Runnable fill = () -> {
            TextTable servers = viewModel.serversProperty().get();
            table.getColumns().clear();
            for (int c = 0; c < servers.columns().size(); c++) {
                int index = c;
                String header = servers.columns().get(c);
                TableColumn<List<String>, String> column = new TableColumn<>(header);
                column.setCellValueFactory(cell -> new SimpleStringProperty(cell.getValue().get(index)));
                double fitting = Math.max(60, HeaderWidth.of(header));
                column.setMinWidth(c == 0 ? 170 : fitting);
                column.setPrefWidth(c == 0 ? 200 : fitting);
                if (c == 1 || c > 2) {
                    column.setStyle("-fx-alignment: CENTER-RIGHT;");
                }
                table.getColumns().add(column);
            }
            table.getItems().setAll(servers.rows());
            double height = SERVER_ROW_HEIGHT * (Math.max(1, servers.rows().size()) + 1) + 4;
            table.setPrefHeight(height);
            table.setMaxHeight(height);
        };
        fill.run();
        viewModel.serversProperty().addListener((obs, old, servers) -> fill.run());
        Label note = new Label("→ the server the statement went to: its initial query's figures count every shard's,"
                + " and it reads its own shard inside that query unless prefer_localhost_replica = 0.");
        note.setWrapText(true);
        note.setStyle("-fx-text-fill: #46525c;");
        VBox content = new VBox(8, bars, table, note);
        VBox.setVgrow(bars, Priority.ALWAYS);
        content.setPadding(new Insets(8));
        Label none = new Label("This run did not run on a cluster. Run with --target URL --cluster NAME to see each"
                + " server's share.");
        none.setStyle("-fx-text-fill: #5f6b76; -fx-font-size: 14px;");
        BooleanBinding onCluster = Bindings.createBooleanBinding(() -> !viewModel.serversProperty().get().rows()
                .isEmpty(), viewModel.serversProperty());
        content.visibleProperty().bind(onCluster);
        none.visibleProperty().bind(onCluster.not());
        return new StackPane(content, none);
    }

    /** A right-aligned column of figures with a header tooltip saying what they are. */
    private static <R> TableColumn<R, String> numberColumn(String title, Function<R, String> value, String meaning) {
        TableColumn<R, String> column = column(title, value, 85);
        column.setMinWidth(80);
        column.setStyle("-fx-alignment: CENTER-RIGHT;");
        Label header = new Label(title);
        header.setTooltip(new Tooltip(meaning));
        column.setGraphic(header);
        column.setText("");
        return column;
    }

    private static <R> TableColumn<R, String> column(String title, Function<R, String> value,
                                                     double width) {
        TableColumn<R, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new SimpleStringProperty(value.apply(cell.getValue())));
        column.setPrefWidth(width);
        return column;
    }
}
