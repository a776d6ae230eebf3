package io.mergelab.app.gui.services;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Dialogs answered by the test: confirmations get {@link #answer}, and every dialog shown is recorded. */
public final class ScriptedDialogs implements DialogService {
    public final List<String> shown = new ArrayList<>();
    public boolean answer;
    public Path chosenFile;

    @Override
    public boolean confirm(String title, String message, String confirmLabel) {
        shown.add("confirm: " + title + " | " + message + " | " + confirmLabel);
        return answer;
    }

    @Override
    public void showError(String title, String message) {
        shown.add("error: " + title + " | " + message);
    }

    @Override
    public Optional<Path> chooseFileToOpen(String title, List<FileFilter> filters) {
        shown.add("open: " + title);
        return Optional.ofNullable(chosenFile);
    }

    @Override
    public Optional<Path> chooseFileToSave(String title, String suggestedName, List<FileFilter> filters) {
        shown.add("save: " + title + " | " + suggestedName);
        return Optional.ofNullable(chosenFile);
    }
}
