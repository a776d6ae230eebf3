package io.mergelab.app.gui.services;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * Where other screens (the Workspace's catalog tree) ask the Parts screen to show a table ({@code db.table}); the
 * Parts screen takes each request as it comes and shows itself. Changes on the UI thread only.
 */
public final class PartsRequests {
    private final ReadOnlyObjectWrapper<Request> latest = new ReadOnlyObjectWrapper<>();

    /** One request; a new object each time, so asking twice for the same table still fires. */
    public record Request(String qualifiedTable) {
    }

    public ReadOnlyObjectProperty<Request> latestProperty() {
        return latest.getReadOnlyProperty();
    }

    public void ask(String qualifiedTable) {
        latest.set(new Request(qualifiedTable));
    }
}
