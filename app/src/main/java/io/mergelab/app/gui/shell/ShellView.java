package io.mergelab.app.gui.shell;

import io.mergelab.app.gui.services.Navigation;
import io.mergelab.app.gui.services.ScreenKey;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The main window's layout: a navigation rail on the left, the current screen in the middle, the status bar with
 * the running task's progress and a cancel button at the bottom. Screens are built the first time they show (or
 * when {@link #prepare prepared}) and kept afterwards, so start-up builds only the first one.
 */
public final class ShellView {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");

    private final ShellViewModel viewModel;
    private final Navigation navigation;
    private final BorderPane root = new BorderPane();
    private final VBox rail = new VBox();
    private final StackPane content = new StackPane();
    private final ToggleGroup railGroup = new ToggleGroup();
    private final Map<ScreenKey, Supplier<? extends Node>> factories = new LinkedHashMap<>();
    private final Map<ScreenKey, Node> built = new HashMap<>();
    private final Map<ScreenKey, ToggleButton> buttons = new HashMap<>();
    private final HBox statusBar;
    private Label targetLabel;

    public ShellView(ShellViewModel viewModel) {
        this.viewModel = viewModel;
        this.navigation = viewModel.navigation();
        rail.setId("navigation");
        rail.getStyleClass().add("nav-rail");
        content.setId("screen");
        root.setLeft(rail);
        root.setCenter(content);
        statusBar = statusBar();
        root.setBottom(statusBar);
        root.getStylesheets().add(ShellView.class.getResource("shell.css").toExternalForm());
        railGroup.selectedToggleProperty().addListener((observable, old, now) -> {
            if (now == null) {
                // The rail always shows where the user is: clicking the current screen again keeps it selected.
                railGroup.selectToggle(old);
            } else {
                navigation.show((ScreenKey) now.getUserData());
            }
        });
        navigation.currentProperty().addListener((observable, old, screen) -> show(screen));
    }

    /**
     * Adds a screen: a navigation button with {@code icon} (a {@link NavigationIcons} path) and the screen's
     * title, and the factory that builds its view the first time it shows. Ctrl+1, Ctrl+2, … follow the order.
     */
    public void addScreen(ScreenKey screen, String icon, Supplier<? extends Node> view) {
        navigation.register(screen);
        factories.put(screen, view);
        int position = factories.size();
        ToggleButton button = new ToggleButton(screen.title(), NavigationIcons.icon(icon));
        button.setId("nav-" + screen.id());
        button.getStyleClass().add("nav-button");
        button.setContentDisplay(ContentDisplay.TOP);
        button.setMaxWidth(Double.MAX_VALUE);
        button.setUserData(screen);
        button.setToggleGroup(railGroup);
        if (position <= 9) {
            HoverTooltip.install(button, screen.title() + " (Ctrl+" + position + ")");
        }
        buttons.put(screen, button);
        rail.getChildren().add(button);
        if (navigation.isShowing(screen)) {
            show(screen);
        }
    }

    /** Puts {@code switcher} (the target switcher) in the status bar in place of the plain target label. */
    public void setTargetSwitcher(Node switcher) {
        int at = statusBar.getChildren().indexOf(targetLabel);
        if (at >= 0) {
            statusBar.getChildren().set(at, switcher);
        }
    }

    /** The window's root; {@link #install(Scene)} adds the keyboard shortcuts once it is in a scene. */
    public Parent root() {
        return root;
    }

    /** Ctrl+1 … Ctrl+9 switch to the screens in rail order. */
    public void install(Scene scene) {
        KeyCode[] digits = {KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.DIGIT3, KeyCode.DIGIT4, KeyCode.DIGIT5,
                KeyCode.DIGIT6, KeyCode.DIGIT7, KeyCode.DIGIT8, KeyCode.DIGIT9};
        int i = 0;
        for (ScreenKey screen : factories.keySet()) {
            if (i == digits.length) {
                break;
            }
            scene.getAccelerators().put(new KeyCodeCombination(digits[i++], KeyCombination.SHORTCUT_DOWN),
                    () -> navigation.show(screen));
        }
    }

    /**
     * Builds {@code screen} now, ahead of its first show, after {@code warmUp} ran on {@code background} (where it can
     * load and initialise the screen's classes), and keeps it hidden behind the screen showing: its styles, skins and
     * layout are done while the window is idle, and showing it later only makes it visible. Built on its first show,
     * the Parts screen held the FX thread 200–400 ms. Does nothing for a screen built already.
     */
    public void prepare(ScreenKey screen, Runnable warmUp, Executor background) {
        background.execute(() -> {
            try {
                warmUp.run();
            } finally {
                Platform.runLater(() -> prepare(screen));
            }
        });
    }

    private void prepare(ScreenKey screen) {
        Supplier<? extends Node> factory = factories.get(screen);
        if (factory == null || built.containsKey(screen)) {
            return;
        }
        Node view = factory.get();
        built.put(screen, view);
        view.setVisible(false);
        content.getChildren().add(0, view);
    }

    private void show(ScreenKey screen) {
        Supplier<? extends Node> factory = factories.get(screen);
        if (factory == null) {
            return;
        }
        Node view = built.computeIfAbsent(screen, s -> factory.get());
        // the screen shown before leaves the scene; prepared ones not shown yet stay, hidden
        content.getChildren().removeIf(other -> other != view && other.isVisible());
        view.setVisible(true);
        if (view.getParent() != content) {
            content.getChildren().add(view);
        }
        railGroup.selectToggle(buttons.get(screen));
    }

    private HBox statusBar() {
        Label status = new Label();
        status.setId("shell-status");
        status.getStyleClass().add("shell-status");
        status.textProperty().bind(viewModel.statusTextProperty());
        status.setMaxWidth(Double.MAX_VALUE);
        viewModel.statusErrorProperty().addListener((observable, was, error) -> status.pseudoClassStateChanged(ERROR, error));
        status.pseudoClassStateChanged(ERROR, viewModel.statusErrorProperty().get());
        HBox.setHgrow(status, Priority.ALWAYS);

        ProgressBar progress = new ProgressBar();
        progress.setId("task-progress");
        progress.progressProperty().bind(viewModel.progressProperty());
        progress.visibleProperty().bind(viewModel.taskRunningProperty());
        progress.managedProperty().bind(progress.visibleProperty());

        Button cancel = new Button("Cancel");
        cancel.setId("task-cancel");
        HoverTooltip.install(cancel, "Stop the running task");
        cancel.setOnAction(event -> viewModel.cancelTask());
        cancel.visibleProperty().bind(viewModel.taskRunningProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());

        Label target = new Label();
        target.setId("shell-target");
        target.getStyleClass().add("shell-target");
        target.textProperty().bind(viewModel.targetTextProperty());
        HoverTooltip.install(target, "The target statements run on");
        targetLabel = target;

        Label store = new Label();
        store.setId("shell-store");
        store.getStyleClass().add("shell-target");
        store.textProperty().bind(viewModel.storeTextProperty());
        HoverTooltip.install(store, "The run store: every captured run is kept there");

        HBox bar = new HBox(8, status, progress, cancel, target, store);
        bar.getStyleClass().add("shell-status-bar");
        return bar;
    }
}
