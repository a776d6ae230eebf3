package io.mergelab.app.gui.connect;

import io.mergelab.app.gui.services.ResourceState;
import io.mergelab.app.gui.services.SharedResource;
import io.mergelab.app.gui.services.TaskFailure;
import io.mergelab.app.gui.services.TargetChoice;
import io.mergelab.profiler.connect.server.SavedConnection;
import io.mergelab.profiler.connect.server.ServerConnection;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The status bar's target switcher: the target in use (the embedded engine, or a connection's name, URL, user and
 * server version; never a password), and the targets to switch to: the embedded engine and every saved connection.
 */
public final class TargetSwitcherViewModel {
    /** The choice that stands for the embedded engine. */
    public static final TargetRow EMBEDDED = new TargetRow("", "Embedded engine");

    private final TargetChoice choice;
    private final ObservableList<TargetRow> targets = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper currentText = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper failure = new ReadOnlyStringWrapper("");

    /** A target to switch to: {@code key} is the connection's name, empty for the embedded engine. */
    public record TargetRow(String key, String text) {
    }

    public TargetSwitcherViewModel(TargetChoice choice) {
        this.choice = choice;
        SharedResource<?> target = choice.target();
        target.stateProperty().addListener(observable -> updateCurrent());
        target.labelProperty().addListener(observable -> updateCurrent());
        target.failureProperty().addListener(observable -> updateCurrent());
        choice.saved().addListener((ListChangeListener<SavedConnection>) change -> updateTargets());
        updateTargets();
        updateCurrent();
    }

    /** {@code Target: db1 · http://db1:8123/ as analyst · 18.16.1}, {@code Target: embedded /data/lab}. */
    public ReadOnlyStringProperty currentTextProperty() {
        return currentText.getReadOnlyProperty();
    }

    /** True when the last switch could not connect. */
    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    /** Why the last switch could not connect (the server's {@code Code: N} line), for the tooltip. */
    public ReadOnlyStringProperty failureProperty() {
        return failure.getReadOnlyProperty();
    }

    /** The embedded engine, then the saved connections by name. */
    public ObservableList<TargetRow> targets() {
        return targets;
    }

    /** Whether {@code row} is the target in use (or being opened). */
    public boolean isCurrent(TargetRow row) {
        return row.key().equals(choice.currentConnectionProperty().get());
    }

    /** Switches every screen to {@code row}'s target. */
    public void switchTo(TargetRow row) {
        if (row.key().isEmpty()) {
            choice.useEmbedded();
        } else {
            choice.use(row.key());
        }
    }

    /** Reads the saved connections again (before the menu shows). */
    public void reload() {
        try {
            choice.reload();
        } catch (RuntimeException e) {
            failure.set(TaskFailure.reason(e));
        }
    }

    private void updateTargets() {
        ObservableList<TargetRow> rows = FXCollections.observableArrayList(EMBEDDED);
        for (SavedConnection c : choice.saved()) {
            rows.add(new TargetRow(c.name(), c.name() + " — " + c.url() + " as "
                    + (c.user() == null ? ServerConnection.DEFAULT_USER : c.user())));
        }
        targets.setAll(rows);
    }

    private void updateCurrent() {
        SharedResource<?> target = choice.target();
        String label = target.labelProperty().get();
        ResourceState state = target.stateProperty().get();
        currentText.set("Target: " + switch (state) {
            case OPEN -> label;
            case OPENING -> "connecting to " + label + "…";
            case FAILED -> label + " (not connected)";
            case CLOSED -> "not connected";
        });
        failed.set(state == ResourceState.FAILED);
        failure.set(state == ResourceState.FAILED ? target.failureProperty().get() : "");
    }
}
