package io.mergelab.app.gui.settings;

import io.mergelab.app.gui.services.AppServices;
import io.mergelab.app.gui.services.ResourceState;
import io.mergelab.app.gui.workspace.StatusLine;
import io.mergelab.profiler.connect.QueryRequest;
import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.TargetException;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The settings sheet: every query and MergeTree setting of the shell's current target, as its system tables list them
 * (type, default, description, tier, whether MergeLab acts on it). Changing a query setting runs {@code SET} on the
 * target, so it applies to the session the Workspace runs its statements in; the target refuses unknown names and bad
 * values with its own message, shown in the status line, and the sheet keeps the value the session has.
 */
public final class SettingsViewModel {
    private final AppServices services;
    private final ObservableList<SettingRow> rows = FXCollections.observableArrayList();
    /** One view kept for good: an unmodifiable list listens to its source weakly, so a fresh one per call would stop
     *  telling its listeners once collected. */
    private final ObservableList<SettingRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyObjectWrapper<StatusLine> status = new ReadOnlyObjectWrapper<>(StatusLine.info("Not connected."));

    public SettingsViewModel(AppServices services) {
        this.services = services;
        services.target().stateProperty().addListener((observable, old, state) -> targetChanged(state));
        targetChanged(services.target().stateProperty().get());
    }

    /** The settings in the target's order: query settings, then MergeTree settings. */
    public ObservableList<SettingRow> rows() {
        return rowsView;
    }

    public ReadOnlyObjectProperty<StatusLine> statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Reads the settings again (after the Workspace ran SET, say). */
    public void reload() {
        services.target().value().ifPresent(this::readInBackground);
    }

    /**
     * Sets a query setting for the session: {@code SET name = 'value'} on the target. On success the sheet is read
     * again and the status says what changed; on failure the status shows the target's error and nothing changes.
     */
    public void apply(String name, String value) {
        QueryTarget target = services.target().value().orElse(null);
        if (target == null) {
            status.set(StatusLine.error("Not connected: settings apply to a target's session."));
            return;
        }
        String sql = "SET " + name + " = " + quoted(value);
        services.tasks().task("Setting " + name, progress -> {
            target.run(QueryRequest.of(sql)).close();
            return SettingsReader.read(target);
        }).onSuccess(read -> {
            replaceChanged(read);
            status.set(StatusLine.info(name + " = " + valueOf(name) + " for this session (Workspace statements use it)."));
        }).onFailure(error -> {
            status.set(StatusLine.error(error instanceof TargetException t ? t.clientLine() : error.toString()));
            // the setting's editor shows what the session still has
            for (int i = 0; i < rows.size(); i++) {
                if (rows.get(i).name().equals(name)) {
                    rows.set(i, rows.get(i));
                }
            }
        }).start();
    }

    /**
     * Takes {@code read}: where it lists the same settings in the same order, only the rows that differ are replaced
     * (a SET changes one or a few), so the sheet redraws those alone; otherwise all of them.
     */
    private void replaceChanged(List<SettingRow> read) {
        boolean sameSettings = read.size() == rows.size();
        for (int i = 0; sameSettings && i < read.size(); i++) {
            sameSettings = read.get(i).name().equals(rows.get(i).name()) && read.get(i).scope() == rows.get(i).scope();
        }
        if (!sameSettings) {
            rows.setAll(read);
            return;
        }
        for (int i = 0; i < read.size(); i++) {
            if (!read.get(i).equals(rows.get(i))) {
                rows.set(i, read.get(i));
            }
        }
    }

    public long changedCount() {
        return rows.stream().filter(SettingRow::changed).count();
    }

    private String valueOf(String name) {
        return rows.stream().filter(r -> r.name().equals(name)).map(SettingRow::value).findFirst().orElse("?");
    }

    private void targetChanged(ResourceState state) {
        switch (state) {
            case OPEN -> readInBackground(services.target().value().orElseThrow());
            case OPENING -> status.set(StatusLine.info("Opening " + services.target().labelProperty().get() + "…"));
            case FAILED -> status.set(StatusLine.error(services.target().failureProperty().get()));
            case CLOSED -> {
                rows.clear();
                status.set(StatusLine.info("Not connected."));
            }
        }
    }

    private void readInBackground(QueryTarget target) {
        services.tasks().task("Reading settings", progress -> SettingsReader.read(target)).onSuccess(read -> {
            replaceChanged(read);
            long none = read.stream().filter(r -> !r.hasEffect()).count();
            status.set(StatusLine.info(read.size() + " settings of " + services.target().labelProperty().get() + "; "
                    + none + " accepted without effect in MergeLab; " + changedCount() + " changed in this session."));
        }).onFailure(error -> status.set(StatusLine.error(
                error instanceof TargetException t ? t.clientLine() : error.toString()))).start();
    }

    /** A string literal: the target parses it as the setting's type, as ClickHouse does for {@code SET x = '10Mi'}. */
    static String quoted(String value) {
        return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }
}
