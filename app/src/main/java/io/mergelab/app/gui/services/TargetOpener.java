package io.mergelab.app.gui.services;

import io.mergelab.profiler.connect.QueryTarget;
import io.mergelab.profiler.connect.server.ServerConnection;

/**
 * How the shell opens the targets the user can switch between: the composition root gives one, as only it may open
 * an engine or a connection. Both calls run off the UI thread.
 */
public interface TargetOpener {
    /** Names the embedded engine for people: {@code embedded /home/u/.mergelab/data}. */
    String embeddedLabel();

    QueryTarget openEmbedded() throws Exception;

    /** A target on the server {@code connection} names; nothing needs to be sent yet. */
    QueryTarget connect(ServerConnection connection);
}
