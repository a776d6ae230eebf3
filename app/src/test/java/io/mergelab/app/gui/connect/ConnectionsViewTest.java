package io.mergelab.app.gui.connect;

import static org.assertj.core.api.Assertions.assertThat;

import io.mergelab.app.gui.FxLookup;
import io.mergelab.app.gui.FxWait;
import io.mergelab.app.gui.GlossaryTooltips;
import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ResourceState;
import io.mergelab.app.gui.services.ScreenKey;
import io.mergelab.app.gui.services.ScriptedDialogs;
import io.mergelab.app.gui.services.TargetChoice;
import io.mergelab.app.gui.services.TargetOpener;
import io.mergelab.app.gui.services.TaskRunner;
import io.mergelab.app.gui.shell.NavigationIcons;
import io.mergelab.app.gui.shell.ShellView;
import io.mergelab.app.gui.shell.ShellViewModel;
import io.mergelab.app.gui.workspace.WorkspaceView;
import io.mergelab.app.gui.workspace.WorkspaceViewModel;
import io.mergelab.profiler.connect.EmbeddedTarget;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.server.ClickHouseTarget;
import io.mergelab.profiler.connect.server.ConnectionsFile;
import io.mergelab.profiler.connect.server.ServerConnection;
import io.mergelab.profiler.store.RunStore;
import io.mergelab.profiler.testing.ClickHouseServer;
import io.mergelab.profiler.testing.ClickHouseExtension;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.AccessibleAttribute;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The connection dialog and the target switcher in the real shell with the Workspace, against a real ClickHouse
 * server: add a connection, test it, switch to it and run a query that answers with the server's rows; a dead URL and a
 * wrong password show the server's error; the password is in neither the connections file (unless asked) nor the
 * run store.
 */
@ExtendWith(ApplicationExtension.class)
class ConnectionsViewTest {
    @RegisterExtension
    static final ClickHouseExtension clickhouse = ClickHouseExtension.singleServer();

    @TempDir
    Path dir;
    private final ExecutorService background = Executors.newCachedThreadPool();
    private AppServices services;
    private ConnectionsFile connections;
    private WorkspaceViewModel workspace;

    @BeforeAll
    static void startServer() {
        clickhouse.server().query("CREATE TABLE cities (id UInt64, city String) ENGINE = MergeTree ORDER BY id");
        clickhouse.server().query("INSERT INTO cities VALUES (1, 'Lima'), (2, 'Oslo'), (3, 'Pune')");
    }

