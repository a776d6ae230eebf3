package io.mergelab.app.gui.workspace;

import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.text.Text;

/** The result grid: one column per result column (type in the header's tooltip), rows as text, a note when capped. */
final class ResultTableView {
    private static final int WIDTH_SAMPLE_ROWS = 200;
    private static final double MIN_COLUMN_WIDTH = 48;
    private static final double MAX_COLUMN_WIDTH = 420;
    private static final double CELL_PADDING = 24;

    private final TableView<List<String>> table = new TableView<>();
    private final Label note = new Label();
    private final BorderPane pane = new BorderPane(table);

    ResultTableView() {
        table.setId("results");
        table.setPlaceholder(new Label("Run a statement to see its result here."));
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        note.setId("result-note");
        note.getStyleClass().add("result-note");
        note.managedProperty().bind(note.visibleProperty());
        pane.setBottom(note);
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
        note.setText(grid.note());
        note.setVisible(grid.truncated());
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
