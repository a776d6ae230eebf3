package io.mergelab.app.gui.services;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * Where the Workspace and History hand the Compare screen what to show next ({@link CompareRequest}); the Compare
 * screen takes each one as it comes and shows itself. Changes on the UI thread only.
 */
public final class CompareRequests {
    private final ReadOnlyObjectWrapper<CompareRequest> latest = new ReadOnlyObjectWrapper<>();

    /** The latest request; a new request object each time, so asking twice for the same thing still fires. */
    public ReadOnlyObjectProperty<CompareRequest> latestProperty() {
        return latest.getReadOnlyProperty();
    }

    public void ask(CompareRequest request) {
        latest.set(request);
    }
}
