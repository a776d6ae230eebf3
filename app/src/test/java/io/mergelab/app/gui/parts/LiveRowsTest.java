package io.mergelab.app.gui.parts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxWait;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import javafx.beans.property.ObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A live table's rows: a few a pulse into an empty table, holders kept while their rows change. */
@ExtendWith(ApplicationExtension.class)
class LiveRowsTest {
    private final ObservableList<String> source = FXCollections.observableArrayList();
    private TableView<ObjectProperty<String>> table;

    @Start
    void start(Stage stage) {
        table = new TableView<>();
        TableColumn<ObjectProperty<String>, String> column = new TableColumn<>("row");
        column.setCellValueFactory(LiveRows.value(row -> row));
        table.getColumns().add(column);
        LiveRows.show(table, source);
        stage.setScene(new Scene(table, 300, 400));
        stage.show();
    }

    private static List<String> rows(int count, String prefix) {
        return IntStream.range(0, count).mapToObj(i -> prefix + i).toList();
    }

    /** The rows the table shows; on the FX thread. */
    private List<String> shownNow() {
        return table.getItems().stream().map(ObjectProperty::get).toList();
    }

    private List<String> shown() throws Exception {
        return WaitForAsyncUtils.asyncFx(this::shownNow).get();
    }

    @Test
    void rowsComeAFewAPulseUntilAScreenfulThenTheRestAtOnce() throws Exception {
        List<Integer> shownAtOnce = WaitForAsyncUtils.asyncFx(() -> {
            source.setAll(rows(100, "r"));
            return List.of(table.getItems().size());
        }).get();

        assertThat(shownAtOnce).containsExactly(LiveRows.ROWS_PER_PULSE);
        FxWait.until(20, () -> shownNow().size() == 100);
        assertThat(shown()).isEqualTo(rows(100, "r"));
    }

    @Test
    void aChangedRowKeepsItsHolderAndRemovedRowsGoAtOnce() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> source.setAll(rows(5, "r"))).get();
        FxWait.until(20, () -> shownNow().size() == 5);
        ObjectProperty<String> third = WaitForAsyncUtils.asyncFx(() -> table.getItems().get(2)).get();

        List<String> changed = new ArrayList<>(rows(3, "r"));
        changed.set(2, "changed");
        WaitForAsyncUtils.asyncFx(() -> source.setAll(changed)).get();

        assertThat(shown()).containsExactly("r0", "r1", "changed");
        assertThat(WaitForAsyncUtils.asyncFx(() -> table.getItems().get(2)).get()).isSameAs(third);
    }
}
