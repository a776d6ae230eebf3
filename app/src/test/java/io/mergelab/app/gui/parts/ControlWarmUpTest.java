package io.mergelab.app.gui.parts;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The controls' warm-up makes tables, rows, cells and their skins on a background thread, outside any scene. */
@ExtendWith(ApplicationExtension.class)
class ControlWarmUpTest {
    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new Pane(), 200, 100));
        stage.show();
    }

    @Test
    void makesAScreenfulOfRowsWithTheirCellsOffTheFxThread() {
        assertThat(Platform.isFxApplicationThread()).isFalse();

        assertThat(ControlWarmUp.run()).as("cells made: 24 rows of the parts table's 9 columns").isEqualTo(24 * 9);
    }
}
