package io.mergelab.app.gui.services;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The dialogs a ViewModel may open, called on the UI thread. The app shows real dialogs; tests give answers of
 * their own, so a ViewModel's confirm-then-act logic is tested without windows.
 */
public interface DialogService {

    /** Asks a yes/no question; true when the user chose {@code confirmLabel} ("Delete"), false on cancel. */
    boolean confirm(String title, String message, String confirmLabel);

    void showError(String title, String message);

    Optional<Path> chooseFileToOpen(String title, List<FileFilter> filters);

    Optional<Path> chooseFileToSave(String title, String suggestedName, List<FileFilter> filters);
}
