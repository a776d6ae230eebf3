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

/** The chart warm-up draws on a background thread, which JavaFX allows only for canvases outside any scene. */
@ExtendWith(ApplicationExtension.class)
class ChartWarmUpTest {
    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new Pane(), 200, 100));
        stage.show();
    }

    @Test
    void drawsBothChartsOffTheFxThread() {
        assertThat(Platform.isFxApplicationThread()).isFalse();

        assertThat(ChartWarmUp.run()).as("draws made").isEqualTo(12);
    }
}
