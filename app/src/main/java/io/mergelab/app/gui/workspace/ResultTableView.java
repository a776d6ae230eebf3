package io.mergelab.app.gui.workspace;

import io.mergelab.app.gui.shell.HeaderWidth;
import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;

/**
 * The result grid: one column per result column (type in the header's tooltip), rows as text, a note when capped,
 * and under it the totals row of a {@code WITH TOTALS} query in a one-row table whose columns follow the grid's. That
 * table and its caption are made for the first such result: hidden, they were still styled and given a skin (a
 * second table's virtual flow, header and scroll bars) in the window's first frame.
 */
final class ResultTableView {
    private static final int WIDTH_SAMPLE_ROWS = 200;
    private static final double MIN_COLUMN_WIDTH = 48;
    private static final double MAX_COLUMN_WIDTH = 420;
    private static final double CELL_PADDING = 24;
    private static final double TOTALS_ROW_HEIGHT = 24;
    private static final String NOTHING_RUN = "Run a statement to see its result here.";

    private final TableView<List<String>> table = new TableView<>();
    private final Label note = new Label();
    private final VBox under = new VBox(note);
    private final BorderPane pane = new BorderPane(table);
    private final Label placeholder = new Label(NOTHING_RUN);
    /** Null until a result has totals. */
    private TableView<List<String>> totals;

    ResultTableView() {
        table.setId("results");
        table.setPlaceholder(placeholder);
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        note.setId("result-note");
        note.getStyleClass().add("result-note");
        note.managedProperty().bind(note.visibleProperty());
        pane.setBottom(under);
    }

    /** The totals table with its caption, above the note, made at the first call. */
    private TableView<List<String>> totals() {
        if (totals == null) {
            totals = new TableView<>();
            totals.setId("totals");
            totals.getStyleClass().add("totals");
            totals.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
            totals.setFixedCellSize(TOTALS_ROW_HEIGHT);
            totals.setPrefHeight(TOTALS_ROW_HEIGHT + 4);
            totals.setMinHeight(totals.getPrefHeight());
            totals.managedProperty().bind(totals.visibleProperty());
            Label caption = new Label("Totals:");
            caption.getStyleClass().add("totals-caption");
            caption.visibleProperty().bind(totals.visibleProperty());
            caption.managedProperty().bind(totals.visibleProperty());
            under.getChildren().addAll(0, List.of(caption, totals));
        }
        return totals;
    }

    BorderPane control() {
        return pane;
    }

    void show(ResultGrid grid) {
        table.getColumns().clear();
        for (int i = 0; i < grid.columnNames().size(); i++) {
            int index = i;
            TableColumn<List<String>, String> column = new TableColumn<>(grid.columnNames().get(i));
            column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().get(index)));
            column.setSortable(false);
            Label header = new Label(grid.columnNames().get(i));
            header.setTooltip(new Tooltip(grid.columnTypes().get(i)));
            column.setGraphic(header);
            column.setText("");
            column.setPrefWidth(fittingWidth(grid, index));
            if (grid.numeric(index)) {
                column.setStyle("-fx-alignment: CENTER-RIGHT;");
            }
            table.getColumns().add(column);
        }
        table.setItems(FXCollections.observableList(grid.rows()));
        placeholder.setText(grid.columnNames().isEmpty() ? NOTHING_RUN : "The result has no rows.");
        note.setText(grid.note());
        note.setVisible(grid.truncated());
        showTotals(grid);
    }

    /** The totals row under the grid, captioned "Totals:" as ClickHouse's Pretty formats do, columns as wide as the grid's. */
    private void showTotals(ResultGrid grid) {
        if (grid.totals().isEmpty()) {
            if (totals != null) {
                totals.getColumns().clear();
                totals.setVisible(false);
                totals.setItems(FXCollections.observableArrayList());
            }
            return;
        }
        TableView<List<String>> row = totals();
        row.getColumns().clear();
        row.setVisible(true);
        for (int i = 0; i < table.getColumns().size(); i++) {
            int index = i;
            TableColumn<List<String>, ?> source = table.getColumns().get(i);
            TableColumn<List<String>, String> column = new TableColumn<>(source.getText());
            column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().get(index)));
            column.setSortable(false);
            column.setStyle(source.getStyle());
            column.prefWidthProperty().bind(source.widthProperty());
            row.getColumns().add(column);
        }
        row.setItems(FXCollections.observableArrayList(List.of(grid.totals().get())));
    }

    /** Wide enough for the header and the first rows' values, within bounds, so short columns stay readable. */
    private static double fittingWidth(ResultGrid grid, int column) {
        Text probe = new Text();
        double width = 0;
        for (int row = 0; row < Math.min(grid.rows().size(), WIDTH_SAMPLE_ROWS); row++) {
            probe.setText(grid.rows().get(row).get(column));
            width = Math.max(width, probe.getLayoutBounds().getWidth());
        }
        double header = HeaderWidth.of(grid.columnNames().get(column));
        return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.max(header, width + CELL_PADDING)));
    }
}
