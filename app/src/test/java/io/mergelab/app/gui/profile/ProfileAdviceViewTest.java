package io.mergelab.app.gui.profile;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.profiler.run.Run;
import io.mergelab.profiler.run.Runs;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The Profile screen's Advice tab on story A's captured needle run, in a window in headless Monocle. */
@ExtendWith(ApplicationExtension.class)
class ProfileAdviceViewTest {
    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final SimpleObjectProperty<Run> selected = new SimpleObjectProperty<>();

    @Start
    void start(Stage stage) {
        ProfileView view = new ProfileView(new ProfileViewModel(selected, background, Platform::runLater));
        stage.setScene(new Scene((Parent) view.root(), 1200, 780));
        stage.show();
    }

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    private static VBox cards(FxRobot robot) {
        return FxLookup.one(robot, "#advice-cards", VBox.class);
    }

    private static List<String> labels(Node card, String styleClass) {
        return card.lookupAll("." + styleClass).stream().map(n -> ((Label) n).getText()).toList();
    }

    @Test
    void showsTheFindingsAsCardsWithFixesAndExplainsOnRequest(FxRobot robot) throws TimeoutException {
        Platform.runLater(() -> selected.set(Runs.needleUpfront()));
        TabPane tabs = FxLookup.one(robot, "#profile-tabs", TabPane.class);
        Tab advice = tabs.getTabs().stream().filter(t -> "advice-tab".equals(t.getId())).findFirst().orElseThrow();
        robot.interact(() -> tabs.getSelectionModel().select(advice));
        FxWait.until(20, () -> !cards(robot).getChildren().isEmpty());

        Node first = cards(robot).getChildren().get(0);
        assertThat(labels(first, "advice-finding")).singleElement().asString()
                .startsWith("Skip index s_idx (bloom_filter(0.0001) GRANULARITY 1) dropped 0 of 977 granules");
        assertThat(labels(first, "advice-fix")).singleElement().asString()
                .startsWith("Fix:  SET use_skip_indexes_on_data_read = 1");
        assertThat(advice.getText()).isEqualTo("Advice");
        assertThat(((Label) advice.getGraphic()).getText()).isEqualTo("2");
        assertThat(FxLookup.one(robot, "#advice-summary", Label.class).getText()).contains("warning");
        Label why = (Label) first.lookup(".advice-explanation");
        assertThat(why.isVisible()).isFalse();

        robot.clickOn(first.lookup(".hyperlink"));
        FxWait.until(5, why::isVisible);
        assertThat(((Hyperlink) first.lookup(".hyperlink")).getText()).isEqualTo("Hide explanation");
        assertThat(why.getText()).contains("FilteringMarksWithSecondaryKeysMicroseconds");

        int shown = cards(robot).getChildren().size();
        robot.clickOn(FxLookup.one(robot, "#advice-show-quiet", CheckBox.class));
        FxWait.until(5, () -> cards(robot).getChildren().size() > shown);
    }
}
