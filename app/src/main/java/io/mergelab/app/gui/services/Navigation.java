package io.mergelab.app.gui.services;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Which screens the shell has, in the order its navigation shows them, and which one is showing. Screens ask it to
 * show another ({@code History → Profile}); the first screen registered shows first.
 */
public final class Navigation {
    private final ObservableList<ScreenKey> screens = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<ScreenKey> current = new ReadOnlyObjectWrapper<>();

    public void register(ScreenKey screen) {
        if (screens.stream().anyMatch(s -> s.id().equals(screen.id()))) {
            throw new IllegalArgumentException("A screen with id '" + screen.id() + "' is registered already");
        }
        screens.add(screen);
        if (current.get() == null) {
            current.set(screen);
        }
    }

    public ObservableList<ScreenKey> screens() {
        return FXCollections.unmodifiableObservableList(screens);
    }

    public boolean has(ScreenKey screen) {
        return screens.contains(screen);
    }

    public ReadOnlyObjectProperty<ScreenKey> currentProperty() {
        return current.getReadOnlyProperty();
    }

    public boolean isShowing(ScreenKey screen) {
        return screen.equals(current.get());
    }

    /** Shows {@code screen}; a screen this shell does not have is refused, so a caller's mistake is not silent. */
    public void show(ScreenKey screen) {
        if (!has(screen)) {
            throw new IllegalArgumentException("No screen '" + screen.id() + "' in this window");
        }
        current.set(screen);
    }
}
