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
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.data.category.CategoryDataset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The Profile screen's Servers tab: a cluster run's time per server and each server's rows, in headless Monocle. */
@ExtendWith(ApplicationExtension.class)
class ProfileServersViewTest {
    private final ExecutorService layoutThread = Executors.newSingleThreadExecutor();
    private final SimpleObjectProperty<Run> selected = new SimpleObjectProperty<>();

    @Start
    void start(Stage stage) {
        ProfileView view = new ProfileView(new ProfileViewModel(selected, layoutThread, Platform::runLater));
        stage.setScene(new Scene((Parent) view.root(), 1200, 780));
        stage.show();
    }

    @AfterEach
    void stop() {
        layoutThread.shutdownNow();
    }

    private void showServersTab(FxRobot robot, Run run) throws TimeoutException {
        Platform.runLater(() -> selected.set(run));
        FxWait.until(20, () -> FxLookup.one(robot, "#profile-content", Node.class).isVisible());
        TabPane tabs = FxLookup.one(robot, "#profile-tabs", TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> t.getText().equals("Servers")).findFirst().orElseThrow()));
    }

    @Test
    void aClusterRunShowsEachServersQueryAndItsTime(FxRobot robot) throws TimeoutException {
        showServersTab(robot, Runs.clusterTwoServers());

        @SuppressWarnings("unchecked")
        TableView<List<String>> table = FxLookup.one(robot, "#servers-table", TableView.class);
        FxWait.until(20, () -> table.getItems().size() == 2);
        assertThat(table.isVisible()).isTrue();
        assertThat(table.getItems().get(0)).startsWith("→ 127.0.0.1:9000", "1", "initial", "41", "60,000");
        assertThat(table.getItems().get(1)).startsWith("127.0.0.1:9001", "2", "secondary", "23", "30,000");
        assertThat(table.getItems().get(1)).endsWith("1", "30,000");
        // every header readable in full, and no empty rows under the servers'
        for (TableColumn<List<String>, ?> column : table.getColumns()) {
            double header = new Text(column.getText()).getLayoutBounds().getWidth();
            assertThat(column.getWidth()).as(column.getText()).isGreaterThan(header + 12);
        }
        assertThat(table.getHeight()).isLessThanOrEqualTo(26 * 3 + 4);

        ChartViewer bars = FxLookup.one(robot, "#server-bars", ChartViewer.class);
        CategoryDataset dataset = bars.getChart().getCategoryPlot().getDataset();
        assertThat(bars.getChart().getTitle().getText()).isEqualTo("Time per server of the cluster");
        assertThat(dataset.getValue(ProfileViewModel.INITIAL_QUERY, "→ 127.0.0.1:9000 · shard 1 · initial").longValue())
                .isEqualTo(41);
        assertThat(dataset.getValue(ProfileViewModel.SECONDARY_QUERY, "127.0.0.1:9001 · shard 2 · secondary").longValue())
                .isEqualTo(23);
    }

    @Test
    void aRunOffAClusterSaysSoInsteadOfAnEmptyTable(FxRobot robot) throws TimeoutException {
        showServersTab(robot, Runs.needleUpfront());

        Node table = FxLookup.one(robot, "#servers-table", Node.class);
        assertThat(table.getParent().isVisible()).isFalse();
        Node note = FxLookup.onFx(() -> robot.lookup(n -> n instanceof javafx.scene.control.Label l
                && l.getText() != null && l.getText().startsWith("This run did not run on a cluster"))
                .queryAs(Node.class));
        assertThat(note.isVisible()).isTrue();
    }
}
