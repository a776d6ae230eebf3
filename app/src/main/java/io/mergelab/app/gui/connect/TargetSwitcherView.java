package io.mergelab.app.gui.connect;

import io.mergelab.app.gui.shell.HoverTooltip;
import javafx.css.PseudoClass;
import javafx.geometry.Side;
import javafx.scene.Node;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;

/**
 * The target switcher in the status bar: shows the target in use and, opened, the embedded engine and the saved
 * connections to switch to, and "Manage connections…" for the connection dialog.
 */
public final class TargetSwitcherView {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");

    private final TargetSwitcherViewModel viewModel;
    private final ConnectionsView dialog;
    private final MenuButton button = new MenuButton();

    public TargetSwitcherView(TargetSwitcherViewModel viewModel, ConnectionsView dialog) {
        this.viewModel = viewModel;
        this.dialog = dialog;
        button.setId("target-switcher");
        // names and users hold '_', which would be taken for a mnemonic
        button.setMnemonicParsing(false);
        // it sits in the status bar: the menu opens upwards, into the window
        button.setPopupSide(Side.TOP);
        button.getStyleClass().add("target-switcher");
        button.textProperty().bind(viewModel.currentTextProperty());
        // the tooltip is made at the mouse's first entry or the first failure to show, not with the window: it was the
        // first scene's last tooltip, and the first Tooltip made initialises its class (popup, behaviour, CSS), some
        // 20–25 ms of the FX thread before the first frame. Until then the text is the button's accessible help
        HoverTooltip.followHelp(button);
        button.setOnShowing(event -> {
            viewModel.reload();
            fillMenu();
        });
        viewModel.failedProperty().addListener((observable, was, failed) -> showState());
        viewModel.failureProperty().addListener((observable, was, now) -> showState());
        showState();
        fillMenu();
    }

    public Node root() {
        return button;
    }

    private void showState() {
        boolean failed = viewModel.failedProperty().get();
        button.pseudoClassStateChanged(ERROR, failed);
        button.setAccessibleHelp(failed ? viewModel.failureProperty().get()
                : "The target every screen runs statements on; click to switch or manage connections");
        if (failed) {
            HoverTooltip.make(button);
        }
    }

    private void fillMenu() {
        ToggleGroup group = new ToggleGroup();
        button.getItems().clear();
        for (TargetSwitcherViewModel.TargetRow row : viewModel.targets()) {
            RadioMenuItem item = new RadioMenuItem(row.text());
            item.setMnemonicParsing(false);
            item.setId(row.key().isEmpty() ? "target-embedded" : "target-" + row.key());
            item.setToggleGroup(group);
            item.setSelected(viewModel.isCurrent(row));
            item.setOnAction(event -> viewModel.switchTo(row));
            button.getItems().add(item);
        }
        MenuItem manage = new MenuItem("Manage connections…");
        manage.setId("manage-connections");
        manage.setOnAction(event -> dialog.show(button.getScene() == null ? null : button.getScene().getWindow()));
        button.getItems().addAll(new SeparatorMenuItem(), manage);
    }
}
