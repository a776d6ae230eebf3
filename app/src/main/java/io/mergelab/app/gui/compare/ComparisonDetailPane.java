package io.mergelab.app.gui.compare;

import io.mergelab.app.gui.shell.GlossaryTooltip;
import io.mergelab.app.gui.profile.PipelineDiagramPane;
import io.mergelab.profiler.advice.ComparisonAdvice;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.jfree.chart.fx.ChartViewer;

/**
 * One comparison (or two runs) as the Compare screen shows it: a header with the SQL, the variants and what differs,
 * then tabs for the sweep, the metrics, the per-step diff, the index funnels and the advice. Rebuilt for each
 * {@link ComparisonDetail}; layout and bindings only.
 */
final class ComparisonDetailPane {
    private final CompareViewModel viewModel;
    private final BorderPane root = new BorderPane();
    private final TableView<MetricRow> metricsTable;
    private final Optional<Node> actions;

    /** {@code actions} (the report buttons) sit at the right of the title line when given. */
    ComparisonDetailPane(CompareViewModel viewModel, Optional<Node> actions) {
        this.viewModel = viewModel;
        this.actions = actions;
        root.setId("compare-detail");
        metricsTable = metricsTable();
    }

    Node root() {
        return root;
    }

    void show(ComparisonDetail detail) {
        if (detail == null) {
            root.setTop(null);
            root.setCenter(null);
            return;
        }
        // a comparison of many variants (an experiment's query) has a header taller than the screen: it scrolls within
        // at most 300 pixels, so the tabs keep the rest
        ScrollPane header = new ScrollPane(header(detail, actions, viewModel::meaning));
        header.setId("compare-header-scroll");
        header.setFitToWidth(true);
        header.setMaxHeight(300);
        header.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        root.setTop(header);
        TabPane tabs = new TabPane();
        tabs.setId("compare-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        detail.sweep().ifPresent(sweep -> tabs.getTabs().add(tab("sweep-tab", "Sweep", sweepPane(sweep))));
        if (detail.isComparison()) {
            // the variant column tells the variants apart; with one variant against the baseline it says nothing
            metricsTable.getColumns().get(1).setVisible(detail.variants().size() > 2 || detail.sweep().isPresent());
            tabs.getTabs().add(tab("metrics-tab", "Metrics", metricsPane()));
        }
        tabs.getTabs().add(tab("steps-tab", "Per-step diff", diffPane(detail, this::stepsPane)));
        tabs.getTabs().add(tab("funnels-tab", "Index funnels", diffPane(detail, this::funnelsPane)));
        tabs.getTabs().add(tab("pipelines-tab", "Pipelines", diffPane(detail, ComparisonDetailPane::pipelinesPane)));
        tabs.getTabs().add(tab("advice-tab", "Advice (" + (detail.differences().size() + detail.advice().size()) + ")", advicePane(detail)));
        root.setCenter(tabs);
    }

    private static Tab tab(String id, String title, Node content) {
        Tab tab = new Tab(title, content);
        tab.setId(id);
        return tab;
    }

    private static Node header(ComparisonDetail detail, Optional<Node> actions,
                               Function<String, Optional<String>> meanings) {
        Label title = new Label(detail.title());
        title.setId("compare-title");
        title.getStyleClass().add("compare-title");
        HBox titleLine = new HBox(8, title);
        titleLine.setAlignment(Pos.CENTER_LEFT);
        actions.ifPresent(a -> {
            Region spacer = new Region();
            HBox.setHgrow(spacer, Priority.ALWAYS);
            titleLine.getChildren().addAll(spacer, detail.isComparison() ? a : pairReportNote(detail));
        });
        Label sql = new Label(detail.sql());
        sql.setId("compare-sql");
        sql.getStyleClass().add("sql-text");
        sql.setWrapText(true);
        sql.setMaxHeight(60);
        GridPane facts = new GridPane();
        facts.setHgap(10);
        facts.setVgap(2);
        int row = 0;
        facts.addRow(row++, caption("Variants"), lines("compare-variants", detail.variants()));
        facts.addRow(row++, caption("Settings that differ"), detail.settingsDiff().isEmpty()
                ? lines("compare-settings", List.of("the same for every variant"))
                : settingLines(detail.settingsDiff(), meanings));
        if (detail.isComparison()) {
            Label plan = value("compare-plan", "Plan shape: " + detail.planShape());
            plan.getStyleClass().add(detail.planChanged() ? "fact-notice" : "fact-plain");
            Label data = value("compare-data", (detail.dataWarning() ? "⚠ Different data: " : "Data: ")
                    + detail.data());
            data.getStyleClass().add(detail.dataWarning() ? "fact-warning" : "fact-plain");
            facts.addRow(row++, caption("What differs"), new VBox(2, plan, data));
        }
        if (!detail.notices().isEmpty()) {
            Label notices = lines("compare-notices", detail.notices());
            notices.getStyleClass().add("fact-notice");
            facts.addRow(row, caption("Notices"), notices);
        }
        VBox box = new VBox(6, titleLine, sql, facts);
        box.setPadding(new Insets(10, 12, 8, 12));
        box.getStyleClass().add("compare-header");
        return box;
    }

    /** Two runs have no report buttons (reports are of stored comparisons): it says how to get one. */
    private static Label pairReportNote(ComparisonDetail detail) {
        Label note = new Label("Reports are of stored comparisons: New comparison… sets one up"
                + (detail.setUp().isPresent() ? " from these two runs" : "") + ", measured in repeated rounds, with"
                + " verdicts.");
        note.setId("compare-pair-report-note");
        note.setWrapText(true);
        note.setMaxWidth(360);
        note.getStyleClass().add("fact-plain");
        return note;
    }

    private Node metricsPane() {
        CheckBox all = new CheckBox("Show every ProfileEvent (also those with no significant difference)");
        all.setId("metrics-show-all");
        all.selectedProperty().bindBidirectional(viewModel.showAllMetricsProperty());
        Label legend = new Label("Baseline, Variant's: the medians. Ratio: variant's median ÷ baseline's, with its"
                + " bootstrap 95% interval. Noise: the permutation threshold; changed = beyond both it and the"
                + " minimum effect.");
        legend.getStyleClass().add("compare-help");
        legend.setWrapText(true);
        VBox top = new VBox(4, all, legend);
        top.setPadding(new Insets(6, 8, 6, 8));
        BorderPane pane = new BorderPane(metricsTable);
        pane.setTop(top);
        return pane;
    }

    private TableView<MetricRow> metricsTable() {
        TableView<MetricRow> table = new TableView<>(viewModel.metrics());
        table.setId("metrics-table");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        TableColumn<MetricRow, MetricRow> verdict = new TableColumn<>("Verdict");
        verdict.setPrefWidth(170);
        verdict.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue()));
        verdict.setCellFactory(column -> new TableCell<>() {
            @Override
            protected void updateItem(MetricRow item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().removeAll(VerdictColour.ALL);
                setText(empty || item == null ? null : item.verdict().words());
                if (!empty && item != null) {
                    getStyleClass().add(item.verdictStyle());
                }
            }
        });
        TableColumn<MetricRow, String> metric = column("Metric", 320, MetricRow::metric);
        // the end of a long ProfileEvent's name tells it apart; the whole name is in the tooltip
        metric.setCellFactory(column -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setTextOverrun(OverrunStyle.LEADING_ELLIPSIS);
                setTooltip(empty || item == null ? null : GlossaryTooltip.of(item, viewModel.meaning(item)));
            }
        });
        table.getColumns().setAll(List.of(metric,
                fixed(column("Variant", 110, MetricRow::variant)),
                fixed(numeric(column("Baseline", 92, MetricRow::baselineMedian))),
                fixed(numeric(column("Variant's", 92, MetricRow::median))),
                fixed(numeric(column("Ratio [95% interval]", 162, MetricRow::ratio))),
                fixed(numeric(column("Change", 62, MetricRow::change))),
                fixed(numeric(column("Noise", 56, MetricRow::threshold)))));
        verdict.setMinWidth(verdict.getPrefWidth());
        table.getColumns().add(verdict);
        table.getColumns().get(0).setMinWidth(220);
        return table;
    }

    private Node diffPane(ComparisonDetail detail, Function<SideDiff, Node> content) {
        if (detail.diffs().isEmpty()) {
            return note("No runs left in the store for one of the sides: nothing to diff.");
        }
        BorderPane pane = new BorderPane(content.apply(detail.diffs().get(0)));
        if (detail.diffs().size() > 1) {
            ChoiceBox<SideDiff> which = new ChoiceBox<>(FXCollections.observableArrayList(detail.diffs()));
            which.setConverter(new StringConverter<>() {
                @Override
                public String toString(SideDiff diff) {
                    return diff == null ? "" : diff.nameB() + " against " + diff.nameA();
                }

                @Override
                public SideDiff fromString(String text) {
                    return null;
                }
            });
            which.getSelectionModel().select(0);
            which.valueProperty().addListener((observable, old, diff) -> pane.setCenter(content.apply(diff)));
            HBox bar = new HBox(8, new Label("Variant:"), which);
            bar.setAlignment(Pos.CENTER_LEFT);
            bar.setPadding(new Insets(6, 8, 0, 8));
            pane.setTop(bar);
        }
        return pane;
    }

    private Node stepsPane(SideDiff diff) {
        Label summary = new Label(diff.summary());
        summary.setId("steps-summary");
        summary.setWrapText(true);
        summary.setPadding(new Insets(6, 8, 4, 8));
        Node chart = CompareCharts.isEmpty(diff.stepDeltas()) ? note("No processors on either side.")
                : viewer("steps-chart", new ChartViewer(CompareCharts.stepDiff(diff)));
        TableView<StepRow> groups = new TableView<>(FXCollections.observableArrayList(diff.groups()));
        groups.setId("steps-table");
        groups.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        groups.getColumns().setAll(List.of(column("Plan step", 260, StepRow::step),
                withMeanings(column("Processor", 220, StepRow::processor)), numeric(column("Copies", 70, StepRow::copies)),
                numeric(column(diff.nameA() + " µs", 100, StepRow::microsA)),
                numeric(column(diff.nameB() + " µs", 100, StepRow::microsB)),
                numeric(column("Δ µs", 100, StepRow::deltaMicros)), numeric(column("Share", 70, StepRow::share)),
                column("Note", 110, StepRow::onlyIn)));
        SplitPane split = new SplitPane(chart, groups);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.62);
        BorderPane pane = new BorderPane(split);
        pane.setTop(summary);
        return pane;
    }

    private Node funnelsPane(SideDiff diff) {
        Label note = new Label(diff.funnelNote());
        note.setId("funnels-note");
        note.setPadding(new Insets(6, 8, 4, 8));
        if (diff.funnels().isEmpty()) {
            return new BorderPane(null, note, null, null, null);
        }
        TableView<FunnelRow> table = new TableView<>(FXCollections.observableArrayList(diff.funnels()));
        table.setId("funnels-table");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        table.getColumns().setAll(List.of(column("Table", 120, FunnelRow::table), column("Stage", 260, FunnelRow::stage),
                side(diff.nameA(), FunnelRow::granulesA, FunnelRow::droppedA),
                side(diff.nameB(), FunnelRow::granulesB, FunnelRow::droppedB)));
        SplitPane split = new SplitPane(viewer("funnels-chart", new ChartViewer(CompareCharts.funnels(diff))), table);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.62);
        BorderPane pane = new BorderPane(split);
        pane.setTop(note);
        return pane;
    }

    /** Both sides' pipeline graphs side by side, every node coloured by its group's change. */
    private static Node pipelinesPane(SideDiff diff) {
        double largest = diff.largestDeltaMicros();
        Node a = pipeline("pipeline-a", diff.nameA() + " (A)", true, diff, largest);
        Node b = pipeline("pipeline-b", diff.nameB() + " (B)", false, diff, largest);
        SplitPane sides = new SplitPane(a, b);
        sides.setDividerPositions(0.5);
        BorderPane pane = new BorderPane(sides);
        pane.setBottom(DeltaColours.legend(diff.nameA(), diff.nameB(), diff.largestDeltaMicros()));
        return pane;
    }

    private static Node pipeline(String id, String title, boolean sideA, SideDiff diff, double largest) {
        PipelineDiagramPane pane = new PipelineDiagramPane(
                node -> DeltaColours.color(diff.deltaMicros(node) / largest), new Region());
        pane.setId(id);
        pane.setDiagram(sideA ? diff.pipelineA() : diff.pipelineB());
        pane.setZoom(0.8);
        Label caption = new Label(title + "'s first run; parallel copies drawn as one node");
        caption.getStyleClass().add("fact-caption");
        caption.setPadding(new Insets(4, 8, 4, 8));
        BorderPane box = new BorderPane(pane);
        box.setTop(caption);
        return box;
    }

    private static Node advicePane(ComparisonDetail detail) {
        if (detail.advice().isEmpty() && detail.differences().isEmpty()) {
            return note("No rule found anything worth changing in either side's first run, nor a difference between"
                    + " them.");
        }
        VBox differences = new VBox(6);
        differences.setId("compare-advice-differences");
        differences.setPadding(new Insets(4, 12, 8, 12));
        for (ComparisonAdvice.Line line : detail.differences()) {
            Label change = new Label(line.change().words());
            change.getStyleClass().addAll("advice-change", "advice-change-" + line.change().words());
            change.setMinWidth(Region.USE_PREF_SIZE);
            Label text = new Label(line.text());
            text.setWrapText(true);
            text.getStyleClass().add("advice-finding");
            HBox row = new HBox(8, change, text);
            row.setAlignment(Pos.TOP_LEFT);
            row.getStyleClass().add("advice-difference");
            differences.getChildren().add(row);
        }
        if (detail.differences().isEmpty()) {
            differences.getChildren().add(note("No rule speaks on one side and not the other, and the granules read"
                    + " differ less than twofold."));
        }
        VBox cards = new VBox(8);
        cards.setId("compare-advice");
        cards.setPadding(new Insets(4, 12, 12, 12));
        for (AdviceLine line : detail.advice()) {
            Label head = new Label(line.severityAndScore() + "  ·  " + line.variant() + "  ·  " + line.ruleId());
            head.getStyleClass().addAll("advice-head", line.warning() ? "advice-warning" : "advice-info");
            Label finding = new Label(line.finding());
            finding.setWrapText(true);
            finding.getStyleClass().add("advice-finding");
            Label fix = new Label("Fix:  " + line.fix());
            fix.setWrapText(true);
            fix.getStyleClass().add("advice-fix");
            VBox card = new VBox(3, head, finding, fix);
            card.getStyleClass().add("advice-card");
            cards.getChildren().add(card);
        }
        Label differencesIntro = new Label("What differs, each variant's first run against the baseline's: granules"
                + " read when they differ twofold, and findings gone or new.");
        differencesIntro.getStyleClass().add("compare-help");
        differencesIntro.setPadding(new Insets(8, 12, 0, 12));
        Label intro = new Label("Tuning advice on each variant's first run (INFO and WARNING findings, highest score"
                + " first per variant).");
        intro.getStyleClass().add("compare-help");
        intro.setPadding(new Insets(8, 12, 0, 12));
        ScrollPane scroll = new ScrollPane(new VBox(differencesIntro, differences, intro, cards));
        scroll.setFitToWidth(true);
        return scroll;
    }

    private static Node sweepPane(SweepDetail sweep) {
        ChartViewer latency = viewer("sweep-latency", new ChartViewer(CompareCharts.sweepLatency(sweep)));
        ChartViewer steps = viewer("sweep-steps", new ChartViewer(CompareCharts.sweepSteps(sweep)));
        SplitPane charts = new SplitPane(latency, steps);
        charts.setDividerPositions(0.5);
        TableView<SweepRow> table = new TableView<>(FXCollections.observableArrayList(sweep.rows()));
        table.setId("sweep-table");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        table.getColumns().setAll(List.of(column(sweep.setting(), 120, r -> r.value() + (r.knee() ? "  ◀ knee" : "")),
                numeric(column("Median", 100, SweepRow::medianMillis)), numeric(column("Fastest", 100, SweepRow::minMillis)),
                numeric(column("Slowest", 100, SweepRow::maxMillis)),
                numeric(column("Change vs previous", 130, SweepRow::change)),
                numeric(column("Noise", 70, SweepRow::threshold)), column("Verdict vs previous", 190, SweepRow::verdict)));
        table.setPrefHeight(150);
        table.setMinHeight(110);
        SplitPane split = new SplitPane(charts, table);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.8);
        return split;
    }

    private static ChartViewer viewer(String id, ChartViewer viewer) {
        viewer.setId(id);
        viewer.setMinSize(200, 200);
        return viewer;
    }

    private static <T> TableColumn<T, String> column(String title, double width, Function<T, String> value) {
        TableColumn<T, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        return column;
    }

    /** One side's funnel figures under its name (each header whole; with the name in it, it was cut with "…"). */
    private static TableColumn<FunnelRow, String> side(String name, Function<FunnelRow, String> granules,
                                                       Function<FunnelRow, String> dropped) {
        TableColumn<FunnelRow, String> side = new TableColumn<>(name);
        side.getColumns().setAll(List.of(fixed(numeric(column("granules before → after", 190, granules))),
                fixed(numeric(column("dropped", 80, dropped)))));
        return side;
    }

    /** A column that keeps its width; the first column gives way when the table is narrow. */
    private static <T> TableColumn<T, String> fixed(TableColumn<T, String> column) {
        column.setMinWidth(column.getPrefWidth());
        return column;
    }

    private static <T> TableColumn<T, String> numeric(TableColumn<T, String> column) {
        column.getStyleClass().add("numeric");
        return column;
    }

    private static Label caption(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("fact-caption");
        label.setMinWidth(Label.USE_PREF_SIZE);
        return label;
    }

    private static Label value(String id, String text) {
        Label label = new Label(text);
        label.setId(id);
        label.setWrapText(true);
        return label;
    }

    /** One label per setting line ({@code name:  a · b}), each with the setting's meaning as its tooltip. */
    private static Node settingLines(List<String> lines, Function<String, Optional<String>> meanings) {
        VBox box = new VBox(2);
        box.setId("compare-settings");
        for (String line : lines) {
            Label label = value("compare-setting", line);
            String name = line.contains(":") ? line.substring(0, line.indexOf(':')) : line;
            label.setTooltip(GlossaryTooltip.of(name, meanings.apply(name)));
            box.getChildren().add(label);
        }
        return box;
    }

    private <T> TableColumn<T, String> withMeanings(TableColumn<T, String> column) {
        column.setCellFactory(GlossaryTooltip.cells(viewModel::meaning));
        return column;
    }

    private static Label lines(String id, List<String> lines) {
        return value(id, String.join("\n", lines));
    }

    private static Node note(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("compare-help");
        label.setPadding(new Insets(12));
        HBox box = new HBox(label);
        HBox.setHgrow(label, Priority.ALWAYS);
        return box;
    }
}
