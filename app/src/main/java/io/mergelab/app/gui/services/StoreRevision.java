package io.mergelab.app.gui.services;

import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;

/**
 * Counts changes this window made to the run store (runs captured, imported or deleted), so screens that list runs
 * know to read them again. Changes on the UI thread only.
 */
public final class StoreRevision {
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper();

    public ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    public void changed() {
        revision.set(revision.get() + 1);
    }
}
