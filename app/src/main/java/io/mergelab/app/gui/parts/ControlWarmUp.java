package io.mergelab.app.gui.parts;

import java.util.function.Function;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.ToolBar;
import javafx.scene.control.skin.SeparatorSkin;
import javafx.scene.control.skin.SliderSkin;
import javafx.scene.control.skin.SplitPaneSkin;
import javafx.scene.control.skin.TabPaneSkin;
import javafx.scene.control.skin.TableCellSkin;
import javafx.scene.control.skin.TableRowSkin;
import javafx.scene.control.skin.TableViewSkin;
import javafx.scene.control.skin.ToolBarSkin;
import javafx.scene.image.ImageView;

/**
 * Makes, on the calling (background) thread, throwaway controls of the kinds the Parts screen shows, with their skins:
 * the classes of tables, tab panes, the split pane, the tool bar and the replay slider are loaded and initialised
 * there, and the table rows' and cells' code runs often enough to be compiled, rather than all of it on the FX thread
 * when the screen is first styled and its tables get their first rows. JavaFX allows nodes to be made and changed on
 * any thread until they join a shown window; these never join one.
 */
final class ControlWarmUp {
    private ControlWarmUp() {
    }

    /** Makes the controls and skins; returns how many table cells were made. */
    static int run() {
        TableView<ObjectProperty<PartTableRow>> table = new TableView<>();
        column(table, PartTableRow::partition);
        column(table, PartTableRow::name);
        column(table, PartTableRow::level);
        column(table, PartTableRow::rows);
        column(table, PartTableRow::size);
        column(table, PartTableRow::granules);
        column(table, PartTableRow::primaryKeySize);
        column(table, PartTableRow::age);
        column(table, PartTableRow::readByRun);
        int cells = 0;
        for (PartTableRow row : MadeUpRows.parts()) {
            table.getItems().add(new SimpleObjectProperty<>(row));
        }
        table.setSkin(new TableViewSkin<>(table));
        for (int i = 0; i < MadeUpRows.COUNT; i++) {
            TableRow<ObjectProperty<PartTableRow>> row = new TableRow<>();
            row.updateTableView(table);
            row.setSkin(new TableRowSkin<>(row));
            row.updateIndex(i);
            for (Node child : row.getChildrenUnmodifiable()) {
                if (child instanceof TableCell<?, ?> cell) {
                    skin(cell);
                    cells++;
                }
            }
        }
        TabPane tabs = new TabPane(new Tab("warm-up", new Label()));
        tabs.setSkin(new TabPaneSkin(tabs));
        SplitPane split = new SplitPane(new Label(), new Label());
        split.setSkin(new SplitPaneSkin(split));
        ToolBar bar = new ToolBar(new Label());
        bar.setSkin(new ToolBarSkin(bar));
        Separator separator = new Separator();
        separator.setSkin(new SeparatorSkin(separator));
        Slider slider = new Slider(0, 1, 1);
        slider.setSkin(new SliderSkin(slider));
        new ImageView();
        return cells;
    }

    private static <T> void column(TableView<ObjectProperty<PartTableRow>> table, Function<PartTableRow, T> value) {
        TableColumn<ObjectProperty<PartTableRow>, T> column = new TableColumn<>("warm-up");
        column.setCellValueFactory(LiveRows.value(value));
        table.getColumns().add(column);
    }

    private static <S, T> void skin(TableCell<S, T> cell) {
        cell.setSkin(new TableCellSkin<>(cell));
    }
}
