package io.mergelab.app.gui.shell;

import io.mergelab.app.gui.services.DialogService;
import io.mergelab.app.gui.services.FileFilter;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** The app's dialogs: JavaFX alerts and file choosers over the main window. */
public final class FxDialogService implements DialogService {
    private final Window owner;

    public FxDialogService(Window owner) {
        this.owner = owner;
    }

    @Override
    public boolean confirm(String title, String message, String confirmLabel) {
        ButtonType confirm = new ButtonType(confirmLabel, ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, message, confirm, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(title);
        // Cancel is the default: Enter after an accidental Delete does not destroy anything.
        ((Button) alert.getDialogPane().lookupButton(confirm)).setDefaultButton(false);
        ((Button) alert.getDialogPane().lookupButton(ButtonType.CANCEL)).setDefaultButton(true);
        return alert.showAndWait().filter(confirm::equals).isPresent();
    }

    @Override
    public void showError(String title, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message, ButtonType.OK);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(title);
        alert.showAndWait();
    }

    @Override
    public Optional<Path> chooseFileToOpen(String title, List<FileFilter> filters) {
        return Optional.ofNullable(chooser(title, filters).showOpenDialog(owner)).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFileToSave(String title, String suggestedName, List<FileFilter> filters) {
        FileChooser chooser = chooser(title, filters);
        chooser.setInitialFileName(suggestedName);
        return Optional.ofNullable(chooser.showSaveDialog(owner)).map(File::toPath);
    }

    private static FileChooser chooser(String title, List<FileFilter> filters) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        for (FileFilter filter : filters) {
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(filter.description(), filter.patterns()));
        }
        return chooser;
    }
}
