package io.mergelab.app.gui.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import javafx.animation.AnimationTimer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.transformation.SortedList;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.util.Callback;

/**
 * A table's rows as holders that stay while the rows they hold change. A TableView given a replaced item (or a new
 * list) throws away and rebuilds every cell with its skin and styles, which held the FX thread tens of milliseconds
 * per live read; here a new read of equal length only changes the holders whose row differs, so only those cells
 * update, and rows are added or removed at the end. A sorted table keeps its order; rows added are sorted in, rows
 * whose values changed move when the user sorts again.
 * <p>
 * While the table holds less than a screenful, rows are added {@value #ROWS_PER_PULSE} a pulse, so the cells' texts
 * and styles change over several pulses. Making the cells is another matter: the first rows in an empty table make
 * every row of its viewport at once, the empty ones that fill it too, however few rows arrive (13 rows of 9 cells,
 * 148 ms of the FX thread, cold); {@link #rehearse} makes them ahead, while the table is not shown, and the first
 * real rows then cost 10–30 ms. Rows beyond a screenful make no cells until scrolled to.
 */
final class LiveRows<R> {
    static final int ROWS_PER_PULSE = 2;
    /** More rows than a table shows at once on a large window. */
    static final int SCREENFUL = 30;

    private final TableView<ObjectProperty<R>> table;
    private final ObservableList<R> source;
    /** No extractor: a holder's change updates its cells, never the list, which a sorted table would see as a replace. */
    private final ObservableList<ObjectProperty<R>> holders = FXCollections.observableArrayList();
    /** Adds the rest of the rows, {@value #ROWS_PER_PULSE} a pulse, while some are missing. */
    private final AnimationTimer catchUp = new AnimationTimer() {
        @Override
        public void handle(long now) {
            follow();
        }
    };

    private LiveRows(TableView<ObjectProperty<R>> table, ObservableList<R> source) {
        this.table = table;
        this.source = source;
        source.addListener((ListChangeListener<R>) change -> follow());
        follow();
    }

    /** Shows {@code source} in {@code table}, following its changes. */
    static <R> LiveRows<R> show(TableView<ObjectProperty<R>> table, ObservableList<R> source) {
        LiveRows<R> rows = new LiveRows<>(table, source);
        SortedList<ObjectProperty<R>> sorted = new SortedList<>(rows.holders);
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        return rows;
    }

    /**
     * Makes the table's rows and cells, with their skins and styles, now: shows {@code madeUp} for one layout of the
     * table and takes them away again before anything is drawn. The cells stay in the table, empty, and the first
     * real rows reuse them: 110–180 ms of the FX thread taken out of a live load's first rows (the cells of a screenful
     * made at once). Nothing to do when the table has rows already. Returns false, having done nothing, while the
     * table is not laid out yet. On the FX thread.
     */
    boolean rehearse(List<R> madeUp) {
        if (!source.isEmpty() || !holders.isEmpty()) {
            return true;
        }
        if (table.getSkin() == null || table.getHeight() <= 0) {
            return false;
        }
        List<ObjectProperty<R>> shown = new ArrayList<>();
        for (R row : madeUp) {
            shown.add(new SimpleObjectProperty<>(row));
        }
        holders.setAll(shown);
        table.applyCss();
        table.layout();
        holders.clear();
        return true;
    }

    /** A column cell's value: {@code value} of the row its holder holds now. */
    static <R, T> Callback<TableColumn.CellDataFeatures<ObjectProperty<R>, T>, ObservableValue<T>> value(Function<R, T> value) {
        return cell -> Bindings.createObjectBinding(() -> value.apply(cell.getValue().get()), cell.getValue());
    }

    private void follow() {
        int common = Math.min(source.size(), holders.size());
        for (int i = 0; i < common; i++) {
            R now = source.get(i);
            ObjectProperty<R> holder = holders.get(i);
            if (!Objects.equals(holder.get(), now)) {
                holder.set(now);
            }
        }
        if (holders.size() > source.size()) {
            holders.remove(source.size(), holders.size());
        } else if (source.size() > holders.size()) {
            int upTo = holders.size() >= SCREENFUL ? source.size()
                    : Math.min(source.size(), holders.size() + ROWS_PER_PULSE);
            List<ObjectProperty<R>> added = new ArrayList<>();
            for (int i = holders.size(); i < upTo; i++) {
                added.add(new SimpleObjectProperty<>(source.get(i)));
            }
            holders.addAll(added);
        }
        if (holders.size() < source.size()) {
            catchUp.start();
        } else {
            catchUp.stop();
        }
    }
}
