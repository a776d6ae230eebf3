package io.mergelab.app.gui.services;

import java.util.Objects;

/**
 * Names a screen of the shell: a stable {@code id} and the {@code title} its navigation button shows. The screens
 * that others open by name have constants here; a new screen needs only its registration in the shell.
 */
public record ScreenKey(String id, String title) {
    public static final ScreenKey WORKSPACE = new ScreenKey("workspace", "Workspace");
    public static final ScreenKey HISTORY = new ScreenKey("history", "History");
    public static final ScreenKey PROFILE = new ScreenKey("profile", "Profile");
    public static final ScreenKey COMPARE = new ScreenKey("compare", "Compare");
    public static final ScreenKey GENERATE = new ScreenKey("generate", "Generate");
    public static final ScreenKey SCENARIOS = new ScreenKey("scenarios", "Scenarios");
    public static final ScreenKey EXPERIMENTS = new ScreenKey("experiments", "Experiments");

    public ScreenKey {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
    }
}
