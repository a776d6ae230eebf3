package io.mergelab.app.gui.workspace;

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
 * and under it the totals row of a {@code WITH TOTALS} query in a one-row table whose columns follow the grid's.
 */
final class ResultTableView {
    private static final int WIDTH_SAMPLE_ROWS = 200;
    private static final double MIN_COLUMN_WIDTH = 48;
    private static final double MAX_COLUMN_WIDTH = 420;
    private static final double CELL_PADDING = 24;
    private static final double TOTALS_ROW_HEIGHT = 24;
    private static final String NOTHING_RUN = "Run a statement to see its result here.";

    private final TableView<List<String>> table = new TableView<>();
    private final TableView<List<String>> totals = new TableView<>();
    private final Label totalsCaption = new Label("Totals:");
    private final Label note = new Label();
    private final BorderPane pane = new BorderPane(table);
    private final Label placeholder = new Label(NOTHING_RUN);

    ResultTableView() {
        table.setId("results");
        table.setPlaceholder(placeholder);
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        note.setId("result-note");
        note.getStyleClass().add("result-note");
        note.managedProperty().bind(note.visibleProperty());
        totals.setId("totals");
        totals.getStyleClass().add("totals");
        totals.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        totals.setFixedCellSize(TOTALS_ROW_HEIGHT);
        totals.setPrefHeight(TOTALS_ROW_HEIGHT + 4);
        totals.setMinHeight(totals.getPrefHeight());
        totals.managedProperty().bind(totals.visibleProperty());
        totals.setVisible(false);
        totalsCaption.getStyleClass().add("totals-caption");
        totalsCaption.visibleProperty().bind(totals.visibleProperty());
        totalsCaption.managedProperty().bind(totals.visibleProperty());
        pane.setBottom(new VBox(totalsCaption, totals, note));
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
        totals.getColumns().clear();
        totals.setVisible(grid.totals().isPresent());
        if (grid.totals().isEmpty()) {
            totals.setItems(FXCollections.observableArrayList());
            return;
        }
        for (int i = 0; i < table.getColumns().size(); i++) {
            int index = i;
            TableColumn<List<String>, ?> source = table.getColumns().get(i);
            TableColumn<List<String>, String> column = new TableColumn<>(source.getText());
            column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().get(index)));
            column.setSortable(false);
            column.setStyle(source.getStyle());
            column.prefWidthProperty().bind(source.widthProperty());
            totals.getColumns().add(column);
        }
        totals.setItems(FXCollections.observableArrayList(List.of(grid.totals().get())));
    }

    /** Wide enough for the header and the first rows' values, within bounds, so short columns stay readable. */
    private static double fittingWidth(ResultGrid grid, int column) {
        Text probe = new Text(grid.columnNames().get(column));
        double width = probe.getLayoutBounds().getWidth();
        for (int row = 0; row < Math.min(grid.rows().size(), WIDTH_SAMPLE_ROWS); row++) {
            probe.setText(grid.rows().get(row).get(column));
            width = Math.max(width, probe.getLayoutBounds().getWidth());
        }
        return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width + CELL_PADDING));
    }
}