    @Start
    void start(Stage stage) {
        TaskRunner tasks = new TaskRunner(background, Platform::runLater);
        services = AppServices.create(tasks, new ScriptedDialogs());
        connections = new ConnectionsFile(dir.resolve("connections"));
        TargetChoice choice = new TargetChoice(services.target(), new TargetOpener() {
            @Override
            public String embeddedLabel() {
                return "embedded in-memory";
            }

            @Override
            public QueryTarget openEmbedded() {
                return EmbeddedTarget.inMemory();
            }

            @Override
            public QueryTarget connect(ServerConnection connection) {
                return ClickHouseTarget.connect(connection);
            }
        }, connections);
        ShellView shell = new ShellView(new ShellViewModel(services));
        workspace = new WorkspaceViewModel(services);
        shell.addScreen(ScreenKey.WORKSPACE, NavigationIcons.WORKSPACE, () -> new WorkspaceView(workspace).root());
        ConnectionsView dialog = new ConnectionsView(new ConnectionsViewModel(choice, tasks, services.dialogs()));
        shell.setTargetSwitcher(new TargetSwitcherView(new TargetSwitcherViewModel(choice), dialog).root());
        stage.setScene(new Scene(shell.root(), 1100, 700));
        stage.show();
        services.store().open("store", progress -> RunStore.open(dir.resolve("store")), s -> s.file().toString());
        choice.useEmbedded();
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> services.tasks().cancelAll()).get();
        background.shutdown();
        background.awaitTermination(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> {
            services.target().close();
            services.store().close();
        }).get();
    }

    private void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws TimeoutException {
        FxWait.until(30, condition);
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private void openDialog(FxRobot robot) throws TimeoutException {
        waitUntil(() -> services.target().stateProperty().get() != ResourceState.OPENING);
        robot.clickOn("#target-switcher");
        // the menu's popup shows a pulse or two after the click (CI once looked for the item before it was there)
        waitUntil(() -> robot.lookup("#manage-connections").tryQuery().filter(Node::isVisible).isPresent());
        robot.clickOn("#manage-connections");
        waitUntil(() -> robot.lookup("#connection-name").tryQuery().isPresent());
    }

    @Test
    void theSwitchersTooltipIsMadeAtTheFirstHoverAndAScreenReaderHasItsTextBefore(FxRobot robot) throws Exception {
        robot.moveTo("#editor");
        MenuButton switcher = FxLookup.one(robot, "#target-switcher", MenuButton.class);
        assertThat(switcher.getTooltip()).as("not made before the mouse came").isNull();
        Object help = WaitForAsyncUtils.asyncFx(() -> switcher.queryAccessibleAttribute(AccessibleAttribute.HELP)).get();
        assertThat(help).asString().startsWith("The target every screen runs statements on");

        assertThat(GlossaryTooltips.hover(robot, switcher)).startsWith("The target every screen runs statements on");
        // off again, the tooltip hidden: JavaFX tracks the tooltip showing across the tests' scenes
        robot.moveTo("#editor");
        FxWait.until(10, () -> Window.getWindows().stream().noneMatch(w -> w instanceof Tooltip && w.isShowing()));
    }

    private static void type(FxRobot robot, String id, String value) {
        robot.interact(() -> robot.lookup(id).queryAs(TextInputControl.class).clear());
        robot.clickOn(id).write(value);
    }

    private void fill(FxRobot robot, String name, String url, String user, String password) {
        type(robot, "#connection-name", name);
        type(robot, "#connection-url", url);
        type(robot, "#connection-user", user);
        type(robot, "#connection-password", password);
    }

    @Test
    void addTestSwitchAndRunShowsTheServersRowsAndThePasswordStaysOutOfTheFileAndTheStore(FxRobot robot)
            throws Exception {
        openDialog(robot);
        fill(robot, "lab", clickhouse.server().url().toString(), ClickHouseServer.PASSWORD_USER,
                clickhouse.server().password());

        robot.clickOn("#connection-test");
        waitUntil(() -> text(robot, "#connection-status").startsWith("Connected: "));
        assertThat(text(robot, "#connection-status")).isEqualTo("Connected: ClickHouse 18.16.1 at "
                + clickhouse.server().url()
                + " as " + ClickHouseServer.PASSWORD_USER);

        robot.clickOn("#connection-use");
        waitUntil(() -> services.target().stateProperty().get() == ResourceState.OPEN
                && services.target().labelProperty().get().startsWith("lab"));
        MenuButton switcher = FxLookup.one(robot, "#target-switcher", MenuButton.class);
        assertThat(switcher.getText()).isEqualTo("Target: lab · " + clickhouse.server().url() + " as "
                + ClickHouseServer.PASSWORD_USER + " · 18.16.1");

        robot.interact(() -> FxLookup.one(robot, "#editor", TextArea.class).clear());
        robot.clickOn("#editor").write("SELECT id, city FROM default.cities ORDER BY id");
        waitUntil(() -> !robot.lookup("#run").queryButton().isDisabled());
        robot.clickOn("#run");
        waitUntil(() -> !workspace.isBusy() && workspace.lastRunProperty().get() != null);
        TableView<List<String>> grid = FxLookup.one(robot, "#results", TableView.class);
        assertThat(grid.getItems()).containsExactly(List.of("1", "Lima"), List.of("2", "Oslo"), List.of("3", "Pune"));
        assertThat(workspace.lastRunProperty().get().target().kind()).isEqualTo("clickhouse");

        String file = Files.readString(connections.file(), StandardCharsets.UTF_8);
        assertThat(file).contains("\"lab\"", clickhouse.server().url().toString())
                .doesNotContain(clickhouse.server().password());
        assertThat(Files.getPosixFilePermissions(connections.file()))
                .isEqualTo(PosixFilePermissions.fromString("rw-------"));
        WaitForAsyncUtils.asyncFx(() -> services.store().close()).get();
        Path store = dir.resolve("store.mv.db");
        try (RunStore runs = RunStore.openExisting(dir.resolve("store"))) {
            assertThat(runs.count()).isEqualTo(1);
        }
        assertThat(new String(Files.readAllBytes(store), StandardCharsets.ISO_8859_1))
                .doesNotContain(clickhouse.server().password());
        assertThat(switcher.getText()).doesNotContain(clickhouse.server().password());
    }

    @Test
    void aDeadServerAndAWrongPasswordShowTheServersErrorAndTheWindowKeepsWorking(FxRobot robot) throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        openDialog(robot);
        fill(robot, "gone", "http://127.0.0.1:" + port, "default", "");
        robot.clickOn("#connection-test");
        waitUntil(() -> text(robot, "#connection-status").startsWith("Code:"));
        Label status = FxLookup.one(robot, "#connection-status", Label.class);
        assertThat(status.getText()).isEqualTo("Code: 210. DB::Exception: Connection refused: no ClickHouse server"
                + " answers at http://127.0.0.1:" + port + "/. (NETWORK_ERROR)");
        assertThat(status.getPseudoClassStates()).anyMatch(p -> p.getPseudoClassName().equals("error"));

        String wrong = "not-the-password-4711";
        fill(robot, "lab", clickhouse.server().url().toString(), ClickHouseServer.PASSWORD_USER, wrong);
        robot.clickOn("#connection-test");
        waitUntil(() -> text(robot, "#connection-status").startsWith("Code:"));
        assertThat(text(robot, "#connection-status")).startsWith("Code: 193").contains("Wrong password")
                .doesNotContain(wrong);

        // switching to the dead server: the switcher says so in red, and switching back works
        fill(robot, "gone", "http://127.0.0.1:" + port, "default", "");
        robot.clickOn("#connection-use");
        waitUntil(() -> services.target().stateProperty().get() == ResourceState.FAILED);
        MenuButton switcher = FxLookup.one(robot, "#target-switcher", MenuButton.class);
        assertThat(switcher.getText()).isEqualTo("Target: gone · http://127.0.0.1:" + port + "/ (not connected)");
        assertThat(switcher.getPseudoClassStates()).anyMatch(p -> p.getPseudoClassName().equals("error"));
        assertThat(switcher.getTooltip().getText()).startsWith("Code: 210");

        robot.clickOn("#target-switcher");
        robot.clickOn("Embedded engine");
        waitUntil(() -> services.target().stateProperty().get() == ResourceState.OPEN);
        assertThat(switcher.getText()).isEqualTo("Target: embedded in-memory");
        assertThat(Files.readString(connections.file())).doesNotContain(wrong);
    }

    @Test
    void theClusterIsSavedShownAgainAndNamedByTheSwitcher(FxRobot robot) throws Exception {
        openDialog(robot);
        fill(robot, "sharded", clickhouse.server().url().toString(), "default", "");
        type(robot, "#connection-cluster", "lab_cluster");
        robot.clickOn("#connection-save");
        waitUntil(() -> text(robot, "#connection-status").startsWith("Saved sharded"));
        assertThat(Files.readString(connections.file())).contains("\"cluster\" : \"lab_cluster\"");

        robot.clickOn("#connection-new");
        assertThat(FxLookup.one(robot, "#connection-cluster", TextInputControl.class).getText()).isEmpty();
        robot.clickOn("sharded");
        assertThat(FxLookup.one(robot, "#connection-cluster", TextInputControl.class).getText())
                .isEqualTo("lab_cluster");
        robot.clickOn("#connection-test");
        waitUntil(() -> text(robot, "#connection-status").startsWith("Connected: "));
        assertThat(text(robot, "#connection-status")).endsWith(" as default, cluster lab_cluster");

        robot.clickOn("#connection-use");
        waitUntil(() -> services.target().stateProperty().get() == ResourceState.OPEN
                && services.target().labelProperty().get().startsWith("sharded"));
        assertThat(FxLookup.one(robot, "#target-switcher", MenuButton.class).getText())
                .isEqualTo("Target: sharded · " + clickhouse.server().url() + " (cluster lab_cluster) as default"
                        + " · 18.16.1");
    }

    @Test
    void savePasswordKeepsItInTheFileOnlyWhenTicked(FxRobot robot) throws Exception {
        openDialog(robot);
        fill(robot, "kept", clickhouse.server().url().toString(), ClickHouseServer.PASSWORD_USER,
                clickhouse.server().password());
        robot.clickOn("#connection-save-password");
        robot.clickOn("#connection-save");
        waitUntil(() -> text(robot, "#connection-status").startsWith("Saved kept"));
        assertThat(Files.readString(connections.file())).contains(clickhouse.server().password());
        assertThat(text(robot, "#connection-status")).endsWith("with its password");

        // the list shows it; choosing it fills the form without the password, and Test uses the kept one
        robot.clickOn("#connection-new");
        assertThat(FxLookup.one(robot, "#connection-name", TextInputControl.class).getText()).isEmpty();
        robot.clickOn("kept");
        assertThat(FxLookup.one(robot, "#connection-password", TextInputControl.class).getText()).isEmpty();
        assertThat(FxLookup.one(robot, "#connection-password", TextInputControl.class).getPromptText())
                .startsWith("kept in the connections file");
        robot.clickOn("#connection-test");
        waitUntil(() -> !text(robot, "#connection-status").startsWith("Connecting"));
        assertThat(text(robot, "#connection-status")).startsWith("Connected: ClickHouse 18.16.1");

        robot.clickOn("#connection-save-password");
        robot.clickOn("#connection-save");
        waitUntil(() -> text(robot, "#connection-status").endsWith("without a password"));
        assertThat(Files.readString(connections.file())).contains("\"kept\"")
                .doesNotContain(clickhouse.server().password());
    }
}
