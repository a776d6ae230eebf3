package io.mergelab.app.gui.services;

import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.server.ServerConnection;
import java.util.Optional;

/**
 * How the shell opens the targets the user can switch between: the composition root gives one, as only it may open
 * an engine or a connection. {@link #openEmbedded} and {@link #connect} run off the UI thread.
 */
public interface TargetOpener {
    /** Names the embedded engine for people: {@code embedded /home/u/.mergelab/data}. */
    String embeddedLabel();

    QueryTarget openEmbedded() throws Exception;

    /**
     * The embedded engine if it is open already (the window's, opened while its toolkit started), taken without
     * waiting, so the screens have it before the window first shows; else empty, and {@link #openEmbedded} opens it.
     */
    default Optional<QueryTarget> openedEmbedded() {
        return Optional.empty();
    }

    /** A target on the server {@code connection} names; nothing needs to be sent yet. */
    QueryTarget connect(ServerConnection connection);
}
